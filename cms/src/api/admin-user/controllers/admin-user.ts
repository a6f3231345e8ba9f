import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_ACCESS_THRESHOLD,
  ADMIN_USER_MESSAGES,
  PAYMENT_MESSAGES,
  adminChangeRefusal,
  parseAdminUserQuery,
  parseLogQuery,
  validateAdminUserUpdate,
  validateNewAdminUser,
  validatePaymentInput,
  validateProductGrant,
} from '@platform/shared';
import { httpError } from '../../../http-error';
import { eventLog } from '../../../logs/event-log';
import { pathId } from '../../../http-params';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';
import { validationError } from '../../../validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

function checked<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new errors.ValidationError(result.message);
  return result.value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const adminUsers = () => service(strapi, 'adminUsers');
  const userId = (ctx: Ctx) => pathId(ctx.params, 'id', ADMIN_USER_MESSAGES.notFound);

  async function existing(id: number) {
    const user = await strapi.db.query(USER_UID).findOne({ select: ['id', 'accessLevel', 'accountStatus'], where: { id } });
    if (!user) throw new errors.NotFoundError(ADMIN_USER_MESSAGES.notFound);
    return { id: user.id as number, accessLevel: Number(user.accessLevel), accountStatus: String(user.accountStatus ?? 'active') };
  }

  /**
   * The last-administrator and self rules, checked inside the write's transaction with the administrators counted
   * there (on PostgreSQL their rows locked), so two admins demoting each other at once cannot both succeed.
   */
  async function guarded(ctx: Ctx, id: number, change: Parameters<typeof adminChangeRefusal>[0]['change'], write: () => Promise<void>) {
    await strapi.db.transaction(async ({ trx }) => {
      const target = await existing(id);
      const admins = trx('up_users').select('id').where('access_level', '>', ADMIN_ACCESS_THRESHOLD).andWhere('account_status', 'active');
      const activeAdmins = (strapi.db.dialect.client === 'sqlite' ? await admins : await admins.forUpdate()).length;
      const refusal = adminChangeRefusal({ actorId: ctx.state.user.id, target, change, activeAdmins });
      if (refusal) throw httpError(409, refusal);
      await write();
    });
  }

  async function answerUser(ctx: Ctx, id: number) {
    const user = await adminUsers().one(id);
    if (!user) throw new errors.NotFoundError(ADMIN_USER_MESSAGES.notFound);
    ctx.body = user;
  }

  async function productExists(productId: string) {
    if (!(await service(strapi, 'products').findBySlug(productId))) throw new errors.NotFoundError(ADMIN_USER_MESSAGES.unknownProduct);
  }

  return {
    async find(ctx: Ctx) {
      const list = await adminUsers().list(checked(parseAdminUserQuery(ctx.query)));
      ctx.set('x-total-count', String(list.total));
      ctx.body = list;
    },

    async findOne(ctx: Ctx) {
      await answerUser(ctx, userId(ctx));
    },

    async create(ctx: Ctx) {
      const input = checked(validateNewAdminUser(ctx.request.body));
      if (await strapi.db.query(USER_UID).findOne({ select: ['id'], where: { email: { $eqi: input.email } } }))
        throw httpError(409, ADMIN_USER_MESSAGES.emailTaken);
      const { id, mailSent } = await adminUsers().create(input);
      ctx.status = 201;
      await answerUser(ctx, id);
      ctx.body = { ...ctx.body, mailSent };
    },

    async update(ctx: Ctx) {
      const id = userId(ctx);
      const input = checked(validateAdminUserUpdate(ctx.request.body));
      await guarded(ctx, id, input, () => adminUsers().update(id, input));
      await answerUser(ctx, id);
    },

    async delete(ctx: Ctx) {
      const id = userId(ctx);
      await guarded(ctx, id, 'delete', () => adminUsers().remove(id));
      ctx.body = { ok: true };
    },

    /** POST /api/admin/users/:id/products/:productId: a trial (30 days unless said) or an active subscription. */
    async grant(ctx: Ctx) {
      const id = userId(ctx);
      await existing(id);
      const productId = String(ctx.params.productId);
      await productExists(productId);
      const grant = checked(validateProductGrant(ctx.request.body));
      if (grant.planId !== null && !(await service(strapi, 'plans').ofProduct(productId, grant.planId))) {
        throw new errors.ValidationError(ADMIN_USER_MESSAGES.unknownPlan);
      }
      await service(strapi, 'productSubscriptions').grant(id, productId, grant);
      ctx.status = 201;
      await answerUser(ctx, id);
    },

    /** DELETE /api/admin/users/:id/products/:productId: the access ends now. */
    async revoke(ctx: Ctx) {
      const id = userId(ctx);
      await existing(id);
      const productId = String(ctx.params.productId);
      if (!(await service(strapi, 'productSubscriptions').revoke(id, productId)))
        throw new errors.NotFoundError(ADMIN_USER_MESSAGES.noAccessToRevoke);
      await answerUser(ctx, id);
    },

    async payments(ctx: Ctx) {
      const id = userId(ctx);
      await existing(id);
      const payments = await service(strapi, 'payments').ofUser(id);
      const totalSpent = (await service(strapi, 'payments').spentBy([id])).get(id) ?? 0;
      ctx.body = { payments, totalSpent };
    },

    /** A manual payment or refund; a refund may not exceed what the user has paid, net, for that product. */
    async registerPayment(ctx: Ctx) {
      const id = userId(ctx);
      await existing(id);
      const input = checked(validatePaymentInput(ctx.request.body));
      await productExists(input.productId);
      if (input.planId !== null && !(await service(strapi, 'plans').ofProduct(input.productId, input.planId))) {
        throw new errors.ValidationError(PAYMENT_MESSAGES.badPlan);
      }
      const payments = service(strapi, 'payments');
      const paymentId = await strapi.db.transaction(async () => {
        if (input.status === 'refunded' && (await payments.netOreFor(id, input.productId)) < input.amountOre) {
          throw new errors.ValidationError(PAYMENT_MESSAGES.refundTooLarge);
        }
        return payments.register(id, input);
      });
      ctx.status = 201;
      ctx.body = (await payments.ofUser(id)).find((payment) => payment.id === paymentId);
    },

    /** The user's entries in the system log, newest first (sign-ins, their writes, refusals). */
    async activity(ctx: Ctx) {
      const id = userId(ctx);
      await existing(id);
      const query = parseLogQuery({ ...ctx.query, userId: String(id) });
      if (!query.ok) throw validationError(query.errors);
      // What the queue still holds is part of the answer: the admin may look right after the user acted.
      await eventLog(strapi).flush();
      const { logs, total } = await service(strapi, 'logEntries').list(query.value);
      ctx.set('x-total-count', String(total));
      ctx.body = logs;
    },
  };
};
