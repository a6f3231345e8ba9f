import {
  AUTH_MESSAGES,
  PRODUCT_AREA_MESSAGES,
  PRODUCT_NAMES,
  PROPERTY_ANALYTICS_MESSAGES,
  PROPERTY_AREAS,
  PROPERTY_TYPES,
  medianOf,
  type AreaDetail,
  type AreaListing,
  type AreaListingPage,
  type AreaStatistics,
  type AreaStatisticsList,
  type PropertyListingType,
  type PropertyType,
} from '@platform/shared';
import type { Knex } from 'knex';
import { bumpDataVersion } from '../src/listings/data-versions';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from '../src/listings/property-listings-table';
import { insertPropertyListings, type PropertyListingRecord } from '../src/listings/property-listings-writes';
import { areaFigures, inventoryLevelOf, type AreaFigureRow } from '../src/api/property-analytics/area-figures';
import { api, bearer, tokenFor } from './api-client';
import { sql } from './database';
import { withListingStore } from './market-fixtures';

const AREAS = '/api/data/property/areas';
const LISTINGS = '/api/data/property/listings';
const DAY_MS = 86_400_000;

/** The month of a moment in Oslo ('2026-11'), as a Norwegian reader counts it. */
const OSLO = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' });
function osloMonthOf(date: Date): string {
  const parts = OSLO.formatToParts(date);
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

/** Zero figures of an area without listings. */
const EMPTY = {
  pricePerSqm: null,
  trendPct: null,
  listings: 0,
  daysOnMarket: null,
  sold90d: 0,
  monthsOfSupply: null,
  inventoryLevel: null,
  viewsPerDay: null,
  buyerDemand: null,
  rentPerSqm: null,
  grossYieldPct: null,
};
const NO_MONTH = { pricePerSqm: null, newListings: 0, sold: 0, daysOnMarket: null };

describe('the area figures, computed from rows at a fixed moment', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  const r = (
    fields: Partial<AreaFigureRow> & { city: string; listed_at: Date },
    type: PropertyType = 'apartment',
    listing: PropertyListingType = 'sale',
  ): AreaFigureRow => ({
    postal_code: '0000',
    property_type: type,
    listing_type: listing,
    status: 'published',
    price: null,
    living_area: 50,
    views: 0,
    sold_at: null,
    ...fields,
  });

  const rows: AreaFigureRow[] = [
    // Tromsø. The 90 days: listed after 2026-08-22 12:00; the 90 before: after 2026-05-24 12:00.
    r({ city: 'Tromsø', price: 2_500_000, views: 100, listed_at: at('2026-11-10T12:00:00Z') }), // T1 50 000/m², 10 days, 10/day
    r({ city: 'Tromsø', price: 2_000_000, views: 190, listed_at: at('2026-10-31T23:30:00Z') }), // T2 40 000/m², 1 Nov in Oslo, 19 days, 10/day
    r({ city: 'Tromsø', price: 2_200_000, listed_at: at('2026-07-01T12:00:00Z'), sold_at: at('2026-09-01T12:00:00Z') }), // T3 44 000, sold after 62 days
    r({ city: 'Tromsø', price: 2_400_000, listed_at: at('2026-06-01T12:00:00Z'), sold_at: at('2026-10-01T12:00:00Z') }), // T4 48 000, sold after 122 days
    r({ city: 'Tromsø', price: 2_600_000, listed_at: at('2026-08-22T12:00:00Z') }), // T5 52 000, exactly 90 days: the earlier window; 0 views
    r({ city: 'Tromsø', price: 12_000, listed_at: at('2025-11-21T12:00:00Z') }, 'apartment', 'rent'), // 240/m², 364 days: counts
    r({ city: 'Tromsø', price: 20_000, listed_at: at('2025-11-20T12:00:00Z') }, 'apartment', 'rent'), // 400/m², 365 days: too old
    // Oslo, one of them in Frogner (0250-0275).
    r({ city: 'Oslo', postal_code: '0262', price: 12_000_000, living_area: 100, views: 500, listed_at: at('2026-11-15T12:00:00Z') }), // O1 120 000, 100/day
    r({ city: 'Oslo', postal_code: '0190', price: 8_000_000, living_area: 100, views: 100, listed_at: at('2026-11-10T12:00:00Z') }), // O2 80 000, 10/day
    r({ city: 'Oslo', postal_code: '0190', price: 4_000_000, listed_at: at('2026-10-01T12:00:00Z'), sold_at: at('2026-11-01T12:00:00Z') }), // O3 80 000, 31 days
    r({ city: 'Oslo', postal_code: '0190', price: 4_500_000, listed_at: at('2026-10-10T12:00:00Z'), sold_at: at('2026-11-10T12:00:00Z') }), // O4 90 000, 31 days
    r({ city: 'Oslo', postal_code: '0190', price: 4_000_000, listed_at: at('2026-09-20T12:00:00Z'), sold_at: at('2026-10-20T12:00:00Z') }), // O5 80 000, 30 days
    r({ city: 'Oslo', postal_code: '0190', price: 500_000, views: 100_000, listed_at: at('2026-11-19T12:00:00Z'), status: 'unpublished' }), // never counts
    r({ city: 'Oslo', postal_code: '0262', price: 1_000_000, listed_at: at('2026-11-18T12:00:00Z') }, 'cabin'), // types table only
    // Drammen: four on the market without a price, 50 views a day each; one sold after 30 days.
    ...Array.from({ length: 4 }, () => r({ city: 'Drammen', views: 500, listed_at: at('2026-11-10T12:00:00Z') })),
    r({ city: 'Drammen', listed_at: at('2026-09-01T12:00:00Z'), sold_at: at('2026-10-01T12:00:00Z') }),
    // Bodø is no area of the analytics.
    r({ city: 'Bodø', price: 1_000_000, listed_at: at('2026-11-18T12:00:00Z') }),
  ];
  const figures = areaFigures(rows, now);
  const statistics = (id: string) => figures.list.areas.find((area) => area.id === id) as AreaStatistics;

  it('answers every area in the order of the list, with its label and parent', () => {
    expect(figures.list.areas.map((area) => area.id)).toEqual(PROPERTY_AREAS.map((area) => area.id));
    expect(figures.details.map((area) => area.id)).toEqual(PROPERTY_AREAS.map((area) => area.id));
    expect(statistics('oslo-frogner')).toMatchObject({ name: 'Frogner', label: 'Frogner, Oslo', city: 'Oslo', parentId: 'oslo' });
    expect(statistics('oslo')).toMatchObject({ name: 'Oslo', label: 'Oslo', parentId: null });
    expect(figures.list.computedAt).toBe(now.toISOString());
  });

  it("computes Tromsø's figures, series and types", () => {
    expect(figures.details.find((area) => area.id === 'tromso')).toEqual({
      id: 'tromso',
      name: 'Tromsø',
      label: 'Tromsø',
      city: 'Tromsø',
      parentId: null,
      // median(50 000, 40 000) = 45 000 (T1, T2); the 90 days before: median(44 000, 48 000, 52 000) = 48 000.
      pricePerSqm: 45_000,
      // (45 000 − 48 000) / 48 000 = −6.25 % → −6.3.
      trendPct: -6.3,
      // T1, T2 and T5 are for sale; T3 and T4 were sold in the 90 days, after median(62, 122) = 92 days.
      listings: 3,
      daysOnMarket: 92,
      sold90d: 2,
      // 3 ÷ (2 sold ÷ 3 months) = 4.5 months: below 6, low.
      monthsOfSupply: 4.5,
      inventoryLevel: 'low',
      // (100/10 + 190/19 + 0/90) ÷ 3 = 6.67 → 6.7; against the median 52.5 (below) × 0.85 = 44.6: low.
      viewsPerDay: 6.7,
      buyerDemand: 'low',
      // One rent within 365 days: 12 000 / 50 = 240; 240 × 12 / 45 000 = 6.4 %.
      rentPerSqm: 240,
      grossYieldPct: 6.4,
      series: [
        { month: '2025-12', ...NO_MONTH },
        { month: '2026-01', ...NO_MONTH },
        { month: '2026-02', ...NO_MONTH },
        { month: '2026-03', ...NO_MONTH },
        { month: '2026-04', ...NO_MONTH },
        { month: '2026-05', ...NO_MONTH },
        { month: '2026-06', pricePerSqm: 48_000, newListings: 1, sold: 0, daysOnMarket: null },
        { month: '2026-07', pricePerSqm: 44_000, newListings: 1, sold: 0, daysOnMarket: null },
        { month: '2026-08', pricePerSqm: 52_000, newListings: 1, sold: 0, daysOnMarket: null },
        { month: '2026-09', pricePerSqm: null, newListings: 0, sold: 1, daysOnMarket: 62 },
        { month: '2026-10', pricePerSqm: null, newListings: 0, sold: 1, daysOnMarket: 122 },
        // T2, published 31 October at 23:30 UTC, is a November listing in Oslo.
        { month: '2026-11', pricePerSqm: 45_000, newListings: 2, sold: 0, daysOnMarket: null },
      ],
      propertyTypes: [
        // T1, T2, T5: median(50 000, 40 000, 52 000).
        { type: 'apartment', listings: 3, pricePerSqm: 50_000 },
        ...PROPERTY_TYPES.filter((type) => type !== 'apartment').map((type) => ({ type, listings: 0, pricePerSqm: null })),
      ],
    });
  });

  it("computes Oslo's and Frogner's figures without the unpublished listing or the cabin", () => {
    expect(statistics('oslo')).toMatchObject({
      // median(120 000, 80 000, 80 000, 90 000, 80 000); nothing in the 90 days before, so no trend.
      pricePerSqm: 80_000,
      trendPct: null,
      listings: 2,
      // O3, O4, O5: median(31, 31, 30); 2 ÷ (3 ÷ 3) = 2.0 months: low.
      daysOnMarket: 31,
      sold90d: 3,
      monthsOfSupply: 2,
      inventoryLevel: 'low',
      // (500/5 + 100/10) ÷ 2 = 55.0; within 0.85–1.15 × 52.5.
      viewsPerDay: 55,
      buyerDemand: 'medium',
      rentPerSqm: null,
      grossYieldPct: null,
    });
    // Frogner holds O1 alone: nothing sold, so no months of supply.
    expect(statistics('oslo-frogner')).toMatchObject({
      pricePerSqm: 120_000,
      listings: 1,
      sold90d: 0,
      daysOnMarket: null,
      monthsOfSupply: null,
      inventoryLevel: null,
      viewsPerDay: 100,
      buyerDemand: 'high',
    });
    const frognerTypes = figures.details.find((area) => area.id === 'oslo-frogner')?.propertyTypes;
    expect(frognerTypes?.find((row) => row.type === 'cabin')).toEqual({ type: 'cabin', listings: 1, pricePerSqm: 20_000 });
  });

  it('calls 4 homes for sale against one sale in 90 days a balanced inventory, and listings without a price have no price', () => {
    // 4 ÷ (1 ÷ 3) = 12.0 months: the high mark itself is still balanced.
    expect(statistics('drammen')).toMatchObject({
      pricePerSqm: null,
      listings: 4,
      sold90d: 1,
      daysOnMarket: 30,
      monthsOfSupply: 12,
      inventoryLevel: 'balanced',
    });
    // viewsPerDay: Drammen 50, Oslo 55, Tromsø 6.7, Frogner 100 → median (50 + 55) / 2 = 52.5; Drammen ≥ 44.6: medium.
    expect(statistics('drammen')).toMatchObject({ viewsPerDay: 50, buyerDemand: 'medium' });
  });

  it('puts the inventory bands at 6 and 12 months of supply', () => {
    expect([5.9, 6, 12, 12.1, null].map(inventoryLevelOf)).toEqual(['low', 'balanced', 'balanced', 'high', null]);
  });

  it('leaves the areas without listings empty', () => {
    for (const id of ['bergen', 'trondheim', 'stavanger', 'fredrikstad', 'kristiansand', 'oslo-grunerlokka', 'bergen-sentrum']) {
      expect(statistics(id)).toMatchObject(EMPTY);
    }
  });

  it('sums up the eight cities once each in the overview, without Bodø', () => {
    expect(figures.list.overview).toEqual({
      // Oslo 2 + Tromsø 3 + Drammen 4.
      listings: 9,
      // median(120 000, 80 000, 80 000, 90 000, 80 000, 50 000, 40 000) = 80 000; before: median(44 000, 48 000, 52 000) = 48 000.
      pricePerSqm: 80_000,
      // (80 000 − 48 000) / 48 000 = 66.67 % → 66.7.
      trendPct: 66.7,
      // median(31, 31, 30, 62, 122, 30) = (31 + 31) / 2.
      daysOnMarket: 31,
      sold90d: 6,
    });
  });
});

