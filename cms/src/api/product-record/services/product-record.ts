import type { Core } from '@strapi/strapi';
import { PRODUCT_RECORDS_PAGE_SIZE, type ProductRecord, type ProductRecordInput, type ProductRecordPage } from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { PRODUCT_RECORDS_TABLE } from '../../../listings/product-records-table';
import { ACTIVE, PRODUCT_UID } from '../../product/services/product';

/** One user's records in one product: every query is scoped by both, so another user's id finds nothing. */
export interface RecordOwner {
  productSlug: string;
  userId: number;
}

const COLUMNS = ['id', 'title', 'description', 'created_at', 'updated_at'];

type RecordRow = { id: number | string; title: string; description: string; created_at: unknown; updated_at: unknown };

const toRecord = (row: RecordRow): ProductRecord => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  createdAt: toIsoDate(row.created_at) as string,
  updatedAt: toIsoDate(row.updated_at) as string,
});

/** The CRUD template's records (the table of listings/product-records-table.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = ({ productSlug, userId }: RecordOwner) => knex()(PRODUCT_RECORDS_TABLE).where({ product_slug: productSlug, user_id: userId });
  const find = async (owner: RecordOwner, id: number): Promise<ProductRecord | null> => {
    const row: RecordRow | undefined = await mine(owner).select(COLUMNS).where({ id }).first();
    return row ? toRecord(row) : null;
  };

  return {
    /** Whether the product is visible and made from a template with records: the CRUD one, or the API one (its API is its records). */
    async hasRecords(productSlug: string): Promise<boolean> {
      const product = await strapi.db.query(PRODUCT_UID).findOne({ select: ['template'], where: { ...ACTIVE, slug: productSlug } });
      return product?.template === 'crud' || product?.template === 'api-integration';
    },

    /** A page of the owner's records, the last changed first (the id breaks ties, so pages never overlap). */
    async list(owner: RecordOwner, page: number): Promise<ProductRecordPage> {
      const [rows, counted] = await Promise.all([
        mine(owner)
          .select(COLUMNS)
          .orderBy([
            { column: 'updated_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(PRODUCT_RECORDS_PAGE_SIZE)
          .offset((page - 1) * PRODUCT_RECORDS_PAGE_SIZE) as Promise<RecordRow[]>,
        mine(owner).count({ total: '*' }).first() as Promise<{ total: number | string } | undefined>,
      ]);
      return { records: rows.map(toRecord), total: Number(counted?.total ?? 0), page, pageSize: PRODUCT_RECORDS_PAGE_SIZE };
    },

    find,

    async create(owner: RecordOwner, input: ProductRecordInput): Promise<ProductRecord> {
      const now = new Date();
      const [inserted] = await knex()(PRODUCT_RECORDS_TABLE)
        .insert({ product_slug: owner.productSlug, user_id: owner.userId, ...input, created_at: now, updated_at: now })
        .returning('id');
      const id = typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
      return { id, ...input, createdAt: now.toISOString(), updatedAt: now.toISOString() };
    },

    /** The changed record, or null when the owner has no record with this id. */
    async update(owner: RecordOwner, id: number, input: ProductRecordInput): Promise<ProductRecord | null> {
      const updated = await mine(owner)
        .where({ id })
        .update({ ...input, updated_at: new Date() });
      return updated > 0 ? find(owner, id) : null;
    },

    async remove(owner: RecordOwner, id: number): Promise<boolean> {
      return (await mine(owner).where({ id }).delete()) > 0;
    },
  };
};
