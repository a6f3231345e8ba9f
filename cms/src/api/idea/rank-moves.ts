import type { Knex } from 'knex';
import { IDEAS_TABLE } from './idea-rows';

/** Any constant works: it names the one PostgreSQL advisory lock that rank moves take. */
const RANK_LOCK_KEY = 7_262_021;

/**
 * Serialises rank moves. Two moves that each read an old rank and shift a range would otherwise interleave under
 * PostgreSQL's read committed and leave duplicates; SQLite already runs one write transaction at a time.
 */
export async function lockRanks(trx: Knex, client: string): Promise<void> {
  if (client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [RANK_LOCK_KEY]);
}

/**
 * Moving an idea from one rank to another shifts the ideas between old and new rank by one (the spec's rule,
 * mirrored by `shiftedRanks` in @platform/shared for the client).
 */
export async function shiftRanksForMove(trx: Knex, move: { id: number; from: number; to: number }): Promise<void> {
  const { id, from, to } = move;
  if (to < from) {
    await trx(IDEAS_TABLE).where('rank', '>=', to).andWhere('rank', '<', from).andWhereNot({ id }).increment('rank', 1);
  } else if (to > from) {
    await trx(IDEAS_TABLE).where('rank', '>', from).andWhere('rank', '<=', to).andWhereNot({ id }).decrement('rank', 1);
  }
}
