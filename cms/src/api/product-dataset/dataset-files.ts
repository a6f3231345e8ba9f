import { reportTable, writeCsv, type DatasetCell, type DatasetReport, type ParsedDataset } from '@platform/shared';
import { newWorkbook } from '../../xlsx-workbook';

/** A table to write: its header and rows of plain cells, with the dataset's kinds where they are known. */
interface Table {
  header: string[];
  rows: DatasetCell[][];
  /** Per column: whether its cells are dates ('YYYY-MM-DD'), to be written as dates in a workbook. */
  dates: boolean[];
}

export const datasetTable = (dataset: ParsedDataset): Table => ({
  header: dataset.columns.map((column) => column.name),
  rows: dataset.rows,
  dates: dataset.columns.map((column) => column.kind === 'date'),
});

export function reportFileTable(report: DatasetReport): Table {
  const { header, rows } = reportTable(report);
  return { header, rows, dates: header.map(() => false) };
}

/** The shared writer's CSV (BOM, header row, CRLF, formula cells escaped) as bytes. */
export function tableCsv({ header, rows }: Table): Buffer {
  const records = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
  return Buffer.from(writeCsv(header, records), 'utf8');
}

/** One sheet, the bold header frozen; numbers stay numbers, dates are dates shown as dd.mm.yyyy, text stays text. */
export async function tableXlsx({ header, rows, dates }: Table, sheetName: string): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({
    header: name,
    width: Math.min(40, Math.max(12, name.length + 2)),
    style: dates[index] ? { numFmt: 'dd.mm.yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(row.map((cell, index) => (dates[index] && typeof cell === 'string' ? new Date(`${cell}T00:00:00Z`) : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
