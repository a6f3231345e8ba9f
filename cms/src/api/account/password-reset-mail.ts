import { PASSWORD_INVITE_HOURS, PASSWORD_RESET_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';
import { linkMail } from './link-mail';

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
