/**
 * The datasets of a product made from the analytics dashboard template: a signed-in user uploads a CSV file, the
 * server reads it into typed columns and keeps it as that user's one dataset in the product; the reports group its
 * rows by a text or date column and measure each group. Reading, checking and computing live here (pure), so the
 * server and the tests share one rule and one message.
 */
import Papa from 'papaparse';
import { safeFileName } from './incoming-text';
import { withoutBom } from './csv';

export type DatasetColumnKind = 'number' | 'date' | 'text';

export interface DatasetColumn {
  name: string;
  kind: DatasetColumnKind;
}

/** A number in a number column, 'YYYY-MM-DD' in a date column, the trimmed text otherwise; null for an empty cell. */
export type DatasetCell = number | string | null;

export interface ParsedDataset {
  columns: DatasetColumn[];
  /** One array per data row, a cell per column in the columns' order. */
  rows: DatasetCell[][];
}

/** A column's figures: number columns have sum, average, min and max; text and date columns how many values differ. */
export interface DatasetColumnSummary extends DatasetColumn {
  /** Rows with a value in this column. */
  filled: number;
  sum?: number;
  average?: number | null;
  min?: number | null;
  max?: number | null;
  distinct?: number;
  /** Date columns: the earliest and latest date ('YYYY-MM-DD'). */
  earliest?: string | null;
  latest?: string | null;
}

/** GET /api/product-areas/{id}/dataset, and the answer to an upload. */
export interface DatasetSummary {
  fileName: string;
  uploadedAt: string;
  rowCount: number;
  columns: DatasetColumnSummary[];
  /** The first rows, as stored. */
  preview: DatasetCell[][];
}

/** PUT /api/product-areas/{id}/dataset */
export interface DatasetUpload {
  fileName: string;
  csv: string;
}

export const DATASET_LIMITS = {
  /** Bytes of CSV text (UTF-8). */
  bytes: 5 * 1024 * 1024,
  rows: 10_000,
  columns: 50,
  columnName: 100,
  previewRows: 20,
  /** Groups a report lists before it merges the rest into one row. */
  reportGroups: 100,
} as const;

