import { Stream } from 'node:stream';
import compress from 'koa-compress';
import type { Core } from '@strapi/strapi';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const ACCEPTS_COMPRESSION = /\b(br|gzip|deflate)\b/i;

/**
 * API answers over 1 KB go out with brotli (quality 4, fast enough for every call) or gzip when the client takes
 * them; built files come precompressed from disk instead (spa-static). koa-compress measures a JSON body for its
 * threshold by serialising it, and koa serialises it again to send it: here a body is serialised once, and a client
 * that takes no compression skips the middleware altogether.
 */
export default () => {
  const compressing = compress({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return async (ctx: Ctx, next: () => Promise<void>) => {
    ctx.vary('Accept-Encoding');
    if (!ACCEPTS_COMPRESSION.test(ctx.get('Accept-Encoding'))) return next();
    await compressing(ctx as never, async () => {
      await next();
      const body: unknown = ctx.body;
      if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) ctx.body = JSON.stringify(body);
    });
  };
};
