import { PASSWORD_RESET_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The password reset mail, in Norwegian: plain text and a simple HTML version with the same link. */
export function passwordResetMail(to: string, firstName: string | null, link: string): Mail {
  const greeting = firstName ? `Hei ${firstName},` : 'Hei,';
  const intro = 'Du har bedt om å lage et nytt passord. Åpne lenken under for å velge et nytt:';
  const note = `Lenken gjelder i ${PASSWORD_RESET_HOURS} time og kan brukes én gang. Har du ikke bedt om dette, kan du se bort fra e-posten: passordet ditt er uendret.`;
  return {
    to,
    subject: 'Nytt passord',
    text: [greeting, '', intro, '', link, '', note, '', 'Hilsen', 'Plattformen', ''].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #ffffff; text-decoration: none; border-radius: 6px;">Velg nytt passord</a></p>`,
      `<p style="font-size: 13px; color: #595959;">Virker ikke knappen? Kopier denne adressen inn i nettleseren:<br>${escapeHtml(link)}</p>`,
      `<p style="font-size: 13px; color: #595959;">${escapeHtml(note)}</p>`,
      '<p>Hilsen<br>Plattformen</p>',
      '</body></html>',
    ].join('\n'),
  };
}
