'use strict';

/**
 * Runs before Strapi brings the tables in line with the schemas: the product's lifecycle (prototype, beta, stable,
 * deprecated) moves from the `status` column to `lifecycle`, every value kept. Strapi 5 reserves `status` for a
 * document's draft or published state, and its panel could not save a product form that had both.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('products'))) return;
    if (!(await knex.schema.hasColumn('products', 'status')) || (await knex.schema.hasColumn('products', 'lifecycle'))) return;
    await knex.schema.alterTable('products', (table) => table.renameColumn('status', 'lifecycle'));
  },
};
