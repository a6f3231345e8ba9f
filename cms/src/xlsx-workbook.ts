import type { Workbook } from 'exceljs';

/**
 * A new workbook made by the platform. exceljs is loaded on the first export, not at every server start (about 0.4 s
 * of module loading, the most of the libraries the server now loads when first needed).
 */
export async function newWorkbook(): Promise<Workbook> {
  const { Workbook: ExcelWorkbook } = await import('exceljs');
  const workbook = new ExcelWorkbook();
  workbook.creator = 'Plattformen';
  return workbook;
}
