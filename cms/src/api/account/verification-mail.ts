import { VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';
import { linkMail } from './link-mail';

/** The verification mail; for an account made by sign-up and not yet used, its activation mail. */
export function verificationMail(to: string, firstName: string | null, link: string, activates = false): Mail {
  return linkMail({
    to,
    firstName,
    link,
    subject: activates ? 'Aktiver kontoen din' : 'Bekreft e-postadressen din',
    intro: activates
      ? 'Takk for at du registrerte deg. Åpne lenken under for å bekrefte e-postadressen, aktivere kontoen og logge inn:'
      : 'Bekreft e-postadressen din ved å åpne lenken under:',
    button: activates ? 'Aktiver kontoen' : 'Bekreft e-postadressen',
    note: `Lenken gjelder i ${VERIFICATION_TOKEN_HOURS} timer. Har du ikke opprettet en konto hos oss, kan du se bort fra denne e-posten.`,
  });
}

/**
 * To the owner of an account whose address someone signed up with again: sign-up answered as for a new address (so
 * that it tells nobody who has an account), and the owner learns of it here.
 */
export function signUpAttemptMail(to: string, firstName: string | null, signInLink: string): Mail {
  return linkMail({
    to,
    firstName,
    link: signInLink,
    subject: 'Noen prøvde å registrere seg med e-postadressen din',
    intro:
      'Noen, kanskje du, prøvde nettopp å opprette en konto med denne e-postadressen. Du har allerede en konto hos oss, så ingen ny ble opprettet. Logg inn med kontoen du har:',
    button: 'Logg inn',
    note: 'Har du glemt passordet, kan du be om et nytt på innloggingssiden. Var det ikke deg, trenger du ikke gjøre noe: kontoen din er uendret.',
  });
}
