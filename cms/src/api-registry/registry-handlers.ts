import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  API_HEALTH_MESSAGES,
  API_HEALTH_PROBE,
  API_RECORD_MESSAGES,
  API_REGISTRY_MESSAGES,
  validateApiInput,
  validateApiTeamMemberInput,
  type ApiTeamMember,
} from '@platform/shared';
import { pageOf, RESOURCE_MESSAGES, single as singleParam } from '../admin-resource';
import { whereAnyContains } from '../knex-search';
import { pathId } from '../http-params';
import { validationError } from '../validation-error';
import { apisWithFigures, findRegistryApi, LIST_SORTS, RECORD_UIDS, REGISTRY_API_UID, toRegistryApi } from './registry-store';
import { createApi, deleteApi, updateApi } from './registry-writes';
import { healthHistory, probeAndStore } from './health-probe';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const knex = () => strapi.db.connection;
const apiId = (ctx: Ctx) => pathId(ctx.params, 'id', API_REGISTRY_MESSAGES.notFound);

const single = (ctx: Ctx, name: string) => singleParam(ctx.query, name);

/** The list's filters as a knex where (company, q over name, display name, description and owner team). */
function filtered(ctx: Ctx) {
  const company = single(ctx, 'company');
  const q = single(ctx, 'q')?.trim();
  if (q && q.length > 200) throw new errors.ValidationError(RESOURCE_MESSAGES.searchTooLong);
  return (query: ReturnType<typeof apisWithFigures>) => {
    if (company && company !== 'all') query.where('a.company', company);
    if (q) whereAnyContains(query, ['a.name', 'a.display_name', 'a.description', 'a.owner_team'], q);
  };
}

export async function requireApi(id: number) {
  const api = await strapi.db.query(REGISTRY_API_UID).findOne({ select: ['id', 'owner_team', 'health_url'], where: { id } });
  if (!api) throw new errors.NotFoundError(API_REGISTRY_MESSAGES.notFound);
  return api as { id: number; owner_team: string | null; health_url: string | null };
}

