import type { Knex } from 'knex';
import { LruMap } from '../lru-map';
import { dataVersionKey } from './data-versions';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Answers computed from stored data sets, kept in this process under the sets' versions: a read costs one indexed
 * query while nothing changed, and a write by any app process makes the next read compute anew. Callers asking for the
 * same missing answer at once share one computation. `ttlMs` bounds how long an answer lives even if nothing changed.
 */
export function versionedCache(knex: () => Knex, dataSets: readonly string[], { kept, ttlMs = Infinity }: { kept: number; ttlMs?: number }) {
  const answers = new LruMap<string, Entry>(kept);
  const computing = new Map<string, Promise<unknown>>();

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const versioned = `${key}|${await dataVersionKey(knex(), dataSets)}`;
    const entry = answers.get(versioned);
    if (entry && entry.expiresAt > Date.now()) return entry.value as T;
    let pending = computing.get(versioned) as Promise<T> | undefined;
    if (!pending) {
      pending = compute()
        .then((value) => {
          answers.set(versioned, { value, expiresAt: Date.now() + ttlMs });
          return value;
        })
        .finally(() => computing.delete(versioned));
      computing.set(versioned, pending);
    }
    return pending;
  };
}
