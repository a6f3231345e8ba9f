import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { databaseLimiter, limitSetting } from '../database-limiters';
import { AUTH_MESSAGES, STRAPI_AUTH_ERRORS } from '@platform/shared';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Failed sign-ins are counted per account and address, per address, and per account, in the database (so every app
 * process shares one count). Ten wrong passwords for one account from one address wait a quarter of an hour, but
 * nobody else behind that address is refused, and the right password still works from elsewhere; many accounts
 * tried from one address, or one account tried from many, are slowed down as a whole.
 */
type Scope = 'pair' | 'address' | 'account';
const SCOPES: Scope[] = ['pair', 'address', 'account'];

async function limiters(strapi: Core.Strapi): Promise<Record<Scope, RateLimiterAbstract>> {
  const pairLimit = limitSetting('SIGN_IN_FAILURE_LIMIT', 10);
  const counter = (keyPrefix: string, points: number, durationSeconds: number) =>
    databaseLimiter(strapi, { tableName: 'sign_in_failures', keyPrefix, points, durationSeconds });
  const [pair, address, account] = await Promise.all([
    counter('pair', pairLimit, FIFTEEN_MINUTES),
    counter('address', pairLimit * 10, ONE_HOUR),
    counter('account', pairLimit * 10, ONE_HOUR),
  ]);
  return { pair, address, account };
}

const isWrongPassword = (error: unknown) => (STRAPI_AUTH_ERRORS.invalidCredentials as readonly string[]).includes((error as Error)?.message ?? '');

/** What one kind of sign-in step counts: whose attempt it is, what a failure looks like, and what a refusal says. */
export interface FailureCount {
  accountOf: (ctx: Ctx) => string;
  isFailure: (error: unknown) => boolean;
  refusal: (minutes: number) => string;
}

/** A middleware that refuses (429) an account or address with too many failures, and counts the failures it sees. */
export function failureLimit(strapi: Core.Strapi, { accountOf, isFailure, refusal }: FailureCount) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const counters = await limiters(strapi);
    const account = accountOf(ctx);
    const keys: Record<Scope, string> = { pair: `${account}|${ctx.request.ip}`, address: ctx.request.ip, account };
    const states = await Promise.all(SCOPES.map((scope) => counters[scope].get(keys[scope])));
    const blocked = states.filter((s): s is RateLimiterRes => s !== null && s.remainingPoints <= 0);
    if (blocked.length > 0) {
      const seconds = Math.max(...blocked.map((s) => Math.ceil(s.msBeforeNext / 1000)));
      ctx.set('Retry-After', String(seconds));
      throw new errors.RateLimitError(refusal(Math.ceil(seconds / 60)));
    }
    try {
      await next();
    } catch (error) {
      if (isFailure(error)) {
        await Promise.all(SCOPES.map((scope) => counters[scope].penalty(keys[scope])));
      }
      throw error;
    }
    if (ctx.status === 200) await counters.pair.delete(keys.pair);
  };
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  failureLimit(strapi, {
    accountOf: (ctx) =>
      String((ctx.request.body as { identifier?: unknown } | undefined)?.identifier ?? '')
        .trim()
        .toLowerCase(),
    isFailure: isWrongPassword,
    refusal: AUTH_MESSAGES.tooManySignIns,
  });
