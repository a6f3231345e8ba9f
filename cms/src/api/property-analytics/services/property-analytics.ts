import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { AreaDetail, AreaListingPage, AreaListingQuery, AreaStatisticsList } from '@platform/shared';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from '../../../listings/property-listings-table';
import { versionedCache } from '../../../listings/versioned-cache';
import { PROPERTY_CITY_AREAS, areaFigures, type AreaFigureRow, type AreaFigures } from '../area-figures';
import { areaListingPage } from '../area-listings';

/** The windows move with time, so an answer lives at most this long even while no listing changes. */
const FIGURES_TTL_MS = 10 * 60_000;

const FIGURE_COLUMNS = [
  'city',
  'postal_code',
  'property_type',
  'listing_type',
  'status',
  'price',
  'living_area',
  'views',
  'listed_at',
  'sold_at',
] as const;

/** Property analytics: the areas' statistics from the stored listings, and the listings of an area page by page. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const cached = versionedCache(strapi, [PROPERTY_LISTINGS_DATA], { kept: 2, ttlMs: FIGURES_TTL_MS });

  /** The published sale and rent listings of the eight cities (every area lies in one), as the figures read them. */
  async function figureRows(): Promise<AreaFigureRow[]> {
    const rows: Array<Record<string, any>> = await knex()(PROPERTY_LISTINGS_TABLE)
      .where('status', 'published')
      .whereIn('listing_type', ['sale', 'rent'])
      .whereIn(
        'city',
        PROPERTY_CITY_AREAS.map((area) => area.city),
      )
      .select(...FIGURE_COLUMNS);
    return rows.map((row) => ({
      city: row.city,
      postal_code: row.postal_code,
      property_type: row.property_type,
      listing_type: row.listing_type,
      status: row.status,
      price: row.price === null ? null : Number(row.price),
      living_area: Number(row.living_area),
      views: Number(row.views),
      // SQLite keeps epoch milliseconds, PostgreSQL answers a Date.
      listed_at: new Date(row.listed_at),
      sold_at: row.sold_at === null ? null : new Date(row.sold_at),
    }));
  }

  /** At a given moment (tests, reports) computed afresh; now, from the cache. */
  async function figures(now?: Date): Promise<AreaFigures> {
    if (now) return areaFigures(await figureRows(), now);
    return cached('figures', async () => areaFigures(await figureRows(), new Date()));
  }

  return {
    /** Every area of PROPERTY_AREAS in its order, and the overview of the eight cities. */
    async areas(now?: Date): Promise<AreaStatisticsList> {
      return (await figures(now)).list;
    },

    /** One area with its 12 months (Europe/Oslo, current month last) and its types; null for an unknown id. */
    async area(id: string, now?: Date): Promise<AreaDetail | null> {
      return (await figures(now)).details.find((detail) => detail.id === id) ?? null;
    },

    /** One page of an area's homes for sale (or of all areas); the query is checked by parseAreaListingQuery. */
    async listings(query: AreaListingQuery, now: Date = new Date()): Promise<AreaListingPage> {
      return areaListingPage(knex(), query, now);
    },
  };
};
