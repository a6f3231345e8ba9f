import type { Core } from '@strapi/strapi';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The origins whose pages may call the API with the user's credentials: the platform's own (PUBLIC_URL, or the
 * address the request came to) and those listed in CORS_ORIGINS (comma-separated). Any other page gets no CORS
 * headers, so its browser keeps the answer from it.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env) {
  const configured = [env.PUBLIC_URL ?? '', ...(env.CORS_ORIGINS ?? '').split(',')]
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => Boolean(origin));
  return (ctx: Ctx): string[] => [...new Set([`${ctx.protocol}://${ctx.host}`, ...configured])];
}