/**
 * Against the running server: a fixture in Majorstuen (Oslo, postal codes 0350-0369), dated back from now by whole
 * days and a half, so a test running a minute later sees the same whole days.
 */
describe('property analytics on the server', () => {
  const T0 = Date.now();
  const ago = (days: number) => new Date(T0 - days * DAY_MS);
  const [thisYear, thisMonth] = osloMonthOf(new Date(T0)).split('-').map(Number);
  /** Noon UTC of a day in the month `back` months before this one (the same day in Oslo). */
  const monthsBack = (back: number, day: number) => new Date(Date.UTC(thisYear, thisMonth - 1 - back, day, 12));

  let code = 960_000_000 + Math.floor(Math.random() * 100_000) * 100;
  const F: Record<string, PropertyListingRecord> = {};
  function add(
    name: string,
    fields: { postal: string; price: number | null; area: number; listed: Date; sold?: Date; views?: number; status?: string; city?: string },
    type: PropertyType = 'apartment',
    listing: PropertyListingType = 'sale',
  ) {
    code += 1;
    F[name] = {
      finn_code: String(code),
      title: `Analyse ${name} ${code}`,
      title_en: null,
      property_type: type,
      listing_type: listing,
      address: `Kirkeveien ${code % 100}`,
      postal_code: fields.postal,
      city: fields.city ?? 'Oslo',
      location: 'oslo,oslo',
      location_label: 'Oslo',
      price: fields.price,
      living_area: fields.area,
      plot_area: null,
      bedrooms: 2,
      bathrooms: 1,
      built: 2000,
      energy_label: null,
      views: fields.views ?? 0,
      listed_at: fields.listed,
      sold_at: fields.sold ?? null,
      description: 'Testannonse.',
      user_id: null,
      status: (fields.status ?? 'published') as 'published',
      images: [{ url: `/uploads/${code}.jpg`, card: `/uploads/card_${code}.jpg` }],
    };
  }
  // For sale now.
  add('A', { postal: '0350', price: 5_000_000, area: 50, listed: ago(10.5), views: 200 }); // 100 000/m², 20 views a day
  add('B', { postal: '0369', price: 6_000_000, area: 80, listed: ago(20.5), views: 100 }); // 75 000/m², 5 a day
  add('C', { postal: '0355', price: 9_000_000, area: 100, listed: ago(40.5), views: 400 }, 'house'); // 90 000/m², 10 a day
  add('D', { postal: '0360', price: null, area: 100, listed: ago(5.5), views: 33 }, 'townhouse'); // no price, 6.6 a day
  add('H', { postal: '0365', price: 12_000_000, area: 200, listed: ago(100.5), views: 900 }, 'house'); // 60 000/m² (the 90 days before), 9 a day
  // Sold.
  add('E', { postal: '0361', price: 4_800_000, area: 60, listed: ago(60.5), sold: ago(30.5), views: 999 }); // 80 000/m², 30 days
  add('I', { postal: '0362', price: 4_400_000, area: 40, listed: ago(80.5), sold: ago(60.5), views: 10 }); // 110 000/m², 20 days
  add('F', { postal: '0363', price: 4_000_000, area: 50, listed: ago(120.5), sold: ago(70.5) }); // 80 000/m² before, 50 days
  add('G', { postal: '0364', price: 7_000_000, area: 100, listed: ago(150.5), sold: ago(100.5) }); // 70 000/m² before; sold before the 90 days
  // Older months of the series, each sold within its month.
  add('S1', { postal: '0350', price: 3_000_000, area: 50, listed: monthsBack(8, 5), sold: monthsBack(8, 25) }); // 60 000/m², 20 days
  add('S2', { postal: '0350', price: 5_000_000, area: 100, listed: monthsBack(8, 10), sold: monthsBack(8, 20) }); // 50 000/m², 10 days
  add('S3', { postal: '0350', price: 2_000_000, area: 40, listed: monthsBack(10, 12), sold: monthsBack(10, 14) }); // 50 000/m², 2 days
  // Never in the figures: not published, not a home, not a sale or rent, or outside the district.
  add('X1', { postal: '0351', price: 1_000_000, area: 50, listed: ago(3.5), views: 5_000, status: 'unpublished' });
  add('X2', { postal: '0351', price: 1_000_000, area: 50, listed: ago(3.5), views: 5_000, status: 'draft' });
  add('X3', { postal: '0352', price: 1_000_000, area: 50, listed: ago(3.5), views: 50 }, 'cabin');
  add('X4', { postal: '0353', price: null, area: 200, listed: ago(2.5) }, 'commercial');
  add('X6', { postal: '0354', price: 20_000, area: 40, listed: ago(2.5) }, 'apartment', 'sublet');
  add('X5', { postal: '0370', price: 10_000_000, area: 50, listed: ago(1.5), views: 10_000_000 });
  // Rents: 300, 350 and 250 kr/m² within 12 months; one older, one a room.
  add('R1', { postal: '0356', price: 15_000, area: 50, listed: ago(30.5) }, 'apartment', 'rent');
  add('R2', { postal: '0357', price: 14_000, area: 40, listed: ago(200.5) }, 'apartment', 'rent');
  add('R3', { postal: '0358', price: 25_000, area: 100, listed: ago(300.5) }, 'house', 'rent');
  add('R4', { postal: '0359', price: 50_000, area: 50, listed: ago(400.5) }, 'apartment', 'rent');
  add('R5', { postal: '0366', price: 6_000, area: 15, listed: ago(10.5) }, 'room', 'rent');

  const codesOf = (...names: string[]) => names.map((name) => F[name].finn_code);
  /** Removes listings of the district's postal range (and 0370) in one write that raises the data version. */
  const clearDistrict = (knex: Knex) =>
    knex.transaction(async (trx) => {
      await trx(PROPERTY_LISTINGS_TABLE).where('city', 'Oslo').whereBetween('postal_code', ['0350', '0370']).delete();
      await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
    });

  let pro: Record<string, string>;
  let basis: Record<string, string>;
  beforeAll(async () => {
    pro = bearer(await tokenFor(4));
    basis = bearer(await tokenFor(1));
    // The district starts empty, whatever an earlier test file of the run left there.
    await withListingStore(async (knex) => {
      await clearDistrict(knex);
      await insertPropertyListings(knex, Object.values(F));
    });
  });
  afterAll(() => withListingStore(clearDistrict));

  const getAreas = async (): Promise<AreaStatisticsList> => {
    const res = await api().get(AREAS).set(pro);
    expect(res.status).toBe(200);
    return res.body;
  };
  const getPage = async (query: string): Promise<AreaListingPage> => {
    const res = await api().get(`${LISTINGS}?${query}`).set(pro);
    expect(res.status).toBe(200);
    return res.body;
  };
  const pageCodes = (page: AreaListingPage) => page.listings.map((listing) => listing.finnCode);

  describe('access', () => {
    const calls = [AREAS, `${AREAS}/oslo`, `${LISTINGS}?area=oslo`];
    it.each(calls)('%s answers 401 without a token', async (path) => {
      const res = await api().get(path);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    });
    it.each(calls)('%s answers 403 with the reason to a signed-in user without access to Eiendomsanalyse', async (path) => {
      const res = await api().get(path).set(basis);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.property));
      expect(res.body.error.details).toMatchObject({ reason: 'noAccess' });
    });
    it.each(calls)('%s answers a subscriber and an administrator', async (path) => {
      expect((await api().get(path).set(pro)).status).toBe(200);
      expect(
        (
          await api()
            .get(path)
            .set(bearer(await tokenFor(5)))
        ).status,
      ).toBe(200);
    });
  });

  describe('GET /api/data/property/areas', () => {
    it('answers every area in order, with the overview and when it was computed', async () => {
      const list = await getAreas();
      expect(list.areas.map((area) => area.id)).toEqual(PROPERTY_AREAS.map((area) => area.id));
      expect(Date.parse(list.computedAt)).not.toBeNaN();
      // The cities hold every listing once: the overview's counts are their sums.
      const cities = list.areas.filter((area) => area.parentId === null);
      expect(cities).toHaveLength(8);
      expect(list.overview.listings).toBe(cities.reduce((sum, area) => sum + area.listings, 0));
      expect(list.overview.sold90d).toBe(cities.reduce((sum, area) => sum + area.sold90d, 0));
    });

    it("computes Majorstuen's figures from its published homes only", async () => {
      const list = await getAreas();
      const majorstuen = list.areas.find((area) => area.id === 'oslo-majorstuen') as AreaStatistics;
      // Buyer demand: views per day against the median of every area's (the other files' listings may count too).
      const median = medianOf(list.areas.flatMap((area) => (area.viewsPerDay === null ? [] : [area.viewsPerDay]))) as number;
      const demand = 10.1 > median * 1.15 ? 'high' : 10.1 < median * 0.85 ? 'low' : 'medium';
      expect(majorstuen).toEqual({
        id: 'oslo-majorstuen',
        name: 'Majorstuen',
        label: 'Majorstuen, Oslo',
        city: 'Oslo',
        parentId: 'oslo',
        // Published in the 90 days: A 100 000, B 75 000, C 90 000, E 80 000, I 110 000 (D has no price) → median 90 000.
        pricePerSqm: 90_000,
        // The 90 days before: F 80 000, G 70 000, H 60 000 → 70 000; (90 000 − 70 000) / 70 000 = 28.57 % → 28.6.
        trendPct: 28.6,
        // For sale: A, B, C, D, H (the cabin, the unpublished and the draft do not count).
        listings: 5,
        // Sold in the 90 days: E after 30 days, I after 20, F after 50 (G was sold 100 days ago) → median 30.
        daysOnMarket: 30,
        sold90d: 3,
        // 5 ÷ (3 ÷ 3) = 5.0 months: below 6, low.
        monthsOfSupply: 5,
        inventoryLevel: 'low',
        // (200/10 + 100/20 + 400/40 + 33/5 + 900/100) ÷ 5 = (20 + 5 + 10 + 6.6 + 9) ÷ 5 = 10.12 → 10.1.
        viewsPerDay: 10.1,
        buyerDemand: demand,
        // Rents of homes in 12 months: 300, 350, 250 → 300 (R4 is older, R5 a room, X6 a sublet).
        rentPerSqm: 300,
        // 300 × 12 / 90 000 = 4.0 %.
        grossYieldPct: 4,
      });
      // Oslo holds Majorstuen and the listing at 0370 besides.
      const oslo = list.areas.find((area) => area.id === 'oslo') as AreaStatistics;
      expect(oslo.listings).toBeGreaterThanOrEqual(majorstuen.listings + 1);
    });

    it('counts a new listing at the next read', async () => {
      const before = (await getAreas()).areas.find((area) => area.id === 'oslo-majorstuen') as AreaStatistics;
      add('N', { postal: '0359', price: null, area: 70, listed: ago(1.5) });
      await withListingStore((knex) => insertPropertyListings(knex, [F.N]));
      const after = (await getAreas()).areas.find((area) => area.id === 'oslo-majorstuen') as AreaStatistics;
      expect(after.listings).toBe(before.listings + 1);
      await withListingStore((knex) =>
        knex.transaction(async (trx) => {
          await trx(PROPERTY_LISTINGS_TABLE).where('finn_code', F.N.finn_code).delete();
          await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
        }),
      );
      delete F.N;
      const restored = (await getAreas()).areas.find((area) => area.id === 'oslo-majorstuen') as AreaStatistics;
      expect(restored.listings).toBe(before.listings);
    });
  });

  describe('GET /api/data/property/areas/:id', () => {
    it('answers the figures with 12 months, this month last, and the types for sale', async () => {
      const res = await api().get(`${AREAS}/oslo-majorstuen`).set(pro);
      expect(res.status).toBe(200);
      const detail = res.body as AreaDetail;
      const list = await getAreas();
      const { series, propertyTypes, ...figures } = detail;
      expect(figures).toEqual(list.areas.find((area) => area.id === 'oslo-majorstuen'));

      expect(series).toHaveLength(12);
      expect(series[11].month).toBe(osloMonthOf(new Date()));
      expect(series.map((month) => month.month)).toEqual([...series.map((month) => month.month)].sort());
      // Eleven months back: nothing; ten: S3 (50 000/m², sold after 2 days); eight: S1 and S2.
      expect(series[0]).toEqual({ month: series[0].month, ...NO_MONTH });
      expect(series[1]).toEqual({ month: series[1].month, pricePerSqm: 50_000, newListings: 1, sold: 1, daysOnMarket: 2 });
      expect(series[2]).toEqual({ month: series[2].month, ...NO_MONTH });
      // median(60 000, 50 000) = 55 000; median(20, 10) = 15 days.
      expect(series[3]).toEqual({ month: series[3].month, pricePerSqm: 55_000, newListings: 2, sold: 2, daysOnMarket: 15 });
      expect(series[4]).toEqual({ month: series[4].month, ...NO_MONTH });
      // The last seven months hold the homes for sale published within 170 days (A B C D E I F G H) and the four sold.
      const recent = series.slice(5);
      expect(recent.reduce((sum, month) => sum + month.newListings, 0)).toBe(9);
      expect(recent.reduce((sum, month) => sum + month.sold, 0)).toBe(4);
      // A's month holds A's price per m² among its listings.
      const monthOfA = series.find((month) => month.month === osloMonthOf(ago(10.5)));
      expect(monthOfA?.newListings).toBeGreaterThanOrEqual(1);

      expect(propertyTypes).toEqual([
        // A 100 000 and B 75 000 → 87 500; C 90 000 and H 60 000 → 75 000; D without a price.
        { type: 'apartment', listings: 2, pricePerSqm: 87_500 },
        { type: 'house', listings: 2, pricePerSqm: 75_000 },
        { type: 'townhouse', listings: 1, pricePerSqm: null },
        { type: 'room', listings: 0, pricePerSqm: null },
        { type: 'cabin', listings: 1, pricePerSqm: 20_000 },
        { type: 'commercial', listings: 1, pricePerSqm: null },
      ]);
    });

    it("answers 404 'Ukjent område' for an unknown area", async () => {
      const res = await api().get(`${AREAS}/narvik`).set(pro);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(PROPERTY_ANALYTICS_MESSAGES.unknownArea);
    });
  });

  describe('GET /api/data/property/listings', () => {
    it('answers the homes for sale of the area, newest first, as the Search tab shows them', async () => {
      const page = await getPage('area=oslo-majorstuen');
      expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      expect(pageCodes(page)).toEqual(codesOf('D', 'A', 'B', 'C', 'H'));
      const a = page.listings[1] as AreaListing;
      expect(a).toEqual({
        finnCode: F.A.finn_code,
        title: F.A.title,
        address: F.A.address,
        postalCode: '0350',
        city: 'Oslo',
        areaLabel: 'Majorstuen, Oslo',
        propertyType: 'apartment',
        price: 5_000_000,
        livingArea: 50,
        pricePerSqm: 100_000,
        bedrooms: 2,
        views: 200,
        listedAt: F.A.listed_at.toISOString(),
        soldAt: null,
        daysOnMarket: 10,
        image: `/uploads/card_${F.A.finn_code}.jpg`,
        url: `/products/property-listings/${F.A.finn_code}`,
      });
      // The page is the figure's count.
      const majorstuen = (await getAreas()).areas.find((area) => area.id === 'oslo-majorstuen');
      expect(page.total).toBe(majorstuen?.listings);
    });

    it('pages on the server', async () => {
      const page = await getPage('area=oslo-majorstuen&pageSize=2&page=2');
      expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(pageCodes(page)).toEqual(codesOf('B', 'C'));
      const past = await getPage('area=oslo-majorstuen&pageSize=2&page=4');
      expect(past).toMatchObject({ listings: [], total: 5, page: 4 });
    });

    it.each([
      ['price-asc', ['A', 'B', 'C', 'H', 'D']],
      ['price-desc', ['H', 'C', 'B', 'A', 'D']],
      ['sqm-price-asc', ['H', 'B', 'C', 'A', 'D']],
      ['sqm-price-desc', ['A', 'C', 'B', 'H', 'D']],
      ['views', ['H', 'C', 'A', 'B', 'D']],
    ])('sorts by %s (listings without a price last in the price orders)', async (sort, names) => {
      expect(pageCodes(await getPage(`area=oslo-majorstuen&sort=${sort}`))).toEqual(codesOf(...names));
    });

    it('answers the sold homes with their date of sale, or all of them', async () => {
      const sold = await getPage('area=oslo-majorstuen&status=sold');
      expect(sold.total).toBe(7);
      expect(pageCodes(sold)).toEqual(codesOf('E', 'I', 'F', 'G', 'S2', 'S1', 'S3'));
      expect(sold.listings[0]).toMatchObject({ soldAt: F.E.sold_at?.toISOString(), daysOnMarket: 30 });
      const all = await getPage('area=oslo-majorstuen&status=all&pageSize=100');
      expect(all.total).toBe(12);
      expect(new Set(pageCodes(all))).toEqual(new Set(codesOf('A', 'B', 'C', 'D', 'H', 'E', 'I', 'F', 'G', 'S1', 'S2', 'S3')));
    });

    it('filters by area: the city holds the district and more, no area holds every city', async () => {
      const district = await getPage('area=oslo-majorstuen&sort=views&pageSize=100');
      expect(pageCodes(district)).not.toContain(F.X5.finn_code);
      const city = await getPage('area=oslo&sort=views');
      expect(city.listings[0]).toMatchObject({ finnCode: F.X5.finn_code, areaLabel: 'Oslo', postalCode: '0370' });
      expect(city.total).toBeGreaterThanOrEqual(6);
      const every = await getPage('sort=views');
      expect(every.listings[0].finnCode).toBe(F.X5.finn_code);
      expect(every.total).toBeGreaterThanOrEqual(city.total);
    });

    it.each([
      ['status=open', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['sort=cheapest', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['page=0', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['page=two', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['pageSize=101', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['page=1&page=2', PROPERTY_ANALYTICS_MESSAGES.badListingQuery],
      ['area=narvik', PROPERTY_ANALYTICS_MESSAGES.unknownArea],
    ])('answers 400 to %s', async (query, message) => {
      const res = await api().get(`${LISTINGS}?${query}`).set(pro);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    });

    it("counts a listings page in the user's searches, and a refused one not", async () => {
      const searches = async () =>
        Number(
          (
            await sql<{ searches: number }>(
              "SELECT searches FROM product_usages WHERE user_id = (SELECT id FROM up_users WHERE email = 'pro@demo.no') AND product_slug = 'property'",
            )
          )[0]?.searches ?? 0,
        );
      const before = await searches();
      await getPage('area=oslo');
      expect((await api().get(`${LISTINGS}?sort=cheapest`).set(pro)).status).toBe(400);
      expect(await searches()).toBe(before + 1);
    });
  });
});
