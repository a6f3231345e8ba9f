import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  API_INPUT_FIELDS,
  API_REGISTRY_MESSAGES,
  type ApiExportFile,
  type ApiExportItem,
  type ApiImportResult,
  contentDisposition,
} from '@platform/shared';
import { toIsoDate } from '../db-values';
import { RECORD_UIDS, REGISTRY_API_UID, toDay } from './registry-store';
import { importApi } from './registry-writes';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, any>;

const API_FIELDS = ['id', ...API_INPUT_FIELDS] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function groupBy(rows: Row[], key: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

/** Every API with its records (and its team's members), in the order of their names: one read per table. */
export async function exportFile(): Promise<ApiExportFile> {
  const all = (uid: string, orderBy: Row[]) => strapi.db.query(uid as never).findMany({ orderBy }) as Promise<Row[]>;
  const [apis, endpoints, customers, todos, deployments, team] = await Promise.all([
    strapi.db.query(REGISTRY_API_UID).findMany({ select: [...API_FIELDS], orderBy: [{ name: 'asc' }] }) as Promise<Row[]>,
    all(RECORD_UIDS.endpoints, [{ id: 'asc' }]),
    all(RECORD_UIDS.customers, [{ id: 'asc' }]),
    all(RECORD_UIDS.todos, [{ id: 'asc' }]),
    all(RECORD_UIDS.deployments, [{ deployed_at: 'asc' }, { id: 'asc' }]),
    all(RECORD_UIDS.team, [{ id: 'asc' }]),
  ]);
  const byApi = {
    endpoints: groupBy(endpoints, 'api_id'),
    customers: groupBy(customers, 'api_id'),
    todos: groupBy(todos, 'api_id'),
    deployments: groupBy(deployments, 'api_id'),
  };
  const byTeam = groupBy(team, 'team');
  const items = apis.map((api): ApiExportItem => {
    const { id, ...fields } = api;
    const own = Object.fromEntries(
      API_FIELDS.filter((field) => field !== 'id').map((field) => [field, text(fields[field])]),
    ) as unknown as ApiExportItem;
    return {
      ...own,
      endpoints: (byApi.endpoints.get(id) ?? []).map((r) => ({
        method: r.method,
        path: r.path,
        description: text(r.description),
        auth: r.auth !== false && r.auth !== 0,
      })),
      customers: (byApi.customers.get(id) ?? []).map((r) => ({
        name: r.name,
        company: text(r.company),
        plan: text(r.plan),
        since: toDay(r.since) ?? '',
      })),
      todos: (byApi.todos.get(id) ?? []).map((r) => ({ title: r.title, done: r.done === true || r.done === 1, due: toDay(r.due) })),
      team: api.owner_team ? (byTeam.get(api.owner_team) ?? []).map((r) => ({ name: r.name, role: text(r.role), email: text(r.email) })) : [],
      deployments: (byApi.deployments.get(id) ?? []).map((r) => ({
        version: r.version,
        environment: r.environment,
        deployed_at: toIsoDate(r.deployed_at) as string,
        by: text(r.deployed_by),
      })),
    };
  });
  return { apis: items, exported_at: new Date().toISOString(), version: '1.0' };
}

const itemName = (item: unknown) => {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : 'unnamed API';
};

/** Each item in its own transaction; a failed one is named with its reason and the others go on. */
export async function importItems(items: unknown[]): Promise<ApiImportResult> {
  const failures: string[] = [];
  let imported = 0;
  for (const item of items) {
    try {
      await importApi(item);
      imported += 1;
    } catch (error) {
      failures.push(API_REGISTRY_MESSAGES.importItemFailed(itemName(item), (error as Error).message));
    }
  }
  return { imported, failed: failures.length, errors: failures, message: API_REGISTRY_MESSAGES.importCompleted(imported, failures.length) };
}

export const transferHandlers = {
  /** GET /admin/apis/export: the file, named by the day. */
  async export(ctx: Ctx) {
    const file = await exportFile();
    ctx.set('Content-Disposition', contentDisposition('attachment', `apis-${file.exported_at.slice(0, 10)}.json`));
    ctx.body = file;
  },

  /** POST /admin/apis/import { apis: [...] }. */
  async import(ctx: Ctx) {
    const apis = (ctx.request.body as { apis?: unknown } | null)?.apis;
    if (!Array.isArray(apis)) throw new errors.ValidationError(API_REGISTRY_MESSAGES.missingApis);
    ctx.body = await importItems(apis);
  },
};
