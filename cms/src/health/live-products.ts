import type { Knex } from 'knex';
import { productAreaReady } from '../api/product/services/product-areas';

export interface LiveProduct {
  id: string;
  name: string;
}

/** Products a visitor can open, by id: active, not archived or deleted, with their area on the site. */
export async function liveProducts(knex: Knex): Promise<LiveProduct[]> {
  const rows: Array<{ slug: string; name: string; template: string | null }> = await knex('products')
    .select('slug', 'name', 'template')
    .whereNull('deleted_at')
    .whereNull('archived_at')
    .where('is_active', true)
    .orderBy('slug');
  return rows.filter((row) => productAreaReady(row.slug, row.template)).map((row) => ({ id: row.slug, name: row.name }));
}
