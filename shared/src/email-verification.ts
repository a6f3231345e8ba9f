/** E-mail verification: messages and timings. */
export const VERIFY_EMAIL_MESSAGES = {
  sent: 'Verifikasjons-e-post sendt! Sjekk innboksen din og spam-mappen.',
  failed: 'Kunne ikke sende verifikasjons-e-post. Vennligst prøv igjen senere.',
  invalidToken: 'Lenken er ugyldig eller utløpt. Be om en ny verifikasjons-e-post.',
  verified: 'E-postadressen din er bekreftet.',
  activated: 'Kontoen er aktivert, og du er logget inn.',
  alreadyVerified: 'E-postadressen din er allerede bekreftet.',
  tooSoon: 'Vent litt før du ber om en ny e-post.',
  unknownStep: "step må være 'send' eller 'confirm'.",
} as const;

export const SIGN_UP_MESSAGES = {
  usernameIsEmail: 'username must be the e-mail address: the e-mail is the account’s name.',
  badFrom: 'from must be a path on this site.',
  mailFailed: 'The e-mail could not be sent. Try again in a little while.',
} as const;

/**
 * What sign-up answers, for a new address and for one that has an account alike, so that it does not tell who has
 * one: the next step is in the mail to the address (the new account's activation link, or a note to its owner).
 */
export interface SignUpAnswer {
  ok: true;
  email: string;
}

/** What confirming a link answers: an account made by sign-up is activated by it, and signed in. */
export interface ConfirmEmailAnswer {
  verified: true;
  message: string;
  jwt?: string;
}

/** How long the 'sent' notice stays on the account page. */
export const VERIFICATION_NOTICE_MS = 30_000;
/** The shortest wait between two verification mails to one user. */
export const RESEND_INTERVAL_MS = 30_000;
export const VERIFICATION_TOKEN_HOURS = 24;
