import crypto from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { ProductUsage, UsageCounter } from '@platform/shared';
import { toIsoDate } from '../../../db-values';

export const USAGE_UID = 'api::product-usage.product-usage';
const USAGE_TABLE = 'product_usages';
/** The table's counter column of each counter the API names. */
const COUNTER_COLUMNS: Record<UsageCounter, string> = { searches: 'searches', apiCalls: 'api_calls', dataDownloads: 'data_downloads' };

/** What a product area call counts besides the opening (lastLogin): nothing more, or one counted feature. */
export type ProductUse = 'open' | UsageCounter;

export interface UsageOfProduct {
  lastLogin: string | null;
  usage: ProductUsage;
}

interface UsageRow {
  user_id: number;
  product_slug: string;
  last_login_at: unknown;
  searches: number | null;
  api_calls: number | null;
  data_downloads: number | null;
}

export const NO_USAGE: UsageOfProduct = { lastLogin: null, usage: { searches: 0, apiCalls: 0, dataDownloads: 0 } };

export default factories.createCoreService(USAGE_UID, ({ strapi }) => ({
  /**
   * The one helper the product areas call: every use opens the product (lastLogin), and a counted one adds to its
   * counter, in one atomic upsert, so two requests at once both count (a read and a write back would lose one) and an
   * area call costs one write. The unique index on user and product (database-tuning.ts) is its conflict target.
   */
  async record(userId: number, productSlug: string, use: ProductUse, now: Date = new Date()): Promise<void> {
    const knex = strapi.db.connection;
    const column = use === 'open' ? null : COUNTER_COLUMNS[use];
    const stamp = strapi.db.dialect.client === 'sqlite' ? now.getTime() : now;
    // Strapi's own columns too, so the row is a whole document in the panel.
    const row: Record<string, unknown> = {
      document_id: crypto.randomBytes(12).toString('hex'),
      user_id: userId,
      product_slug: productSlug,
      searches: 0,
      api_calls: 0,
      data_downloads: 0,
      last_login_at: stamp,
      created_at: stamp,
      updated_at: stamp,
      published_at: stamp,
    };
    const changes: Record<string, unknown> = { last_login_at: stamp, updated_at: stamp };
    if (column) {
      row[column] = 1;
      changes[column] = knex.raw('?? + 1', [`${USAGE_TABLE}.${column}`]);
    }
    await knex(USAGE_TABLE).insert(row).onConflict(['user_id', 'product_slug']).merge(changes);
  },

  /** Each product's usage by each of the users: by user id, then by product id. */
  async ofUsers(userIds: readonly number[]): Promise<Map<number, Map<string, UsageOfProduct>>> {
    const rows: UsageRow[] = userIds.length
      ? await strapi.db.query(USAGE_UID).findMany({
          select: ['user_id', 'product_slug', 'last_login_at', 'searches', 'api_calls', 'data_downloads'],
          where: { user_id: { $in: [...userIds] } },
        })
      : [];
    const byUser = new Map<number, Map<string, UsageOfProduct>>();
    for (const row of rows) {
      const products = byUser.get(row.user_id) ?? new Map<string, UsageOfProduct>();
      products.set(row.product_slug, {
        lastLogin: toIsoDate(row.last_login_at),
        usage: { searches: Number(row.searches ?? 0), apiCalls: Number(row.api_calls ?? 0), dataDownloads: Number(row.data_downloads ?? 0) },
      });
      byUser.set(row.user_id, products);
    }
    return byUser;
  },
}));
