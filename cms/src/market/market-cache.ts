import type { Core } from '@strapi/strapi';
import { MARKET_CACHE_SECONDS, type AccessLocale, type MarketData } from '@platform/shared';
import { PROPERTY_LISTINGS_DATA } from '../listings/property-listings-table';
import { VEHICLE_LISTINGS_DATA } from '../listings/vehicle-listings-table';
import { versionedCache } from '../listings/versioned-cache';
import { computeMarketData } from './market-summary';

/** The stored sets the summary reads: a write to either, by any app process, makes the next read compute anew. */
export const MARKET_DATA_SETS = [VEHICLE_LISTINGS_DATA, PROPERTY_LISTINGS_DATA] as const;
/** Periods and languages asked for at once; older versions' answers fall out as new ones come in. */
const ANSWERS_KEPT = 64;

/**
 * The market summary, kept in this process for MARKET_CACHE_SECONDS under the versions of the data it was computed
 * from (see versionedCache).
 */
export function marketDataCache(strapi: Core.Strapi) {
  const cached = versionedCache(strapi, MARKET_DATA_SETS, { kept: ANSWERS_KEPT, ttlMs: MARKET_CACHE_SECONDS * 1000 });
  return {
    get: (days: number, locale: AccessLocale): Promise<MarketData> =>
      cached(`${days}|${locale}`, () => computeMarketData(strapi.db.connection, days, locale)),
  };
}
