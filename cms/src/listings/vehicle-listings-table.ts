import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { FUEL_TYPES, TRANSMISSIONS, VEHICLE_BODY_TYPES } from '@platform/shared';
import { createTableOnce } from '../create-table-once';

export const VEHICLE_LISTINGS_TABLE = 'vehicle_listings';
/** The data version every write to the table raises (see data-versions.ts). */
export const VEHICLE_LISTINGS_DATA = 'vehicle_listings';
/** SQLite: the FTS5 index over the searched columns, its content read from the table itself. */
export const VEHICLE_SEARCH_TABLE = 'vehicle_listings_search';
/** PostgreSQL: the searched columns as a stored tsvector. */
export const VEHICLE_SEARCH_VECTOR = 'search_vector';

/** The columns the text search reads, in the FTS5 index's column order. */
export const VEHICLE_SEARCHED_COLUMNS = ['brand', 'model', 'location_label', 'fuel_type', 'transmission'] as const;

/**
 * What the search ranks by: a word found in the brand or model weighs more than one in the place, fuel or gearbox.
 * FTS5 takes a weight per column; PostgreSQL's weight classes are A (1.0) and B (0.4), the same ratio.
 */
export const VEHICLE_SEARCH_WEIGHTS = [2.5, 2.5, 1, 1, 1] as const;

/**
 * The text PostgreSQL indexes: ASCII punctuation becomes a space first, so that its parser sees the same words as
 * FTS5's unicode61 tokenizer ('ID.3' is 'id' and '3', not a file name; 'CX-30' is 'cx' and '30', not 'cx' and -30).
 */
const pgWords = (columns: readonly string[]) => `regexp_replace(${columns.join(` || ' ' || `)}, '[[:punct:]]+', ' ', 'g')`;
const PG_SEARCH_VECTOR =
  `setweight(to_tsvector('simple', ${pgWords(['brand', 'model'])}), 'A') || ` +
  `setweight(to_tsvector('simple', ${pgWords(['location_label', 'fuel_type', 'transmission'])}), 'B')`;

/**
 * The platform's vehicle listings (a table of its own, not a content type: 100,000 rows and a text index Strapi does
 * not manage). The database refuses an unknown fuel, gearbox or body type, a negative mileage and a price of 0 or
 * less. The market summary reads the same columns.
 */
export async function ensureVehicleListingsTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, VEHICLE_LISTINGS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('brand', 64).notNullable();
    t.string('model', 64).notNullable();
    t.integer('year').notNullable().checkBetween([1900, 2100], 'vehicle_listings_year_check');
    t.integer('mileage').notNullable().checkBetween([0, 5_000_000], 'vehicle_listings_mileage_check');
    t.string('location', 200).notNullable();
    t.string('location_label', 200).notNullable();
    t.string('county', 64).notNullable();
    t.string('fuel_type', 20)
      .notNullable()
      .checkIn([...FUEL_TYPES], 'vehicle_listings_fuel_check');
    t.string('transmission', 10)
      .notNullable()
      .checkIn([...TRANSMISSIONS], 'vehicle_listings_transmission_check');
    t.string('body_type', 20)
      .notNullable()
      .checkIn([...VEHICLE_BODY_TYPES], 'vehicle_listings_body_check');
    // Whole kroner; null when the seller gave none.
    t.integer('price').nullable().checkPositive('vehicle_listings_price_check');
    t.timestamp('listed_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    // The search's filters; the statistics' groups read (year, price), (mileage, price) and listed_at alone.
    t.index(['brand', 'model'], 'vehicle_listings_brand_model_idx');
    t.index(['location'], 'vehicle_listings_location_idx');
    t.index(['fuel_type'], 'vehicle_listings_fuel_idx');
    t.index(['year', 'price'], 'vehicle_listings_year_price_idx');
    t.index(['price'], 'vehicle_listings_price_idx');
    t.index(['mileage', 'price'], 'vehicle_listings_mileage_price_idx');
    t.index(['listed_at'], 'vehicle_listings_listed_idx');
  });
  if (strapi.db.dialect.client === 'postgres') await ensurePostgresSearch(knex);
  else await ensureSqliteSearch(knex);
}

async function ensurePostgresSearch(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn(VEHICLE_LISTINGS_TABLE, VEHICLE_SEARCH_VECTOR))) {
    await knex.raw(`ALTER TABLE ?? ADD COLUMN IF NOT EXISTS ?? tsvector GENERATED ALWAYS AS (${PG_SEARCH_VECTOR}) STORED`, [
      VEHICLE_LISTINGS_TABLE,
      VEHICLE_SEARCH_VECTOR,
    ]);
  }
  await knex.raw(`CREATE INDEX IF NOT EXISTS vehicle_listings_search_idx ON ?? USING gin (??)`, [VEHICLE_LISTINGS_TABLE, VEHICLE_SEARCH_VECTOR]);
}

/**
 * An external-content FTS5 table (it stores only the index; the text stays in vehicle_listings) kept in step by
 * triggers, so every write, whoever makes it, is searchable at once. Diacritics are kept, as PostgreSQL keeps them;
 * prefix indexes make the short prefixes people type ('vo', 'ele') quick.
 */
async function ensureSqliteSearch(knex: Knex): Promise<void> {
  const columns = VEHICLE_SEARCHED_COLUMNS.join(', ');
  const values = (row: 'new' | 'old') => VEHICLE_SEARCHED_COLUMNS.map((column) => `${row}.${column}`).join(', ');
  const created = !(await knex.schema.hasTable(VEHICLE_SEARCH_TABLE));
  await knex.raw(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${VEHICLE_SEARCH_TABLE} USING fts5(${columns}, content='${VEHICLE_LISTINGS_TABLE}', content_rowid='id', ` +
      `tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`,
  );
  const removeOld = `INSERT INTO ${VEHICLE_SEARCH_TABLE}(${VEHICLE_SEARCH_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});`;
  const addNew = `INSERT INTO ${VEHICLE_SEARCH_TABLE}(rowid, ${columns}) VALUES (new.id, ${values('new')});`;
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${VEHICLE_SEARCH_TABLE}_insert AFTER INSERT ON ${VEHICLE_LISTINGS_TABLE} BEGIN ${addNew} END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${VEHICLE_SEARCH_TABLE}_delete AFTER DELETE ON ${VEHICLE_LISTINGS_TABLE} BEGIN ${removeOld} END`);
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS ${VEHICLE_SEARCH_TABLE}_update AFTER UPDATE OF ${columns} ON ${VEHICLE_LISTINGS_TABLE} BEGIN ${removeOld} ${addNew} END`,
  );
  // An index made after rows were stored starts empty: fill it from the table.
  if (created) await knex.raw(`INSERT INTO ${VEHICLE_SEARCH_TABLE}(${VEHICLE_SEARCH_TABLE}) VALUES ('rebuild')`);
}
