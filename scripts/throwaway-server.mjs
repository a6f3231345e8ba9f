import crypto from 'node:crypto';

/**
 * Environment for a platform server that exists only for a run (browser tests, the benchmark): its own SQLite
 * file, fresh secrets, demo data, no panel, quiet logs. Never the checkout's cms/.env.
 */
export function throwawayServerEnv({ port, dbFile, ...overrides }) {
  const secret = () => crypto.randomBytes(16).toString('hex');
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: dbFile,
    PLATFORM_MODE: 'demo',
    SERVE_CMS_PANEL: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    // Every page a browser test opens is one tracked visit from one address: on a fast machine the browser suite opens
    // more than the default 60 a minute (the limit itself is tested in the API suite).
    TRACKING_RATE_LIMIT: '1000',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ...overrides,
  };
}
