/** The part of koa2-ratelimit (which ships no types) that the platform uses. */
declare module 'koa2-ratelimit' {
  import type { Context, Middleware } from 'koa';

  interface RateLimitOptions {
    interval: number | Partial<Record<'ms' | 'sec' | 'min' | 'hour' | 'day', number>>;
    max: number;
    prefixKey?: string;
    headers?: boolean;
    keyGenerator?: (ctx: Context) => string | Promise<string>;
    handler?: (ctx: Context) => void;
  }

  export const RateLimit: { middleware(options: RateLimitOptions): Middleware };
}
