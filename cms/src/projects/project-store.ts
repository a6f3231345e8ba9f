import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { projectProgress, type Project, type ProjectGitRepo, type ProjectInput } from '@platform/shared';
import { createTableOnce } from '../create-table-once';
import { toIsoDate, toList, toNumber, toObject } from '../db-values';
import { toDay } from '../api-registry/registry-store';
import { T as PIPELINE_TABLES } from '../pipelines/pipeline-tables';

export const PROJECT_UID = 'api::project.project';
/** Content types younger than the generated types file (types/generated), hence typed here. */
export const PROJECT_RECORD_UIDS = {
  todos: 'api::project-todo.project-todo' as UID.ContentType,
  notes: 'api::project-note.project-note' as UID.ContentType,
  events: 'api::project-event.project-event' as UID.ContentType,
  reminders: 'api::project-reminder.project-reminder' as UID.ContentType,
};

/** The project tables the figures and the cascade read beside the content types' own. */
export const PROJECT_TABLES = {
  projects: 'projects',
  todos: 'project_todos',
  notes: 'project_notes',
  events: 'project_events',
  reminders: 'project_reminders',
  pipelineLinks: PIPELINE_TABLES.projectLinks,
  apiLinks: 'project_apis',
} as const;

/** The fields of ProjectInput, as stored (and exported) in this order. */
export const PROJECT_INPUT_FIELDS = [
  'name',
  'display_name',
  'description',
  'project_type',
  'status',
  'priority',
  'start_date',
  'target_date',
  'budget',
  'spent',
  'owner_team',
  'project_manager',
  'primary_git_repo',
  'tags',
  'category',
  'visibility',
  'company',
  'metadata',
  'git_repos',
] as const satisfies ReadonlyArray<keyof ProjectInput>;

/**
 * The registry APIs linked to a project (a table of the platform's own, like the pipelines' project links), the
 * unique indexes on a project's name and calendar token, which the query engine's `unique` does not make, and the
 * indexes the project's records are read by.
 */
export async function ensureProjectTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, PROJECT_TABLES.apiLinks, (table) => {
    table.increments('id');
    table.integer('project_id').notNullable();
    table.integer('api_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['project_id', 'api_id'], { indexName: 'project_apis_unique' });
    table.index(['api_id'], 'project_apis_api');
  });
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS projects_name_unique ON projects (name)');
  // The feed finds its project by the secret alone; several projects may have none yet (NULLs never collide).
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS projects_calendar_token_uq ON projects (calendar_token)');
  await knex.raw('CREATE INDEX IF NOT EXISTS project_events_project_idx ON project_events (project_id, event_date)');
  await knex.raw('CREATE INDEX IF NOT EXISTS project_todos_project_idx ON project_todos (project_id)');
  await knex.raw('CREATE INDEX IF NOT EXISTS project_notes_project_idx ON project_notes (project_id)');
  // The reminders' ticker looks for due pending ones every few seconds.
  await knex.raw('CREATE INDEX IF NOT EXISTS project_reminders_due_idx ON project_reminders (status, remind_at)');
  await knex.raw('CREATE INDEX IF NOT EXISTS project_reminders_project_idx ON project_reminders (project_id, remind_at)');
}

/** The projects with their figures, each a correlated subquery of the same statement (one query per page). */
export function projectsWithFigures(knex: Knex): Knex.QueryBuilder {
  const count = (table: string, alias: string, extra?: (q: Knex.QueryBuilder) => void) =>
    knex(`${table} as r`)
      .count('*')
      .whereRaw('r.project_id = p.id')
      .modify((q) => extra?.(q))
      .as(alias);
  return knex(`${PROJECT_TABLES.projects} as p`).select(
    'p.id',
    ...PROJECT_INPUT_FIELDS.map((column) => `p.${column}`),
    'p.created_at',
    'p.updated_at',
    count(PROJECT_TABLES.todos, 'todo_count'),
    count(PROJECT_TABLES.todos, 'completed_todos', (q) => q.where('r.completed', true)),
    knex('api_team_members as m').count('*').whereRaw("m.team = p.owner_team AND p.owner_team <> ''").as('team_size'),
    // Links to APIs since deleted from the registry do not count.
    count(PROJECT_TABLES.apiLinks, 'api_count', (q) => q.whereExists(knex('registry_apis as ra').select('ra.id').whereRaw('ra.id = r.api_id'))),
    count(PROJECT_TABLES.pipelineLinks, 'data_source_count', (q) => q.where('r.relationship_type', 'data_source')),
    count(PROJECT_TABLES.pipelineLinks, 'pipeline_count'),
  );
}

const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/** A project's own fields from a stored row (JSON text on SQLite, decimals as text on PostgreSQL). */
export function toProjectInput(row: Record<string, unknown>): ProjectInput {
  return {
    name: String(row.name),
    display_name: String(row.display_name ?? ''),
    description: textOrNull(row.description),
    project_type: row.project_type as ProjectInput['project_type'],
    status: row.status as ProjectInput['status'],
    priority: row.priority as ProjectInput['priority'],
    start_date: toDay(row.start_date),
    target_date: toDay(row.target_date),
    budget: numberOrNull(row.budget),
    spent: numberOrNull(row.spent),
    owner_team: textOrNull(row.owner_team),
    project_manager: textOrNull(row.project_manager),
    primary_git_repo: textOrNull(row.primary_git_repo),
    tags: toList(row.tags).filter((tag): tag is string => typeof tag === 'string'),
    category: textOrNull(row.category),
    visibility: row.visibility as ProjectInput['visibility'],
    company: row.company as ProjectInput['company'],
    metadata: toObject(row.metadata),
    git_repos: toList(row.git_repos) as ProjectGitRepo[],
  };
}

/** A row of projectsWithFigures in the API's shape (never the calendar token). */
export function toProject(row: Record<string, unknown>): Project {
  const todoCount = toNumber(row.todo_count);
  const completed = toNumber(row.completed_todos);
  return {
    id: Number(row.id),
    ...toProjectInput(row),
    progress: projectProgress(todoCount, completed),
    todo_count: todoCount,
    completed_todos: completed,
    team_size: toNumber(row.team_size),
    api_count: toNumber(row.api_count),
    data_source_count: toNumber(row.data_source_count),
    pipeline_count: toNumber(row.pipeline_count),
    created_at: toIsoDate(row.created_at) as string,
    updated_at: toIsoDate(row.updated_at) as string,
  };
}

export async function findProject(knex: Knex, id: number): Promise<Project | null> {
  const row = await projectsWithFigures(knex).where('p.id', id).first();
  return row ? toProject(row) : null;
}

export async function projectExists(id: number): Promise<boolean> {
  return Boolean(await strapi.db.connection(PROJECT_TABLES.projects).select('id').where({ id }).first());
}
