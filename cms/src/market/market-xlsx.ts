import type { Cell, Workbook, Worksheet } from 'exceljs';
import type { AccessLocale, MarketData } from '@platform/shared';
import { newWorkbook } from '../xlsx-workbook';
import { EXPORT_TEXTS, FIGURE_KINDS, MARKET_TABLES, SUMMARY_FIGURES, TABLE_COLUMNS, tableRows, type FigureKind } from './export-layout';

/** Numbers stay numbers; the cell's format shows them as kroner, whole counts or percent with one decimal. */
const NUMBER_FORMATS: Record<Exclude<FigureKind, 'text'>, string> = {
  nok: '#,##0 "kr"',
  count: '#,##0',
  percent: '0.0"%"',
};

function formatCell(cell: Cell, kind: FigureKind): void {
  if (kind !== 'text') cell.numFmt = NUMBER_FORMATS[kind];
}

/** A sheet whose first row is the bold header, kept in view while scrolling. */
function sheetWithHeader(workbook: Workbook, name: string, header: readonly string[], widths: number[]): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title, index) => ({ header: title, width: widths[index] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** The market page's figures as a workbook: the summaries on one sheet, then one sheet per table. */
export async function marketXlsx(data: MarketData, locale: AccessLocale): Promise<Buffer> {
  const t = EXPORT_TEXTS[locale];
  const workbook = await newWorkbook();
  workbook.title = t.title;
  workbook.created = new Date(data.timestamp);

  const summary = sheetWithHeader(workbook, t.summarySheet, t.summaryHeader, [32, 18, 18]);
  for (const figure of SUMMARY_FIGURES) {
    const row = summary.addRow([t.figures[figure], data.property.summary[figure], data.auto.summary[figure]]);
    formatCell(row.getCell(2), FIGURE_KINDS[figure]);
    formatCell(row.getCell(3), FIGURE_KINDS[figure]);
  }
  summary.addRow([]);
  const updated = summary.addRow([t.lastUpdated, t.time(data.timestamp)]);
  updated.getCell(1).font = { bold: true };
  summary.addRow([t.period(data.periodDays)]);

  for (const table of MARKET_TABLES) {
    const columns = TABLE_COLUMNS[table];
    const sheet = sheetWithHeader(workbook, t.tables[table].sheet, t.tables[table].columns, [30, 12, 16, 16]);
    for (const values of tableRows(data, table)) {
      const row = sheet.addRow(columns.map((column) => values[column.key]));
      columns.forEach((column, index) => formatCell(row.getCell(index + 1), column.kind));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
