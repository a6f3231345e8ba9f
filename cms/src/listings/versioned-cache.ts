import type { Core } from '@strapi/strapi';
import { LruMap } from '../lru-map';
import { readConnection } from '../read-connection';
import { dataVersionsQuery } from './data-versions';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Answers computed from stored data sets, kept in this process under the sets' versions: a read costs one indexed
 * query while nothing changed, and a write by any app process makes the next read compute anew. Callers asking for the
 * same missing answer at once share one computation. `ttlMs` bounds how long an answer lives even if nothing changed.
 *
 * The versions are read before the answer is computed, so an answer is never older than the versions it is kept
 * under (at worst newer, and then computed again once the versions catch up).
 */
export function versionedCache(strapi: Core.Strapi, dataSets: readonly string[], { kept, ttlMs = Infinity }: { kept: number; ttlMs?: number }) {
  const answers = new LruMap<string, Entry>(kept);
  const computing = new Map<string, Promise<unknown>>();
  const versionsKey = `data versions ${dataSets.join(',')}`;

  async function currentVersions(): Promise<string> {
    const rows = await readConnection(strapi).rows<{ name: string; version: number | string }>(versionsKey, () =>
      dataVersionsQuery(strapi.db.connection, dataSets),
    );
    const byName = new Map(rows.map((row) => [row.name, String(row.version)]));
    return dataSets.map((name) => `${name}:${byName.get(name) ?? 0}`).join('|');
  }

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const versioned = `${key}|${await currentVersions()}`;
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
