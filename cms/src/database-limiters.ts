import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export interface LimiterSpec {
  /** The table its counts live in (made on first use); several limiters may share one, apart by keyPrefix. */
  tableName: string;
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Rate limiters counted in the database, so that every app process on it counts into one budget (a limit kept in
 * memory would be as many limits as processes). Made on first use and kept per app; a failed start (the database
 * busy) is tried again by the next call.
 */
const made = new WeakMap<Core.Strapi, Map<string, Promise<RateLimiterAbstract>>>();
// One made at a time per app: each makes sure its table exists, and PostgreSQL's CREATE TABLE IF NOT EXISTS is not
// safe against itself (two at once fail with "type already exists").
const lastMade = new WeakMap<Core.Strapi, Promise<unknown>>();

export function databaseLimiter(strapi: Core.Strapi, spec: LimiterSpec): Promise<RateLimiterAbstract> {
  let limiters = made.get(strapi);
  if (!limiters) made.set(strapi, (limiters = new Map()));
  const key = `${spec.tableName}|${spec.keyPrefix}|${spec.points}|${spec.durationSeconds}`;
  const known = limiters.get(key);
  if (known) return known;
  const Store = strapi.db.dialect.client === 'postgres' ? RateLimiterPostgres : RateLimiterSQLite;
  const options = {
    storeClient: strapi.db.connection,
    storeType: 'knex',
    tableName: spec.tableName,
    keyPrefix: spec.keyPrefix,
    points: spec.points,
    duration: spec.durationSeconds,
    // Expired rows are few and are overwritten, so no sweeping timer is kept.
    clearExpiredByTimeout: false,
  };
  const previous = lastMade.get(strapi) ?? Promise.resolve();
  const ready = previous
    .catch(() => undefined)
    .then(
      () =>
        new Promise<RateLimiterAbstract>((resolve, reject) => {
          const limiter: RateLimiterAbstract = new Store(options as never, (error?: Error) => (error ? reject(error) : resolve(limiter)));
        }),
    );
  lastMade.set(strapi, ready);
  limiters.set(key, ready);
  ready.catch(() => limiters.delete(key));
  return ready;
}

/** A limit of `points` an hour, kept beside the per-address limits. */
export const hourlyLimit = (keyPrefix: string, points: number): LimiterSpec => ({
  tableName: 'address_limits',
  keyPrefix,
  points,
  durationSeconds: 60 * 60,
});

/** Takes one of the key's points, or refuses the call past the limit: 429 with `message` and Retry-After. */
export async function consumeOrRefuse(ctx: Ctx, strapi: Core.Strapi, spec: LimiterSpec, key: string, message: string): Promise<void> {
  try {
    await (await databaseLimiter(strapi, spec)).consume(key);
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))));
    throw new errors.RateLimitError(message);
  }
}

/** Takes one of the key's points: false when none is left (past the limit), without throwing. */
export async function withinLimit(strapi: Core.Strapi, spec: LimiterSpec, key: string): Promise<boolean> {
  try {
    await (await databaseLimiter(strapi, spec)).consume(key);
    return true;
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return false;
    throw refused;
  }
}

/** A setting's positive number, else the default. */
export const limitSetting = (name: string, fallback: number): number =>
  Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback;

/**
 * A middleware that lets each client address make `points` requests per window and refuses the next with 429,
 * `Retry-After` and `message`; every request counts, answered or refused, so a bot gains nothing by sending bad
 * ones. The address is the socket's, or X-Forwarded-For's when the server trusts its proxy (TRUST_PROXY), so
 * clients cannot choose it.
 */
export function perAddressLimit(strapi: Core.Strapi, spec: Omit<LimiterSpec, 'tableName'> & { message: string }) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const limiter = await databaseLimiter(strapi, { ...spec, tableName: 'address_limits' });
    try {
      await limiter.consume(ctx.request.ip);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))));
      throw new errors.RateLimitError(spec.message);
    }
    await next();
  };
}
