import { VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';
import { escapeHtml } from '../../html-escape';

/** The verification mail, in Norwegian: plain text and a simple HTML version with the same link. */
export function verificationMail(to: string, firstName: string | null, link: string): Mail {
  const greeting = firstName ? `Hei ${firstName},` : 'Hei,';
  const lines = [
    'Bekreft e-postadressen din ved å åpne lenken under:',
    `Lenken gjelder i ${VERIFICATION_TOKEN_HOURS} timer. Har du ikke opprettet en konto hos oss, kan du se bort fra denne e-posten.`,
  ];
  return {
    to,
    subject: 'Bekreft e-postadressen din',
    text: [greeting, '', lines[0], '', link, '', lines[1], '', 'Hilsen', 'Plattformen', ''].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #ffffff; text-decoration: none; border-radius: 6px;">Bekreft e-postadressen</a></p>`,
      `<p style="font-size: 13px; color: #595959;">Virker ikke knappen? Kopier denne adressen inn i nettleseren:<br>${escapeHtml(link)}</p>`,
      `<p style="font-size: 13px; color: #595959;">${escapeHtml(lines[1])}</p>`,
      '<p>Hilsen<br>Plattformen</p>',
      '</body></html>',
    ].join('\n'),
  };
}
