import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  DATA_API_PRODUCT,
  PROPERTY_API_KEY_START,
  PRODUCT_API_KEY_LIMITS,
  PRODUCT_API_KEY_START,
  productApiKeyPrefix,
  type ProductApiKey,
  type ProductApiKeyCreated,
  type ProductApiKeyInput,
} from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { PRODUCT_API_KEYS_TABLE } from '../../../listings/product-api-keys-table';
import { ACTIVE, PRODUCT_UID } from '../../product/services/product';

/** One user's keys in one product: every query is scoped by both, so another user's key id finds nothing. */
export interface KeyOwner {
  productSlug: string;
  userId: number;
}

/** Whose key a call carries. */
export interface KeyHolder {
  keyId: number;
  productSlug: string;
  userId: number;
}

const COLUMNS = ['id', 'name', 'prefix', 'created_at', 'last_used_at'];

type KeyRow = { id: number | string; name: string; prefix: string; created_at: unknown; last_used_at: unknown };

const toApiKey = (row: KeyRow): ProductApiKey => ({
  id: Number(row.id),
  name: row.name,
  prefix: row.prefix,
  createdAt: toIsoDate(row.created_at) as string,
  lastUsedAt: toIsoDate(row.last_used_at),
});

/** The data API's keys say so (prop_); a template product's keys start pk_. */
const keyStartOf = (productSlug: string) => (productSlug === DATA_API_PRODUCT ? PROPERTY_API_KEY_START : PRODUCT_API_KEY_START);

/** Only this is stored: a key cannot be read back from the table, only recognised. */
const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** API keys (the table of listings/product-api-keys-table.ts): the API integration template's and the data API's. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = ({ productSlug, userId }: KeyOwner) => knex()(PRODUCT_API_KEYS_TABLE).where({ product_slug: productSlug, user_id: userId });

  return {
    /** Whether the product has keys: the data API's product, or a visible product made from the API integration template. */
    async hasKeys(productSlug: string): Promise<boolean> {
      if (productSlug === DATA_API_PRODUCT) return true;
      const product = await strapi.db.query(PRODUCT_UID).findOne({ select: ['template'], where: { ...ACTIVE, slug: productSlug } });
      return product?.template === 'api-integration';
    },

    /** The owner's keys, the newest first (the id breaks ties). */
    async list(owner: KeyOwner): Promise<ProductApiKey[]> {
      const rows: KeyRow[] = await mine(owner)
        .select(COLUMNS)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return rows.map(toApiKey);
    },

    /**
     * A new key for the owner, or null when they already have the most allowed. The count and the insert share a
     * transaction, and on PostgreSQL the user's row is locked first, so two creates at once cannot pass the limit.
     */
    async create(owner: KeyOwner, input: ProductApiKeyInput): Promise<ProductApiKeyCreated | null> {
      const key = keyStartOf(owner.productSlug) + crypto.randomBytes(32).toString('base64url');
      const now = new Date();
      const row = { name: input.name, prefix: productApiKeyPrefix(key), created_at: now };
      const id = await knex().transaction(async (trx) => {
        if (strapi.db.dialect.client !== 'sqlite') await trx('up_users').select('id').where({ id: owner.userId }).forUpdate();
        const counted = await trx(PRODUCT_API_KEYS_TABLE)
          .where({ product_slug: owner.productSlug, user_id: owner.userId })
          .count({ total: '*' })
          .first();
        if (Number(counted?.total ?? 0) >= PRODUCT_API_KEY_LIMITS.perUserAndProduct) return null;
        const [inserted] = await trx(PRODUCT_API_KEYS_TABLE)
          .insert({ product_slug: owner.productSlug, user_id: owner.userId, key_hash: hashOf(key), ...row })
          .returning('id');
        return typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
      });
      if (id === null) return null;
      return { key, apiKey: { id, name: row.name, prefix: row.prefix, createdAt: now.toISOString(), lastUsedAt: null } };
    },

    /** Revokes a key: it is deleted, so a call with it is refused at once. False when the owner has no such key. */
    async remove(owner: KeyOwner, id: number): Promise<boolean> {
      return (await mine(owner).where({ id }).delete()) > 0;
    },

    /** Whose key this is, or null for a key that does not exist (never made, or revoked). */
    async holderOf(key: string): Promise<KeyHolder | null> {
      const row: { id: number | string; product_slug: string; user_id: number | string } | undefined = await knex()(PRODUCT_API_KEYS_TABLE)
        .select('id', 'product_slug', 'user_id')
        .where({ key_hash: hashOf(key) })
        .first();
      return row ? { keyId: Number(row.id), productSlug: row.product_slug, userId: Number(row.user_id) } : null;
    },

    async markUsed(keyId: number, now: Date = new Date()): Promise<void> {
      await knex()(PRODUCT_API_KEYS_TABLE).where({ id: keyId }).update({ last_used_at: now });
    },
  };
};
