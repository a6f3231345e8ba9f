import { localizedTexts } from '../../i18n';

/** The product area frame's own words; the English dictionary must have every key the Norwegian one has. */
const no = {
  areaMenu: 'Produktmeny',
  backToOverview: 'Tilbake til oversikten',
  myAccount: 'Min konto',
  signIn: 'Logg inn',
  adminProducts: 'Admin Produkter',
  checking: 'Sjekker tilgangen …',
  refusedTitle: (name: string) => `Ingen tilgang til ${name}`,
  tryFree: 'Prøv gratis',
  loadFailed: 'Kunne ikke åpne produktet. Sjekk nettforbindelsen og prøv igjen.',
  notFoundTitle: 'Fant ikke produktet',
  notFoundText: 'Produktet finnes ikke, eller det er ikke lenger tilgjengelig.',
};

export type FrameTexts = typeof no;

const en: FrameTexts = {
  areaMenu: 'Product menu',
  backToOverview: 'Back to overview',
  myAccount: 'My account',
  signIn: 'Sign in',
  adminProducts: 'Admin Products',
  checking: 'Checking access …',
  refusedTitle: (name) => `No access to ${name}`,
  tryFree: 'Try for free',
  loadFailed: 'Could not open the product. Check the connection and try again.',
  notFoundTitle: 'Product not found',
  notFoundText: 'The product does not exist, or it is no longer available.',
};

export const useFrameTexts = localizedTexts<FrameTexts>({ no, en });
