/**
 * What a call answers while the database cannot be reached: 503 with this message and a Retry-After, so clients
 * (the admin, the site, the CLI, programs with API keys) can tell an outage from their own mistake and try again.
 */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  name: 'ServiceUnavailableError',
  message: 'The database cannot be reached right now. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;
