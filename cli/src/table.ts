import { cell } from './option-values';

export interface Column<T> {
  header: string;
  value: (row: T) => unknown;
  /** The most a cell shows before it is cut (no limit when left out). */
  width?: number;
  right?: boolean;
}

/** Rows under their headers, each column as wide as its widest cell (at most its width), two spaces apart. */
export function table<T>(columns: ReadonlyArray<Column<T>>, rows: readonly T[]): string {
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row), column.width)));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i].length)));
  const line = (texts: string[]) =>
    texts
      .map((text, i) => (columns[i].right ? text.padStart(widths[i]) : text.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map(line)].join('\n');
}
