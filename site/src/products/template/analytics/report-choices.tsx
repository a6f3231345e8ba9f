import { Form, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { REPORT_MEASURES, type DatasetSummary, type ReportMeasure, type ReportQuery } from '@platform/shared';
import { useAnalyticsTexts } from './analytics-texts';

const isMeasure = (value: string | null): value is ReportMeasure => (REPORT_MEASURES as readonly string[]).includes(value ?? '');

/**
 * The report's choices live in the address (?groupBy&measure&value: a link or a reload shows the same report); a
 * choice the dataset cannot take falls back to the first column that fits, and to Antall. Null when the dataset has
 * no text or date column to group by.
 */
export function useReportQuery(summary: DatasetSummary): [ReportQuery | null, (next: ReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  const groupable = summary.columns.filter((column) => column.kind !== 'number').map((column) => column.name);
  const numbers = summary.columns.filter((column) => column.kind === 'number').map((column) => column.name);
  const pick = (wanted: string | null, names: string[]) => (wanted !== null && names.includes(wanted) ? wanted : (names[0] ?? null));

  const groupBy = pick(params.get('groupBy'), groupable);
  const value = pick(params.get('value'), numbers);
  const wantedMeasure = params.get('measure');
  const measure = isMeasure(wantedMeasure) && (wantedMeasure === 'count' || value !== null) ? wantedMeasure : 'count';
  const query = groupBy === null ? null : { groupBy, measure, value: measure === 'count' ? null : value };

  const choose = (next: ReportQuery) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('groupBy', next.groupBy);
        updated.set('measure', next.measure);
        if (next.measure === 'count' || !next.value) updated.delete('value');
        else updated.set('value', next.value);
        return updated;
      },
      { replace: true },
    );
  return [query, choose];
}

/** Grupper etter, Mål and (for any measure but Antall) Verdi. */
export function ReportChoices({ summary, query, onChange }: { summary: DatasetSummary; query: ReportQuery; onChange: (next: ReportQuery) => void }) {
  const texts = useAnalyticsTexts();
  const groupable = summary.columns.filter((column) => column.kind !== 'number');
  const numbers = summary.columns.filter((column) => column.kind === 'number');
  const measures = numbers.length > 0 ? REPORT_MEASURES : (['count'] as const);
  return (
    <Form layout="inline" style={{ rowGap: 12 }}>
      <Form.Item label={texts.groupBy} htmlFor="report-group-by">
        <Select
          id="report-group-by"
          style={{ minWidth: 180 }}
          value={query.groupBy}
          options={groupable.map((column) => ({ value: column.name, label: `${column.name} (${texts.kinds[column.kind]})` }))}
          onChange={(groupBy: string) => onChange({ ...query, groupBy })}
        />
      </Form.Item>
      <Form.Item label={texts.measure} htmlFor="report-measure">
        <Select
          id="report-measure"
          style={{ minWidth: 160 }}
          value={query.measure}
          options={measures.map((measure) => ({ value: measure, label: texts.measures[measure] }))}
          onChange={(measure: ReportMeasure) =>
            onChange({ ...query, measure, value: measure === 'count' ? null : (query.value ?? numbers[0]?.name ?? null) })
          }
        />
      </Form.Item>
      {query.measure !== 'count' && (
        <Form.Item label={texts.value} htmlFor="report-value">
          <Select
            id="report-value"
            style={{ minWidth: 180 }}
            value={query.value}
            options={numbers.map((column) => ({ value: column.name, label: column.name }))}
            onChange={(value: string) => onChange({ ...query, value })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
