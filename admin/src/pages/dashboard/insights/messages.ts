/** The activity and analyses tabs' own texts, where the spec gives none (its panels' contents are not shown). */
export const INSIGHT_MESSAGES = {
  activityFailed: 'Kunne ikke laste brukeraktivitet',
  noActivity: (days: number) => `Ingen innlogginger eller registreringer de siste ${days} dagene`,
  analysesFailed: 'Kunne ikke laste analyser',
  noFunnel: 'Ingen besøk eller registreringer i perioden',
  noCohorts: 'Ingen brukere registrert i perioden',
} as const;
