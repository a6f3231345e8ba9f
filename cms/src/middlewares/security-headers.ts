import helmet from 'koa-helmet';
import { CSP_DEFAULTS } from '@strapi/utils';
import type { Core } from '@strapi/strapi';

type Directives = Record<string, readonly string[] | null>;

interface SecurityConfig {
  contentSecurityPolicy?: { useDefaults?: boolean; directives?: Directives };
  [option: string]: unknown;
}

/** Strapi's defaults for strapi::security (@strapi/core's middlewares/security). */
const DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xssFilter: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
};

function helmetOptions(config: SecurityConfig, extraDirectives: Directives = {}) {
  const directives: Directives = { ...CSP_DEFAULTS, upgradeInsecureRequests: null, ...config.contentSecurityPolicy?.directives };
  for (const [name, sources] of Object.entries(extraDirectives)) directives[name] = [...(directives[name] ?? []), ...(sources ?? [])];
  return { ...DEFAULTS, ...config, contentSecurityPolicy: { useDefaults: true, ...config.contentSecurityPolicy, directives } };
}

/**
 * strapi::security with its helmet handlers built once, at start. Strapi's own deep-merges its configuration and
 * builds a new helmet instance on every request, about a tenth of a small API call's time. Same defaults, and the
 * same looser policy for the CMS panel's dev server in development; no documentation or GraphQL plugin is installed,
 * so their exceptions are not needed.
 */
export function securityHeaders(config: SecurityConfig, { strapi }: { strapi: Core.Strapi }) {
  const standard = helmet(helmetOptions(config) as never);
  const inDevelopment = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
  const panelPath = String(strapi.config.get('admin.path') ?? '/admin');
  const devPanel = helmet(
    helmetOptions(config, { 'script-src': ["'self'", "'unsafe-inline'"], 'connect-src': ["'self'", 'http:', 'https:', 'ws:'] }) as never,
  );
  return (ctx: Parameters<Core.MiddlewareHandler>[0], next: () => Promise<void>) =>
    inDevelopment && ctx.method === 'GET' && ctx.path.startsWith(panelPath) ? devPanel(ctx as never, next) : standard(ctx as never, next);
}
