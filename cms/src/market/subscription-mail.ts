import type { AccessLocale } from '@platform/shared';
import type { Mail } from '../api/account/services/mail';
import { escapeHtml } from '../html-escape';

const TEXTS: Record<AccessLocale, { subject: string; greeting: string; body: string; unsubscribe: string; button: string; signature: string[] }> = {
  no: {
    subject: 'Du abonnerer på markedsrapporten',
    greeting: 'Hei,',
    body: 'Takk for at du abonnerer på markedsrapporten fra Markedsinnsikt. Du får tallene for bolig- og bilmarkedet tilsendt på e-post.',
    unsubscribe: 'Vil du ikke lenger ha rapporten, kan du melde deg av her, uten å logge inn:',
    button: 'Meld meg av',
    signature: ['Hilsen', 'Plattformen'],
  },
  en: {
    subject: 'You are subscribed to the market report',
    greeting: 'Hello,',
    body: 'Thank you for subscribing to the Market Intelligence report. You will receive the figures for the property and car markets by e-mail.',
    unsubscribe: 'If you no longer want the report, you can unsubscribe here, without signing in:',
    button: 'Unsubscribe',
    signature: ['Regards', 'The Platform'],
  },
};

/** The confirmation of a market report subscription, in the subscriber's language, with its unsubscribe link. */
export function subscriptionMail(to: string, locale: AccessLocale, unsubscribeLink: string): Mail {
  const t = TEXTS[locale];
  return {
    to,
    subject: t.subject,
    // Mail programs offer their own unsubscribe button from this header.
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
    text: [t.greeting, '', t.body, '', t.unsubscribe, unsubscribeLink, '', ...t.signature, ''].join('\n'),
    html: [
      `<!doctype html><html lang="${locale}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">`,
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(t.body)}</p>`,
      `<p style="font-size: 13px; color: #595959;">${escapeHtml(t.unsubscribe)}</p>`,
      `<p><a href="${escapeHtml(unsubscribeLink)}" style="color: #1677ff;">${escapeHtml(t.button)}</a></p>`,
      `<p>${t.signature.map(escapeHtml).join('<br>')}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
