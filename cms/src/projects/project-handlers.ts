import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { PROJECT_MESSAGES, PROJECT_PRIORITIES, PROJECT_SORTS, PROJECT_STATUSES, PROJECT_TYPES, validateProjectInput, type ProjectLinks } from '@platform/shared';
import { filterValue, pageOf, PAGING_PARAMETERS, refuseUnknownParameters, RESOURCE_MESSAGES, single as singleParam } from '../admin-resource';
import { whereAnyContains } from '../knex-search';
import { pathId } from '../http-params';
import { httpError } from '../http-error';
import { isUniqueViolation } from '../db-errors';
import { validationError } from '../validation-error';
import { linkedPipelines } from '../pipelines/project-links';
import { findProject, PROJECT_TABLES, projectsWithFigures, toProject, toProjectInput } from './project-store';
import { createProject, deleteProject, updateProject } from './project-writes';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Query = ReturnType<typeof projectsWithFigures>;
const knex = () => strapi.db.connection;
const single = (ctx: Ctx, name: string) => singleParam(ctx.query, name);
const projectId = (ctx: Ctx, param = 'id') => pathId(ctx.params, param, PROJECT_MESSAGES.notFound);

/** Filters of the list by equality, with the values each may take (company is free text); 'all' or empty filters nothing. */
const LIST_FILTERS: Record<string, readonly string[] | undefined> = {
  status: PROJECT_STATUSES,
  priority: PROJECT_PRIORITIES,
  company: undefined,
  project_type: PROJECT_TYPES,
};
const LIST_PARAMETERS = [...PAGING_PARAMETERS, '_sort', '_order', 'q', ...Object.keys(LIST_FILTERS)];
/** What `q` searches: the names, the description, the tags (their JSON text) and the owner team. */
const SEARCHED = ['p.name', 'p.display_name', 'p.description', 'CAST(p.tags AS TEXT)', 'p.owner_team'];

function filtered(ctx: Ctx) {
  refuseUnknownParameters(ctx.query, LIST_PARAMETERS);
  const equal = Object.entries(LIST_FILTERS)
    .map(([name, allowed]) => [name, filterValue(ctx.query, name, allowed)] as const)
    .filter(([, value]) => value !== undefined);
  const q = single(ctx, 'q')?.trim();
  if (q && q.length > 200) throw new errors.ValidationError(RESOURCE_MESSAGES.searchTooLong);
  return (query: Query) => {
    for (const [name, value] of equal) query.where(`p.${name}`, value as string);
    if (q) whereAnyContains(query, SEARCHED, q);
  };
}

/** The sort as SQL over the figures' rows: progress is a share of two of them, the rest are columns. */
function sortExpression(field: string): string {
  return field === 'progress' ? 'CASE WHEN t.todo_count > 0 THEN (t.completed_todos * 100.0) / t.todo_count ELSE 0 END' : `t.${field}`;
}

async function requireProject(id: number) {
  const project = await findProject(knex(), id);
  if (!project) throw new errors.NotFoundError(PROJECT_MESSAGES.notFound);
  return project;
}

