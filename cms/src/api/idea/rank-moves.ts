import { RANK_UNRANKED, isRankedRank, rankPlacement } from '@platform/shared';
import type { Knex } from 'knex';
import { IDEAS_TABLE } from './idea-rows';

// knex: `rank = rank ± 1` over a range is one UPDATE under this lock, which the query engine cannot express.

/** Any constant works: it names the one PostgreSQL advisory lock that rank writes take. */
const RANK_LOCK_KEY = 7_262_021;

/**
 * Serialises rank writes. Two writes that each read a rank and shift a range would otherwise interleave under
 * PostgreSQL's read committed and leave duplicates; SQLite already runs one write transaction at a time.
 */
export async function lockRanks(trx: Knex, client: string): Promise<void> {
  if (client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [RANK_LOCK_KEY]);
}

/** The ranked ideas (1..n), leaving out one idea when it is the one being placed. */
const rankedIdeas = (trx: Knex, exceptId?: number) => {
  const query = trx(IDEAS_TABLE).where('rank', '>=', 1).andWhere('rank', '<', RANK_UNRANKED);
  return exceptId === undefined ? query : query.andWhereNot({ id: exceptId });
};

/**
 * Takes an idea out of the ranking at `from` (nothing for an unranked or new idea) and makes room at the asked rank,
 * so that ranked ideas keep holding exactly 1..n. Answers the rank the idea gets (see `rankPlacement`). Call inside
 * a transaction that holds the rank lock.
 */
export async function placeRank(trx: Knex, idea: { id?: number; from: number | null; requested: number }): Promise<number> {
  const { id, from, requested } = idea;
  if (isRankedRank(from)) await rankedIdeas(trx, id).andWhere('rank', '>', from).decrement('rank', 1);
  if (!isRankedRank(requested)) return RANK_UNRANKED;
  const row = await rankedIdeas(trx, id).count({ n: '*' }).first();
  const target = rankPlacement(requested, Number(row?.n ?? 0));
  if (isRankedRank(target)) await rankedIdeas(trx, id).andWhere('rank', '>=', target).increment('rank', 1);
  return target;
}

/** Closes the gap a removed idea leaves in the ranking. */
export async function closeRankGap(trx: Knex, removedRank: number | null): Promise<void> {
  if (isRankedRank(removedRank)) await rankedIdeas(trx).andWhere('rank', '>', removedRank).decrement('rank', 1);
}

/**
 * Renumbers the ranked ideas 1..n in rank order after a write of many rows (an import): among ideas that share a
 * rank, the one written last takes the place and the others follow, as a single move would have it. Positions past
 * the last rank a list can hold become unranked. Only rows whose rank changes are written.
 */
export async function renumberRanks(trx: Knex): Promise<void> {
  await trx.raw(
    `UPDATE ?? SET rank = CASE WHEN ranked.position >= ? THEN ? ELSE ranked.position END
     FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY rank, updated_at DESC, id) AS position
           FROM ?? WHERE rank >= 1 AND rank < ?) AS ranked
     WHERE ??.id = ranked.id AND ??.rank <> ranked.position`,
    [IDEAS_TABLE, RANK_UNRANKED, RANK_UNRANKED, IDEAS_TABLE, RANK_UNRANKED, IDEAS_TABLE, IDEAS_TABLE],
  );
}
