import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { VISIT_ANALYTICS_MESSAGES } from '@platform/shared';
import { isUniqueViolation } from '../../../db-errors';
import { httpError } from '../../../http-error';
import { EXCLUDED_IP_NOTE_MAX_LENGTH, EXCLUDED_IPS_TABLE, normaliseExcludedIp, toExcludedIp } from '../../../analytics/excluded-ips';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The addresses and ranges left out of the visitor analytics (administrators only). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const table = () => strapi.db.connection(EXCLUDED_IPS_TABLE);

  return {
    /** GET /api/admin/analytics/excluded-ips: every excluded address, newest first. */
    async find(ctx: Ctx) {
      const rows = await table()
        .select('id', 'address', 'note', 'created_at')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      ctx.body = rows.map(toExcludedIp);
    },

    /** POST /api/admin/analytics/excluded-ips { address, note? }: 201 with the stored entry; 400 not an address, 409 excluded already. */
    async create(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { address?: unknown; note?: unknown };
      const address = normaliseExcludedIp(body.address);
      if (!address) throw new errors.ValidationError(VISIT_ANALYTICS_MESSAGES.badExcludedIp);
      const note = body.note ?? '';
      if (typeof note !== 'string' || note.trim().length > EXCLUDED_IP_NOTE_MAX_LENGTH)
        throw new errors.ValidationError(VISIT_ANALYTICS_MESSAGES.noteTooLong);
      if (await table().where({ address }).first()) throw httpError(409, VISIT_ANALYTICS_MESSAGES.excludedIpExists);
      try {
        const [inserted] = await table().insert({ address, note: note.trim(), created_at: new Date() }, ['id']);
        const id = typeof inserted === 'object' ? inserted.id : inserted;
        ctx.status = 201;
        ctx.body = toExcludedIp(await table().where({ id }).first());
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, VISIT_ANALYTICS_MESSAGES.excludedIpExists);
        throw error;
      }
    },

    /** DELETE /api/admin/analytics/excluded-ips/:id: 204; 404 for an unknown id. */
    async delete(ctx: Ctx) {
      const id = Number(ctx.params.id);
      const deleted = Number.isSafeInteger(id) && id > 0 ? await table().where({ id }).delete() : 0;
      if (!deleted) throw new errors.NotFoundError(VISIT_ANALYTICS_MESSAGES.excludedIpNotFound);
      ctx.status = 204;
    },
  };
};
