import type { Knex } from 'knex';
import { bumpDataVersion } from './data-versions';
import { STATISTICS_SERIES_DATA, STATISTICS_SERIES_TABLE } from './statistics-series-table';

export interface StatisticsPoint {
  series_id: string;
  county: string;
  year: number;
  value: number;
}

const INSERT_CHUNK = 500;

/** Puts the points in place of the stored ones of the same series, county and year, in one transaction. */
export async function saveStatisticsPoints(knex: Knex, points: readonly StatisticsPoint[]): Promise<void> {
  if (points.length === 0) return;
  await knex.transaction(async (trx) => {
    for (let i = 0; i < points.length; i += INSERT_CHUNK) {
      await trx(STATISTICS_SERIES_TABLE)
        .insert(points.slice(i, i + INSERT_CHUNK))
        .onConflict(['series_id', 'county', 'year'])
        .merge(['value']);
    }
    await bumpDataVersion(trx, STATISTICS_SERIES_DATA);
  });
}
