import { VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import type { Mail } from './services/mail';
import { linkMail } from './link-mail';

/** The verification mail. */
export function verificationMail(to: string, firstName: string | null, link: string): Mail {
  return linkMail({
    to,
    firstName,
    link,
    subject: 'Bekreft e-postadressen din',
    intro: 'Bekreft e-postadressen din ved å åpne lenken under:',
    button: 'Bekreft e-postadressen',
    note: `Lenken gjelder i ${VERIFICATION_TOKEN_HOURS} timer. Har du ikke opprettet en konto hos oss, kan du se bort fra denne e-posten.`,
  });
}
