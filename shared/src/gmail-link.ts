/** Linking a Gmail account to a platform account, on the account page. */
export const GMAIL_MESSAGES = {
  disconnectConfirm:
    'Er du sikker på at du vil koble fra Gmail-kontoen din? Du kan fortsatt logge inn med e-post og passord.',
  notConfigured: 'Gmail-kobling er ikke satt opp på denne plattformen.',
  invalidToken: 'Google-innloggingen kunne ikke bekreftes.',
} as const;

/** The value of a user's emailConnected once Gmail is linked. */
export const GMAIL_CONNECTION = 'google';
