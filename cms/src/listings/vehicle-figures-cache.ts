import type { Knex } from 'knex';
import { LruMap } from '../lru-map';
import { dataVersionKey } from './data-versions';
import { VEHICLE_LISTINGS_DATA } from './vehicle-listings-table';

/** The overview's minutes and the statistics' weeks asked for lately; older ones fall out. */
const ANSWERS_KEPT = 16;

/**
 * The vehicle area's figures, kept in this process under the version of the listings they were computed from and the
 * time window they cover (part of `key`): a read costs one indexed query while nothing changed, and a write by any app
 * process makes the next read compute anew. Callers asking for the same missing answer at once share one computation.
 * At 100,000 listings the statistics took 50-120 ms to compute.
 */
export function vehicleFiguresCache(knex: () => Knex) {
  const answers = new LruMap<string, unknown>(ANSWERS_KEPT);
  const computing = new Map<string, Promise<unknown>>();

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const versioned = `${key}|${await dataVersionKey(knex(), [VEHICLE_LISTINGS_DATA])}`;
    const kept = answers.get(versioned);
    if (kept !== undefined) return kept as T;
    let pending = computing.get(versioned) as Promise<T> | undefined;
    if (!pending) {
      pending = compute()
        .then((answer) => {
          answers.set(versioned, answer);
          return answer;
        })
        .finally(() => computing.delete(versioned));
      computing.set(versioned, pending);
    }
    return pending;
  };
}
