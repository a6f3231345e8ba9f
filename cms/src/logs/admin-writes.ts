import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { LOG_UID } from './log-store';

/**
 * What an admin write changed, gathered from the database lifecycles while the request runs, so every resource
 * (declared or hand-made) is covered without code of its own. Writes outside an admin request are not gathered.
 */
export interface RecordChange {
  model: string;
  op: 'create' | 'update' | 'delete' | 'createMany' | 'updateMany' | 'deleteMany';
  id?: number | string;
  count?: number;
  /** Changed fields: { from, to } for an update, the value written for a create, the last value for a delete. */
  fields?: Record<string, unknown>;
}

export interface AuditContext {
  changes: RecordChange[];
  omitted: number;
  note: Record<string, unknown> | null;
}

const audit = new AsyncLocalStorage<AuditContext>();

const MAX_RECORDS = 10;
const MAX_FIELDS = 15;
const MAX_VALUE = 80;
/** Never written to the log, whatever the model: credentials and anything that works like one. */
const SECRET_FIELD = /pass(word)?|token|secret|hash|salt|jwt|otp|api_?key|private|credential|code$/i;
/** Bookkeeping that changes on every write and says nothing. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'publishedAt', 'documentId', 'locale', 'updatedBy', 'createdBy', 'search_text']);

/** A value short enough for a log line: long text cut, lists and objects summarised. */
export function shortValue(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.length <= 3 && JSON.stringify(value).length <= MAX_VALUE ? value : `[${value.length} items]`;
  // JSON has no text for a function or a symbol (the upload plugin writes both): their type stands in.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? `[${typeof value}]`);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields of a write worth naming, secrets as '[hidden]'; with `before`, only those whose value changed. */
export function summariseFields(data: Record<string, unknown>, before?: Record<string, unknown> | null): Record<string, unknown> | undefined {
  const fields: Record<string, unknown> = {};
  let kept = 0;
  for (const [name, value] of Object.entries(data)) {
    if (IGNORED_FIELDS.has(name) || value === undefined) continue;
    if (before && comparable(before[name]) === comparable(value)) continue;
    if (kept === MAX_FIELDS) {
      fields['…'] = 'more fields';
      break;
    }
    kept += 1;
    if (SECRET_FIELD.test(name)) fields[name] = '[hidden]';
    else fields[name] = before ? { from: shortValue(before[name]), to: shortValue(value) } : shortValue(value);
  }
  return kept ? fields : undefined;
}

function remember(change: RecordChange): void {
  const context = audit.getStore();
  if (!context) return;
  if (context.changes.length < MAX_RECORDS) context.changes.push(change);
  else context.omitted += 1;
}

/** A fresh change record for one admin write; the request runs inside it with runInAudit. */
export const newAuditContext = (): AuditContext => ({ changes: [], omitted: 0, note: null });
export const runInAudit = <T>(context: AuditContext, run: () => Promise<T>): Promise<T> => audit.run(context, run);

/** What a handler adds to its request's log entry (a cleanup's counts): figures the lifecycles do not see. */
export function noteOnAuditEntry(note: Record<string, unknown>): void {
  const context = audit.getStore();
  if (context) context.note = { ...(context.note ?? {}), ...note };
}

type LifecycleEvent = {
  action: string;
  model: { uid: string; singularName?: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> | Record<string, unknown>[] };
  result?: unknown;
  state: Record<string, unknown>;
};

/** Subscribes to every model's writes; only those inside an admin write (and not the log itself) are noted. */
export function gatherAdminWriteChanges(strapi: Core.Strapi): void {
  const watched = (event: LifecycleEvent) => audit.getStore() !== undefined && event.model.uid !== LOG_UID;
  const name = (event: LifecycleEvent) => event.model.singularName ?? event.model.uid;
  const previous = async (event: LifecycleEvent) =>
    event.params.where ? ((await strapi.db.query(event.model.uid as never).findOne({ where: event.params.where })) as Record<string, unknown> | null) : null;

  strapi.db.lifecycles.subscribe({
    async beforeUpdate(event: LifecycleEvent) {
      if (watched(event)) event.state.before = await previous(event);
    },
    async beforeDelete(event: LifecycleEvent) {
      if (watched(event)) event.state.before = await previous(event);
    },
    afterCreate(event: LifecycleEvent) {
      if (!watched(event)) return;
      const result = event.result as { id?: number } | undefined;
      remember({ model: name(event), op: 'create', id: result?.id, fields: summariseFields((event.params.data ?? {}) as Record<string, unknown>) });
    },
    afterUpdate(event: LifecycleEvent) {
      if (!watched(event)) return;
      const before = event.state.before as Record<string, unknown> | null;
      const fields = summariseFields((event.params.data ?? {}) as Record<string, unknown>, before ?? {});
      remember({ model: name(event), op: 'update', id: (before?.id ?? (event.result as { id?: number })?.id) as number, fields });
    },
    afterDelete(event: LifecycleEvent) {
      if (!watched(event)) return;
      const before = event.state.before as Record<string, unknown> | null;
      const label = before && (before.title ?? before.name ?? before.filename);
      remember({ model: name(event), op: 'delete', id: before?.id as number, ...(label ? { fields: { was: shortValue(label) } } : {}) });
    },
    afterCreateMany(event: LifecycleEvent) {
      if (watched(event)) remember({ model: name(event), op: 'createMany', count: (event.result as { count?: number })?.count });
    },
    afterUpdateMany(event: LifecycleEvent) {
      if (watched(event)) remember({ model: name(event), op: 'updateMany', count: (event.result as { count?: number })?.count });
    },
    afterDeleteMany(event: LifecycleEvent) {
      if (watched(event)) remember({ model: name(event), op: 'deleteMany', count: (event.result as { count?: number })?.count });
    },
  } as never);
}
