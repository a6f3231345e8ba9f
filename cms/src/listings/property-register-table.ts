import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createTableOnce } from '../create-table-once';

export const PROPERTY_REGISTER_TABLE = 'property_register';

/**
 * The address register sample the listing wizard reads year built and areas from (sample data, not the official
 * register). An address is found by its key, the address lowercased without any whitespace, so 'storgata  1' and
 * 'Storgata 1' are the same address; the key is made here rather than with SQL lower(), which SQLite applies to
 * ASCII letters only ('Ø' would stay upper case).
 */
export async function ensurePropertyRegisterTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, PROPERTY_REGISTER_TABLE, (t) => {
    t.increments('id').primary();
    t.string('address', 200).notNullable();
    t.string('address_key', 200).notNullable();
    t.string('postal_code', 4).notNullable();
    t.string('city', 60).notNullable();
    t.integer('year_built').nullable();
    t.integer('living_area').nullable();
    t.integer('plot_area').nullable();
    t.unique(['address_key', 'postal_code'], { indexName: 'property_register_address_uq' });
  });
}

/** What a register lookup compares: the address lowercased, whitespace removed. */
export const registerAddressKey = (address: string): string => address.toLocaleLowerCase('nb').replace(/\s+/g, '');

export interface PropertyRegisterRow {
  address: string;
  postal_code: string;
  city: string;
  year_built: number | null;
  living_area: number | null;
  plot_area: number | null;
}

/** Adds register entries (an address already there is kept as it is). */
export async function insertRegisterEntries(knex: Knex, rows: readonly PropertyRegisterRow[]): Promise<void> {
  if (rows.length === 0) return;
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await trx(PROPERTY_REGISTER_TABLE)
        .insert(rows.slice(i, i + 200).map((row) => ({ ...row, address_key: registerAddressKey(row.address) })))
        .onConflict(['address_key', 'postal_code'])
        .ignore();
    }
  });
}

/** The register entry of an address and postal code, if the sample has it. */
export async function findRegisterEntry(knex: Knex, address: string, postalCode: string): Promise<PropertyRegisterRow | null> {
  const row = await knex(PROPERTY_REGISTER_TABLE)
    .first('address', 'postal_code', 'city', 'year_built', 'living_area', 'plot_area')
    .where({ address_key: registerAddressKey(address), postal_code: postalCode.trim() });
  return (row as PropertyRegisterRow | undefined) ?? null;
}
