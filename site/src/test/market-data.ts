import type { MarketData, StatisticsAnswer } from '@platform/shared';
import { signedInAs } from './api-mock';
import { productAccess } from './fixtures';

/** A market summary as GET /api/market-intelligence/simple answers it, computed at 10:15 Norwegian time. */
export const marketData = (timestamp = '2026-11-26T09:15:00.000Z'): MarketData => ({
  timestamp,
  periodDays: 30,
  property: {
    summary: {
      total_listings: 12840,
      new_listings: 1520,
      avg_price: 4875432.6,
      median_price: 4250000,
      min_price: 650000,
      max_price: 28500000,
      listings_change_pct: 12.5,
      price_change_pct: -3.4,
    },
    topLocations: [
      { location: 'Oslo', count: 3120, avg_price: 6450000 },
      { location: 'Bergen', count: 1840, avg_price: 4720000 },
      { location: 'Trondheim', count: 1210, avg_price: 4380000 },
      { location: 'Stavanger', count: 980, avg_price: 4610000 },
      { location: 'Drammen', count: 640, avg_price: 3890000 },
      { location: 'Fredrikstad', count: 512, avg_price: 3420000 },
      { location: 'Kristiansand', count: 488, avg_price: 3760000 },
      { location: 'Tromsø', count: 401, avg_price: null },
    ],
    propertyTypes: [
      { type: 'Leilighet', count: 6120, avg_price: 4100000 },
      { type: 'Enebolig', count: 3050, avg_price: 6900000 },
      { type: 'Rekkehus', count: 1480, avg_price: 5200000 },
      { type: 'Tomannsbolig', count: 920, avg_price: 4800000 },
      { type: 'Hytte', count: 610, avg_price: 2900000 },
      { type: 'Gårdsbruk', count: 260, avg_price: 7400000 },
      { type: 'Tomt', count: 240, avg_price: 1300000 },
      { type: 'Annet', count: 160, avg_price: 2100000 },
    ],
  },
  auto: {
    summary: {
      total_listings: 20412,
      new_listings: 1733,
      avg_price: 312450,
      median_price: 249900,
      min_price: 15000,
      max_price: 2450000,
      listings_change_pct: null,
      price_change_pct: 0,
    },
    topBrands: ['Toyota', 'Volkswagen', 'Tesla', 'Volvo', 'BMW', 'Audi', 'Skoda', 'Ford', 'Nissan', 'Hyundai'].map((brand, index) => ({
      brand,
      count: 2400 - index * 150,
      new_listings: 200 - index * 10,
      avg_price: 300000 + index * 10000,
    })),
    categories: [
      { category: 'SUV', count: 6200, avg_price: 410000 },
      { category: 'Stasjonsvogn', count: 4800, avg_price: 260000 },
      { category: 'Kombi 5-dørs', count: 3100, avg_price: 190000 },
      { category: 'Sedan', count: 2100, avg_price: 280000 },
      { category: 'Flerbruksbil', count: 1500, avg_price: 230000 },
      { category: 'Coupé', count: 900, avg_price: 520000 },
      { category: 'Cabriolet', count: 700, avg_price: 480000 },
      { category: 'Pickup', count: 512, avg_price: 610000 },
    ],
  },
});

/** Bankruptcies (a count) and education (a rate) for three counties over three years. */
export const companiesStatistics: StatisticsAnswer = {
  topic: 'companies',
  years: [2022, 2023, 2024],
  series: [
    {
      id: 'bankruptcies',
      label: 'Konkurser',
      unit: 'count',
      national: [
        { year: 2022, value: 2900 },
        { year: 2023, value: 3300 },
        { year: 2024, value: 3520 },
      ],
      byCounty: [
        {
          county: 'Oslo',
          values: [
            { year: 2022, value: 1000 },
            { year: 2023, value: 1000 },
            { year: 2024, value: 1100 },
          ],
        },
        {
          county: 'Vestland',
          values: [
            { year: 2022, value: 600 },
            { year: 2023, value: 800 },
            { year: 2024, value: 720 },
          ],
        },
        {
          county: 'Finnmark',
          values: [
            { year: 2022, value: 35 },
            { year: 2024, value: 40 },
          ],
        },
      ],
    },
  ],
};

export const educationStatistics: StatisticsAnswer = {
  topic: 'education',
  years: [2023, 2024],
  series: [
    {
      id: 'higher_education_pct',
      label: 'Andel med høyere utdanning',
      unit: 'percent',
      national: [
        { year: 2023, value: 36.1 },
        { year: 2024, value: 36.8 },
      ],
      byCounty: [
        {
          county: 'Oslo',
          values: [
            { year: 2023, value: 54.6 },
            { year: 2024, value: 55.2 },
          ],
        },
        {
          county: 'Innlandet',
          values: [
            { year: 2023, value: 28.4 },
            { year: 2024, value: 28.1 },
          ],
        },
      ],
    },
  ],
};

/** A signed-in user whom the server lets into the data product, and the routes the area frame calls on opening. */
export function dataAreaUser() {
  const { user, route } = signedInAs();
  return {
    user,
    routes: {
      ...route,
      'POST /api/product-areas/data/open': { product: productAccess('data', { subscriptionStatus: 'active', hasAccess: true }) },
    },
  };
}

/** The query strings of the calls to `path`, in order (the API mock records only the path). */
export const queriesTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
