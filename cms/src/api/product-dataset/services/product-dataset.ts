import type { Core } from '@strapi/strapi';
import { summarizeDataset, type DatasetColumn, type DatasetSummary, type ParsedDataset } from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { PRODUCT_DATASETS_TABLE } from '../../../listings/product-datasets-table';
import { ACTIVE, PRODUCT_UID } from '../../product/services/product';

/** One user's dataset in one product: every query is scoped by both, so another user's finds nothing. */
export interface DatasetOwner {
  productSlug: string;
  userId: number;
}

export interface StoredDataset {
  fileName: string;
  uploadedAt: string;
  dataset: ParsedDataset;
}

type DatasetRow = { file_name: string; columns: string; rows: string; created_at: unknown };

/** The analytics dashboard template's datasets (the table of listings/product-datasets-table.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = ({ productSlug, userId }: DatasetOwner) => knex()(PRODUCT_DATASETS_TABLE).where({ product_slug: productSlug, user_id: userId });

  return {
    /** Whether the product is visible and made from the analytics dashboard template (only those have datasets). */
    async hasDatasets(productSlug: string): Promise<boolean> {
      const product = await strapi.db.query(PRODUCT_UID).findOne({ select: ['template'], where: { ...ACTIVE, slug: productSlug } });
      return product?.template === 'analytics-dashboard';
    },

    /** Stores the dataset as the owner's, in place of any earlier one (one statement: the old stays if it fails). */
    async save(owner: DatasetOwner, fileName: string, dataset: ParsedDataset): Promise<DatasetSummary> {
      const now = new Date();
      await knex()(PRODUCT_DATASETS_TABLE)
        .insert({
          product_slug: owner.productSlug,
          user_id: owner.userId,
          file_name: fileName,
          columns: JSON.stringify(dataset.columns),
          rows: JSON.stringify(dataset.rows),
          row_count: dataset.rows.length,
          created_at: now,
        })
        .onConflict(['product_slug', 'user_id'])
        .merge(['file_name', 'columns', 'rows', 'row_count', 'created_at']);
      return summarizeDataset(dataset, fileName, now.toISOString());
    },

    /** The owner's dataset with all its rows, or null before the first upload. */
    async load(owner: DatasetOwner): Promise<StoredDataset | null> {
      const row: DatasetRow | undefined = await mine(owner).select(['file_name', 'columns', 'rows', 'created_at']).first();
      if (!row) return null;
      const columns = JSON.parse(row.columns) as DatasetColumn[];
      return { fileName: row.file_name, uploadedAt: toIsoDate(row.created_at) as string, dataset: { columns, rows: JSON.parse(row.rows) } };
    },

    async remove(owner: DatasetOwner): Promise<boolean> {
      return (await mine(owner).delete()) > 0;
    },
  };
};
