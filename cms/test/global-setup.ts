import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createStrapi } from '@strapi/strapi';
import { throwawayEnv } from './test-env';
import { createTestDatabase } from './postgres-database';
import { startMailbox } from './mailbox';
import { startGoogleKeys } from './google-keys';

// One file per test run (the jest process), so that two suites can run side by side.
export const SERVER_FILE = path.join(__dirname, '..', '.tmp', `test-server-${process.pid}.json`);
const appDir = path.join(__dirname, '..');

/** The Google client id the test server accepts ID tokens for. */
const GOOGLE_CLIENT_ID = 'platform-test.apps.googleusercontent.com';

/**
 * One real Strapi for the whole run, on a free port, with a fresh database (SQLite file or PostgreSQL database), a
 * real SMTP server that keeps its mail in a folder, and a local stand-in for Google's signing keys. The server
 * trusts X-Forwarded-For, so that a test can send visits from an address of its own and have its own rate limit.
 */
export default async function globalSetup(): Promise<void> {
  const dbFile = `.tmp/test-${process.pid}.db`;
  const mailFolder = path.join(appDir, '.tmp', `test-mail-${process.pid}`);
  const mailbox = await startMailbox(mailFolder);
  const google = await startGoogleKeys();
  // Folders of the run's own, so that two runs side by side (SQLite and PostgreSQL in CI) never see each other's files.
  const publicDir = path.join(appDir, '.tmp', `test-public-${process.pid}`);
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const env = throwawayEnv({
    DATABASE_FILENAME: dbFile,
    PUBLIC_DIR: publicDir,
    ATTACHMENTS_DIR: `.tmp/test-attachments-${process.pid}`,
    SEED_IDEAS: '0',
    // The vehicle tests store a fixture of their own; the others need no listings.
    SEED_VEHICLE_LISTINGS: '0',
    // The listing tests insert fixtures of their own into empty tables.
    SEED_PROPERTY_LISTINGS: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    MAIL_FROM: 'Plattformen <no-reply@platform.test>',
    PUBLIC_URL: 'http://platform.test',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    TRUST_PROXY: 'true',
    // Every test's anonymous call comes from this one address; the limit itself is tested on a server of its own.
    LOG_ANONYMOUS_PER_MINUTE: '1000000',
    SIGN_UP_ADDRESS_LIMIT: '1000000',
    TRACKING_RATE_LIMIT: '10',
    // The public data API's hourly limit per user, small enough for a test to reach it.
    PUBLIC_API_RATE_LIMIT: '5',
    // The seeded products count as having their site area, so that trials can be started; converted ones do not.
    PRODUCT_AREAS_READY: 'property,auto,portfolio,data,api-platform,models',
    // Product modules ("generate files", the sync) in a folder of the run's own, written as in development.
    PRODUCT_MODULES_DIR: path.join(appDir, '.tmp', `test-modules-${process.pid}`, 'products'),
    PRODUCT_MODULES_WRITE: 'true',
    // A stand-in site build, so that serving "/" is tested without building the site first.
    SITE_DIST: path.join(__dirname, 'fixtures', 'site-dist'),
    // Health probes reach the test's own servers on loopback, listed exactly (so loopback is allowed); nothing else.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    // Due pipelines are looked for every second, so a test sees a schedule fire without waiting long.
    PIPELINE_SCHEDULER_SECONDS: '1',
    // System health probes every 5 seconds on SQLite (pg-boss sends at most one a minute; production: every minute).
    SYSTEM_HEALTH_CRON: '*/5 * * * * *',
  });
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const database = await createTestDatabase();
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url });
    (globalThis as any).__TEST_PG_DATABASE__ = database.name;
  }
  Object.assign(process.env, env, { PLATFORM_TEST_SERVER_FILE: SERVER_FILE });

  // The server from its build, made again only when its sources changed (Strapi's compileStrapi type-checks and
  // compiles the whole server at every run: a third of a short run's time).
  const built = spawnSync(process.execPath, [path.join(appDir, '..', 'scripts', 'prepare.mjs'), 'shared', 'cms-server'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server did not build (its errors are above).');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false }).load();
  const server = strapi.server.mount().httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const adminRoutes = strapi.server
    .listRoutes()
    // Administrators-only: everything under /api/admin, and the visitor analytics outside it (adminOnlyRoutes).
    .filter((layer: any) => layer.path.startsWith('/api/admin/') || layer.path.startsWith('/api/analytics/'))
    .flatMap((layer: any) => layer.methods.filter((m: string) => m !== 'HEAD').map((method: string) => ({ method, path: layer.path })));

  // Every content-API route as declared, with its full path and who may call it: the platform's own say it in their
  // policies (route-access.ts, Strapi's auth off), Strapi's and its plugins' leave it to users-permissions' grants.
  const declared = (routes: any[], prefix: string) =>
    routes.map((route: any) => ({
      method: route.method,
      path: `/api${route.config?.prefix ?? prefix}${route.path}`.replace(/\/$/, '') || '/api',
      strapiAuth: route.config?.auth !== false,
      policies: (route.config?.policies ?? []).map((policy: any) => (typeof policy === 'string' ? policy : policy.name)),
    }));
  // Declared but not served (users-permissions' session routes outside its refresh mode) are no way in.
  const mounted = (route: { method: string; path: string }) =>
    mountedLayers.some((layer) => layer.path === route.path && layer.methods.includes(route.method));
  const mountedLayers = strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>;
  const contentRoutes = [
    ...Object.values(strapi.apis as Record<string, any>).flatMap((api) =>
      Object.values(api.routes ?? {}).flatMap((router: any) => (router.type === 'admin' ? [] : declared(router.routes ?? [], ''))),
    ),
    ...Object.entries(strapi.plugins as Record<string, any>).flatMap(([name, plugin]) =>
      declared(plugin.routes?.['content-api']?.routes ?? [], `/${name}`),
    ),
  ];

  (globalThis as any).__STRAPI__ = strapi;
  (globalThis as any).__TEST_SERVERS__ = [mailbox, google];
  (globalThis as any).__TEST_DB_FILE__ = path.join(appDir, dbFile);
  fs.mkdirSync(path.dirname(SERVER_FILE), { recursive: true });
  fs.writeFileSync(
    SERVER_FILE,
    JSON.stringify({
      url: `http://127.0.0.1:${port}`,
      adminRoutes,
      client: strapi.db.dialect.client,
      databaseFile: dbFile,
      databaseUrl: env.DATABASE_URL,
      mailFolder,
      google: { clientId: GOOGLE_CLIENT_ID, privateKeyPem: google.privateKeyPem, kid: google.kid },
      trackingRateLimit: Number(env.TRACKING_RATE_LIMIT),
      jwtSecret: env.JWT_SECRET,
      contentRoutes,
    }),
  );
}
