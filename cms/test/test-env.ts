import crypto from 'node:crypto';

/** Secrets and settings of a throwaway Strapi for tests and the benchmark (never the checkout's cms/.env). */
export function throwawayEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const secret = () => crypto.randomBytes(16).toString('hex');
  return {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    PLATFORM_MODE: 'demo',
    AUTH_RATE_LIMIT: '1000',
    // Demo passwords are public: the fewest bcrypt rounds, so that thousands of sign-ins cost seconds, not minutes.
    PASSWORD_HASH_ROUNDS: '4',
    ...overrides,
  };
}
