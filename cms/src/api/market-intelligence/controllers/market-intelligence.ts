import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  MARKET_SUBSCRIBE_LIMITS,
  MARKET_EXPORT_FORMATS,
  MARKET_MESSAGES,
  STATISTICS_TOPICS,
  parseMarketDays,
  parseMarketLocale,
  validateMarketSubscription,
  type AccessLocale,
  type MarketExportFormat,
  type StatisticsTopic,
  contentDisposition,
} from '@platform/shared';
import type { SignedInUser } from '../../../auth/signed-in-user';
import { consumeOrRefuse, hourlyLimit } from '../../../database-limiters';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const market = (strapi: Core.Strapi) => service(strapi, 'marketIntelligence');

function daysOf(ctx: Ctx): number {
  const days = parseMarketDays(ctx.query.days);
  if (days === null) throw new errors.ValidationError(MARKET_MESSAGES.invalidDays);
  return days;
}

function localeOf(ctx: Ctx): AccessLocale {
  const locale = parseMarketLocale(ctx.query.locale);
  if (locale === null) throw new errors.ValidationError(MARKET_MESSAGES.invalidLocale);
  return locale;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/market-intelligence/simple?days&locale */
  async simple(ctx: Ctx) {
    ctx.body = await market(strapi).summary(daysOf(ctx), localeOf(ctx));
  },

  /** GET /api/market-intelligence/statistics/:topic?locale */
  async statistics(ctx: Ctx) {
    const topic = ctx.params.topic as StatisticsTopic;
    if (!STATISTICS_TOPICS.includes(topic)) throw new errors.ValidationError(MARKET_MESSAGES.unknownTopic);
    ctx.body = await market(strapi).statistics(topic, localeOf(ctx));
  },

  /** GET /api/market-intelligence/export?format=pdf|xlsx&days&locale: a file to download. */
  async download(ctx: Ctx) {
    const format = ctx.query.format as MarketExportFormat;
    if (!MARKET_EXPORT_FORMATS.includes(format)) throw new errors.ValidationError(MARKET_MESSAGES.unknownFormat);
    const file = await market(strapi).download(format, daysOf(ctx), localeOf(ctx));
    ctx.set('Content-Type', file.contentType);
    ctx.set('Content-Disposition', contentDisposition('attachment', file.fileName));
    ctx.body = file.body;
  },

  /** POST /api/market-intelligence/subscriptions { email?, locale? }: without an address, the user's own. */
  async subscribe(ctx: Ctx) {
    const user = ctx.state.user as SignedInUser;
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const checked = validateMarketSubscription({ ...body, email: body.email ?? user.email });
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    // Each is a mail: limited per user and per recipient, in the database so every app process shares them.
    await consumeOrRefuse(
      ctx,
      strapi,
      hourlyLimit('market-subscribe-user', MARKET_SUBSCRIBE_LIMITS.perUser),
      String(user.id),
      MARKET_MESSAGES.rateLimited,
    );
    await consumeOrRefuse(
      ctx,
      strapi,
      hourlyLimit('market-subscribe-to', MARKET_SUBSCRIBE_LIMITS.perRecipient),
      checked.value.email,
      MARKET_MESSAGES.rateLimited,
    );
    ctx.status = 201;
    ctx.body = await market(strapi).subscribe(user.id, checked.value);
  },

  /** POST /api/market-intelligence/unsubscribe { token }: the link from the confirmation mail, signed in or not. */
  async unsubscribe(ctx: Ctx) {
    const outcome = await market(strapi).unsubscribe((ctx.request.body as { token?: unknown } | undefined)?.token);
    if (outcome === 'malformed') throw new errors.ValidationError(MARKET_MESSAGES.invalidToken);
    if (!outcome) throw new errors.NotFoundError(MARKET_MESSAGES.invalidToken);
    ctx.body = { unsubscribed: true, message: MARKET_MESSAGES.unsubscribed };
  },
});