const shortName = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}…` : name);

export const DATASET_MESSAGES = {
  bodyNotObject: 'Forespørselen må være et JSON-objekt',
  csvMissing: 'Send CSV-teksten i feltet «csv»',
  fileNameNotText: 'Filnavnet må være tekst',
  tooLarge: 'Filen kan være høyst 5 MB',
  empty: 'Filen er tom',
  noRows: 'Filen har ingen rader',
  tooManyRows: 'Filen kan ha høyst 10 000 rader',
  tooManyColumns: 'Filen kan ha høyst 50 kolonner',
  columnNameMissing: (position: number) => `Kolonne ${position} mangler navn i overskriftsraden`,
  columnNameTooLong: (name: string) => `Kolonnenavnet «${shortName(name)}» er lengre enn 100 tegn`,
  duplicateColumn: (name: string) => `Kolonnen «${name}» finnes to ganger`,
  fieldCount: (row: number, fields: number, header: number) => `Rad ${row} har ${fields} felt, overskriften har ${header}`,
  brokenQuote: (row: number) => `Rad ${row} har et anførselstegn som ikke er lukket`,
  notFound: 'Du har ikke lastet opp data ennå',
  notAnalytics: 'Dette produktet har ikke analyse',
  groupByMissing: 'Velg en kolonne å gruppere etter',
  unknownColumn: (name: string) => `Datasettet har ingen kolonne «${shortName(name)}»`,
  groupByNumber: (name: string) => `Kolonnen «${name}» er en tallkolonne: grupper etter en tekst- eller datokolonne`,
  unknownMeasure: 'Målet må være count, sum, avg, min eller max',
  valueMissing: 'Velg en tallkolonne å regne med',
  valueNotNumber: (name: string) => `Kolonnen «${name}» er ikke en tallkolonne`,
  unknownFormat: 'Formatet må være csv eller xlsx',
} as const;

export type DatasetParseResult = { ok: true; dataset: ParsedDataset } | { ok: false; message: string };

// ---------------------------------------------------------------------------------------------------------------
// Reading a CSV file

/** Comma, or semicolon (what Excel writes in a Norwegian locale); tab too, which is what a spreadsheet copy gives. */
const DELIMITERS = [',', ';', '\t'];
const GROUP_SPACE = /[ \u00a0\u202f]/g;
// Whole digits, optionally in groups of three split by a space ('1 234'), then one decimal comma or point.
const NUMBER_PATTERN = /^[-+\u2212]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?$/;
// '0150', '0 150': a post code, phone or account number, whose leading zero would be lost as a number.
const LEADING_ZERO = /^[-+\u2212]?0[\d \u00a0\u202f]/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NORWEGIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** '1 234,5', '1234.5', '−12' → the number; null for anything else (also '1,234.5', whose separators are ambiguous). */
export function parseDatasetNumber(text: string): number | null {
  if (!NUMBER_PATTERN.test(text) || LEADING_ZERO.test(text)) return null;
  const value = Number(text.replace(GROUP_SPACE, '').replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** '2026-03-05' or '5.3.2026' / '05.03.2026' → '2026-03-05'; null for anything else, or a day the calendar lacks. */
export function parseDatasetDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const norwegian = iso ? null : NORWEGIAN_DATE.exec(text);
  if (!iso && !norwegian) return null;
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : [norwegian![3], norwegian![2], norwegian![1]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The kind every non-empty cell fits: number before date; a column without values is text. */
function inferKind(cells: readonly string[]): DatasetColumnKind {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length === 0) return 'text';
  if (filled.every((cell) => parseDatasetNumber(cell) !== null)) return 'number';
  if (filled.every((cell) => parseDatasetDate(cell) !== null)) return 'date';
  return 'text';
}

function typedCell(cell: string, kind: DatasetColumnKind): DatasetCell {
  if (cell === '') return null;
  if (kind === 'number') return parseDatasetNumber(cell);
  if (kind === 'date') return parseDatasetDate(cell);
  return cell;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** Bytes of a text as UTF-8, without making a copy of it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Reads a CSV text into a dataset: a header row first; comma, semicolon or tab, whichever the text uses; quoted cells
 * with line breaks; a BOM ignored; cells trimmed; blank lines skipped. Row numbers in the messages count the header as
 * row 1, as a spreadsheet shows the file. A row must have as many fields as the header (empty fields after the last
 * column are allowed, as some programs write them); anything else refuses the whole file.
 */
export function parseDatasetCsv(csv: string): DatasetParseResult {
  const refuse = (message: string): DatasetParseResult => ({ ok: false, message });
  if (utf8Length(csv) > DATASET_LIMITS.bytes) return refuse(DATASET_MESSAGES.tooLarge);
  const text = withoutBom(csv);
  if (text.trim() === '') return refuse(DATASET_MESSAGES.empty);

  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimitersToGuess: DELIMITERS });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return refuse(DATASET_MESSAGES.brokenQuote((quoteError.row ?? 0) + 1));

  const records = parsed.data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  const header = records[headerIndex].map((name) => name.trim());
  // Empty names after the last column: the trailing separators some programs write on every line.
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length > DATASET_LIMITS.columns) return refuse(DATASET_MESSAGES.tooManyColumns);
  const seen = new Set<string>();
  for (const [index, name] of header.entries()) {
    if (name === '') return refuse(DATASET_MESSAGES.columnNameMissing(index + 1));
    if (name.length > DATASET_LIMITS.columnName) return refuse(DATASET_MESSAGES.columnNameTooLong(name));
    // Names differing only in case would be two columns no one can tell apart in a menu.
    const key = name.toLocaleLowerCase('nb');
    if (seen.has(key)) return refuse(DATASET_MESSAGES.duplicateColumn(name));
    seen.add(key);
  }

  const raw: string[][] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index];
    if (isBlank(record)) continue;
    const extra = record.slice(header.length);
    if (record.length < header.length || extra.some((cell) => cell.trim() !== '')) {
      return refuse(DATASET_MESSAGES.fieldCount(index + 1, record.length, header.length));
    }
    if (raw.length === DATASET_LIMITS.rows) return refuse(DATASET_MESSAGES.tooManyRows);
    raw.push(record.slice(0, header.length).map((cell) => cell.trim()));
  }
  if (raw.length === 0) return refuse(DATASET_MESSAGES.noRows);

  const columns = header.map((name, column) => ({ name, kind: inferKind(raw.map((row) => row[column])) }));
  const rows = raw.map((row) => row.map((cell, column) => typedCell(cell, columns[column].kind)));
  return { ok: true, dataset: { columns, rows } };
}

/** The body of an upload: `{ fileName?, csv }`, the file read. The name is kept without folders or control characters. */
export function readDatasetUpload(body: unknown): { ok: true; fileName: string; dataset: ParsedDataset } | { ok: false; message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: DATASET_MESSAGES.bodyNotObject };
  const { fileName, csv } = body as Record<string, unknown>;
  if (typeof csv !== 'string') return { ok: false, message: DATASET_MESSAGES.csvMissing };
  if (fileName !== undefined && fileName !== null && typeof fileName !== 'string') return { ok: false, message: DATASET_MESSAGES.fileNameNotText };
  const parsed = parseDatasetCsv(csv);
  if (!parsed.ok) return parsed;
  return { ok: true, fileName: safeFileName(fileName, 'data.csv'), dataset: parsed.dataset };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

// Float sums drift ('0.30000000000000004'): 15 significant digits is what a double holds exactly.
const tidy = (value: number) => Number(value.toPrecision(15));

/** Each column's figures over all rows. */
export function summarizeColumns(dataset: ParsedDataset): DatasetColumnSummary[] {
  return dataset.columns.map((column, index) => {
    const values = dataset.rows.map((row) => row[index]).filter((cell): cell is number | string => cell !== null);
    const summary: DatasetColumnSummary = { ...column, filled: values.length };
    if (column.kind === 'number') {
      const numbers = values as number[];
      const sum = numbers.reduce((total, value) => total + value, 0);
      summary.sum = tidy(sum);
      summary.average = numbers.length > 0 ? tidy(sum / numbers.length) : null;
      summary.min = numbers.length > 0 ? numbers.reduce((a, b) => Math.min(a, b)) : null;
      summary.max = numbers.length > 0 ? numbers.reduce((a, b) => Math.max(a, b)) : null;
    } else {
      summary.distinct = new Set(values).size;
      if (column.kind === 'date') {
        const dates = (values as string[]).slice().sort();
        summary.earliest = dates[0] ?? null;
        summary.latest = dates[dates.length - 1] ?? null;
      }
    }
    return summary;
  });
}

/** What the dataset call answers: the file, the columns' figures and the first rows. */
export function summarizeDataset(dataset: ParsedDataset, fileName: string, uploadedAt: string): DatasetSummary {
  return {
    fileName,
    uploadedAt,
    rowCount: dataset.rows.length,
    columns: summarizeColumns(dataset),
    preview: dataset.rows.slice(0, DATASET_LIMITS.previewRows),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reports

export const REPORT_MEASURES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** The measures' names, as the export's header shows them. */
export const REPORT_MEASURE_LABELS: Record<ReportMeasure, string> = {
  count: 'Antall',
  sum: 'Sum',
  avg: 'Gjennomsnitt',
  min: 'Minimum',
  max: 'Maksimum',
};

/** The group of the rows whose grouping column is empty, and of the groups past the limit, as exports name them. */
export const REPORT_EMPTY_GROUP = '(tom)';
export const REPORT_OTHER_GROUP = 'Andre';

export interface ReportQuery {
  groupBy: string;
  measure: ReportMeasure;
  /** The number column measured; null for count. */
  value: string | null;
}

export interface DatasetReportRow {
  /** The group's value ('YYYY-MM' for a date column); null for the rows where the column is empty. */
  group: string | null;
  /** The measure; null when no row of the group has a value in the measured column. */
  value: number | null;
  /** Rows in the group. */
  rows: number;
  /** Only on the last row, when there were more groups than the limit: how many groups it holds (group is 'Andre'). */
  otherGroups?: number;
}

/** GET /api/product-areas/{id}/dataset/report?groupBy&measure&value */
export interface DatasetReport extends ReportQuery {
  groupKind: 'text' | 'date';
  rows: DatasetReportRow[];
  /** Groups in all, before the limit merged any. */
  groupCount: number;
}

/**
 * The report's parameters against the dataset's columns: a text or date column to group by; a measure (count when
 * left out); for any measure but count, a number column to measure.
 */
export function checkReportQuery(
  columns: readonly DatasetColumn[],
  query: { groupBy?: unknown; measure?: unknown; value?: unknown },
): { ok: true; query: ReportQuery } | { ok: false; message: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const find = (name: string) => columns.find((column) => column.name === name);
  const groupBy = text(query.groupBy);
  if (!groupBy) return { ok: false, message: DATASET_MESSAGES.groupByMissing };
  const group = find(groupBy);
  if (!group) return { ok: false, message: DATASET_MESSAGES.unknownColumn(groupBy) };
  if (group.kind === 'number') return { ok: false, message: DATASET_MESSAGES.groupByNumber(groupBy) };
  const measure = text(query.measure) || 'count';
  if (!(REPORT_MEASURES as readonly string[]).includes(measure)) return { ok: false, message: DATASET_MESSAGES.unknownMeasure };
  if (measure === 'count') return { ok: true, query: { groupBy, measure: 'count', value: null } };
  const valueName = text(query.value);
  if (!valueName) return { ok: false, message: DATASET_MESSAGES.valueMissing };
  const value = find(valueName);
  if (!value) return { ok: false, message: DATASET_MESSAGES.unknownColumn(valueName) };
  if (value.kind !== 'number') return { ok: false, message: DATASET_MESSAGES.valueNotNumber(valueName) };
  return { ok: true, query: { groupBy, measure: measure as ReportMeasure, value: valueName } };
}

interface Tally {
  rows: number;
  values: number;
  sum: number;
  min: number;
  max: number;
}

const emptyTally = (): Tally => ({ rows: 0, values: 0, sum: 0, min: Infinity, max: -Infinity });

function addTally(into: Tally, from: Tally): void {
  into.rows += from.rows;
  into.values += from.values;
  into.sum += from.sum;
  into.min = Math.min(into.min, from.min);
  into.max = Math.max(into.max, from.max);
}

function measureOf(tally: Tally, measure: ReportMeasure): number | null {
  if (measure === 'count') return tally.rows;
  if (tally.values === 0) return null;
  if (measure === 'sum') return tidy(tally.sum);
  if (measure === 'avg') return tidy(tally.sum / tally.values);
  return measure === 'min' ? tally.min : tally.max;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'nb');

/**
 * The dataset's rows grouped (a date column by month, 'YYYY-MM') and measured. Text groups come largest measure
 * first (a group without a value last, ties by name); months come in calendar order. At most 100 groups are listed:
 * for text the largest, for dates the latest months; the rest are measured together as one last row, 'Andre'. The
 * rows with an empty grouping cell are one group of their own (group null), after the others, never merged.
 */
export function computeReport(dataset: ParsedDataset, query: ReportQuery): DatasetReport {
  const groupIndex = dataset.columns.findIndex((column) => column.name === query.groupBy);
  const groupKind = dataset.columns[groupIndex]?.kind === 'date' ? 'date' : 'text';
  const valueIndex = query.value === null ? -1 : dataset.columns.findIndex((column) => column.name === query.value);

  const tallies = new Map<string, Tally>();
  const empty = emptyTally();
  for (const row of dataset.rows) {
    const cell = row[groupIndex];
    let tally = empty;
    if (cell !== null) {
      const key = groupKind === 'date' ? String(cell).slice(0, 7) : String(cell);
      tally = tallies.get(key) ?? emptyTally();
      tallies.set(key, tally);
    }
    tally.rows += 1;
    const value = valueIndex >= 0 ? row[valueIndex] : null;
    if (typeof value === 'number') {
      tally.values += 1;
      tally.sum += value;
      tally.min = Math.min(tally.min, value);
      tally.max = Math.max(tally.max, value);
    }
  }

  const groups = [...tallies.entries()].map(([group, tally]) => ({ group, tally, value: measureOf(tally, query.measure) }));
  let kept: typeof groups;
  let rest: typeof groups;
  if (groupKind === 'date') {
    groups.sort((a, b) => byName(a.group, b.group));
    const cut = Math.max(0, groups.length - DATASET_LIMITS.reportGroups);
    [kept, rest] = [groups.slice(cut), groups.slice(0, cut)];
  } else {
    groups.sort((a, b) => {
      if (a.value !== b.value) {
        if (a.value === null) return 1;
        if (b.value === null) return -1;
        return b.value - a.value;
      }
      return byName(a.group, b.group);
    });
    [kept, rest] = [groups.slice(0, DATASET_LIMITS.reportGroups), groups.slice(DATASET_LIMITS.reportGroups)];
  }

  const rows: DatasetReportRow[] = kept.map(({ group, tally, value }) => ({ group, value, rows: tally.rows }));
  if (empty.rows > 0) rows.push({ group: null, value: measureOf(empty, query.measure), rows: empty.rows });
  if (rest.length > 0) {
    const other = emptyTally();
    for (const { tally } of rest) addTally(other, tally);
    rows.push({ group: REPORT_OTHER_GROUP, value: measureOf(other, query.measure), rows: other.rows, otherGroups: rest.length });
  }
  return { ...query, groupKind, rows, groupCount: tallies.size + (empty.rows > 0 ? 1 : 0) };
}

// ---------------------------------------------------------------------------------------------------------------
// Export

export const DATASET_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DatasetExportFormat = (typeof DATASET_EXPORT_FORMATS)[number];

const TRANSLITERATION: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u' };

/**
 * A download's file name that is safe in any header and file system: the uploaded file's name without its extension,
 * in lowercase a-z, digits and dashes ('Salg 2026.csv' → 'salg-2026'), '-rapport' for a report, then the format.
 */
export function datasetExportFileName(uploadedName: string, format: DatasetExportFormat, report: boolean): string {
  const stem = uploadedName.replace(/\.[^.]*$/, '').toLowerCase();
  const ascii = [...stem]
    .map((char) => TRANSLITERATION[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${ascii || 'datasett'}${report ? '-rapport' : ''}.${format}`;
}

/** A report's header and rows as the export writes them: the group, the measure and the rows counted. */
export function reportTable(report: DatasetReport): { header: string[]; rows: Array<Array<string | number | null>> } {
  const measure = report.measure === 'count' ? REPORT_MEASURE_LABELS.count : `${REPORT_MEASURE_LABELS[report.measure]} av ${report.value}`;
  const names = report.measure === 'count' ? [report.groupBy, measure] : [report.groupBy, measure, REPORT_MEASURE_LABELS.count];
  // A grouping column may itself be called 'Antall': a header name must still name one column.
  const header = names.map((name, index) => (names.indexOf(name) < index ? `${name} (${index + 1})` : name));
  const rows = report.rows.map((row) => {
    const group = row.otherGroups ? `${REPORT_OTHER_GROUP} (${row.otherGroups} grupper)` : (row.group ?? REPORT_EMPTY_GROUP);
    return report.measure === 'count' ? [group, row.value] : [group, row.value, row.rows];
  });
  return { header, rows };
}
