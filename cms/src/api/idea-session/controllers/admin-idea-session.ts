import { errors } from '@strapi/utils';
import { validateSessionInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { SESSION_UID } from '../services/idea-session';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const NOT_FOUND = 'Session not found.';
const FILTER_STATE_MAX_BYTES = 512 * 1024;
const FILTER_STATE_MESSAGE = 'filter_state must be a JSON object or list of at most 512 KB.';

/** The scoring of the Filtered Ideas tab, kept with the session so a reload loses no work. */
function filterStateOf(body: unknown): { filter_state?: unknown } {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).filter_state : undefined;
  if (raw === undefined) return {};
  if (raw !== null && typeof raw !== 'object') throw new errors.ValidationError(FILTER_STATE_MESSAGE);
  if (Buffer.byteLength(JSON.stringify(raw)) > FILTER_STATE_MAX_BYTES) throw new errors.ValidationError(FILTER_STATE_MESSAGE);
  return { filter_state: raw };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.service(SESSION_UID) as any;
  const checked = (body: unknown) => {
    const result = validateSessionInput(body);
    if (!result.ok) throw new errors.ValidationError(result.message);
    return { ...result.value, ...filterStateOf(body) };
  };

  return {
    /** { sessions }: newest first, without their idea lists. */
    async find(ctx: Ctx) {
      ctx.body = { sessions: await sessions().listAll() };
    },

    async findOne(ctx: Ctx) {
      const session = await sessions().findById(pathId(ctx.params, 'id', NOT_FOUND));
      if (!session) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = session;
    },

    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await sessions().add(checked(ctx.request.body), ctx.state.user.email);
    },

    async update(ctx: Ctx) {
      const session = await sessions().change(pathId(ctx.params, 'id', NOT_FOUND), checked(ctx.request.body));
      if (!session) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = session;
    },

    async delete(ctx: Ctx) {
      if (!(await sessions().remove(pathId(ctx.params, 'id', NOT_FOUND)))) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { ok: true };
    },
  };
};
