import { readCsv, unescapeCsvFormula, withoutBom } from './csv';
import { IDEA_STRING_LIST_FIELDS, IDEA_WRITABLE_FIELDS } from './idea';
import { parsePositiveId, validateIdeaInput, type IdeaInput } from './idea-validation';

/** The Import Ideas dialog's texts and its result alert. */
export const IMPORT_MESSAGES = {
  unsupportedFormat: 'Unsupported format. Only JSON and CSV are supported.',
  csvNeedsRows: 'CSV file must have headers and at least one data row.',
  expectedArray: 'Invalid format. Expected an array of ideas.',
  noValidIdeas: 'No valid ideas found. Each idea must have at least a title.',
  parseFailed: 'Failed to parse content. Please check the format.',
  found: (n: number) => `Found ${n} valid idea(s) to import`,
  importButton: (n: number) => `Import ${n} Ideas`,
  importing: 'Importing...',
  completed: 'Import completed!',
} as const;

export const IMPORT_FORMATS = ['json', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The import preview lists this many ideas. */
export const IMPORT_PREVIEW_COUNT = 5;

/** Missing fields of an imported idea get these (rank and business model come later, from IDEA_DEFAULTS). */
export const IMPORT_DEFAULTS = {
  status: 'draft',
  priority: 'medium',
  company: 'approach',
  idea_type: 'product',
  personal_enthusiasm: 5,
} as const;

export interface ImportItem {
  /** 0-based position among the kept items; conflicts and per-item decisions refer to it. */
  index: number;
  /** The id the source gave, for conflict detection; never written (the server owns ids). */
  id?: number;
  /** The writable fields, normalised; still to be checked by validateImportItem. */
  data: Record<string, unknown>;
}

export type ImportParseResult = { ok: true; items: ImportItem[] } | { ok: false; message: string };

/** A file name ending .csv means CSV, anything else JSON. */
export function formatFromFileName(name: string): ImportFormat {
  return name.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
}

/** The format is detected, never asked: text that starts with [ or { is JSON, anything else CSV. */
export function detectImportFormat(content: string): ImportFormat {
  return /^[[{]/.test(content.trim()) ? 'json' : 'csv';
}

/** CSV cells that hold numbers of the entity (text cells such as linked_product_id stay text). */
const CSV_NUMBER_COLUMNS = new Set(['id', 'rank', 'score', 'personal_enthusiasm', 'strategic_fit_score']);
const STRING_LISTS = new Set<string>(IDEA_STRING_LIST_FIELDS);
const ID_LIST = 'synergy_with_ideas';

type SourceRecord = Record<string, unknown>;

function isRecord(value: unknown): value is SourceRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A number when the whole cell is one; otherwise the text, so that validation names the field. */
function numberOrText(cell: string): number | string {
  const n = cell.trim() === '' ? NaN : Number(cell);
  return Number.isFinite(n) ? n : cell;
}

/** A CSV row as a record: empty cells are absent, formula escapes undone, number columns as numbers. */
function recordFromCsvRow(row: Record<string, string>): SourceRecord {
  const record: SourceRecord = {};
  for (const [column, raw] of Object.entries(row)) {
    if (typeof raw !== 'string' || raw === '') continue;
    const cell = unescapeCsvFormula(raw);
    record[column] = CSV_NUMBER_COLUMNS.has(column) ? numberOrText(cell) : cell;
  }
  return record;
}

/** A list given as text: a JSON array (what the CSV export writes), or items separated by ';' (hand-made files). */
function listFromText(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON after all: a ';' list whose first item starts with '['.
    }
  }
  return trimmed
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function normaliseList(field: string, value: unknown): unknown {
  const list = typeof value === 'string' ? listFromText(value) : value;
  if (field !== ID_LIST || !Array.isArray(list)) return list;
  return list.map((item) => (typeof item === 'string' ? numberOrText(item) : item));
}

function normalise(record: SourceRecord, index: number): ImportItem {
  const data: Record<string, unknown> = {};
  for (const field of IDEA_WRITABLE_FIELDS) {
    // `type` is how the spec's import example names the idea type.
    const value = field === 'idea_type' && !isPresent(record.idea_type) ? record.type : record[field];
    if (value === undefined) continue;
    if (field === 'title') data.title = (value as string).trim();
    else if (STRING_LISTS.has(field) || field === ID_LIST) data[field] = normaliseList(field, value);
    else data[field] = value;
  }
  for (const [field, fallback] of Object.entries(IMPORT_DEFAULTS)) {
    if (!isPresent(data[field])) data[field] = fallback;
  }
  const id = parsePositiveId(record.id);
  return id === null ? { index, data } : { index, id, data };
}

/** An item is kept only with a title (text, not blank) and a status or a priority. */
function isImportable(value: unknown): value is SourceRecord {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    value.title.trim() !== '' &&
    (isPresent(value.status) || isPresent(value.priority))
  );
}

type SourceResult = { ok: true; records: unknown[] } | { ok: false; message: string };

function sourceRecords(content: string, format: ImportFormat): SourceResult {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      return { ok: false, message: IMPORT_MESSAGES.parseFailed };
    }
    return Array.isArray(parsed) ? { ok: true, records: parsed } : { ok: false, message: IMPORT_MESSAGES.expectedArray };
  }
  const table = readCsv(content);
  if (table === null) return { ok: false, message: IMPORT_MESSAGES.parseFailed };
  if (!table.fields.some((field) => field !== '') || table.rows.length === 0) {
    return { ok: false, message: IMPORT_MESSAGES.csvNeedsRows };
  }
  return { ok: true, records: table.rows.map(recordFromCsvRow) };
}

