import { errors } from '@strapi/utils';
import type { Core, UID } from '@strapi/strapi';
import { RECORD_MESSAGES, type FieldError } from '@platform/shared';
import { pathId } from './http-params';
import { attributeOf, withApiTimestamps } from './db-values';
import { adminRoutes, type AdminRoute } from './route-access';
import { validationError } from './validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;
type Checked<T> = { ok: true; value: T } | { ok: false; message: string } | { ok: false; errors: FieldError[] };
type Action = 'list' | 'one' | 'create' | 'update' | 'delete';

/** What a write hook gets: the checked input, the record's parent id (nested resources) and the call's context. */
export interface WriteContext {
  parentId: number | null;
  ctx: Ctx;
}

export interface AdminResourceOptions<Input> {
  uid: UID.ContentType;
  /** The collection's path under /api, e.g. '/admin/idea-generation/sessions' or '/admin/ideas/:id/tasks'. */
  path: `/admin/${string}`;
  /** The path parameter of a record's id ('id' unless given). */
  idParam?: string;
  /** A nested resource: the path parameter of its parent, the attribute that links a record to it, and a check. */
  parent?: { param: string; attribute: string; exists(id: number): Promise<boolean>; notFound: string };
  /** The fields answered in a list, and (when more) for one record, by their API names (created_at, not createdAt). */
  fields: { list: readonly string[]; one?: readonly string[] };
  /** A stored record in the API's shape beyond its timestamps, which are always answered as ISO created_at/updated_at. */
  toApi?(row: Row): Row;
  /** The shared validator of a body for create or update. */
  validate(body: unknown, mode: 'create' | 'update'): Checked<Input>;
  /** Attributes a list may be filtered on by equality (`?company=aeda`). */
  filters?: readonly string[];
  /** The values a filter may take, where they are a fixed set ('all' or empty is any): another value is refused. */
  filterValues?: Record<string, readonly string[]>;
  /** The spec's names of filters, each for its attribute (`type` for `inquiry_type`). */
  filterAliases?: Record<string, string>;
  /** Fields a list may be sorted on (`_sort`, `_order`; created_at and updated_at are Strapi's timestamps), and the order without one. */
  sort: { fields: readonly string[]; default: ReadonlyArray<readonly [string, 'asc' | 'desc']> };
  /** Attributes `q` searches, case-insensitively, any of them matching. */
  search?: readonly string[];
  notFound: string;
  /** Without `_start`/`_end` the list answers `{ [listKey]: rows }` (the screens' own shape) instead of an array. */
  listKey?: string;
  /** The actions the resource has (all five unless given). */
  actions?: readonly Action[];
  /** The stored values of a checked input (counts, the author...); the input itself unless given. */
  toData?(input: Input, context: WriteContext, mode: 'create' | 'update'): Row;
  /** Writes of their own (positions that shift others); by default toData's values are stored as they are. */
  write?: {
    create?(input: Input, context: WriteContext): Promise<Row>;
    update?(id: number, input: Input, context: WriteContext): Promise<Row | null>;
    delete?(id: number, context: WriteContext): Promise<boolean>;
  };
}

const LIST_MAX = 1_000;
export const RESOURCE_MESSAGES = {
  badRange: '_start and _end must be whole numbers with 0 ≤ _start < _end.',
  pageTooLarge: `A page may hold at most ${LIST_MAX} records.`,
  badSort: (allowed: readonly string[]) => `_sort must be one of: ${allowed.join(', ')}.`,
  badOrder: '_order must be asc or desc.',
  badFilter: (name: string) => `${name} must be a single value.`,
  badFilterValue: (name: string, allowed: readonly string[]) => `${name} must be one of: ${['all', ...allowed].join(', ')}.`,
  unknownParameter: (name: string, allowed: readonly string[]) => `Unknown parameter ${name}: this list takes ${allowed.join(', ')}.`,
  mixedPaging: 'Page with either _start and _end, or limit with offset or page.',
  badLimit: `limit must be a whole number from 1 to ${LIST_MAX}.`,
  badOffset: 'offset must be a whole number from 0.',
  badPage: 'page must be a whole number from 1.',
  limitNeeded: 'page and offset need limit (the number of records per page).',
  searchTooLong: 'q may be at most 200 characters.',
} as const;

function rejected<T>(checked: Checked<T>): never {
  if ('errors' in checked) throw validationError(checked.errors);
  if (!checked.ok) throw new errors.ValidationError(checked.message);
  throw new Error('not a rejection');
}

/** A query parameter given once, or undefined; 400 when it is repeated. */
export function single(query: Row, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new errors.ValidationError(RESOURCE_MESSAGES.badFilter(name));
  return value;
}

/** The query parameters that page a list, in either form pageOf takes. */
export const PAGING_PARAMETERS = ['_start', '_end', 'limit', 'offset', 'page'] as const;

const wholeNumber = (text: string, min: number): number | null => {
  const number = Number(text);
  return text.trim() !== '' && Number.isInteger(number) && number >= min ? number : null;
};

