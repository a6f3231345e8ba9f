import type { Knex } from 'knex';
import { MARKET_CACHE_SECONDS, type AccessLocale, type MarketData } from '@platform/shared';
import { dataVersionKey } from '../listings/data-versions';
import { PROPERTY_LISTINGS_DATA } from '../listings/property-listings-table';
import { VEHICLE_LISTINGS_DATA } from '../listings/vehicle-listings-table';
import { LruMap } from '../lru-map';
import { computeMarketData } from './market-summary';

/** The stored sets the summary reads: a write to either, by any app process, makes the next read compute anew. */
export const MARKET_DATA_SETS = [VEHICLE_LISTINGS_DATA, PROPERTY_LISTINGS_DATA] as const;
/** Periods and languages asked for at once; older versions' answers fall out as new ones come in. */
const ANSWERS_KEPT = 64;

interface Entry {
  data: MarketData;
  expiresAt: number;
}

/**
 * The market summary, kept in this process for MARKET_CACHE_SECONDS under the versions of the data it was computed
 * from. A read costs one indexed query (the versions); callers asking for the same missing answer at once share one
 * computation.
 */
export function marketDataCache(knex: () => Knex) {
  const answers = new LruMap<string, Entry>(ANSWERS_KEPT);
  const computing = new Map<string, Promise<MarketData>>();

  return {
    async get(days: number, locale: AccessLocale): Promise<MarketData> {
      const key = `${days}|${locale}|${await dataVersionKey(knex(), MARKET_DATA_SETS)}`;
      const kept = answers.get(key);
      if (kept && kept.expiresAt > Date.now()) return kept.data;
      let pending = computing.get(key);
      if (!pending) {
        pending = computeMarketData(knex(), days, locale)
          .then((data) => {
            answers.set(key, { data, expiresAt: Date.now() + MARKET_CACHE_SECONDS * 1000 });
            return data;
          })
          .finally(() => computing.delete(key));
        computing.set(key, pending);
      }
      return pending;
    },
  };
}
