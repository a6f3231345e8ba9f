// The built platform on E2E_PORT with a fresh demo database, for the browser tests (Playwright's webServer).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const port = process.env.E2E_PORT ?? '1338';
const dbFile = `.tmp/e2e-${port}.db`;
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(cmsDir, `${dbFile}${suffix}`), { force: true });

const secret = () => crypto.randomBytes(16).toString('hex');
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: dbFile,
  PLATFORM_MODE: 'demo',
  SERVE_CMS_PANEL: 'false',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT: '1000',
  STRAPI_TELEMETRY_DISABLED: 'true',
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
});
process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
await require('@strapi/strapi').createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).start();
