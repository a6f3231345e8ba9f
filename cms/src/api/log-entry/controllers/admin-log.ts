import { parseCleanupDays, logCursor, parseLogQuery, parseStatsDays } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { eventLog } from '../../../logs/event-log';
import { noteOnAuditEntry } from '../../../logs/admin-writes';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/admin/logs: with `page`/`limit` the spec's { logs, total, page, limit, totalPages, nextCursor }; with
   * simple-rest's `_start`/`_end` the plain array. The total is in x-total-count either way. What this process has
   * queued is stored first, so the reader sees every event that happened before the read.
   */
  async find(ctx: Ctx) {
    const parsed = parseLogQuery(ctx.query);
    if (!parsed.ok) throw validationError(parsed.errors);
    await eventLog(strapi).flush();
    const query = parsed.value;
    const { logs, total } = await service(strapi, 'logEntries').list(query);
    ctx.set('x-total-count', String(total));
    if (query.range) {
      ctx.body = logs;
      return;
    }
    const last = logs[logs.length - 1];
    ctx.body = {
      logs,
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
      nextCursor: last && logs.length === query.limit ? logCursor(last) : null,
    };
  },

  /** GET /api/admin/logs/stats?days= */
  async stats(ctx: Ctx) {
    const days = parseStatsDays(ctx.query.days);
    if (!days.ok) throw validationError(days.errors);
    await eventLog(strapi).flush();
    ctx.body = await service(strapi, 'logEntries').stats(days.value);
  },

  /**
   * POST /api/admin/logs/cleanup { days }: days 1-365 (30 when none is sent); anything else is refused and nothing is
   * deleted. The deletion is logged as an admin write.
   */
  async cleanup(ctx: Ctx) {
    const checked = parseCleanupDays((ctx.request.body as { days?: unknown } | undefined)?.days);
    if (!checked.ok) throw validationError(checked.errors);
    const days = checked.value;
    await eventLog(strapi).flush();
    const result = await service(strapi, 'logEntries').cleanup(days);
    noteOnAuditEntry({ days, ...result });
    ctx.body = { deletedCount: result.deletedCount, archivedCount: result.archivedCount };
  },
});
