import {
  PROPERTY_AREAS,
  propertyAreaLabel,
  type AreaDetail,
  type AreaListing,
  type AreaListingPage,
  type AreaStatistics,
  type AreaStatisticsList,
} from '@platform/shared';

// The server's answers as the tests serve them: every area of the list, some figures chosen, the rest plain.

function statistics(id: string, overrides: Partial<AreaStatistics> = {}): AreaStatistics {
  const area = PROPERTY_AREAS.find((candidate) => candidate.id === id)!;
  const city = PROPERTY_AREAS.find((candidate) => candidate.city === area.city && !candidate.postalCodes)!;
  return {
    id,
    name: area.name,
    label: propertyAreaLabel(area),
    city: area.city,
    parentId: area.postalCodes ? city.id : null,
    pricePerSqm: 50000,
    trendPct: 1,
    listings: 10,
    daysOnMarket: 30,
    sold90d: 5,
    monthsOfSupply: 4,
    inventoryLevel: 'balanced',
    viewsPerDay: 10,
    buyerDemand: 'medium',
    rentPerSqm: 200,
    grossYieldPct: 4.8,
    ...overrides,
  };
}

const CHOSEN: Record<string, Partial<AreaStatistics>> = {
  oslo: { pricePerSqm: 98765.4, trendPct: 3.2, listings: 1234, daysOnMarket: 21, inventoryLevel: 'low', buyerDemand: 'high', grossYieldPct: 3.9 },
  'oslo-frogner': {
    pricePerSqm: 132456,
    trendPct: -1.5,
    listings: 87,
    daysOnMarket: 34,
    sold90d: 12,
    monthsOfSupply: 7.3,
    inventoryLevel: 'high',
    viewsPerDay: 14.2,
    buyerDemand: 'low',
    rentPerSqm: 390,
    grossYieldPct: 3.5,
  },
  bergen: {
    pricePerSqm: 61234,
    trendPct: 0.8,
    listings: 456,
    daysOnMarket: 28,
    inventoryLevel: 'balanced',
    buyerDemand: 'medium',
    grossYieldPct: 4.6,
  },
  // A district without sales or rents: what cannot be computed is null.
  'bergen-sandviken': {
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
  },
};

export const AREAS: AreaStatisticsList = {
  areas: PROPERTY_AREAS.map((area) => statistics(area.id, CHOSEN[area.id])),
  overview: { listings: 12345, pricePerSqm: 87654.3, trendPct: -2.4, daysOnMarket: 27, sold90d: 3456 },
  computedAt: '2026-11-20T09:30:00.000Z',
};

export function detail(id: string, firstPrice: number): AreaDetail {
  const area = AREAS.areas.find((candidate) => candidate.id === id)!;
  return {
    ...area,
    series: [
      { month: '2026-09', pricePerSqm: firstPrice, newListings: 40, sold: 31, daysOnMarket: 25 },
      { month: '2026-10', pricePerSqm: firstPrice + 1000, newListings: 52, sold: 29, daysOnMarket: null },
      { month: '2026-11', pricePerSqm: null, newListings: 7, sold: 3, daysOnMarket: 19 },
    ],
    propertyTypes: [
      { type: 'apartment', listings: 60, pricePerSqm: firstPrice },
      { type: 'house', listings: 27, pricePerSqm: null },
    ],
  };
}

export function areaListing(overrides: Partial<AreaListing> = {}): AreaListing {
  return {
    finnCode: '300100200',
    title: 'Lys treroms med balkong',
    address: 'Bygdøy allé 12',
    postalCode: '0257',
    city: 'Oslo',
    areaLabel: 'Frogner, Oslo',
    propertyType: 'apartment',
    price: 6950000,
    livingArea: 72,
    pricePerSqm: 96528,
    bedrooms: 2,
    views: 1543,
    listedAt: '2026-10-01T10:00:00.000Z',
    soldAt: null,
    daysOnMarket: 56,
    image: 'https://bilder.example/300100200.jpg',
    url: '/products/property-listings/300100200',
    ...overrides,
  };
}

export const listingPage = (listings: AreaListing[], total = listings.length, page = 1): AreaListingPage => ({ listings, total, page, pageSize: 20 });
