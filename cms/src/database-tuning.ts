import type { Core } from '@strapi/strapi';

/**
 * Indexes for the ideas list (filters, the default rank order, the summary cards), for an idea's own records and
 * for page visits, created if missing. Strapi's schema sync keeps
 * indexes it did not create. (SQLite's journal settings are made per connection, in config/database.ts.)
 */
export async function tuneDatabase(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const indexes: Array<[string, string[]]> = [
    ['ideas_rank_idx', ['rank', 'id']],
    ['ideas_status_rank_idx', ['status', 'rank']],
    ['ideas_priority_rank_idx', ['priority', 'rank']],
    ['ideas_company_rank_idx', ['company', 'rank']],
    ['ideas_type_rank_idx', ['idea_type', 'rank']],
    ['ideas_created_idx', ['created_at']],
    // Covers the summary cards' pass (counts by priority and status, average score).
    ['ideas_stats_idx', ['status', 'priority', 'score']],
  ];
  const childIndexes: Array<[string, string, string[]]> = [
    ['idea_tasks_board_idx', 'idea_tasks', ['idea_id', 'status', 'position']],
    ['idea_comments_idea_idx', 'idea_comments', ['idea_id', 'created_at']],
    ['idea_evaluations_idea_idx', 'idea_evaluations', ['idea_id']],
    ['idea_attachments_idea_idx', 'idea_attachments', ['idea_id']],
    // Visit analytics reads by period, and counts visitors and sessions within one.
    ['page_visits_created_idx', 'page_visits', ['created_at']],
    ['page_visits_visitor_idx', 'page_visits', ['visitor_id', 'created_at']],
    ['page_visits_session_idx', 'page_visits', ['session_id']],
    ['page_visits_user_idx', 'page_visits', ['user_id']],
    // A user's payments on their Betalinger tab; the revenue card sums them all.
    ['payments_user_idx', 'payments', ['user_id', 'paid_at']],
    // The dashboard counts sign-ins (one action among a million log entries) by time, and their accounts, from the index alone.
    ['log_entries_action_time_idx', 'log_entries', ['action', 'timestamp', 'user_id']],
    // Cohorts: whether an account signed in within a month, one index probe each.
    ['log_entries_action_user_time_idx', 'log_entries', ['action', 'user_id', 'timestamp']],
    // Visitors and sessions per day and per visitor within a window, from the index alone (100,000 visits: half the time).
    ['page_visits_window_idx', 'page_visits', ['created_at', 'visitor_id', 'session_id', 'user_id']],
    // A product's distinct visitors in a window (overview, funnel) without reading the rows.
    ['page_visits_product_visitor_idx', 'page_visits', ['product_id', 'created_at', 'visitor_id']],
    // Every product's distinct visitors in a window (the overview) from the window's index entries alone.
    ['page_visits_window_product_idx', 'page_visits', ['created_at', 'product_id', 'visitor_id']],
  ];
  // SQLite only: the visitor analytics' lists (pages, search terms, sources, referrers) over a window from the index
  // alone, not one row read per visit. Not on PostgreSQL, whose index entries are limited to about 2.7 kB (long
  // addresses, titles and search terms together could exceed it and fail the visit's insert).
  const sqliteIndexes: Array<[string, string, string[]]> = [
    [
      'page_visits_lists_idx',
      'page_visits',
      ['created_at', 'page', 'title', 'is_landing', 'utm_source', 'utm_medium', 'referrer_type', 'referrer_domain', 'search_engine', 'search_terms'],
    ],
  ];
  // One subscription row per user and product: a second trial start for the same pair fails here even in a race.
  // The same for usage counters, whose upsert needs the index as its conflict target.
  const uniqueIndexes: Array<[string, string, string[]]> = [
    ['product_subscriptions_user_product_uq', 'product_subscriptions', ['user_id', 'product_slug']],
    ['product_usages_user_product_uq', 'product_usages', ['user_id', 'product_slug']],
  ];
  const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
  for (const [name, columns] of indexes) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ideas (${quoted(columns)})`);
  for (const [name, table, columns] of childIndexes) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${quoted(columns)})`);
  if (strapi.db.dialect.client === 'sqlite') {
    for (const [name, table, columns] of sqliteIndexes) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${quoted(columns)})`);
  }
  for (const [name, table, columns] of uniqueIndexes) await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${quoted(columns)})`);
}
