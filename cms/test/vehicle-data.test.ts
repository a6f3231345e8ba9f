import {
  AUTH_MESSAGES,
  CAR_CATALOGUE,
  FUEL_TYPES,
  OTHER_MODEL_LABEL,
  TRANSMISSIONS,
  VEHICLE_BODY_TYPES,
  findRegion,
  regionLabelPath,
  PRODUCT_AREA_MESSAGES,
  PRODUCT_NAMES,
  VEHICLE_MESSAGES,
  VEHICLE_OTHER_BRANDS,
  VEHICLE_WEEKS_SHOWN,
  type VehicleListing,
  type VehicleOverview,
  type VehicleSearchBody,
  type VehicleStatistics,
} from '@platform/shared';
import { signUp, verifiedAccount, type Account } from './accounts';
import { api, bearer, tokenFor } from './api-client';
import { sql } from './database';
import { VEHICLE_FIXTURE, storeVehicleListings, vehicleRows } from './vehicle-fixtures';
import { demoVehicleListings } from '../src/seed/demo-vehicle-listings';
import { BRAND_FACTS } from '../src/seed/demo-vehicle-models';

const LISTINGS = '/api/data/vehicles/listings/';
const OVERVIEW = '/api/data/vehicles/overview';
const STATISTICS = '/api/data/vehicles/statistics';
const DAY_MS = 86_400_000;

/** The body the site sends (the spec's fields), with the test's query and extras. */
const body = (searchQuery: string, extra: Partial<VehicleSearchBody> = {}): VehicleSearchBody => ({
  searchQuery,
  selectedProperties: [],
  selectedCategories: ['vehicle'],
  selectedSubCategories: ['car'],
  ...extra,
});

let admin: Record<string, string>;
const now = new Date();

const search = (searchQuery: string, extra: Partial<VehicleSearchBody> = {}, auth = admin) =>
  api().post(LISTINGS).set(auth).send(body(searchQuery, extra));
/** The listings a search answers, each named by brand, model and year. */
async function found(searchQuery: string, extra: Partial<VehicleSearchBody> = {}): Promise<string[]> {
  const res = await search(searchQuery, extra);
  expect(res.status).toBe(200);
  return res.body.data.listings.map((listing: VehicleListing) => `${listing.brand} ${listing.model} ${listing.year}`);
}
const sorted = (names: string[]) => [...names].sort();

beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  await storeVehicleListings(VEHICLE_FIXTURE, now);
});

