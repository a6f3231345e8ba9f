// The built platform on E2E_PORT with a fresh demo database, for the browser tests (Playwright's webServer).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { throwawayServerEnv } from '../scripts/throwaway-server.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const port = process.env.E2E_PORT ?? '1338';
const dbFile = `.tmp/e2e-${port}.db`;
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(cmsDir, `${dbFile}${suffix}`), { force: true });

Object.assign(process.env, throwawayServerEnv({ port, dbFile }));
process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
await require('@strapi/strapi').createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).start();
