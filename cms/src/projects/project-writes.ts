import crypto from 'node:crypto';
import {
  isIsoDate,
  PROJECT_MESSAGES,
  validateProjectEventInput,
  validateProjectInput,
  validateProjectNoteInput,
  validateProjectReminderInput,
  validateProjectTodoInput,
  type FieldError,
  type ProjectExportItem,
  type ProjectInput,
} from '@platform/shared';
import { httpError } from '../http-error';
import { validationError } from '../validation-error';
import { isUniqueViolation } from '../db-errors';
import { T as PIPELINE_TABLES } from '../pipelines/pipeline-tables';
import { PIPELINE_RELATIONSHIPS } from '../pipelines/project-links';
import { PROJECT_RECORD_UIDS, PROJECT_TABLES, PROJECT_UID, toProjectInput } from './project-store';

const projects = () => strapi.db.query(PROJECT_UID);
const records = (kind: keyof typeof PROJECT_RECORD_UIDS) => strapi.db.query(PROJECT_RECORD_UIDS[kind]);

/** The secret of the project's calendar feed link. */
export const newCalendarToken = () => crypto.randomBytes(24).toString('base64url');

/** A write that would give two projects one name: refused inside the writing transaction, and by the unique index. */
async function refuseTakenName(name: string, exceptId?: number): Promise<void> {
  const other = await projects().findOne({ select: ['id'], where: { name, ...(exceptId ? { id: { $ne: exceptId } } : {}) } });
  if (other) throw httpError(409, PROJECT_MESSAGES.nameTaken(name));
}

/** The unique index's refusal (two writes at once) as the same 409. */
function asConflict(error: unknown, name: string): never {
  if (isUniqueViolation(error) && /name/i.test(String((error as Error)?.message ?? error))) throw httpError(409, PROJECT_MESSAGES.nameTaken(name));
  throw error;
}

export async function createProject(input: ProjectInput): Promise<number> {
  try {
    return await strapi.db.transaction(async () => {
      await refuseTakenName(input.name);
      return (await projects().create({ data: { ...input, calendar_token: newCalendarToken() } })).id as number;
    });
  } catch (error) {
    return asConflict(error, input.name);
  }
}

/** PUT: the sent fields over the stored ones, checked as a whole (a partial body keeps the rest, the dates stay in order). */
export async function updateProject(id: number, body: unknown): Promise<boolean> {
  const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!sent) throw validationError([{ field: 'body', message: 'The request body must be a JSON object.' }]);
  return strapi.db
    .transaction(async () => {
      const stored = await projects().findOne({ where: { id } });
      if (!stored) return false;
      const checked = validateProjectInput({ ...toProjectInput(stored), ...sent });
      if (!checked.ok) throw validationError(checked.errors);
      await refuseTakenName(checked.value.name, id);
      await projects().update({ where: { id }, data: checked.value });
      return true;
    })
    .catch((error: unknown) => asConflict(error, String(sent.name ?? '')));
}

/** The project with its todos, notes, events, reminders and links, all or nothing. */
export async function deleteProject(id: number): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    if (!(await projects().findOne({ select: ['id'], where: { id } }))) return false;
    for (const kind of ['todos', 'notes', 'events', 'reminders'] as const) await records(kind).deleteMany({ where: { project_id: id } });
    await trx(PROJECT_TABLES.pipelineLinks).where({ project_id: id }).delete();
    await trx(PROJECT_TABLES.apiLinks).where({ project_id: id }).delete();
    await projects().delete({ where: { id } });
    return true;
  });
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function itemRecords<T>(list: unknown, validate: (body: unknown) => Checked<T>, kind: string): Array<{ value: T; raw: Record<string, unknown> }> {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error(`${kind}s must be a list.`);
  return list.map((body, index) => {
    const checked = validate(body);
    if (!checked.ok) throw new Error(`${kind} ${index + 1}: ${checked.errors.map((e) => e.message).join(' ')}`);
    return { value: checked.value, raw: body as Record<string, unknown> };
  });
}

function exceptionDates(value: unknown, index: number): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((day) => typeof day !== 'string' || !isIsoDate(day)))
    throw new Error(`Event ${index + 1}: exception_dates must be a list of dates (YYYY-MM-DD).`);
  return [...new Set(value as string[])].sort();
}

