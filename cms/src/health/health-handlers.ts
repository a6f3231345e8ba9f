import type { Core } from '@strapi/strapi';
import { serviceHealth } from './service-health';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** GET /api/admin/system-health: every service's newest check and 30-day uptime. */
export async function systemHealthHandler(ctx: Ctx): Promise<void> {
  ctx.body = { systemHealth: await serviceHealth(strapi.db.connection) };
}
