import { PASSWORD_INVITE_HOURS, PASSWORD_RESET_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';
import { escapeHtml } from '../../html-escape';

interface LinkMail {
  to: string;
  firstName: string | null;
  subject: string;
  intro: string;
  button: string;
  link: string;
  note: string;
}

/** A mail that leads to one link, in Norwegian: plain text and a simple HTML version with the same link. */
function linkMail({ to, firstName, subject, intro, button, link, note }: LinkMail): Mail {
  const greeting = firstName ? `Hei ${firstName},` : 'Hei,';
  return {
    to,
    subject,
    text: [greeting, '', intro, '', link, '', note, '', 'Hilsen', 'Plattformen', ''].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(button)}</a></p>`,
      `<p style="font-size: 13px; color: #595959;">Virker ikke knappen? Kopier denne adressen inn i nettleseren:<br>${escapeHtml(link)}</p>`,
      `<p style="font-size: 13px; color: #595959;">${escapeHtml(note)}</p>`,
      '<p>Hilsen<br>Plattformen</p>',
      '</body></html>',
    ].join('\n'),
  };
}

/** The password reset mail. */
export function passwordResetMail(to: string, firstName: string | null, link: string): Mail {
  return linkMail({
    to,
    firstName,
    link,
    subject: 'Nytt passord',
    intro: 'Du har bedt om å lage et nytt passord. Åpne lenken under for å velge et nytt:',
    button: 'Velg nytt passord',
    note: `Lenken gjelder i ${PASSWORD_RESET_HOURS} time og kan brukes én gang. Har du ikke bedt om dette, kan du se bort fra e-posten: passordet ditt er uendret.`,
  });
}

/** The mail of an account an administrator made: the user chooses their own password. */
export function passwordInviteMail(to: string, firstName: string | null, link: string): Mail {
  return linkMail({
    to,
    firstName,
    link,
    subject: 'Velkommen – velg passordet ditt',
    intro: `Det er opprettet en konto til deg på plattformen med e-postadressen ${to}. Åpne lenken under for å velge passordet ditt:`,
    button: 'Velg passord',
    note: `Lenken gjelder i ${PASSWORD_INVITE_HOURS} timer og kan brukes én gang. Etterpå kan du be om en ny lenke med «Glemt passord» på innloggingssiden.`,
  });
}