interface ItemLinks {
  pipelines: Array<{ name: string; relationship_type: string }>;
  apis: string[];
}

function linksOf(value: unknown): ItemLinks {
  const raw = (value ?? {}) as { pipelines?: unknown; apis?: unknown };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error('links must be an object of pipelines and apis.');
  const pipelines = raw.pipelines ?? [];
  const apis = raw.apis ?? [];
  if (!Array.isArray(pipelines) || !Array.isArray(apis)) throw new Error('links must be an object of pipelines and apis.');
  return {
    pipelines: pipelines.map((link) => {
      const { name, relationship_type: relationship = 'data_processing' } = (link ?? {}) as { name?: unknown; relationship_type?: unknown };
      if (typeof name !== 'string' || !name.trim()) throw new Error('A pipeline link needs the pipeline’s name.');
      if (!(PIPELINE_RELATIONSHIPS as readonly unknown[]).includes(relationship))
        throw new Error(`relationship_type must be one of: ${PIPELINE_RELATIONSHIPS.join(', ')}.`);
      return { name: name.trim(), relationship_type: relationship as string };
    }),
    apis: apis.map((name) => {
      if (typeof name !== 'string' || !name.trim()) throw new Error('An API link is the API’s name.');
      return name.trim();
    }),
  };
}

/**
 * One import item with its records and links, in its own transaction: the item's fields with the §4 defaults, its
 * name not yet taken, its records checked by the same rules as the forms. A link to a pipeline or API that does not
 * exist here is left out. Notes keep their author (else the importing administrator); reminders start pending, so
 * one whose time is past is sent at the next look for due reminders.
 */
export async function importProject(item: unknown, importer: string): Promise<void> {
  const checked = validateProjectInput(item);
  if (!checked.ok) throw new Error(checked.errors.map((e) => e.message).join(' '));
  const raw = item as ProjectExportItem;
  const todos = itemRecords(raw.todos, validateProjectTodoInput, 'Todo');
  const notes = itemRecords(raw.notes, validateProjectNoteInput, 'Note');
  const events = itemRecords(raw.events, validateProjectEventInput, 'Event').map(({ value, raw: event }, index) => ({
    ...value,
    exception_dates: exceptionDates(event.exception_dates, index),
  }));
  const reminders = itemRecords(raw.reminders, validateProjectReminderInput, 'Reminder');
  const links = linksOf(raw.links);
  const input = checked.value;
  await strapi.db
    .transaction(async ({ trx }) => {
      await refuseTakenName(input.name);
      const { id } = await projects().create({ data: { ...input, calendar_token: newCalendarToken() } });
      for (const { value } of todos)
        await records('todos').create({ data: { ...value, project_id: id, completed_at: value.completed ? new Date() : null } });
      for (const { value, raw: note } of notes) {
        const author = typeof note.author === 'string' && note.author.trim() ? note.author.trim().slice(0, 254) : importer;
        await records('notes').create({ data: { ...value, author, project_id: id } });
      }
      for (const event of events) await records('events').create({ data: { ...event, project_id: id } });
      for (const { value } of reminders) await records('reminders').create({ data: { ...value, status: 'pending', project_id: id } });
      const now = new Date();
      for (const link of links.pipelines) {
        const pipeline = await trx(PIPELINE_TABLES.pipelines).where({ name: link.name }).orderBy('id').first('id');
        if (!pipeline) continue;
        await trx(PROJECT_TABLES.pipelineLinks)
          .insert({ project_id: id, pipeline_id: pipeline.id, relationship_type: link.relationship_type, created_at: now })
          .onConflict(['project_id', 'pipeline_id'])
          .ignore();
      }
      for (const name of links.apis) {
        const api = await trx('registry_apis').where({ name }).first('id');
        if (!api) continue;
        await trx(PROJECT_TABLES.apiLinks).insert({ project_id: id, api_id: api.id, created_at: now }).onConflict(['project_id', 'api_id']).ignore();
      }
    })
    .catch((error: unknown) => asConflict(error, input.name));
}
