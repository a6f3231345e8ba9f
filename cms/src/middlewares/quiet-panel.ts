import type { Core } from '@strapi/strapi';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * Strapi's panel asks for its AI features on every page and on every document, and the server answers 404 while
 * they are off (they are: no licence, `admin.ai.enabled` false): a console error on each page. Those calls get the
 * answer the feature's own service gives when it is off, with 200.
 */
const AI_OFF_ANSWERS: Array<{ path: RegExp; body: unknown }> = [
  { path: /^\/admin\/ai-feature-config$/, body: { data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } } },
  { path: /^\/i18n\/ai-localization-jobs\//, body: { data: null } },
];

/** What the panel's application information tells an account that is not a super-admin: no versions. */
const VERSION_DETAILS = ['strapiVersion', 'nodeVersion', 'dependencies', 'projectId'];

const isSuperAdmin = (ctx: Ctx) =>
  ((ctx.state.user?.roles ?? []) as Array<{ code?: string }>).some((role) => role.code === 'strapi-super-admin');

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function quietPanel(ctx: Ctx, next: () => Promise<void>) {
    await next();
    if (ctx.method !== 'GET') return;
    if (ctx.status === 404) {
      const off = AI_OFF_ANSWERS.find((answer) => answer.path.test(ctx.path));
      if (off && (strapi as any).ai?.admin?.isEnabled?.() !== true) {
        ctx.status = 200;
        ctx.body = off.body;
      }
      return;
    }
    if (ctx.path === '/admin/information' && ctx.status === 200 && !isSuperAdmin(ctx)) {
      const data = { ...((ctx.body as { data?: Record<string, unknown> })?.data ?? {}) };
      for (const field of VERSION_DETAILS) delete data[field];
      ctx.body = { data };
    }
  };
