import type { Core } from '@strapi/strapi';
import { createTableOnce } from '../create-table-once';

export const STATISTICS_SERIES_TABLE = 'statistics_series';
/** The data version every write to the table raises (see data-versions.ts). */
export const STATISTICS_SERIES_DATA = 'statistics_series';

/** Yearly figures per county of the series in STATISTICS_SERIES: one row per series, county and year. */
export async function ensureStatisticsSeriesTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, STATISTICS_SERIES_TABLE, (t) => {
    t.increments('id').primary();
    t.string('series_id', 64).notNullable();
    t.string('county', 64).notNullable();
    t.integer('year').notNullable();
    t.double('value').notNullable();
    t.unique(['series_id', 'county', 'year'], { indexName: 'statistics_series_point_uq' });
  });
}