/** The spec's paging (`limit` with `offset`, or with `page` from 1), or null when it is not used. */
function specPageOf(query: Row): { offset: number; limit: number } | null {
  const [limit, offset, page] = (['limit', 'offset', 'page'] as const).map((name) => single(query, name));
  if (limit === undefined && offset === undefined && page === undefined) return null;
  if (single(query, '_start') !== undefined || single(query, '_end') !== undefined || (offset !== undefined && page !== undefined))
    throw new errors.ValidationError(RESOURCE_MESSAGES.mixedPaging);
  if (limit === undefined) throw new errors.ValidationError(RESOURCE_MESSAGES.limitNeeded);
  const size = wholeNumber(limit, 1);
  if (size === null || size > LIST_MAX) throw new errors.ValidationError(RESOURCE_MESSAGES.badLimit);
  if (offset !== undefined) {
    const from = wholeNumber(offset, 0);
    if (from === null) throw new errors.ValidationError(RESOURCE_MESSAGES.badOffset);
    return { offset: from, limit: size };
  }
  const pageNumber = page === undefined ? 1 : wholeNumber(page, 1);
  if (pageNumber === null) throw new errors.ValidationError(RESOURCE_MESSAGES.badPage);
  return { offset: (pageNumber - 1) * size, limit: size };
}

/**
 * A list's page: `_start`/`_end` (the admin app's simple-rest), or the spec's `limit` with `offset` or `page`; null
 * for the whole list. Both forms at once are refused, never one silently ignored.
 */
export function pageOf(query: Row): { offset: number; limit: number } | null {
  const spec = specPageOf(query);
  if (spec) return spec;
  const start = single(query, '_start');
  const end = single(query, '_end');
  if (start === undefined && end === undefined) return null;
  const from = Number(start ?? 0);
  const to = Number(end);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to <= from) throw new errors.ValidationError(RESOURCE_MESSAGES.badRange);
  if (to - from > LIST_MAX) throw new errors.ValidationError(RESOURCE_MESSAGES.pageTooLarge);
  return { offset: from, limit: to - from };
}

/** Refuses a query parameter a list does not take: a misspelt filter would otherwise answer every record. */
export function refuseUnknownParameters(query: Row, allowed: readonly string[]): void {
  const unknown = Object.keys(query).find((name) => !allowed.includes(name));
  if (unknown !== undefined) throw new errors.ValidationError(RESOURCE_MESSAGES.unknownParameter(unknown, allowed));
}

/** A filter's value, '' or 'all' for any; a value outside the allowed set is refused (it would answer an empty list). */
export function filterValue(query: Row, name: string, allowed?: readonly string[]): string | undefined {
  const value = single(query, name);
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (allowed && !allowed.includes(value)) throw new errors.ValidationError(RESOURCE_MESSAGES.badFilterValue(name, allowed));
  return value;
}

/**
 * One declaration gives an admin entity the simple-rest routes the admin app's data provider and the CLI use, behind
 * the admin policy: GET list (`_start`/`_end` paging with the total in x-total-count, `_sort`/`_order`, equality
 * filters, `q`), GET one, POST, PUT, DELETE; 400 with the shared validator's messages, 404 for an unknown id (or one
 * under another parent). Reads and writes go through Strapi's query engine, so lifecycles fire on every write.
 */
