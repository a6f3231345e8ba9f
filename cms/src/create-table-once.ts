import type { Knex } from 'knex';

/**
 * Creates a table of the platform's own unless it exists. Two app processes starting at once may both try: the
 * loser finds the table there and carries on.
 */
export async function createTableOnce(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void): Promise<boolean> {
  if (await knex.schema.hasTable(name)) return false;
  try {
    await knex.schema.createTable(name, build);
    return true;
  } catch (error) {
    if (!(await knex.schema.hasTable(name))) throw error;
    return false;
  }
}
