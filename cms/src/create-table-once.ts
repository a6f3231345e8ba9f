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

/**
 * Adds the columns a table of the platform's own gained since it was first made (a database from an earlier
 * version), each only if missing; a concurrent start that added it first is no error.
 */
export async function addColumnsOnce(knex: Knex, name: string, columns: Record<string, (table: Knex.AlterTableBuilder) => void>): Promise<void> {
  for (const [column, add] of Object.entries(columns)) {
    if (await knex.schema.hasColumn(name, column)) continue;
    try {
      await knex.schema.alterTable(name, add);
    } catch (error) {
      if (!(await knex.schema.hasColumn(name, column))) throw error;
    }
  }
}
