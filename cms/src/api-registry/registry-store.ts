import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { API_INPUT_FIELDS, type RegistryApi } from '@platform/shared';
import { createTableOnce } from '../create-table-once';
import { toIsoDate, toNumber } from '../db-values';

export const REGISTRY_API_UID = 'api::registry-api.registry-api';
export const RECORD_UIDS = {
  endpoints: 'api::api-endpoint.api-endpoint',
  customers: 'api::api-customer.api-customer',
  todos: 'api::api-todo.api-todo',
  deployments: 'api::api-deployment.api-deployment',
  team: 'api::api-team-member.api-team-member',
} as const;
export const HEALTH_TABLE = 'api_health_checks';

/** The API's own columns (the fields of ApiInput and its health), as stored. */
export const API_COLUMNS = [
  'id',
  ...API_INPUT_FIELDS,
  'health_status',
  'health_checked_at',
  'health_latency_ms',
  'health_error',
  'created_at',
  'updated_at',
] as const;

/**
 * The probes' history, written every 5 minutes per API and read by time, in a table of the platform's own; and the
 * unique index on an API's name, which the query engine's `unique` does not make.
 */
export async function ensureApiRegistryStores(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, HEALTH_TABLE, (table) => {
    table.increments('id');
    table.integer('api_id').notNullable();
    table.timestamp('checked_at', { useTz: true }).notNullable();
    table.string('status', 16).notNullable();
    table.integer('http_status').nullable();
    table.integer('latency_ms').nullable();
    table.string('error', 500).nullable();
    table.index(['api_id', 'checked_at'], 'api_health_checks_api_time');
  });
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS registry_apis_name_unique ON registry_apis (name)');
}

/** Sortable fields of the list: the API's columns and its figures (columns of the apisWithFigures rows). */
export const LIST_SORTS = [
  'name',
  'display_name',
  'company',
  'type',
  'status',
  'version',
  'health_status',
  'sla_tier',
  'created_at',
  'updated_at',
  'endpoint_count',
  'customer_count',
  'active_todo_count',
  'team_size',
  'last_deployed_at',
] as const;

/** The APIs with their figures, each a correlated subquery of the same statement (one query per page). */
export function apisWithFigures(knex: Knex): Knex.QueryBuilder {
  const count = (table: string, alias: string, extra?: (q: Knex.QueryBuilder) => void) =>
    knex(`${table} as r`)
      .count('*')
      .whereRaw('r.api_id = a.id')
      .modify((q) => extra?.(q))
      .as(alias);
  return knex('registry_apis as a').select(
    ...API_COLUMNS.map((column) => `a.${column}`),
    count('api_endpoints', 'endpoint_count'),
    count('api_customers', 'customer_count'),
    count('api_todos', 'active_todo_count', (q) => q.where((w) => w.where('r.done', false).orWhereNull('r.done'))),
    knex('api_team_members as m').count('*').whereRaw("m.team = a.owner_team AND a.owner_team <> ''").as('team_size'),
    knex('api_deployments as d').max('d.deployed_at').whereRaw('d.api_id = a.id').as('last_deployed_at'),
  );
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A row of apisWithFigures in the API's shape. */
export function toRegistryApi(row: Record<string, unknown>): RegistryApi {
  return {
    id: Number(row.id),
    name: textOf(row.name),
    display_name: textOf(row.display_name),
    description: textOf(row.description),
    type: row.type as RegistryApi['type'],
    status: row.status as RegistryApi['status'],
    version: textOf(row.version),
    base_url: textOf(row.base_url),
    production_url: textOf(row.production_url),
    health_url: textOf(row.health_url),
    git_repo: textOf(row.git_repo),
    auth_type: row.auth_type as RegistryApi['auth_type'],
    owner_team: textOf(row.owner_team),
    sla_tier: row.sla_tier as RegistryApi['sla_tier'],
    company: row.company as RegistryApi['company'],
    health_status: (row.health_status as RegistryApi['health_status']) ?? 'unknown',
    health_checked_at: toIsoDate(row.health_checked_at),
    health_latency_ms: row.health_latency_ms === null || row.health_latency_ms === undefined ? null : Number(row.health_latency_ms),
    health_error: row.health_error ? String(row.health_error) : null,
    endpoint_count: toNumber(row.endpoint_count),
    customer_count: toNumber(row.customer_count),
    active_todo_count: toNumber(row.active_todo_count),
    team_size: toNumber(row.team_size),
    last_deployed_at: toIsoDate(row.last_deployed_at),
    created_at: toIsoDate(row.created_at) as string,
    updated_at: toIsoDate(row.updated_at) as string,
  };
}

export async function findRegistryApi(knex: Knex, id: number): Promise<RegistryApi | null> {
  const row = await apisWithFigures(knex).where('a.id', id).first();
  return row ? toRegistryApi(row) : null;
}

export async function registryApiExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('registry_apis').select('id').where({ id }).first());
}

/** A date column as YYYY-MM-DD (a string on SQLite, maybe a Date on PostgreSQL), or null. */
export function toDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date)
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

/** The parent check of the nested records: an unknown API is a 404 with the API's message. */
export const apiParent = (attribute = 'api_id') => ({
  param: 'id',
  attribute,
  exists: (id: number) => registryApiExists(strapi.db.connection, id),
  notFound: 'API not found.',
});