/** The records of an import file, before any is kept: a JSON array's elements, or a CSV's rows as records. */
export function readImportRecords(content: string, format: string): { ok: true; records: unknown[] } | { ok: false; message: string } {
  const kind = format.trim().toLowerCase();
  if (kind !== 'json' && kind !== 'csv') return { ok: false, message: IMPORT_MESSAGES.unsupportedFormat };
  // A BOM (Excel's UTF-8 CSV) would break JSON.parse and the first CSV header.
  return sourceRecords(withoutBom(content), kind);
}

/**
 * The importable records as items: those with a title and a status or priority, normalised, numbered from
 * `firstIndex` (an import sent in parts numbers on across them).
 */
export function importItemsFromRecords(records: readonly unknown[], firstIndex = 0): ImportItem[] {
  const items: ImportItem[] = [];
  for (const record of records) if (isImportable(record)) items.push(normalise(record, firstIndex + items.length));
  return items;
}

/** How many of the records an import keeps, without building the items (a large file holds them once, not twice). */
export function countImportItems(records: readonly unknown[]): number {
  let count = 0;
  for (const record of records) if (isImportable(record)) count += 1;
  return count;
}

/**
 * Reads an idea list to import: a JSON array or a CSV with a header row. Keeps the items with a title and a
 * status or priority, normalised: title trimmed, lists as arrays, the spec's defaults filled, only writable fields
 * (unknown columns, counters and dates are dropped), the source id kept aside for conflict detection.
 */
export function parseIdeaImport(content: string, format: string): ImportParseResult {
  const source = readImportRecords(content, format);
  if (!source.ok) return source;
  const items = importItemsFromRecords(source.records);
  if (items.length === 0) return { ok: false, message: IMPORT_MESSAGES.noValidIdeas };
  return { ok: true, items };
}

/** Checks one item as a new idea; one message per item, so the server can count and log per-item failures. */
export function validateImportItem(item: ImportItem): { ok: true; value: IdeaInput } | { ok: false; message: string } {
  const result = validateIdeaInput(item.data, 'create');
  if (result.ok) return result;
  return { ok: false, message: result.errors.map((error) => error.message).join(' ') };
}
