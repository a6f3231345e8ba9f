// `npm run prepare-database`: makes the platform's database (or brings its tables up to date) and seeds it, then
// exits. Run it once before several app processes that share one database start together: Strapi makes its tables
// at start, and two processes making them at once on an empty database get in each other's way.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, prepare } from './prepare.mjs';

await prepare();
const cmsDir = path.join(ROOT, 'cms');
process.chdir(cmsDir);
process.env.NODE_ENV ??= 'production';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');

const started = Date.now();
const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
await app.destroy();
console.log(`The database is ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
process.exit(0);