export function adminResource<Input extends object>(options: AdminResourceOptions<Input>) {
  const { uid, path, parent, fields, validate, notFound } = options;
  const toApi = (row: Row): Row => (options.toApi ? options.toApi(withApiTimestamps(row)) : withApiTimestamps(row));
  const query = () => strapi.db.query(uid);
  const listSelect = fields.list.map(attributeOf);
  const oneSelect = (fields.one ?? fields.list).map(attributeOf);
  const actions = new Set<Action>(options.actions ?? ['list', 'one', 'create', 'update', 'delete']);

  async function parentIdOf(ctx: Ctx): Promise<number | null> {
    if (!parent) return null;
    const id = pathId(ctx.params, parent.param);
    if (!(await parent.exists(id))) throw new errors.NotFoundError(parent.notFound);
    return id;
  }

  const scope = (parentId: number | null): Row => (parent && parentId !== null ? { [parent.attribute]: parentId } : {});

  const dataOf = (input: Input, context: WriteContext, mode: 'create' | 'update'): Row =>
    options.toData ? options.toData(input, context, mode) : (input as Row);
  const idParam = options.idParam ?? 'id';
  const recordId = (ctx: Ctx) => pathId(ctx.params, idParam, notFound);

  async function findOne(id: number, parentId: number | null): Promise<Row | null> {
    const row = await query().findOne({ select: oneSelect, where: { id, ...scope(parentId) } });
    return row ? toApi(row) : null;
  }

  function checked(body: unknown, mode: 'create' | 'update'): Input {
    const result = validate(body, mode);
    if (!result.ok) rejected(result);
    return (result as { value: Input }).value;
  }

  const aliases = Object.entries(options.filterAliases ?? {});
  const listParameters = [...PAGING_PARAMETERS, '_sort', '_order', 'q', ...(options.filters ?? []), ...aliases.map(([alias]) => alias)];

  function listWhere(ctx: Ctx, parentId: number | null): Row {
    refuseUnknownParameters(ctx.query, listParameters);
    const where: Row = { ...scope(parentId) };
    for (const name of options.filters ?? []) {
      // The spec's name or the attribute's, not both.
      const alias = aliases.find(([, attribute]) => attribute === name)?.[0];
      const byAlias = alias !== undefined && ctx.query[alias] !== undefined;
      if (byAlias && ctx.query[name] !== undefined) throw new errors.ValidationError(RESOURCE_MESSAGES.badFilter(name));
      const value = filterValue(ctx.query, byAlias ? alias : name, options.filterValues?.[name]);
      if (value !== undefined) where[name] = value;
    }
    const q = single(ctx.query, 'q')?.trim();
    if (q && options.search?.length) {
      if (q.length > 200) throw new errors.ValidationError(RESOURCE_MESSAGES.searchTooLong);
      where.$or = options.search.map((name) => ({ [name]: { $containsi: q } }));
    }
    return where;
  }

  function orderOf(ctx: Ctx): Array<Record<string, 'asc' | 'desc'>> {
    const sortBy = single(ctx.query, '_sort');
    const order = single(ctx.query, '_order')?.toLowerCase() ?? 'asc';
    if (order !== 'asc' && order !== 'desc') throw new errors.ValidationError(RESOURCE_MESSAGES.badOrder);
    if (sortBy === undefined) return options.sort.default.map(([name, direction]) => ({ [attributeOf(name)]: direction }));
    if (!options.sort.fields.includes(sortBy)) throw new errors.ValidationError(RESOURCE_MESSAGES.badSort(options.sort.fields));
    return [{ [attributeOf(sortBy)]: order }, { id: 'asc' }];
  }

  const handlers = {
    async list(ctx: Ctx) {
      const parentId = await parentIdOf(ctx);
      const where = listWhere(ctx, parentId);
      const orderBy = orderOf(ctx);
      const page = pageOf(ctx.query);
      const [rows, total] = await Promise.all([
        query().findMany({ select: listSelect, where, orderBy, ...(page ?? {}) }),
        page ? query().count({ where }) : null,
      ]);
      const records = rows.map(toApi);
      if (page) {
        ctx.set('x-total-count', String(total));
        ctx.body = records;
      } else {
        ctx.set('x-total-count', String(records.length));
        ctx.body = options.listKey ? { [options.listKey]: records } : records;
      }
    },

    async one(ctx: Ctx) {
      const record = await findOne(recordId(ctx), await parentIdOf(ctx));
      if (!record) throw new errors.NotFoundError(notFound);
      ctx.body = record;
    },

    async create(ctx: Ctx) {
      const parentId = await parentIdOf(ctx);
      const input = checked(ctx.request.body, 'create');
      const context = { parentId, ctx };
      const created = options.write?.create
        ? await options.write.create(input, context)
        : await query().create({ data: { ...dataOf(input, context, 'create'), ...scope(parentId) } });
      ctx.status = 201;
      ctx.body = await findOne(created.id as number, parentId);
    },

    async update(ctx: Ctx) {
      const parentId = await parentIdOf(ctx);
      const id = recordId(ctx);
      const input = checked(ctx.request.body, 'update');
      // An update with no field the record has would reach the database as an empty write (a 500 there).
      if (Object.keys(input as object).length === 0) throw new errors.ValidationError(RECORD_MESSAGES.nothingToChange);
      if (!(await query().findOne({ select: ['id'], where: { id, ...scope(parentId) } }))) throw new errors.NotFoundError(notFound);
      const context = { parentId, ctx };
      const updated = options.write?.update
        ? await options.write.update(id, input, context)
        : await query().update({ where: { id }, data: dataOf(input, context, 'update') });
      if (!updated) throw new errors.NotFoundError(notFound);
      ctx.body = await findOne(id, parentId);
    },

    async delete(ctx: Ctx) {
      const parentId = await parentIdOf(ctx);
      const id = recordId(ctx);
      if (!(await query().findOne({ select: ['id'], where: { id, ...scope(parentId) } }))) throw new errors.NotFoundError(notFound);
      const removed = options.write?.delete ? await options.write.delete(id, { parentId, ctx }) : Boolean(await query().delete({ where: { id } }));
      if (!removed) throw new errors.NotFoundError(notFound);
      ctx.body = { ok: true };
    },
  };

  const one = `${path}/:${idParam}` as AdminRoute['path'];
  const routes: Array<AdminRoute & { action: Action }> = [
    { action: 'list', method: 'GET', path, handler: '' },
    { action: 'create', method: 'POST', path, handler: '' },
    { action: 'one', method: 'GET', path: one, handler: '' },
    { action: 'update', method: 'PUT', path: one, handler: '' },
    { action: 'delete', method: 'DELETE', path: one, handler: '' },
  ];
  return adminRoutes(routes.filter((route) => actions.has(route.action)).map(({ action, ...route }) => ({ ...route, handler: handlers[action] })));
}
