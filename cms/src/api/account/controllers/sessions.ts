import type { Core } from '@strapi/strapi';
import { endSessions } from '../../../auth/sessions';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default {
  /** POST /api/auth/sign-out: ends every session of the signed-in account (the admin app and the site share one). */
  async signOut(ctx: Ctx) {
    await endSessions(strapi, (ctx.state.user as { id: number }).id);
    ctx.body = { ok: true };
  },
};
