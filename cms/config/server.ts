import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Behind a reverse proxy (docker, a load balancer) the client's address comes from X-Forwarded-For. Strapi 5
  // reads koa's setting from proxy.koa (a bare boolean is ignored).
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  // Uploaded files live in <public>/uploads: PUBLIC_DIR moves them (a volume shared by app processes, a test's own).
  dirs: { public: env('PUBLIC_DIR', './public') },
});
