import type { AreaListing, AreaStatistics, PublicAreaAnswer, PublicAreasAnswer, PublicListingsAnswer } from '@platform/shared';

// Example answers of the public data API, typed by the contract so the docs cannot drift from it. The figures are made up.

const OSLO: AreaStatistics = {
  id: 'oslo',
  name: 'Oslo',
  label: 'Oslo',
  city: 'Oslo',
  parentId: null,
  pricePerSqm: 98500,
  trendPct: 2.4,
  listings: 412,
  daysOnMarket: 21,
  sold90d: 187,
  monthsOfSupply: 6.6,
  inventoryLevel: 'balanced',
  viewsPerDay: 38.2,
  buyerDemand: 'high',
  rentPerSqm: 310,
  grossYieldPct: 3.8,
};

export const AREAS_EXAMPLE: PublicAreasAnswer = {
  data: [OSLO],
  meta: {
    overview: { listings: 1630, pricePerSqm: 71200, trendPct: 1.9, daysOnMarket: 26, sold90d: 702 },
    computedAt: '2026-11-20T10:00:00.000Z',
  },
};

export const AREA_EXAMPLE: PublicAreaAnswer = {
  data: {
    ...OSLO,
    series: [{ month: '2026-11', pricePerSqm: 99100, newListings: 143, sold: 61, daysOnMarket: 20 }],
    propertyTypes: [{ type: 'apartment', listings: 301, pricePerSqm: 104300 }],
  },
  meta: {},
};

const LISTING: AreaListing = {
  finnCode: '345678901',
  title: 'Lys treroms med balkong',
  address: 'Thorvald Meyers gate 10',
  postalCode: '0555',
  city: 'Oslo',
  areaLabel: 'Grünerløkka, Oslo',
  propertyType: 'apartment',
  price: 5490000,
  livingArea: 62,
  pricePerSqm: 88548,
  bedrooms: 2,
  views: 812,
  listedAt: '2026-11-02T09:00:00.000Z',
  soldAt: null,
  daysOnMarket: 18,
  image: null,
  url: '/products/property-listings/345678901',
};

export const LISTINGS_EXAMPLE: PublicListingsAnswer = { data: [LISTING], meta: { total: 1, page: 1, pageSize: 20 } };
