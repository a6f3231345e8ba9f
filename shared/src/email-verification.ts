/** E-mail verification: messages and timings. */
export const VERIFY_EMAIL_MESSAGES = {
  sent: 'Verifikasjons-e-post sendt! Sjekk innboksen din og spam-mappen.',
  failed: 'Kunne ikke sende verifikasjons-e-post. Vennligst prøv igjen senere.',
  invalidToken: 'Lenken er ugyldig eller utløpt. Be om en ny verifikasjons-e-post.',
  verified: 'E-postadressen din er bekreftet.',
  alreadyVerified: 'E-postadressen din er allerede bekreftet.',
  tooSoon: 'Vent litt før du ber om en ny e-post.',
  unknownStep: "step må være 'send' eller 'confirm'.",
} as const;

/** How long the 'sent' notice stays on the account page. */
export const VERIFICATION_NOTICE_MS = 30_000;
/** The shortest wait between two verification mails to one user. */
export const RESEND_INTERVAL_MS = 30_000;
export const VERIFICATION_TOKEN_HOURS = 24;
