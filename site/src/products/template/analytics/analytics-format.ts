import type { DatasetCell, DatasetColumnKind, DatasetReportRow } from '@platform/shared';
import type { AnalyticsTexts } from './analytics-texts';

// Numbers the Norwegian way in both languages, as the rest of the site shows them: '1 234,5'.
const number = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('nb-NO', { notation: 'compact', maximumFractionDigits: 1 });

/** What a missing figure shows. */
export const NO_VALUE = '–';

export const formatNumber = (value: number | null | undefined): string => (value === null || value === undefined ? NO_VALUE : number.format(value));

/** '250k', '1,2 mill.': short axis ticks. */
export const formatCompact = (value: number): string => compact.format(value);

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** A stored cell as the tables show it. */
export function formatCell(cell: DatasetCell, kind: DatasetColumnKind): string {
  if (cell === null) return '';
  if (kind === 'number' && typeof cell === 'number') return formatNumber(cell);
  if (kind === 'date' && typeof cell === 'string') return formatDay(cell);
  return String(cell);
}

/** A report row's group as the chart and table name it: 'MM.YYYY' for a month, the empty and merged groups in words. */
export function groupLabel(row: DatasetReportRow, groupKind: 'text' | 'date', texts: AnalyticsTexts): string {
  if (row.otherGroups) return texts.otherGroups(row.otherGroups);
  if (row.group === null) return texts.emptyGroup;
  if (groupKind === 'date') {
    const [year, month] = row.group.split('-');
    return `${month}.${year}`;
  }
  return row.group;
}
