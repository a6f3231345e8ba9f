// `npm start`: install what is missing, build what is stale, seed on first run, serve everything on one port.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, prepare } from './prepare.mjs';

await prepare();
if (process.argv.includes('--build-only')) process.exit(0);

const cmsDir = path.join(ROOT, 'cms');
process.chdir(cmsDir);
process.env.NODE_ENV ??= 'production';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { DEMO_USERS, DEMO_PASSWORD, DEMO_CMS_EDITOR, DEMO_CMS_SUPER_ADMIN } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'demo-users.js'));

const app = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
await app.start();

const port = app.config.get('server.port');
const url = `http://localhost:${port}`;
const demo = process.env.PLATFORM_MODE !== 'production';
const lines = [
  '',
  `The platform is running at ${url}`,
  `  public site      ${url}/`,
  `  admin app        ${url}/admin   (access level 5)`,
  `  Strapi's panel   ${url}/cms     (content editors)`,
  `  REST API         ${url}/api`,
  `  database         ${process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite (cms/.tmp/data.db)'}`,
];
if (demo) {
  lines.push('', `Demo accounts (sample data), password "${DEMO_PASSWORD}" for all:`);
  for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(20)} access level ${user.accessLevel}`);
  lines.push(`  ${DEMO_CMS_EDITOR.email.padEnd(20)} Strapi's panel at /cms: content editor (products)`);
  lines.push(`  ${DEMO_CMS_SUPER_ADMIN.email.padEnd(20)} Strapi's panel at /cms: super-admin (operators)`);
}
console.log(lines.join('\n'));
