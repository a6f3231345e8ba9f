import { isoInstant } from './record-rules';
import { writeCsv, type CsvWriteOptions } from './csv';
import type { FieldError, ValidationResult } from './idea-validation';

/** The system log: what the platform records about itself, read at /admin/logs and exported by the CLI. */

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error', 'critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_CATEGORIES = ['auth', 'user', 'product', 'api', 'system', 'admin', 'security', 'performance'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

/** The page's tabs, each a real filter: Feil = error and critical, Sikkerhet = security, Ytelse = performance. */
export const LOG_TABS = {
  all: {},
  errors: { levels: ['error', 'critical'] as LogLevel[] },
  security: { category: 'security' as LogCategory },
  performance: { category: 'performance' as LogCategory },
} as const;
export type LogTab = keyof typeof LOG_TABS;

/** Levels that count as failures: the 'Feil siste 24 timer' card and the Feil tab. */
export const LOG_ERROR_LEVELS: readonly LogLevel[] = LOG_TABS.errors.levels;

export const LOG_LIMITS = {
  pageSize: 50,
  /** The largest page a list call answers (an export reads up to exportMax at once). */
  pageMax: 1_000,
  exportMax: 10_000,
  refreshMs: 5_000,
  cleanupDaysMin: 1,
  cleanupDaysMax: 365,
  cleanupDaysDefault: 30,
  /** Per-day counts by level, category and action outlive the entries they count by this many days at least. */
  countsKeptDays: 90,
  searchMax: 200,
  topActions: 10,
} as const;

export interface LogEntry {
  id: number;
  /** ISO time of the event. */
  timestamp: string;
  level: LogLevel;
  category: LogCategory;
  action: string;
  errorMessage: string | null;
  errorStack: string | null;
  metadata: Record<string, unknown> | null;
  userId: number | null;
  userEmail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  productId: string | null;
  /** 'success', or what went wrong ('failure', 'refused', an HTTP status). */
  status: string | null;
  durationMs: number | null;
}

export interface LogPage {
  logs: LogEntry[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** Pass as `cursor` to read the entries after this page (the CLI's export); null on the last page. */
  nextCursor: string | null;
}

export interface LogStats {
  /** Entries counted: every stored one, or those of the last `days` days when asked. */
  totalLogs: number;
  logsByLevel: Record<LogLevel, number>;
  logsByCategory: Record<LogCategory, number>;
  topActions: Array<{ action: string; count: number }>;
  /** error and critical entries of the last 24 hours. */
  errorsLast24h: number;
  /** The period counted: null for every stored entry. */
  days: number | null;
}

export interface LogQuery {
  page: number;
  limit: number;
  /** Rows skipped: (page - 1) × limit, or simple-rest's `_start`. */
  offset: number;
  /** Asked with `_start`/`_end` (the admin app's data provider): answered as a plain array with x-total-count. */
  range: boolean;
  /** Any of these levels; an empty list matches nothing (a tab and a filter that exclude each other). */
  levels?: LogLevel[];
  category?: LogCategory;
  search?: string;
  /** ISO times: entries at or after since, before until. */
  since?: string;
  until?: string;
  /** Keyset position: entries strictly older than this one (newest first). */
  cursor?: { timestamp: number; id: number };
  /** One user's entries (the user page's Aktivitet tab). */
  userId?: number;
  /** One product's entries (the dashboard's product menu: 'see logs'). */
  productId?: string;
}

export const LOG_MESSAGES = {
  badUserId: 'userId must be a whole number above 0.',
  badProductId: 'productId must be a product id (lowercase letters, digits and hyphens, at most 64 characters).',
  badLevel: `level must be one of: ${LOG_LEVELS.join(', ')}.`,
  badCategory: `category must be one of: ${LOG_CATEGORIES.join(', ')}.`,
  badTab: `tab must be one of: ${Object.keys(LOG_TABS).join(', ')}.`,
  badPage: 'page must be a whole number of at least 1.',
  badLimit: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  badRange: (max: number) => `_start and _end must be whole numbers with 0 ≤ _start < _end and at most ${max} rows.`,
  searchTooLong: `search may be at most ${LOG_LIMITS.searchMax} characters.`,
  badTime: (name: string) => `${name} must be a date and time (ISO 8601).`,
  badCursor: 'cursor is not one this server gave out.',
  badDays: `days must be a whole number from 1 to ${LOG_LIMITS.countsKeptDays}.`,
  badCleanupDays: `days must be a whole number from ${LOG_LIMITS.cleanupDaysMin} to ${LOG_LIMITS.cleanupDaysMax}.`,
  exportFailed: 'Failed to export logs',
  cleanupWarning: `Viktige logger (feil, kritiske og sikkerhet) arkiveres før sletting, og aggregert statistikk beholdes i ${LOG_LIMITS.countsKeptDays} dager.`,
} as const;

type RawQuery = Record<string, unknown>;

function single(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value);
}

const WHOLE = /^\d+$/;

/** An ISO date (its UTC midnight) or date-time as an ISO time, on a real day in the years dates may have; else null. */
const isoTime = (text: string): string | null => isoInstant(text);

function timeParam(raw: string | undefined, name: string, errors: FieldError[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const time = isoTime(raw);
  if (time === null) errors.push({ field: name, message: LOG_MESSAGES.badTime(name) });
  return time ?? undefined;
}

/** A page's cursor: the last entry's time (epoch ms) and id, as the server hands it out. */
export const logCursor = (entry: Pick<LogEntry, 'timestamp' | 'id'>): string => `${Date.parse(entry.timestamp)}.${entry.id}`;

function cursorParam(raw: string | undefined, errors: FieldError[]): LogQuery['cursor'] {
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(raw);
  if (!match) {
    errors.push({ field: 'cursor', message: LOG_MESSAGES.badCursor });
    return undefined;
  }
  return { timestamp: Number(match[1]), id: Number(match[2]) };
}

/**
 * Reads the list call's query: `page` (1), `limit` (50; up to 1,000, or 10,000 with `export=true`) or simple-rest's
 * `_start`/`_end`, `level`,
 * `category`, `tab` (all, errors, security, performance: combined with level and category, all must hold),
 * `search` (action, message, e-mail), `since`/`until` (ISO), `cursor`. 'all' or empty means no filter.
 */
export function parseLogQuery(query: RawQuery): ValidationResult<LogQuery> {
  const errors: FieldError[] = [];
  const result: LogQuery = { page: 1, limit: LOG_LIMITS.pageSize, offset: 0, range: false };
  const exporting = single(query.export) === 'true';
  const max = exporting ? LOG_LIMITS.exportMax : LOG_LIMITS.pageMax;

  const page = single(query.page);
  if (page !== undefined && page !== '') {
    if (!WHOLE.test(page) || Number(page) < 1 || Number(page) > 1_000_000) errors.push({ field: 'page', message: LOG_MESSAGES.badPage });
    else result.page = Number(page);
  }
  const limit = single(query.limit);
  if (limit !== undefined && limit !== '') {
    if (!WHOLE.test(limit) || Number(limit) < 1 || Number(limit) > max) errors.push({ field: 'limit', message: LOG_MESSAGES.badLimit(max) });
    else result.limit = Number(limit);
  }

  result.offset = (result.page - 1) * result.limit;
  const start = single(query._start);
  const end = single(query._end);
  if (start !== undefined || end !== undefined) {
    const from = Number(start);
    const to = Number(end);
    if (!WHOLE.test(start ?? '') || !WHOLE.test(end ?? '') || from >= to || to - from > max) {
      errors.push({ field: '_start', message: LOG_MESSAGES.badRange(max) });
    } else {
      Object.assign(result, { offset: from, limit: to - from, page: Math.floor(from / (to - from)) + 1, range: true });
    }
  }

  const tabName = single(query.tab);
  let tab: { levels?: LogLevel[]; category?: LogCategory } = {};
  if (tabName !== undefined && tabName !== '') {
    if (!(tabName in LOG_TABS)) errors.push({ field: 'tab', message: LOG_MESSAGES.badTab });
    else tab = LOG_TABS[tabName as LogTab];
  }

  const level = single(query.level);
  if (level !== undefined && level !== '' && level !== 'all') {
    if (!(LOG_LEVELS as readonly string[]).includes(level)) errors.push({ field: 'level', message: LOG_MESSAGES.badLevel });
    // A level outside the tab's levels matches nothing, as both must hold.
    else result.levels = tab.levels ? tab.levels.filter((l) => l === level) : [level as LogLevel];
  } else if (tab.levels) {
    result.levels = [...tab.levels];
  }

  const category = single(query.category);
  if (category !== undefined && category !== '' && category !== 'all') {
    if (!(LOG_CATEGORIES as readonly string[]).includes(category)) errors.push({ field: 'category', message: LOG_MESSAGES.badCategory });
    else if (tab.category && tab.category !== category) result.levels = [];
    else result.category = category as LogCategory;
  } else if (tab.category) {
    result.category = tab.category;
  }

  const search = (single(query.search) ?? single(query.q) ?? '').trim();
  if (search.length > LOG_LIMITS.searchMax) errors.push({ field: 'search', message: LOG_MESSAGES.searchTooLong });
  else if (search) result.search = search;

  const since = timeParam(single(query.since), 'since', errors);
  const until = timeParam(single(query.until), 'until', errors);
  if (since) result.since = since;
  if (until) result.until = until;
  const cursor = cursorParam(single(query.cursor), errors);
  if (cursor) result.cursor = cursor;
  const userId = single(query.userId);
  if (userId !== undefined && userId !== '') {
    if (!WHOLE.test(userId) || Number(userId) < 1) errors.push({ field: 'userId', message: LOG_MESSAGES.badUserId });
    else result.userId = Number(userId);
  }
  const productId = single(query.productId);
  if (productId !== undefined && productId !== '' && productId !== 'all') {
    if (!/^[a-z0-9-]{1,64}$/.test(productId)) errors.push({ field: 'productId', message: LOG_MESSAGES.badProductId });
    else result.productId = productId;
  }

  return errors.length ? { ok: false, errors } : { ok: true, value: result };
}

/** The stats call's `days`: empty for every stored entry, else 1 to 90. */
export function parseStatsDays(raw: unknown): ValidationResult<number | null> {
  const value = single(raw);
  if (value === undefined || value === '' || value === 'all') return { ok: true, value: null };
  if (!WHOLE.test(value) || Number(value) < 1 || Number(value) > LOG_LIMITS.countsKeptDays) {
    return { ok: false, errors: [{ field: 'days', message: LOG_MESSAGES.badDays }] };
  }
  return { ok: true, value: Number(value) };
}

/**
 * A clean-up's days as the server takes them: none sent means the default (30); a whole number from 1 to 365, as a
 * number or its digits; anything else is refused, so that a mistyped request never deletes by the default.
 */
export function parseCleanupDays(raw: unknown): ValidationResult<number> {
  if (raw === undefined) return { ok: true, value: LOG_LIMITS.cleanupDaysDefault };
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && WHOLE.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < LOG_LIMITS.cleanupDaysMin || value > LOG_LIMITS.cleanupDaysMax) {
    return { ok: false, errors: [{ field: 'days', message: LOG_MESSAGES.badCleanupDays }] };
  }
  return { ok: true, value };
}

/** The clean-up dialog's days: a whole number from 1 to 365; anything else shows (and sends) the default, 30. */
export function cleanupDays(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number(single(raw));
  return Number.isInteger(value) && value >= LOG_LIMITS.cleanupDaysMin && value <= LOG_LIMITS.cleanupDaysMax ? value : LOG_LIMITS.cleanupDaysDefault;
}

/**
 * The CLI's `--since`: a length of time back from now ('90m', '24h', '7d') or an ISO date or time; the ISO time it
 * stands for, or null when it is neither.
 */
export function sinceFrom(text: string, now: Date = new Date()): string | null {
  const span = /^(\d{1,5})([mhd])$/.exec(text.trim());
  if (span) {
    const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 }[span[2] as 'm' | 'h' | 'd'];
    return new Date(now.getTime() - Number(span[1]) * unitMs).toISOString();
  }
  return isoTime(text.trim());
}

const logTime = new Intl.DateTimeFormat('nb-NO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** dd.mm.yyyy hh:mm:ss in Norwegian time, as the log table and its export show it. */
export function formatLogTime(value: string | number | Date): string {
  const parts = Object.fromEntries(logTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The export's columns: header → the entry's value. */
const EXPORT_COLUMNS: ReadonlyArray<[string, (entry: LogEntry) => unknown]> = [
  ['Timestamp', (entry) => formatLogTime(entry.timestamp)],
  ['Level', (entry) => entry.level],
  ['Category', (entry) => entry.category],
  ['Action', (entry) => entry.action],
  ['Message', (entry) => entry.errorMessage ?? ''],
  ['User ID', (entry) => entry.userId ?? ''],
  ['User Email', (entry) => entry.userEmail ?? ''],
  ['IP Address', (entry) => entry.ipAddress ?? ''],
  ['User Agent', (entry) => entry.userAgent ?? ''],
];
export const LOG_EXPORT_HEADERS = EXPORT_COLUMNS.map(([header]) => header);

/**
 * The CSV of an export: the spec's columns, formula cells escaped so a spreadsheet shows them as text; `{ header: false }`
 * gives the rows alone, for the pages after the first of a streamed file.
 */
export function logsCsv(entries: readonly LogEntry[], options: CsvWriteOptions = {}): string {
  return writeCsv(
    LOG_EXPORT_HEADERS,
    entries.map((entry) => Object.fromEntries(EXPORT_COLUMNS.map(([header, value]) => [header, value(entry)]))),
    options,
  );
}

/** logs-export-YYYY-MM-DD.csv, by the Norwegian date of the export. */
export function logExportFileName(now: Date = new Date()): string {
  const [day, month, year] = formatLogTime(now).slice(0, 10).split('.');
  return `logs-export-${year}-${month}-${day}.csv`;
}
