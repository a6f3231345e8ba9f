import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AccessLocale, MarketData } from '@platform/shared';
import { renderPdf } from '../pdf-render';
import { EXPORT_TEXTS, FIGURE_KINDS, MARKET_TABLES, SUMMARY_FIGURES, TABLE_COLUMNS, figureText, tableRows, type FigureKind } from './export-layout';

const HEADER_FILL = '#f0f0f0';

const alignment = (kind: FigureKind) => (kind === 'text' ? ('left' as const) : ('right' as const));

/** The bold header row; a column of figures has its title over the figures, on the right. */
const headerRow = (labels: readonly string[], kinds: readonly FigureKind[]): TableCell[] =>
  labels.map((text, index) => ({ text, bold: true, fillColor: HEADER_FILL, alignment: alignment(kinds[index]) }));

/** The market page's figures as an A4 PDF: title, last-updated time, both summaries and the four tables. */
export async function marketPdf(data: MarketData, locale: AccessLocale): Promise<Buffer> {
  const t = EXPORT_TEXTS[locale];
  const summaryBody: TableCell[][] = [
    headerRow(t.summaryHeader, ['text', 'count', 'count']),
    ...SUMMARY_FIGURES.map((figure) => [
      t.figures[figure],
      { text: figureText(t, FIGURE_KINDS[figure], data.property.summary[figure]), alignment: 'right' as const },
      { text: figureText(t, FIGURE_KINDS[figure], data.auto.summary[figure]), alignment: 'right' as const },
    ]),
  ];
  const tables: Content[] = MARKET_TABLES.map((table) => {
    const columns = TABLE_COLUMNS[table];
    const body: TableCell[][] = [
      headerRow(
        t.tables[table].columns,
        columns.map((column) => column.kind),
      ),
      ...tableRows(data, table).map((row) =>
        columns.map((column) => ({ text: figureText(t, column.kind, row[column.key]), alignment: alignment(column.kind) })),
      ),
    ];
    // A table is short (ten rows at most): it starts on a new page rather than leave its title behind.
    return {
      unbreakable: true,
      stack: [
        { text: t.tables[table].title, style: 'heading' },
        { table: { headerRows: 1, widths: ['*', ...columns.slice(1).map(() => 'auto')], body }, layout: 'lightHorizontalLines' },
      ],
    };
  });
  const definition: TDocumentDefinitions = {
    info: { title: `${t.title} ${t.time(data.timestamp)}`, creator: 'Plattformen' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 6] },
      meta: { fontSize: 9, color: '#595959', margin: [0, 0, 0, 2] },
      heading: { fontSize: 13, bold: true, margin: [0, 16, 0, 6] },
    },
    content: [
      { text: t.title, style: 'title' },
      { text: `${t.lastUpdated}: ${t.time(data.timestamp)}`, style: 'meta' },
      { text: t.period(data.periodDays), style: 'meta' },
      { table: { headerRows: 1, widths: ['*', 'auto', 'auto'], body: summaryBody }, layout: 'lightHorizontalLines', margin: [0, 12, 0, 0] },
      ...tables,
    ],
    footer: (page, pages) => ({ text: t.page(page, pages), alignment: 'center', fontSize: 8, color: '#595959', margin: [0, 20, 0, 0] }),
  };
  return renderPdf(definition);
}
