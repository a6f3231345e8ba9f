import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  PROJECT_IMPORT_MAX,
  PROJECT_MESSAGES,
  type ProjectEventExportItem,
  type ProjectExportFile,
  type ProjectExportItem,
  type ProjectImportResult,
  contentDisposition,
} from '@platform/shared';
import { toIsoDate, toList } from '../db-values';
import { toDay } from '../api-registry/registry-store';
import { T as PIPELINE_TABLES } from '../pipelines/pipeline-tables';
import { PROJECT_RECORD_UIDS, PROJECT_TABLES, PROJECT_UID, toProjectInput } from './project-store';
import { importProject } from './project-writes';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, any>;

/** Items of one import call: each is its own transaction, so a call is kept to what finishes in reasonable time. */

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numbers = (value: unknown) => toList(value).map(Number);

function groupBy(rows: Row[], key: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) groups.set(Number(row[key]), [...(groups.get(Number(row[key])) ?? []), row]);
  return groups;
}

/** A stored event series in the export's shape: the dialog's fields and its exception dates. */
function toEventItem(row: Row): ProjectEventExportItem {
  return {
    event_type: row.event_type,
    title: row.title,
    description: text(row.description),
    event_date: toDay(row.event_date) as string,
    start_time: toIsoDate(row.start_time),
    end_time: toIsoDate(row.end_time),
    is_all_day: row.is_all_day === true || row.is_all_day === 1,
    location: text(row.location),
    meeting_url: text(row.meeting_url),
    participants: toList(row.participants) as string[],
    organizer: text(row.organizer),
    status: row.status,
    recurrence_pattern: row.recurrence_pattern,
    recurrence_interval: Number(row.recurrence_interval ?? 1),
    recurrence_end_date: toDay(row.recurrence_end_date),
    recurrence_days_of_week: numbers(row.recurrence_days_of_week),
    recurrence_day_of_month:
      row.recurrence_day_of_month === null || row.recurrence_day_of_month === undefined ? null : Number(row.recurrence_day_of_month),
    exception_dates: toList(row.exception_dates) as string[],
  };
}

/** Every project with its records and links (by the linked thing's name), in the order of their names: one read per table. */
export async function exportFile(): Promise<ProjectExportFile> {
  const knex = strapi.db.connection;
  const all = (uid: string, orderBy: Row[]) => strapi.db.query(uid as never).findMany({ orderBy }) as Promise<Row[]>;
  const [projects, todos, notes, events, reminders, pipelineLinks, apiLinks] = await Promise.all([
    strapi.db.query(PROJECT_UID).findMany({ orderBy: [{ name: 'asc' }] }) as Promise<Row[]>,
    all(PROJECT_RECORD_UIDS.todos, [{ id: 'asc' }]),
    all(PROJECT_RECORD_UIDS.notes, [{ id: 'asc' }]),
    all(PROJECT_RECORD_UIDS.events, [{ id: 'asc' }]),
    all(PROJECT_RECORD_UIDS.reminders, [{ remind_at: 'asc' }, { id: 'asc' }]),
    knex(`${PROJECT_TABLES.pipelineLinks} as l`)
      .join(`${PIPELINE_TABLES.pipelines} as p`, 'p.id', 'l.pipeline_id')
      .select('l.project_id', 'p.name', 'l.relationship_type')
      .orderBy('p.name') as Promise<Row[]>,
    knex(`${PROJECT_TABLES.apiLinks} as l`)
      .join('registry_apis as a', 'a.id', 'l.api_id')
      .select('l.project_id', 'a.name')
      .orderBy('a.name') as Promise<Row[]>,
  ]);
  const byProject = {
    todos: groupBy(todos, 'project_id'),
    notes: groupBy(notes, 'project_id'),
    events: groupBy(events, 'project_id'),
    reminders: groupBy(reminders, 'project_id'),
    pipelines: groupBy(pipelineLinks, 'project_id'),
    apis: groupBy(apiLinks, 'project_id'),
  };
  const items = projects.map(
    (project): ProjectExportItem => ({
      ...toProjectInput(project),
      todos: (byProject.todos.get(project.id) ?? []).map((r) => ({
        title: r.title,
        description: text(r.description),
        completed: r.completed === true || r.completed === 1,
        due_date: toDay(r.due_date),
        assignee: text(r.assignee),
      })),
      events: (byProject.events.get(project.id) ?? []).map(toEventItem),
      reminders: (byProject.reminders.get(project.id) ?? []).map((r) => ({
        title: r.title,
        message: text(r.message),
        remind_at: toIsoDate(r.remind_at) as string,
        recipients: toList(r.recipients) as string[],
      })),
      notes: (byProject.notes.get(project.id) ?? []).map((r) => ({ title: text(r.title), body: r.body, author: text(r.author) })),
      links: {
        pipelines: (byProject.pipelines.get(project.id) ?? []).map((r) => ({ name: r.name, relationship_type: r.relationship_type })),
        apis: (byProject.apis.get(project.id) ?? []).map((r) => r.name as string),
      },
    }),
  );
  return { projects: items, exported_at: new Date().toISOString(), version: '1.0' };
}

const itemName = (item: unknown) => {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : 'unnamed project';
};

/** Each item in its own transaction; a failed one is named with its reason and the others go on. */
export async function importItems(items: unknown[], importer: string): Promise<ProjectImportResult> {
  const failures: string[] = [];
  let imported = 0;
  for (const item of items) {
    try {
      await importProject(item, importer);
      imported += 1;
    } catch (error) {
      failures.push(PROJECT_MESSAGES.importItemFailed(itemName(item), (error as Error).message));
    }
  }
  return { imported, failed: failures.length, errors: failures, message: PROJECT_MESSAGES.importCompleted(imported, failures.length) };
}

export const transferHandlers = {
  /** GET /admin/projects/export: the file, named by the day. */
  async export(ctx: Ctx) {
    const file = await exportFile();
    ctx.set('Content-Disposition', contentDisposition('attachment', `projects-${file.exported_at.slice(0, 10)}.json`));
    ctx.body = file;
  },

  /** POST /admin/projects/import { projects: [...] }: notes without an author are the importing administrator's. */
  async import(ctx: Ctx) {
    const projects = (ctx.request.body as { projects?: unknown } | null)?.projects;
    if (!Array.isArray(projects)) throw new errors.ValidationError(PROJECT_MESSAGES.missingProjects);
    if (projects.length > PROJECT_IMPORT_MAX) throw new errors.ValidationError(PROJECT_MESSAGES.importTooLarge);
    ctx.body = await importItems(projects, String(ctx.state.user?.email ?? ''));
  },
};
