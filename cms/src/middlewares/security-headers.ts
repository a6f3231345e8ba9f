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

/** Request headers that carry an account's token or a product's API key. */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key'];

/** Google's sign-in script, its frame and its calls, allowed only where Gmail linking is configured. */
const GOOGLE_IDENTITY: Directives = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
};

function helmetOptions(config: SecurityConfig, extraDirectives: Directives = {}, overHttps = true) {
  const directives: Directives = { ...CSP_DEFAULTS, upgradeInsecureRequests: null, ...config.contentSecurityPolicy?.directives };
  for (const [name, sources] of Object.entries(extraDirectives)) {
    const base = directives[name] ?? (name === 'frame-src' ? [] : ["'self'"]);
    directives[name] = [...base, ...(sources ?? [])];
  }
  // HSTS over plain HTTP means nothing to a browser and would pin a host that may not serve HTTPS at all.
  const hsts = overHttps ? DEFAULTS.hsts : false;
  return { ...DEFAULTS, ...config, hsts, contentSecurityPolicy: { useDefaults: true, ...config.contentSecurityPolicy, directives } };
}

/**
 * strapi::security with its helmet handlers built once, at start. Strapi's own deep-merges its configuration and
 * builds a new helmet instance on every request, about a tenth of a small API call's time. Same defaults, and the
 * same looser policy for the CMS panel's dev server in development; no documentation or GraphQL plugin is installed,
 * so their exceptions are not needed.
 */
export function securityHeaders(config: SecurityConfig, { strapi }: { strapi: Core.Strapi }) {
  const inDevelopment = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
  const panelPath = String(strapi.config.get('admin.path') ?? '/admin');
  const siteExtras = process.env.GOOGLE_CLIENT_ID ? GOOGLE_IDENTITY : {};
  const devPanelExtras: Directives = { 'script-src': ["'unsafe-inline'"], 'connect-src': ['http:', 'https:', 'ws:'] };
  const build = (extras: Directives) => ({
    https: helmet(helmetOptions(config, extras, true) as never),
    http: helmet(helmetOptions(config, extras, false) as never),
  });
  const standard = build(siteExtras);
  const devPanel = build(devPanelExtras);
  return async (ctx: Parameters<Core.MiddlewareHandler>[0], next: () => Promise<void>) => {
    const variant = inDevelopment && ctx.method === 'GET' && ctx.path.startsWith(panelPath) ? devPanel : standard;
    try {
      await (ctx.secure ? variant.https : variant.http)(ctx as never, next);
    } finally {
      // An answer to a request with credentials, a refusal too, is that account's or key's own: no browser or proxy
      // may keep it (an answer that states its own caching, such as the calendar feed's, keeps it).
      if (CREDENTIAL_HEADERS.some((name) => ctx.get(name)) && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