export const projectHandlers = {
  /** GET /admin/projects: a page with x-total-count (`_start`/`_end`), or `{ projects }` without paging (the pipelines' link list). */
  async list(ctx: Ctx) {
    const where = filtered(ctx);
    const sortBy = single(ctx, '_sort') ?? 'display_name';
    const order = (single(ctx, '_order') ?? 'asc').toLowerCase();
    if (!(PROJECT_SORTS as readonly string[]).includes(sortBy)) throw new errors.ValidationError(RESOURCE_MESSAGES.badSort(PROJECT_SORTS));
    if (order !== 'asc' && order !== 'desc') throw new errors.ValidationError(RESOURCE_MESSAGES.badOrder);
    const expression = sortExpression(sortBy);
    // Sorted outside the figures' query, where the figures are plain columns; no dates last either way, on both databases.
    const query = knex()
      .select('*')
      .from(projectsWithFigures(knex()).modify(where).as('t'))
      .orderByRaw(`(${expression} IS NULL) asc`)
      .orderByRaw(`${expression} ${order}`)
      .orderBy('t.id', 'asc');
    const page = pageOf(ctx.query);
    if (!page) {
      const rows = (await query).map(toProject);
      ctx.set('x-total-count', String(rows.length));
      ctx.body = { projects: rows };
      return;
    }
    const counted = knex()(`${PROJECT_TABLES.projects} as p`).count({ total: '*' }).modify(where);
    const [rows, [{ total }]] = await Promise.all([query.offset(page.offset).limit(page.limit), counted]);
    ctx.set('x-total-count', String(total));
    ctx.body = rows.map(toProject);
  },

  /** GET /admin/projects/:id: the project with its figures (its links are GET /admin/projects/:id/links). */
  async one(ctx: Ctx) {
    ctx.body = await requireProject(projectId(ctx));
  },

  async create(ctx: Ctx) {
    const checked = validateProjectInput(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    const id = await createProject(checked.value);
    ctx.status = 201;
    ctx.body = await findProject(knex(), id);
  },

  async update(ctx: Ctx) {
    const id = projectId(ctx);
    if (!(await updateProject(id, ctx.request.body))) throw new errors.NotFoundError(PROJECT_MESSAGES.notFound);
    ctx.body = await findProject(knex(), id);
  },

  /** DELETE /admin/projects/:id: with its todos, notes, events, reminders and links, in one transaction. */
  async delete(ctx: Ctx) {
    if (!(await deleteProject(projectId(ctx)))) throw new errors.NotFoundError(PROJECT_MESSAGES.notFound);
    ctx.body = { ok: true };
  },

  /** GET /admin/projects/:id/links: the linked pipelines and registry APIs, and the project's git repositories. */
  async links(ctx: Ctx) {
    const id = projectId(ctx);
    const project = await knex()(PROJECT_TABLES.projects).where({ id }).first();
    if (!project) throw new errors.NotFoundError(PROJECT_MESSAGES.notFound);
    const [pipelines, apis] = await Promise.all([
      linkedPipelines(knex(), id),
      knex()(`${PROJECT_TABLES.apiLinks} as l`)
        .join('registry_apis as a', 'a.id', 'l.api_id')
        .where('l.project_id', id)
        .select('a.id', 'a.name', 'a.display_name', 'a.status', 'a.health_status')
        .orderBy('a.name'),
    ]);
    const links: ProjectLinks = {
      pipelines,
      apis: apis.map((row) => ({
        id: Number(row.id),
        name: row.name,
        display_name: row.display_name ?? '',
        status: row.status,
        health_status: row.health_status ?? 'unknown',
      })),
      git_repos: toProjectInput(project).git_repos,
    };
    ctx.body = links;
  },

  /** POST /admin/projects/:projectId/apis { api_id }: 404 for an unknown API, 409 when linked already. */
  async linkApi(ctx: Ctx) {
    const id = projectId(ctx, 'projectId');
    await requireProject(id);
    const apiId = Number((ctx.request.body as { api_id?: unknown } | null)?.api_id);
    if (!Number.isInteger(apiId) || apiId < 1) throw new errors.ValidationError('api_id must be an API id.');
    if (!(await knex()('registry_apis').where({ id: apiId }).first('id'))) throw new errors.NotFoundError(PROJECT_MESSAGES.apiNotFound);
    try {
      await knex()(PROJECT_TABLES.apiLinks).insert({ project_id: id, api_id: apiId, created_at: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(409, PROJECT_MESSAGES.apiAlreadyLinked);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { ok: true };
  },

  async unlinkApi(ctx: Ctx) {
    const id = projectId(ctx, 'projectId');
    const apiId = pathId(ctx.params, 'apiId', PROJECT_MESSAGES.apiNotFound);
    const removed = await knex()(PROJECT_TABLES.apiLinks).where({ project_id: id, api_id: apiId }).delete();
    if (!removed) throw new errors.NotFoundError(PROJECT_MESSAGES.apiNotLinked);
    ctx.body = { ok: true };
  },
};