describe('vehicle data access', () => {
  const calls = [
    { name: 'the search', send: (auth: Record<string, string>) => api().post(LISTINGS).set(auth).send(body('volvo')) },
    { name: 'the overview', send: (auth: Record<string, string>) => api().get(OVERVIEW).set(auth) },
    { name: 'the statistics', send: (auth: Record<string, string>) => api().get(STATISTICS).set(auth) },
  ];
  let trial: Account;
  let subscriber: Account;
  beforeAll(async () => {
    trial = await verifiedAccount();
    expect((await api().post('/api/auth/start-trial').set(trial.auth).send({ productId: 'auto' })).status).toBe(201);
    subscriber = await signUp('vehicles-');
    const granted = await api().post(`/api/admin/users/${subscriber.user.id}/products/auto`).set(admin).send({ subscriptionStatus: 'active' });
    expect(granted.status).toBeLessThan(300);
  });

  it.each(calls)('$name answers 401 without a token and 403 with the reason to a user without access', async ({ send }) => {
    const anonymous = await send({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const stranger = await signUp('vehicles-');
    const refused = await send(stranger.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.auto));
    expect(refused.body.error.details).toEqual({ reason: 'noAccess', trialAvailable: true });
  });

  it.each(calls)('$name answers a user on trial, a subscriber and an administrator', async ({ send }) => {
    for (const auth of [trial.auth, subscriber.auth, admin]) expect((await send(auth)).status).toBe(200);
  });

  it('answers the search path with and without its trailing slash', async () => {
    const withSlash = await api().post(LISTINGS).set(admin).send(body('volvo'));
    const without = await api().post(LISTINGS.replace(/\/$/, '')).set(admin).send(body('volvo'));
    expect(withSlash.status).toBe(200);
    expect(without.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
  });

  it("counts a search in the user's searches and the figures in the API calls, with the opening", async () => {
    const account = await signUp('vehicles-');
    await api().post(`/api/admin/users/${account.user.id}/products/auto`).set(admin).send({ subscriptionStatus: 'active' });
    const usage = async () =>
      (
        await sql<{ searches: number; api_calls: number; last_login_at: unknown }>(
          "SELECT searches, api_calls, last_login_at FROM product_usages WHERE user_id = ? AND product_slug = 'auto'",
          [account.user.id],
        )
      )[0];
    expect(await usage()).toBeUndefined();
    expect((await search('volvo', {}, account.auth)).status).toBe(200);
    expect((await search('tesla', {}, account.auth)).status).toBe(200);
    // A refused search is not a search.
    expect((await search('   ', {}, account.auth)).status).toBe(400);
    expect((await api().get(OVERVIEW).set(account.auth)).status).toBe(200);
    const counted = await usage();
    expect(Number(counted.searches)).toBe(2);
    expect(Number(counted.api_calls)).toBe(1);
    expect(counted.last_login_at).not.toBeNull();
  });
});

describe('vehicle search', () => {
  it('answers the listing as the site shows it, with a missing price as null', async () => {
    const res = await search('tesla bergen');
    expect(res.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [listing] = res.body.data.listings as VehicleListing[];
    expect(listing).toEqual({
      id: expect.any(Number),
      brand: 'Tesla',
      model: 'Model 3',
      year: 2019,
      mileage: 98_000,
      location: 'vestland,bergen,fana',
      locationLabel: 'Fana, Bergen, Vestland',
      fuel_type: 'Elektrisk',
      transmission: 'Automat',
      body_type: 'Sedan',
      price: null,
      listed_at: vehicleRows([VEHICLE_FIXTURE[1]], now)[0].listed_at.toISOString(),
    });
  });

  it('finds every word as the beginning of a word: brand, model, place, county, fuel and gearbox', async () => {
    expect(sorted(await found('volv'))).toEqual(['Volvo EX30 2024', 'Volvo V70 2012', 'Volvo XC60 2020']);
    expect(await found('elek')).toHaveLength(9);
    expect(sorted(await found('vestland'))).toEqual(['Dacia Sandero 2015', 'Tesla Model 3 2019', 'Volkswagen Golf 2016', 'Volvo XC60 2020']);
    expect(await found('manuell')).toHaveLength(3);
    expect(await found('Bærum')).toEqual(['Toyota bZ4X 2023']);
    expect(await found('TROMSØ')).toEqual(['Volkswagen ID.3 2021']);
  });

  it('needs every word to match', async () => {
    expect(await found('volvo bergen')).toEqual(['Volvo XC60 2020']);
    expect(await found('tesla oslo automat')).toEqual(['Tesla Model Y 2022']);
    const none = await search('volvo trondheim');
    expect(none.body.data).toEqual({ listings: [], total: 0, page: 1, pageSize: 20 });
  });

  it('reads model names with punctuation and letters with diacritics as they are written', async () => {
    expect(await found('ID.3')).toEqual(['Volkswagen ID.3 2021']);
    expect(await found('ë-C4')).toEqual(['Citroën ë-C4 2023']);
    expect(await found('q4 e-tron')).toEqual(['Audi Q4 e-tron 2022']);
    expect(await found('grünerløkka')).toEqual(['Volvo EX30 2024']);
  });

  it('ranks a word in the brand or model above the same word in the place, before newer listings', async () => {
    // The Corolla in Sandnes is newer than the Sandero; the model's match counts for more.
    expect(await found('sand')).toEqual(['Dacia Sandero 2015', 'Toyota Corolla 2018']);
  });

  it('ranks a listing that matches in more fields first', async () => {
    // Both Kias match "ev" in their model; the EV6 also in its place (Evje og Hornnes), though the EV9 is newer.
    expect(await found('ev')).toEqual(['Kia EV6 2022', 'Kia EV9 2024']);
  });

  it('filters by a letter, a brand, a model or the catalogue’s other models of a brand', async () => {
    expect(sorted(await found('elektrisk', { filters: { car: 't' } }))).toEqual(['Tesla Model 3 2019', 'Tesla Model Y 2022', 'Toyota bZ4X 2023']);
    expect(sorted(await found('elektrisk', { filters: { car: 't,tesla' } }))).toEqual(['Tesla Model 3 2019', 'Tesla Model Y 2022']);
    expect(await found('elektrisk', { filters: { car: 't,tesla,model y' } })).toEqual(['Tesla Model Y 2022']);
    // The V70 is not among the catalogue's Volvo models: 'Andre'.
    expect(await found('volvo', { filters: { car: 'v,volvo,andre' } })).toEqual(['Volvo V70 2012']);
  });

  it('filters by a county, a municipality or a district, with what lies under it', async () => {
    expect(sorted(await found('elektrisk', { filters: { region: 'oslo' } }))).toEqual([
      'Audi Q4 e-tron 2022',
      'Kia EV9 2024',
      'Tesla Model Y 2022',
      'Volvo EX30 2024',
    ]);
    expect(sorted(await found('elektrisk', { filters: { region: 'oslo,oslo,frogner' } }))).toEqual(['Audi Q4 e-tron 2022', 'Tesla Model Y 2022']);
    // Voss is in Vestland but not in Bergen.
    expect(sorted(await found('vestland', { filters: { region: 'vestland,bergen' } }))).toEqual([
      'Dacia Sandero 2015',
      'Tesla Model 3 2019',
      'Volvo XC60 2020',
    ]);
    expect(await found('elektrisk', { filters: { region: 'norge' } })).toHaveLength(9);
  });

  it('filters by model years, prices (leaving out listings without a price) and fuels', async () => {
    expect(await found('elektrisk', { filters: { yearFrom: 2023 } })).toHaveLength(4);
    expect(sorted(await found('elektrisk', { filters: { yearFrom: 2022, yearTo: 2022 } }))).toEqual([
      'Audi Q4 e-tron 2022',
      'Kia EV6 2022',
      'Tesla Model Y 2022',
    ]);
    expect(await found('tesla', { filters: { priceFrom: 0 } })).toEqual(['Tesla Model Y 2022']);
    expect(sorted(await found('elektrisk', { filters: { priceFrom: 300_000, priceTo: 400_000 } }))).toEqual([
      'Kia EV6 2022',
      'Tesla Model Y 2022',
      'Toyota bZ4X 2023',
      'Volvo EX30 2024',
    ]);
    expect(sorted(await found('volvo', { filters: { fuel: ['Elektrisk', 'Diesel'] } }))).toEqual(['Volvo EX30 2024', 'Volvo V70 2012']);
  });

  it('pages through the matches with the total on every page', async () => {
    const page = (n: number) => search('elektrisk', { sort: 'newest', page: n, pageSize: 4 });
    const names = (res: { body: { data: { listings: VehicleListing[] } } }) => res.body.data.listings.map((l) => `${l.brand} ${l.model}`);
    const [first, second, third, past] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(names(first)).toEqual(['Volvo EX30', 'Tesla Model Y', 'Kia EV9', 'Citroën ë-C4']);
    expect(names(second)).toEqual(['Audi Q4 e-tron', 'Volkswagen ID.3', 'Tesla Model 3', 'Toyota bZ4X']);
    expect(names(third)).toEqual(['Kia EV6']);
    expect(names(past)).toEqual([]);
    for (const [res, n] of [
      [first, 1],
      [second, 2],
      [third, 3],
      [past, 4],
    ] as const) {
      expect(res.body.data).toMatchObject({ total: 9, page: n, pageSize: 4 });
    }
  });

  it('sorts by price (listings without one last), mileage and model year', async () => {
    const models = async (sort: VehicleSearchBody['sort']) => (await found('elektrisk', { sort })).map((name) => name.replace(/ \d{4}$/, ''));
    expect(await models('price_asc')).toEqual([
      'Volkswagen ID.3',
      'Citroën ë-C4',
      'Volvo EX30',
      'Toyota bZ4X',
      'Kia EV6',
      'Tesla Model Y',
      'Audi Q4 e-tron',
      'Kia EV9',
      'Tesla Model 3',
    ]);
    expect(await models('price_desc')).toEqual([
      'Kia EV9',
      'Audi Q4 e-tron',
      'Tesla Model Y',
      'Kia EV6',
      'Toyota bZ4X',
      'Volvo EX30',
      'Citroën ë-C4',
      'Volkswagen ID.3',
      'Tesla Model 3',
    ]);
    expect(await models('mileage_asc')).toEqual([
      'Volvo EX30',
      'Kia EV9',
      'Citroën ë-C4',
      'Toyota bZ4X',
      'Audi Q4 e-tron',
      'Tesla Model Y',
      'Kia EV6',
      'Volkswagen ID.3',
      'Tesla Model 3',
    ]);
    // The same year: the newer listing first.
    expect(await models('year_desc')).toEqual([
      'Volvo EX30',
      'Kia EV9',
      'Citroën ë-C4',
      'Toyota bZ4X',
      'Tesla Model Y',
      'Audi Q4 e-tron',
      'Kia EV6',
      'Volkswagen ID.3',
      'Tesla Model 3',
    ]);
  });

  it.each([
    ['an empty query', body(''), VEHICLE_MESSAGES.queryRequired],
    ['a query of spaces', body('  \t '), VEHICLE_MESSAGES.queryRequired],
    ['a query that is not text', { ...body('x'), searchQuery: 42 }, VEHICLE_MESSAGES.queryRequired],
    ['a body that is not an object', ['volvo'], VEHICLE_MESSAGES.invalidBody],
    ['page 0', body('volvo', { page: 0 }), VEHICLE_MESSAGES.invalidPage],
    ['page 1.5', body('volvo', { page: 1.5 }), VEHICLE_MESSAGES.invalidPage],
    ['101 per page', body('volvo', { pageSize: 101 }), VEHICLE_MESSAGES.invalidPageSize],
    ['an unknown order', { ...body('volvo'), sort: 'cheapest' }, VEHICLE_MESSAGES.invalidSort],
    ['an unknown car', body('volvo', { filters: { car: 'v,volvo,amazon' } }), VEHICLE_MESSAGES.invalidCar],
    ['an unknown place', body('volvo', { filters: { region: 'atlantis' } }), VEHICLE_MESSAGES.invalidRegion],
    ['years the wrong way round', body('volvo', { filters: { yearFrom: 2020, yearTo: 2010 } }), VEHICLE_MESSAGES.invalidYearRange],
    ['prices the wrong way round', body('volvo', { filters: { priceFrom: 500_000, priceTo: 100_000 } }), VEHICLE_MESSAGES.invalidPriceRange],
    ['a negative price', body('volvo', { filters: { priceFrom: -1 } }), VEHICLE_MESSAGES.invalidPrice],
    ['an unknown fuel', { ...body('volvo'), filters: { fuel: ['Diesel', 'Kull'] } }, VEHICLE_MESSAGES.invalidFuel],
  ])('refuses %s with the message', async (_name, sent, message) => {
    const res = await api().post(LISTINGS).set(admin).send(sent);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('reads search syntax and hostile text as plain words', async () => {
    // Neither FTS5's nor PostgreSQL's operators: '-' is no NOT, OR is a word, "model:" no column filter.
    expect(await found('volvo -bergen')).toEqual(['Volvo XC60 2020']);
    expect(await found('volvo OR tesla')).toEqual([]);
    expect(await found('model:y tesla')).toEqual(['Tesla Model Y 2022']);
    expect(sorted(await found('"volv"* NEAR(x)'))).toEqual([]);
    expect(sorted(await found('volv*'))).toEqual(['Volvo EX30 2024', 'Volvo V70 2012', 'Volvo XC60 2020']);
    for (const hostile of [
      "'; DROP TABLE vehicle_listings; --",
      'volvo") OR 1=1 --',
      "tesla' & !oslo | (bergen:*)",
      '<script>alert(1)</script>',
      '\\ \\\\ % _ ^ $ {} [] ~ ` @ #',
      '😀 🚗',
      '١٢٣ Ω ∑',
      'a'.repeat(200),
    ]) {
      const res = await search(hostile);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data.listings)).toBe(true);
    }
    expect(await found('volv')).toHaveLength(3);
  });
});

describe('vehicle figures', () => {
  it('computes the overview cards from the stored listings', async () => {
    const res = await api().get(OVERVIEW).set(admin);
    expect(res.status).toBe(200);
    const overview = res.body as VehicleOverview;
    // 13 priced listings sum to 3,907,000 kr; 15 mileages to 1,284,000 km; 10 were published 1-25 days ago.
    expect(overview).toEqual({ totalListings: 15, averagePrice: 300_538, newLast30Days: 10, averageMileage: 85_600, computedAt: expect.any(String) });
    expect(Date.parse(overview.computedAt)).toBeGreaterThanOrEqual(now.getTime());
  });

  it('computes the statistics charts from the stored listings', async () => {
    const res = await api().get(STATISTICS).set(admin);
    expect(res.status).toBe(200);
    const statistics = res.body as VehicleStatistics;
    // Priced listings only; the 2016 Golf and 2019 Model 3 have no price.
    expect(statistics.priceByYear).toEqual([
      { year: 2011, averagePrice: 79_000, count: 1 },
      { year: 2012, averagePrice: 69_000, count: 1 },
      { year: 2015, averagePrice: 59_000, count: 1 },
      { year: 2018, averagePrice: 179_000, count: 1 },
      { year: 2020, averagePrice: 429_000, count: 1 },
      { year: 2021, averagePrice: 219_000, count: 1 },
      { year: 2022, averagePrice: 399_000, count: 3 },
      { year: 2023, averagePrice: 299_000, count: 2 },
      { year: 2024, averagePrice: 539_000, count: 2 },
    ]);
    expect(statistics.mileageVsPrice).toEqual([
      { mileageFrom: 0, averagePrice: 445_667, count: 3 },
      { mileageFrom: 25_000, averagePrice: 392_333, count: 3 },
      { mileageFrom: 50_000, averagePrice: 289_000, count: 2 },
      { mileageFrom: 75_000, averagePrice: 429_000, count: 1 },
      { mileageFrom: 100_000, averagePrice: 179_000, count: 1 },
      { mileageFrom: 125_000, averagePrice: 59_000, count: 1 },
      { mileageFrom: 200_000, averagePrice: 69_000, count: 1 },
      { mileageFrom: 225_000, averagePrice: 79_000, count: 1 },
    ]);
    expect(statistics.perBrand).toEqual([
      { brand: 'Volvo', count: 3 },
      { brand: 'Kia', count: 2 },
      { brand: 'Tesla', count: 2 },
      { brand: 'Toyota', count: 2 },
      { brand: 'Volkswagen', count: 2 },
      { brand: 'Audi', count: 1 },
      { brand: 'BMW', count: 1 },
      { brand: 'Citroën', count: 1 },
      { brand: 'Dacia', count: 1 },
    ]);
    expect(statistics.perFuel).toEqual([
      { fuel: 'Elektrisk', count: 9 },
      { fuel: 'Diesel', count: 3 },
      { fuel: 'Bensin', count: 1 },
      { fuel: 'Hybrid', count: 1 },
      { fuel: 'Ladbar hybrid', count: 1 },
    ]);
  });

  it('counts new listings per week for the last 52 weeks, Monday to Sunday, with empty weeks as 0', async () => {
    const { newPerWeek } = (await api().get(STATISTICS).set(admin)).body as VehicleStatistics;
    const monday = (time: Date) => {
      const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
    };
    const thisWeek = monday(now);
    expect(newPerWeek).toHaveLength(VEHICLE_WEEKS_SHOWN);
    newPerWeek.forEach(({ week }, i) => {
      expect(week).toBe(new Date(thisWeek.getTime() - (VEHICLE_WEEKS_SHOWN - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
    });
    // Each fixture listing in the week of its date (all 15 lie within the 52 weeks).
    const expected = new Map<string, number>();
    for (const row of vehicleRows(VEHICLE_FIXTURE, now)) {
      const week = monday(row.listed_at).toISOString().slice(0, 10);
      expected.set(week, (expected.get(week) ?? 0) + 1);
    }
    expect(Object.fromEntries(newPerWeek.filter((entry) => entry.count > 0).map((entry) => [entry.week, entry.count]))).toEqual(
      Object.fromEntries(expected),
    );
    expect(newPerWeek.reduce((sum, entry) => sum + entry.count, 0)).toBe(15);
  });

  it('sums the brands after the top 15 as one bar, and the figures follow a change of the listings at once', async () => {
    const extra = [
      ['Fiat', 'Panda'],
      ['Ford', 'Focus'],
      ['Honda', 'Civic'],
      ['Mazda', '3'],
      ['Opel', 'Astra'],
      ['Seat', 'Ibiza'],
      ['Skoda', 'Octavia'],
    ].map(
      ([brand, model]) =>
        [brand, model, 2014, 150_000, 'innlandet,hamar', 'Bensin', 'Manuell', 'Kombi 5-dørs', 50_000, 90] as (typeof VEHICLE_FIXTURE)[number],
    );
    await storeVehicleListings([...VEHICLE_FIXTURE, ...extra], now);
    try {
      const statistics = (await api().get(STATISTICS).set(admin)).body as VehicleStatistics;
      expect(statistics.perBrand.map((entry) => entry.brand)).toEqual([
        'Volvo',
        'Kia',
        'Tesla',
        'Toyota',
        'Volkswagen',
        'Audi',
        'BMW',
        'Citroën',
        'Dacia',
        'Fiat',
        'Ford',
        'Honda',
        'Mazda',
        'Opel',
        'Seat',
        VEHICLE_OTHER_BRANDS,
      ]);
      expect(statistics.perBrand[15]).toEqual({ brand: VEHICLE_OTHER_BRANDS, count: 1 });
      expect(((await api().get(OVERVIEW).set(admin)).body as VehicleOverview).totalListings).toBe(22);
    } finally {
      await storeVehicleListings(VEHICLE_FIXTURE, now);
    }
  });
});

describe('sample vehicle listings', () => {
  it('know every brand and model of the car catalogue, and list other models only as the catalogue’s others', () => {
    const catalogue = new Map(
      CAR_CATALOGUE.flatMap((letter) => letter.children ?? []).map((brand) => [
        brand.label,
        (brand.children ?? []).map((model) => model.label).filter((model) => model !== OTHER_MODEL_LABEL),
      ]),
    );
    expect(BRAND_FACTS.map((facts) => facts.brand).sort()).toEqual([...catalogue.keys()].sort());
    for (const facts of BRAND_FACTS) {
      expect({ brand: facts.brand, models: facts.models.map((model) => model.model).sort() }).toEqual({
        brand: facts.brand,
        models: [...(catalogue.get(facts.brand) ?? [])].sort(),
      });
      for (const other of facts.others) expect(catalogue.get(facts.brand)).not.toContain(other.model);
    }
  });

  it('are the same listings at every run but for their dates, with values the table and the region tree accept', () => {
    const first = demoVehicleListings(0, 5_000, new Date('2026-06-01T12:00:00Z'));
    const again = demoVehicleListings(0, 5_000, new Date('2026-09-01T12:00:00Z'));
    const withoutDate = ({ listed_at: _listed, ...row }: (typeof first)[number]) => row;
    expect(again.map(withoutDate)).toEqual(first.map(withoutDate));
    expect(demoVehicleListings(4_000, 4_010, new Date('2026-06-01T12:00:00Z'))).toEqual(first.slice(4_000, 4_010));
    const reference = new Date('2026-06-01T12:00:00Z').getTime();
    const invalid = first.filter(
      (row) =>
        !(FUEL_TYPES as readonly string[]).includes(row.fuel_type) ||
        !(TRANSMISSIONS as readonly string[]).includes(row.transmission) ||
        !(VEHICLE_BODY_TYPES as readonly string[]).includes(row.body_type) ||
        !findRegion(row.location) ||
        row.county !== regionLabelPath(row.location)[0] ||
        row.year < 2005 ||
        row.year > 2026 ||
        row.mileage < 0 ||
        (row.price !== null && (row.price <= 0 || row.price % 1_000 !== 0)) ||
        reference - row.listed_at.getTime() < 0 ||
        reference - row.listed_at.getTime() > 365 * DAY_MS,
    );
    expect(invalid).toEqual([]);
    const withoutPrice = first.filter((row) => row.price === null).length / first.length;
    expect(withoutPrice).toBeGreaterThan(0.04);
    expect(withoutPrice).toBeLessThan(0.08);
    expect(new Set(first.map((row) => row.county)).size).toBe(15);
  });
});
