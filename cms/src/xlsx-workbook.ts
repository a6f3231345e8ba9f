import type { Workbook } from 'exceljs';

/**
 * A new workbook made by the platform. exceljs is loaded on the first export, not at every server start: it is the
 * largest library the server loads (about 0.4 s of module loading a cold start would otherwise pay).
 */
export async function newWorkbook(): Promise<Workbook> {
  const { Workbook: ExcelWorkbook } = await import('exceljs');
  const workbook = new ExcelWorkbook();
  workbook.creator = 'Plattformen';
  return workbook;
}
