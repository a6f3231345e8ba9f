import Papa from 'papaparse';

/**
 * Cells that a spreadsheet would run as a formula get a leading quote on export. papaparse's own `escapeFormulae: true`
 * misses multi-line cells (its pattern is /^[=+\-@\t\r].*$/ without the s flag), and a value that already starts with
 * a quote before such a character would lose that quote on import; so quotes before a formula character count too.
 */
export const CSV_FORMULA_PATTERN = /^'*[=+\-@\t\r]/;

/** Undoes the export's formula escape: one leading quote before (quotes and) = + - @ TAB or CR is removed. */
export function unescapeCsvFormula(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_PATTERN.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export interface CsvTable {
  /** The header row, each name trimmed. */
  fields: string[];
  /** The data rows as header → raw cell text; a cell missing at the end of a short row is absent. */
  rows: Record<string, string>[];
}

/** Comma is ours; semicolon is what Excel writes in a Norwegian locale; tab is what a spreadsheet copy gives. */
const CSV_DELIMITERS = [',', ';', '\t'];

/**
 * Reads a CSV text with a header row: quoted cells, doubled quotes, line breaks in cells, CRLF or LF, a BOM. Blank lines
 * are skipped. null when the text cannot be read reliably: a broken quote, or a row with more non-empty cells than the
 * header has names (its cells would land under the wrong names). A row with fewer cells is fine.
 */
export function readCsv(content: string): CsvTable | null {
  const result = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: true,
    delimitersToGuess: CSV_DELIMITERS,
    transformHeader: (name) => name.trim(),
  });
  if (result.errors.some((error) => error.type === 'Quotes')) return null;
  const rows: Record<string, string>[] = [];
  for (const row of result.data) {
    const { __parsed_extra: extra, ...cells } = row as Record<string, string> & { __parsed_extra?: unknown };
    if (Array.isArray(extra) && extra.some((cell) => cell !== '')) return null;
    rows.push(cells);
  }
  return { fields: result.meta.fields ?? [], rows };
}

function cellOf(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

/** The UTF-8 byte order mark: without it Excel reads a CSV file in the local code page and shows 'portefÃ¸lje'. */
export const CSV_BOM = '\uFEFF';

/** The text without a leading BOM: for JSON.parse, a header name, or a file's text shown as text. */
export function withoutBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
}

/** RFC 4180's line end, after every record, the last one too. */
export const CSV_LINE_END = '\r\n';

export interface CsvWriteOptions {
  /** false: the data rows alone, without BOM and header, to follow the first part of a file written page by page. */
  header?: boolean;
}

/**
 * Writes a CSV file's text, the one writer of every CSV export: the BOM, then the given columns in order, header first,
 * each record ending in CRLF. A cell is quoted only where CSV needs it (a comma, quote, line break or edge space) or
 * where it was formula-escaped; lists and objects are written as JSON text.
 */
export function writeCsv(
  fields: readonly string[],
  rows: readonly Record<string, unknown>[],
  { header = true }: CsvWriteOptions = {},
): string {
  const records = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => fields.map((field) => cellOf(row[field]))) },
    { escapeFormulae: CSV_FORMULA_PATTERN, newline: CSV_LINE_END, header },
  );
  // papaparse ends a header without rows with a line end, and the last row without one.
  const text = records === '' || records.endsWith(CSV_LINE_END) ? records : records + CSV_LINE_END;
  return header ? CSV_BOM + text : text;
}
