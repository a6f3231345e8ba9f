import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { AccessLocale } from '@platform/shared';
import { createTableOnce } from '../create-table-once';
import { isUniqueViolation } from '../db-errors';

export const MARKET_SUBSCRIPTIONS_TABLE = 'market_subscriptions';

/** A token is 32 random bytes in hex; only its SHA-256 is stored, so the table cannot unsubscribe anybody. */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface StoredSubscription {
  id: number;
  email: string;
  locale: AccessLocale;
  confirmation_sent_at: unknown;
}

/**
 * The e-mail subscriptions to the market report. An address has at most one active subscription (the partial
 * unique index decides between two at once); an unsubscribed row stays, so its link is known as used.
 */
export async function ensureMarketSubscriptionsTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, MARKET_SUBSCRIPTIONS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable();
    t.string('locale', 2).notNullable();
    t.integer('user_id').nullable();
    t.string('token_hash', 64).notNullable().unique({ indexName: 'market_subscriptions_token_uq' });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('confirmation_sent_at', { useTz: true }).nullable();
    t.timestamp('unsubscribed_at', { useTz: true }).nullable();
    t.unique(['email'], { indexName: 'market_subscriptions_active_email_uq', predicate: knex.whereNull('unsubscribed_at') });
  });
}

export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export async function activeSubscription(knex: Knex, email: string): Promise<StoredSubscription | undefined> {
  return knex(MARKET_SUBSCRIPTIONS_TABLE)
    .select('id', 'email', 'locale', 'confirmation_sent_at')
    .where({ email })
    .whereNull('unsubscribed_at')
    .first();
}

/** A new active subscription; false when the address got one meanwhile (the unique index refused this one). */
export async function insertSubscription(
  knex: Knex,
  row: { email: string; locale: AccessLocale; user_id: number | null; token_hash: string },
): Promise<number | false> {
  try {
    const [inserted] = await knex(MARKET_SUBSCRIPTIONS_TABLE)
      .insert({ ...row, created_at: new Date() })
      .returning('id');
    return typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A subscription whose confirmation was never sent gets a new link (and the language and user of this request). */
export async function renewSubscriptionToken(
  knex: Knex,
  id: number,
  row: { locale: AccessLocale; user_id: number | null; token_hash: string },
): Promise<void> {
  await knex(MARKET_SUBSCRIPTIONS_TABLE).where({ id }).whereNull('confirmation_sent_at').update(row);
}

/** A new unsubscribe link for a subscription whose confirmation went out (the earlier link stops working). */
export async function renewUnsubscribeToken(knex: Knex, id: number, tokenHash: string): Promise<void> {
  await knex(MARKET_SUBSCRIPTIONS_TABLE).where({ id }).update({ token_hash: tokenHash });
}

export async function markConfirmationSent(knex: Knex, id: number): Promise<void> {
  await knex(MARKET_SUBSCRIPTIONS_TABLE).where({ id }).update({ confirmation_sent_at: new Date() });
}

/**
 * Ends the subscription of a link's token, in one conditional update (two clicks at once cannot both count).
 * 'malformed' for something that is no token at all, false for an unknown or already used one.
 */
export async function unsubscribeByToken(knex: Knex, token: unknown): Promise<boolean | 'malformed'> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return 'malformed';
  const updated = await knex(MARKET_SUBSCRIPTIONS_TABLE)
    .where({ token_hash: hashToken(token) })
    .whereNull('unsubscribed_at')
    .update({ unsubscribed_at: new Date() });
  return updated > 0;
}
