import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { FREE_PROPERTY_REPORT, PROPERTY_ANALYTICS_MESSAGES as M, REPORT_SEND_LIMITS, areaRefusal, type PropertyReportType, contentDisposition } from '@platform/shared';
import type { SignedInUser } from '../../../auth/signed-in-user';
import { httpError } from '../../../http-error';
import { consumeOrRefuse, hourlyLimit } from '../../../database-limiters';
import { service } from '../../../services';
import { checkReportRequest, checkSubscriptionInput } from '../report-request';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The product whose access the paid reports need. */
const PRODUCT = 'property';

const reports = (strapi: Core.Strapi) => service(strapi, 'propertyReports');

/**
 * Whether the user has access to the product; 403 for a paid report type without it (the market analysis is free
 * for every signed-in user).
 */
async function reportAccess(strapi: Core.Strapi, user: SignedInUser, type: PropertyReportType): Promise<boolean> {
  const access = await service(strapi, 'productSubscriptions').accessTo(user, PRODUCT);
  const allowed = access !== null && areaRefusal(access) === null;
  if (!allowed && type !== FREE_PROPERTY_REPORT) throw httpError(403, M.reportNeedsAccess);
  return allowed;
}

/** The :id of a subscription route; 404 for anything but a positive whole number. */
function subscriptionId(ctx: Ctx): number {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new errors.NotFoundError(M.subscriptionNotFound);
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/data/property/reports: the report as a PDF to download. */
  async generate(ctx: Ctx) {
    const user = ctx.state.user as SignedInUser;
    const checked = checkReportRequest(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    const withAccess = await reportAccess(strapi, user, checked.value.type);
    const file = await reports(strapi).report(checked.value);
    if (!file) throw new errors.ValidationError(M.unknownArea);
    if (withAccess) {
      try {
        await service(strapi, 'productUsage').record(user.id, PRODUCT, 'dataDownloads');
      } catch (error) {
        strapi.log.warn(`Report download not counted: ${(error as Error).message}`);
      }
    }
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', contentDisposition('attachment', file.fileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.body;
  },

  /** GET /api/data/property/report-subscriptions: the user's own, newest first. */
  async listSubscriptions(ctx: Ctx) {
    ctx.body = await reports(strapi).subscriptions((ctx.state.user as SignedInUser).id);
  },

  /** POST /api/data/property/report-subscriptions: 201 with the new subscription. */
  async subscribe(ctx: Ctx) {
    const user = ctx.state.user as SignedInUser;
    const checked = checkSubscriptionInput(ctx.request.body, user.email);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    await reportAccess(strapi, user, checked.value.type);
    const created = await reports(strapi).subscribe(user.id, checked.value);
    if (created === 'limit') throw new errors.ValidationError(M.tooManySubscriptions);
    ctx.status = 201;
    ctx.body = created;
  },

  /** DELETE /api/data/property/report-subscriptions/:id: the user's own only (another's is not found). */
  async unsubscribe(ctx: Ctx) {
    const user = ctx.state.user as SignedInUser;
    if (!(await reports(strapi).unsubscribe(user.id, subscriptionId(ctx)))) throw new errors.NotFoundError(M.subscriptionNotFound);
    ctx.status = 204;
  },

  /** POST /api/data/property/report-subscriptions/:id/send: the report now, by e-mail to the subscription's address. */
  async send(ctx: Ctx) {
    const user = ctx.state.user as SignedInUser;
    const subscription = await reports(strapi).subscription(user.id, subscriptionId(ctx));
    if (!subscription) throw new errors.NotFoundError(M.subscriptionNotFound);
    await reportAccess(strapi, user, subscription.type);
    // Each is a mail with a PDF: limited per user and per recipient, in the database so every app process shares them.
    await consumeOrRefuse(ctx, strapi, hourlyLimit('report-send-user', REPORT_SEND_LIMITS.perUser), String(user.id), M.tooManyReportMails);
    await consumeOrRefuse(ctx, strapi, hourlyLimit('report-send-to', REPORT_SEND_LIMITS.perRecipient), subscription.email.toLowerCase(), M.tooManyReportMails);
    try {
      await reports(strapi).send(subscription);
    } catch (error) {
      // The mail server refused or could not be reached: say so, and the report stays unsent (lastSentAt unchanged).
      strapi.log.warn(`Report mail to subscription ${subscription.id} failed: ${(error as Error).message}`);
      throw httpError(502, M.reportMailFailed);
    }
    ctx.body = { message: M.reportSent(subscription.email) };
  },
});
