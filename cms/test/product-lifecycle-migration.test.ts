import knexFactory, { type Knex } from 'knex';
import { marker, server } from './api-client';
import { testKnex } from './test-knex';
import { PRODUCT_STATUSES } from '@platform/shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration: { up(knex: Knex): Promise<void> } = require('../database/migrations/2026.12.07T00.00.00.product-lifecycle.js');

/** A database of the test's own, on this run's engine: an in-memory SQLite, or a schema of its own on PostgreSQL. */
async function ownDatabase(): Promise<{ knex: Knex; drop: () => Promise<void> }> {
  if (server.client !== 'postgres') {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    return { knex, drop: () => knex.destroy() };
  }
  const schema = marker('lifecycle').replace(/-/g, '_');
  const admin = testKnex();
  await admin.raw('CREATE SCHEMA ??', [schema]);
  const knex = knexFactory({ client: 'pg', connection: server.databaseUrl, searchPath: [schema], pool: { min: 0, max: 1 } });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      await admin.raw('DROP SCHEMA ?? CASCADE', [schema]);
      await admin.destroy();
    },
  };
}

describe(`the product lifecycle migration on ${server.client === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('moves each product’s status to lifecycle with every value kept, once', async () => {
    const { knex, drop } = await ownDatabase();
    try {
      await knex.schema.createTable('products', (table) => {
        table.increments('id');
        table.string('slug');
        table.string('status');
      });
      const rows = [
        { slug: 'a', status: 'prototype' },
        { slug: 'b', status: 'beta' },
        { slug: 'c', status: 'stable' },
        { slug: 'd', status: 'deprecated' },
        { slug: 'e', status: null },
      ];
      await knex('products').insert(rows);
      await migration.up(knex);
      await migration.up(knex); // a second start finds it done
      expect(await knex.schema.hasColumn('products', 'status')).toBe(false);
      expect(await knex('products').select('slug', 'lifecycle').orderBy('slug')).toEqual(rows.map(({ slug, status }) => ({ slug, lifecycle: status })));
    } finally {
      await drop();
    }
  });

  it('leaves a database without products alone', async () => {
    const { knex, drop } = await ownDatabase();
    try {
      await migration.up(knex);
      expect(await knex.schema.hasTable('products')).toBe(false);
    } finally {
      await drop();
    }
  });

  it('has run on the platform’s own database: its products keep their lifecycle under the new name', async () => {
    const knex = testKnex();
    try {
      expect(await knex.schema.hasColumn('products', 'lifecycle')).toBe(true);
      expect(await knex.schema.hasColumn('products', 'status')).toBe(false);
      const lifecycles: unknown[] = await knex('products').pluck('lifecycle');
      expect(lifecycles.length).toBeGreaterThan(0);
      for (const lifecycle of lifecycles) expect(PRODUCT_STATUSES).toContain(lifecycle);
    } finally {
      await knex.destroy();
    }
  });
});
