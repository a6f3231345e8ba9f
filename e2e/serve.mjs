// The built platform on E2E_PORT with a fresh demo database, for the browser tests (Playwright's webServer).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { throwawayServerEnv } from '../scripts/throwaway-server.mjs';
import { startMailbox } from './mailbox.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const port = process.env.E2E_PORT ?? '1338';
const dbFile = `.tmp/e2e-${port}.db`;
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(cmsDir, `${dbFile}${suffix}`), { force: true });

// The platform's mail goes to a real SMTP server whose messages the tests read from MAILBOX_DIR.
const mailbox = await startMailbox(path.join(cmsDir, '.tmp', `e2e-mail-${port}`));
Object.assign(
  process.env,
  // Strapi's panel too: its sign-in is tested at /cms. Pipelines may read the platform's own API on loopback. Every seeded product but 'models' counts as having its site
  // area, so that trials are tested on some and 'Kommer snart' on one. No demo sign-in history: the log test deletes what is over 30 days old and expects none.
  throwawayServerEnv({ port, dbFile, SERVE_CMS_PANEL: 'true', SEED_ACTIVITY: 'false', PRODUCT_AREAS_READY: 'property,auto,portfolio,data,api-platform', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port), PUBLIC_URL: `http://127.0.0.1:${port}`, OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }),
);
process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
await require('@strapi/strapi').createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).start();
