import { MARKET_MESSAGES } from '@platform/shared';
import { localizedTexts } from '../../i18n';

/** Norwegian texts of the unsubscribe page: the shape the English ones must match. */
const no = {
  pageTitle: 'Meld deg av markedsrapporten',
  title: 'Meld deg av markedsrapporten',
  text: 'Trykk på knappen for å slutte å få markedsrapporten på e-post.',
  confirm: 'Meld meg av',
  incompleteTitle: 'Lenken er ikke fullstendig',
  incompleteText: 'Åpne lenken fra e-posten på nytt, eller kopier hele lenken inn i adressefeltet.',
  network: 'Får ikke kontakt med serveren. Prøv igjen om litt.',
  toFrontPage: 'Til forsiden',
  /** The server's answers, in the page's language. */
  unsubscribed: MARKET_MESSAGES.unsubscribed as string,
  invalidToken: MARKET_MESSAGES.invalidToken as string,
  rateLimited: MARKET_MESSAGES.rateLimited as string,
};

export type UnsubscribeTexts = typeof no;

const en: UnsubscribeTexts = {
  pageTitle: 'Unsubscribe from the market report',
  title: 'Unsubscribe from the market report',
  text: 'Press the button to stop getting the market report by e-mail.',
  confirm: 'Unsubscribe me',
  incompleteTitle: 'The link is incomplete',
  incompleteText: 'Open the link from the e-mail again, or copy the whole link into the address bar.',
  network: 'Cannot reach the server. Please try again shortly.',
  toFrontPage: 'To the front page',
  unsubscribed: 'You are unsubscribed from the market report.',
  invalidToken: 'The link is invalid or has already been used.',
  rateLimited: 'Too many attempts in a short time. Wait a moment and try again.',
};

export const useUnsubscribeTexts = localizedTexts<UnsubscribeTexts>({ no, en });

/** The server's answer in the page's language where it is a known one, its own words otherwise. */
export function unsubscribeMessage(message: string, texts: UnsubscribeTexts): string {
  if (message === MARKET_MESSAGES.unsubscribed) return texts.unsubscribed;
  if (message === MARKET_MESSAGES.invalidToken) return texts.invalidToken;
  if (message === MARKET_MESSAGES.rateLimited) return texts.rateLimited;
  return message;
}
