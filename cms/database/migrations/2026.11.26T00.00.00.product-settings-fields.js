'use strict';

/**
 * Runs before Strapi brings the tables in line with the schemas, while the product's old columns still exist:
 * long_description becomes overview_description and features become key_features where those are empty. The old
 * `landing` JSON held the demo products' sample texts, which now come from the product registry in code.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('products'))) return;
    const has = (column) => knex.schema.hasColumn('products', column);
    if ((await has('long_description')) && (await has('overview_description'))) {
      await knex('products')
        .whereNotNull('long_description')
        .where((q) => q.whereNull('overview_description').orWhere('overview_description', ''))
        .update({ overview_description: knex.ref('long_description') });
    }
    if ((await has('features')) && (await has('key_features'))) {
      await knex('products')
        .whereNotNull('features')
        .where((q) => q.whereNull('key_features').orWhere('key_features', '[]').orWhere('key_features', 'null'))
        .update({ key_features: knex.ref('features') });
    }
  },
};
