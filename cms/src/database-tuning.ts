import type { Core } from '@strapi/strapi';

/**
 * Indexes for the ideas list (filters and the default rank order), created if missing. Strapi's schema sync keeps
 * indexes it did not create. On SQLite, WAL lets readers run while a write commits.
 */
export async function tuneDatabase(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (strapi.db.dialect.client === 'sqlite') {
    await knex.raw('PRAGMA journal_mode = WAL');
    await knex.raw('PRAGMA synchronous = NORMAL');
  }
  const indexes: Array<[string, string[]]> = [
    ['ideas_rank_idx', ['rank', 'id']],
    ['ideas_status_rank_idx', ['status', 'rank']],
    ['ideas_priority_rank_idx', ['priority', 'rank']],
    ['ideas_company_rank_idx', ['company', 'rank']],
    ['ideas_type_rank_idx', ['idea_type', 'rank']],
    ['ideas_created_idx', ['created_at']],
  ];
  for (const [name, columns] of indexes) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ideas (${columns.map((c) => `"${c}"`).join(', ')})`);
  }
}
