import type { Knex } from 'knex';
import { NORWEGIAN_COUNTIES, STATISTICS_SERIES, type AccessLocale, type StatisticsAnswer, type StatisticsTopic } from '@platform/shared';
import { STATISTICS_SERIES_TABLE } from './statistics-series-table';

const COUNTY_ORDER = new Map(NORWEGIAN_COUNTIES.map(([, name], index) => [name, index]));
const countyOrder = (county: string) => COUNTY_ORDER.get(county) ?? COUNTY_ORDER.size;

// Numbers may come back as text from PostgreSQL (SUM, AVG).
type PointRow = { series_id: string; county: string; year: number | string; value: number | string };
type NationalRow = { series_id: string; year: number | string; total: number | string; mean: number | string };

/** Rates and ages are shown with one decimal; counts are whole. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A topic's series: each county's yearly figures and the national figure per year (the counties' sum for counts,
 * their plain mean for rates and ages, as STATISTICS_SERIES says), computed by the database.
 */
export async function readStatistics(knex: Knex, topic: StatisticsTopic, locale: AccessLocale): Promise<StatisticsAnswer> {
  const definitions = STATISTICS_SERIES.filter((series) => series.topic === topic);
  const ids = definitions.map((series) => series.id);
  const [points, national] = (await Promise.all([
    knex(STATISTICS_SERIES_TABLE).select('series_id', 'county', 'year', 'value').whereIn('series_id', ids).orderBy(['series_id', 'county', 'year']),
    knex(STATISTICS_SERIES_TABLE)
      .select('series_id', 'year')
      .sum({ total: 'value' })
      .avg({ mean: 'value' })
      .whereIn('series_id', ids)
      .groupBy('series_id', 'year')
      .orderBy(['series_id', 'year']),
  ])) as [PointRow[], NationalRow[]];
  const years = [...new Set(points.map((point) => Number(point.year)))].sort((a, b) => a - b);
  return {
    topic,
    years,
    series: definitions.map((definition) => {
      const counties = new Map<string, Array<{ year: number; value: number }>>();
      for (const point of points.filter((row) => row.series_id === definition.id)) {
        const values = counties.get(point.county) ?? [];
        values.push({ year: Number(point.year), value: Number(point.value) });
        counties.set(point.county, values);
      }
      return {
        id: definition.id,
        label: definition.label[locale],
        unit: definition.unit,
        national: national
          .filter((row) => row.series_id === definition.id)
          .map((row) => ({
            year: Number(row.year),
            value: definition.national === 'sum' ? Math.round(Number(row.total)) : oneDecimal(Number(row.mean)),
          })),
        byCounty: [...counties.entries()]
          .sort(([a], [b]) => countyOrder(a) - countyOrder(b) || a.localeCompare(b, 'nb'))
          .map(([county, values]) => ({ county, values })),
      };
    }),
  };
}
