import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  CONSULTANCY_EXPORT_COLUMNS,
  CONSULTANCY_EXPORT_FORMATS,
  CONSULTANCY_EXPORT_TYPES,
  consultancyCsvRows,
  consultancyExportFileName,
  contentDisposition,
  RECORD_MESSAGES,
  todayInOslo,
  writeCsv,
  type ConsultancyExportFormat,
  type ConsultancyExportType,
} from '@platform/shared';
import { single } from '../../admin-resource';
import candidateRoutes from '../../api/consultancy-candidate/routes/01-admin-consultancy-candidates';
import customerRoutes from '../../api/consultancy-customer/routes/01-admin-consultancy-customers';
import tenderRoutes from '../../api/consultancy-tender/routes/01-admin-consultancy-tenders';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;
type Routes = { routes: Array<{ method: string; path: string; handler: unknown }> };

/** Each type's resource: its routes, its list's path and the key its whole list is answered under. */
const RESOURCES: Record<ConsultancyExportType, { routes: Routes; path: string; listKey: string }> = {
  customers: { routes: customerRoutes, path: '/admin/consultancy/customers', listKey: 'customers' },
  candidates: { routes: candidateRoutes, path: '/admin/consultancy/applications', listKey: 'applications' },
  tenders: { routes: tenderRoutes, path: '/admin/consultancy/utlysninger', listKey: 'utlysninger' },
};

/**
 * Every record of a type exactly as its list answers it (camelCase, days, lists): the resource's own list handler
 * runs, so the export cannot drift from what the screens show.
 */
async function recordsOf(type: ConsultancyExportType): Promise<Row[]> {
  const { routes, path, listKey } = RESOURCES[type];
  const list = routes.routes.find((route) => route.method === 'GET' && route.path === path)?.handler as Core.MiddlewareHandler;
  const ctx = { query: {}, params: {}, set: () => undefined, body: undefined as unknown };
  await list(ctx as unknown as Ctx, async () => undefined);
  return (ctx.body as Record<string, Row[]>)[listKey];
}

function choice<T extends string>(query: Row, name: string, allowed: readonly T[]): T {
  const value = single(query, name);
  if (!allowed.includes(value as T)) throw new errors.ValidationError(RECORD_MESSAGES.badEnum(name, allowed));
  return value as T;
}

/** GET /api/admin/consultancy/export?type=customers|candidates|tenders&format=csv|json: the whole list as a file. */
export async function exportRecords(ctx: Ctx) {
  const type = choice(ctx.query, 'type', CONSULTANCY_EXPORT_TYPES);
  const format = choice<ConsultancyExportFormat>(ctx.query, 'format', CONSULTANCY_EXPORT_FORMATS);
  const records = await recordsOf(type);
  ctx.set('Content-Disposition', contentDisposition('attachment', consultancyExportFileName(type, format, todayInOslo())));
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (format === 'csv') {
    const headers = CONSULTANCY_EXPORT_COLUMNS[type].map(([, header]) => header);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.body = writeCsv(headers, consultancyCsvRows(type, records));
  } else {
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    ctx.body = JSON.stringify({ type, exported_at: new Date().toISOString(), version: '1.0', records }, null, 2);
  }
}