export const registryHandlers = {
  /** GET /admin/apis: a page with x-total-count (`_start`/`_end`), or `{ apis }` without paging (the spec's shape). */
  async list(ctx: Ctx) {
    const where = filtered(ctx);
    const sortBy = single(ctx, '_sort') ?? 'name';
    const order = (single(ctx, '_order') ?? 'asc').toLowerCase();
    if (!(LIST_SORTS as readonly string[]).includes(sortBy)) throw new errors.ValidationError(RESOURCE_MESSAGES.badSort(LIST_SORTS));
    if (order !== 'asc' && order !== 'desc') throw new errors.ValidationError(RESOURCE_MESSAGES.badOrder);
    // Sorted outside the figures' query, where the figures are plain columns (PostgreSQL allows no alias in an expression).
    const query = knex()
      .select('*')
      .from(apisWithFigures(knex()).modify(where).as('t'))
      // Nulls (no deployment yet) last either way, on both databases.
      .orderByRaw(`(t.${sortBy} IS NULL) asc`)
      .orderBy(`t.${sortBy}`, order)
      .orderBy('t.id', 'asc');
    const page = pageOf(ctx.query);
    if (!page) {
      const rows = (await query).map(toRegistryApi);
      ctx.set('x-total-count', String(rows.length));
      ctx.body = { apis: rows };
      return;
    }
    const counted = knex()('registry_apis as a').count({ total: '*' });
    const [rows, [{ total }]] = await Promise.all([query.offset(page.offset).limit(page.limit), filteredCount(counted, where)]);
    ctx.set('x-total-count', String(total));
    ctx.body = rows.map(toRegistryApi);
  },

  async one(ctx: Ctx) {
    const api = await findRegistryApi(knex(), apiId(ctx));
    if (!api) throw new errors.NotFoundError(API_REGISTRY_MESSAGES.notFound);
    ctx.body = api;
  },

  async create(ctx: Ctx) {
    const checked = validateApiInput(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    const id = await createApi(checked.value);
    ctx.status = 201;
    ctx.body = await findRegistryApi(knex(), id);
  },

  async update(ctx: Ctx) {
    const id = apiId(ctx);
    if (!(await updateApi(id, ctx.request.body))) throw new errors.NotFoundError(API_REGISTRY_MESSAGES.notFound);
    ctx.body = await findRegistryApi(knex(), id);
  },

  async delete(ctx: Ctx) {
    if (!(await deleteApi(apiId(ctx)))) throw new errors.NotFoundError(API_REGISTRY_MESSAGES.notFound);
    ctx.body = { ok: true };
  },

  /** POST /admin/apis/:id/health-check: probes now; 400 without a health URL or when its host is not allowed. */
  async healthCheck(ctx: Ctx) {
    const api = await requireApi(apiId(ctx));
    const outcome = await probeAndStore(knex(), api);
    if (!outcome.probed) throw new errors.ValidationError(outcome.error ?? API_HEALTH_MESSAGES.noHealthUrl);
    ctx.body = outcome.check;
  },

  /** GET /admin/apis/:id/health?hours=24: the checks of the last hours (1 to 168), oldest first. */
  async health(ctx: Ctx) {
    const api = await requireApi(apiId(ctx));
    const hours = Number(single(ctx, 'hours') ?? API_HEALTH_PROBE.historyHours);
    if (!Number.isInteger(hours) || hours < 1 || hours > 168) throw new errors.ValidationError('hours must be a whole number from 1 to 168.');
    ctx.body = await healthHistory(knex(), api.id, hours);
  },
};

async function filteredCount(query: ReturnType<typeof apisWithFigures>, where: (q: ReturnType<typeof apisWithFigures>) => void) {
  return (await query.modify(where)) as Array<{ total: number | string }>;
}

const members = () => strapi.db.query(RECORD_UIDS.team);
const MEMBER_SELECT = ['id', 'name', 'role', 'email'];
const toMember = (row: Record<string, unknown>): ApiTeamMember => ({
  id: Number(row.id),
  name: String(row.name ?? ''),
  role: String(row.role ?? ''),
  email: String(row.email ?? ''),
});

/** The API's owner team (400 without one). */
async function teamOf(ctx: Ctx): Promise<string> {
  const api = await requireApi(apiId(ctx));
  if (!api.owner_team) throw new errors.ValidationError(API_RECORD_MESSAGES.noTeam);
  return api.owner_team;
}

async function memberOf(ctx: Ctx, team: string): Promise<number> {
  const id = pathId(ctx.params, 'recordId', API_REGISTRY_MESSAGES.recordNotFound);
  if (!(await members().findOne({ select: ['id'], where: { id, team } }))) throw new errors.NotFoundError(API_REGISTRY_MESSAGES.recordNotFound);
  return id;
}

/** /admin/apis/:id/team: the members of the API's owner team, which every API of that team shares. */
export const teamHandlers = {
  async list(ctx: Ctx) {
    const team = await teamOf(ctx);
    const rows = (await members().findMany({ select: MEMBER_SELECT, where: { team }, orderBy: [{ name: 'asc' }, { id: 'asc' }] })).map(toMember);
    ctx.set('x-total-count', String(rows.length));
    ctx.body = rows;
  },
  async create(ctx: Ctx) {
    const team = await teamOf(ctx);
    const checked = validateApiTeamMemberInput(ctx.request.body, 'create');
    if (!checked.ok) throw validationError(checked.errors);
    const created = await members().create({ data: { ...checked.value, team }, select: MEMBER_SELECT });
    ctx.status = 201;
    ctx.body = toMember(created);
  },
  async update(ctx: Ctx) {
    const team = await teamOf(ctx);
    const id = await memberOf(ctx, team);
    const checked = validateApiTeamMemberInput(ctx.request.body, 'update');
    if (!checked.ok) throw validationError(checked.errors);
    ctx.body = toMember(await members().update({ where: { id }, data: checked.value, select: MEMBER_SELECT }));
  },
  async delete(ctx: Ctx) {
    const team = await teamOf(ctx);
    await members().delete({ where: { id: await memberOf(ctx, team) } });
    ctx.body = { ok: true };
  },
};
