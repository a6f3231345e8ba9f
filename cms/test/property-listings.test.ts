import {
  LISTING_DRAFT_TEXTS,
  LISTING_QUERY_MESSAGES,
  PROPERTY_LISTING_EDIT_MESSAGES,
  PROPERTY_LISTING_MESSAGES,
  listingAmenities,
  medianOf,
  type MyPropertyListingCard,
  type PropertyInsights,
  type PropertyListingCard,
  type PropertyListingDetail,
  type PropertyListingPage,
  type PropertyListingType,
  type PropertyType,
} from '@platform/shared';
import { insertPropertyListings, type PropertyListingRecord } from '../src/listings/property-listings-writes';
import { signUp, type Account } from './accounts';
import { api, marker } from './api-client';
import { sql } from './database';
import { mailsFor } from './mail';
import { withListingStore } from './market-fixtures';

const LISTINGS = '/api/property-listings';
const DAY_MS = 86_400_000;
const YEAR = new Date().getFullYear();

/** Unique to this run: every fixture title carries it, so a search for it finds only the fixture. */
const M = marker('plist');
let nextCode = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

interface Fixture {
  type?: PropertyType;
  listing?: PropertyListingType;
  city?: string;
  price: number | null;
  area?: number;
  bedrooms?: number;
  facilities?: string[];
  parking?: number;
  built?: number;
  daysAgo?: number;
  sold?: boolean;
  status?: 'published' | 'unpublished';
  userId?: number | null;
  address?: string;
  title?: string;
}

function row(fixture: Fixture): PropertyListingRecord {
  nextCode += 1;
  const facilities = fixture.facilities ?? [];
  const parking = fixture.parking ?? 0;
  const chips = listingAmenities(facilities, parking);
  const listedAt = new Date(Date.now() - (fixture.daysAgo ?? 1) * DAY_MS);
  const city = fixture.city ?? 'Bergen';
  return {
    finn_code: String(nextCode),
    title: fixture.title ?? `${M} ${fixture.type ?? 'apartment'} ${nextCode}`,
    title_en: null,
    property_type: fixture.type ?? 'apartment',
    listing_type: fixture.listing ?? 'sale',
    address: fixture.address ?? 'Testveien 1',
    postal_code: '5000',
    city,
    location: 'vestland,bergen',
    location_label: city,
    price: fixture.price,
    living_area: fixture.area ?? 60,
    plot_area: null,
    bedrooms: fixture.bedrooms ?? 1,
    bathrooms: 1,
    built: fixture.built ?? 2000,
    energy_label: null,
    views: 0,
    listed_at: listedAt,
    sold_at: fixture.sold ? new Date(listedAt.getTime() + DAY_MS / 2) : null,
    description: 'Testannonse.',
    user_id: fixture.userId ?? null,
    status: fixture.status ?? 'published',
    neighborhood: null,
    parking_spaces: parking,
    facilities,
    images: [{ url: `/uploads/${nextCode}.jpg`, card: `/uploads/card_${nextCode}.jpg` }],
    has_parking: chips.parking,
    has_balcony: chips.balcony,
    has_garden: chips.garden,
  };
}

const store = (rows: PropertyListingRecord[]) => withListingStore((knex) => insertPropertyListings(knex, rows));

let owner: Account;
let other: Account;
const F: Record<string, PropertyListingRecord> = {};

beforeAll(async () => {
  owner = await signUp('seller-');
  other = await signUp('visitor-');
  Object.assign(F, {
    A: row({ price: 3_000_000, area: 60, bedrooms: 2, facilities: ['Balkong'], daysAgo: 1 }),
    B: row({ type: 'house', price: 6_000_000, area: 150, bedrooms: 4, facilities: ['Hage', 'Garage'], parking: 2, built: YEAR, daysAgo: 2 }),
    C: row({ type: 'room', listing: 'rent', price: 5_000, area: 15, daysAgo: 3 }),
    D: row({ listing: 'sublet', city: 'Oslo', price: 12_000, area: 40, facilities: ['Terrasse'], daysAgo: 4, address: 'Østensjøveien 5' }),
    E: row({ city: 'Oslo', price: null, area: 80, bedrooms: 3, daysAgo: 5 }),
    H: row({ type: 'room', listing: 'sublet', city: 'Tromsø', price: 4_000, area: 12, daysAgo: 6 }),
    // Never found: sold, or not published.
    sold: row({ price: 2_000_000, sold: true, daysAgo: 7 }),
    hidden: row({ price: 2_500_000, status: 'unpublished', userId: owner.user.id as number, daysAgo: 8 }),
    // The owner's published listing.
    own: row({ price: 2_900_000, userId: owner.user.id as number, daysAgo: 9, title: `${M} eierens leilighet` }),
  });
  await store(Object.values(F));
});

const search = (query: string, auth: Record<string, string> = {}) =>
  api()
    .get(`${LISTINGS}?search=${encodeURIComponent(M)}&${query}`)
    .set(auth);
const codes = (page: PropertyListingPage) => page.listings.map((card) => card.finnCode);
const code = (...names: string[]) => names.map((name) => F[name].finn_code);

describe('the listing search', () => {
  it('finds published listings not sold, newest first, with the total', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(code('A', 'B', 'C', 'D', 'E', 'H', 'own'));
    expect(res.body).toMatchObject({ total: 7, page: 1, pageSize: 24 });
  });

  it('answers each card with its price, price per m², chips and card image', async () => {
    const card = (await search('')).body.listings[0] as PropertyListingCard;
    expect(card).toEqual({
      finnCode: F.A.finn_code,
      title: F.A.title,
      propertyType: 'apartment',
      listingType: 'sale',
      address: 'Testveien 1',
      city: 'Bergen',
      locationLabel: 'Bergen',
      price: 3_000_000,
      livingArea: 60,
      bedrooms: 2,
      bathrooms: 1,
      sqmPrice: 50_000,
      mainImage: `/uploads/card_${F.A.finn_code}.jpg`,
      chips: ['balcony'],
      listedAt: expect.any(String),
      saved: false,
    });
  });

  it.each([
    ['listingType=room', ['C', 'H']],
    ['city=bergen', ['A', 'B', 'C', 'own']],
    ['propertyType=apartment&listingType=sale', ['A', 'E', 'own']],
    ['listingType=sublet', ['D', 'H']],
    ['minPrice=4000&maxPrice=2900000', ['C', 'D', 'H', 'own']],
    ['minBedrooms=3', ['B', 'E']],
    ['features=parking', ['B']],
    ['features=balcony', ['A', 'D']],
    ['features=garden', ['B']],
    ['features=new', ['B']],
    ['features=balcony,parking', []],
    ['sort=price_asc', ['H', 'C', 'D', 'own', 'A', 'B', 'E']],
    ['sort=price_desc', ['B', 'A', 'own', 'D', 'C', 'H', 'E']],
    ['sort=area_desc', ['B', 'E', 'A', 'own', 'D', 'C', 'H']],
  ])('filters on the server: %s', async (query, expected) => {
    const res = await search(query);
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(code(...expected));
    expect(res.body.total).toBe(expected.length);
  });

  it('matches every word of the search in the title, address, place or description, without regard to case', async () => {
    const upper = await api().get(`${LISTINGS}?search=${encodeURIComponent(`${M.toUpperCase()} ØSTENSJØVEIEN`)}`);
    expect(codes(upper.body)).toEqual(code('D'));
    const none = await api().get(`${LISTINGS}?search=${encodeURIComponent(`${M} 100%_`)}`);
    expect(none.body).toMatchObject({ listings: [], total: 0 });
  });

  it('pages with the total of every page', async () => {
    const res = await search('pageSize=3&page=3');
    expect(codes(res.body)).toEqual(code('own'));
    expect(res.body).toMatchObject({ total: 7, page: 3, pageSize: 3 });
  });

  it('counts the same total as the database for the default listings', async () => {
    const res = await api().get(`${LISTINGS}?pageSize=1`);
    const [{ n }] = await sql<{ n: number | string }>("SELECT COUNT(*) AS n FROM property_listings WHERE status = 'published' AND sold_at IS NULL");
    expect(res.body.total).toBe(Number(n));
  });

  it.each([
    ['minPrice=abc', LISTING_QUERY_MESSAGES.price],
    ['minPrice=300&maxPrice=200', LISTING_QUERY_MESSAGES.priceRange],
    ['city=Narvik', LISTING_QUERY_MESSAGES.city],
    ['features=pool', LISTING_QUERY_MESSAGES.features],
    ['minBedrooms=9', LISTING_QUERY_MESSAGES.bedrooms],
    ['pageSize=1000', LISTING_QUERY_MESSAGES.pageSize],
  ])('answers 400 for %s', async (query, message) => {
    const res = await api().get(`${LISTINGS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('the listing page', () => {
  const rents = [20_000, 21_000, 25_000, 26_000, 30_000];
  let sale: PropertyListingRecord;
  let tooFew: PropertyListingRecord;

  beforeAll(async () => {
    sale = row({ type: 'townhouse', city: 'Ålesund', price: 4_000_000, area: 80 });
    tooFew = row({ type: 'cabin', city: 'Fredrikstad', price: 2_000_000, area: 50 });
    await store([
      sale,
      // Rent per m² 200, 210, 250, 260, 300: the median is 250 kr/m², times 80 m² is 20,000 a month.
      ...rents.map((price) => row({ type: 'townhouse', listing: 'rent', city: 'Ålesund', price, area: 100 })),
      // Not comparables: unpublished, a sublet, another type.
      row({ type: 'townhouse', listing: 'rent', city: 'Ålesund', price: 100_000, area: 100, status: 'unpublished', userId: owner.user.id as number }),
      row({ type: 'townhouse', listing: 'sublet', city: 'Ålesund', price: 90_000, area: 100 }),
      row({ type: 'house', listing: 'rent', city: 'Ålesund', price: 80_000, area: 100 }),
      tooFew,
      ...[10_000, 11_000, 12_000, 13_000].map((price) => row({ type: 'cabin', listing: 'rent', city: 'Fredrikstad', price, area: 50 })),
    ]);
  });

  it('estimates a sale’s rent from the median rent per m² of at least five comparable rentals, with the yield', async () => {
    const [{ n }] = await sql<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM property_listings WHERE status = 'published' AND listing_type = 'rent' AND city = 'Ålesund' AND property_type = 'townhouse'",
    );
    expect(Number(n)).toBe(5);
    const res = await api().get(`${LISTINGS}/${sale.finn_code}`);
    expect(res.status).toBe(200);
    const detail = res.body as PropertyListingDetail;
    expect(detail).toMatchObject({
      finnCode: sale.finn_code,
      price: 4_000_000,
      sqmPrice: 50_000,
      estimatedRentalPrice: 20_000,
      // 20,000 × 12 / 4,000,000 = 6.0 %.
      estimatedYield: 6,
      rentBasis: { count: 5, city: 'Ålesund', propertyType: 'townhouse' },
      postalCode: '5000',
      facilities: [],
      images: [`/uploads/${sale.finn_code}.jpg`],
      sample: true,
      mine: false,
      status: 'published',
      soldAt: null,
    });
  });

  it('gives no estimate with fewer comparables, nor for a rental', async () => {
    expect((await api().get(`${LISTINGS}/${tooFew.finn_code}`)).body).toMatchObject({
      estimatedRentalPrice: null,
      estimatedYield: null,
      rentBasis: null,
    });
    expect((await api().get(`${LISTINGS}/${F.C.finn_code}`)).body).toMatchObject({ estimatedRentalPrice: null, rentBasis: null });
  });

  it('counts a view on each read by anyone but the owner', async () => {
    const first = (await api().get(`${LISTINGS}/${F.own.finn_code}`)).body.views;
    expect((await api().get(`${LISTINGS}/${F.own.finn_code}`).set(other.auth)).body.views).toBe(first + 1);
    const byOwner = await api().get(`${LISTINGS}/${F.own.finn_code}`).set(owner.auth);
    expect(byOwner.body).toMatchObject({ views: first + 1, mine: true, sample: false });
    const [stored] = await sql<{ views: number }>('SELECT views FROM property_listings WHERE finn_code = ?', [F.own.finn_code]);
    expect(Number(stored.views)).toBe(first + 1);
  });

  it('shows an unpublished listing to its owner only, and 404 for an unknown one', async () => {
    const anonymous = await api().get(`${LISTINGS}/${F.hidden.finn_code}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.error.message).toBe(PROPERTY_LISTING_MESSAGES.notFound);
    expect((await api().get(`${LISTINGS}/${F.hidden.finn_code}`).set(other.auth)).status).toBe(404);
    expect((await api().get(`${LISTINGS}/${F.hidden.finn_code}`).set(owner.auth)).body).toMatchObject({ status: 'unpublished', mine: true });
    expect((await api().get(`${LISTINGS}/123`)).body.error.message).toBe(PROPERTY_LISTING_MESSAGES.notFound);
  });

  it('shows a sold listing with its date of sale', async () => {
    expect((await api().get(`${LISTINGS}/${F.sold.finn_code}`)).body.soldAt).toEqual(expect.any(String));
  });

  it('leaves the static paths beside it alone', async () => {
    expect((await api().get(`${LISTINGS}/insights`)).status).toBe(200);
    expect((await api().get(`${LISTINGS}/saved`)).status).toBe(401);
    expect((await api().get(`${LISTINGS}/mine`)).status).toBe(401);
  });
});

describe('the insights', () => {
  it('give per city and type the medians of the published listings, as the database has them', async () => {
    const res = await api().get(`${LISTINGS}/insights`);
    expect(res.status).toBe(200);
    const rows = await sql<{ city: string; property_type: string; listing_type: string; price: number; living_area: number }>(
      "SELECT city, property_type, listing_type, price, living_area FROM property_listings WHERE status = 'published' AND price IS NOT NULL AND listing_type IN ('sale', 'rent')",
    );
    const insights = res.body as PropertyInsights;
    const pairs = new Set(rows.map((r) => `${r.city}|${r.property_type}`));
    expect(insights.rows).toHaveLength(pairs.size);
    for (const answer of insights.rows) {
      const of = (listing: string) =>
        rows.filter((r) => r.city === answer.city && r.property_type === answer.propertyType && r.listing_type === listing);
      const sales = of('sale').map((r) => Number(r.price) / Number(r.living_area));
      const rents = of('rent');
      expect(answer.saleCount).toBe(sales.length);
      expect(answer.rentCount).toBe(rents.length);
      const sqm = medianOf(sales);
      expect(answer.sqmPrice).toBe(sqm === null ? null : Math.round(sqm));
      const rent = medianOf(rents.map((r) => Number(r.price)));
      expect(answer.monthlyRent).toBe(rent === null ? null : Math.round(rent));
    }
    // By hand: one townhouse for sale at 50,000 kr/m², five for rent at a median of 25,000 (250 kr/m²): 6.0 %.
    expect(insights.rows.find((r) => r.city === 'Ålesund' && r.propertyType === 'townhouse')).toEqual({
      city: 'Ålesund',
      propertyType: 'townhouse',
      sqmPrice: 50_000,
      monthlyRent: 25_000,
      grossYield: 6,
      saleCount: 1,
      rentCount: 5,
    });
  });

  it('are computed anew after a write to the listings', async () => {
    await store([row({ type: 'townhouse', listing: 'rent', city: 'Ålesund', price: 40_000, area: 100 })]);
    const after = (await api().get(`${LISTINGS}/insights`)).body as PropertyInsights;
    expect(after.rows.find((r) => r.city === 'Ålesund' && r.propertyType === 'townhouse')).toMatchObject({ rentCount: 6, monthlyRent: 25_500 });
  });
});

describe('saved listings', () => {
  it('saves and forgets listings, idempotently, newest saved first, and marks them in the search', async () => {
    const user = await signUp('saver-');
    const saved = () => api().get(`${LISTINGS}/saved`).set(user.auth);
    expect((await saved()).body).toEqual([]);
    for (const name of ['A', 'A', 'B']) {
      const res = await api().put(`${LISTINGS}/saved/${F[name].finn_code}`).set(user.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ finnCode: F[name].finn_code, saved: true });
    }
    const both = (await saved()).body as PropertyListingCard[];
    expect(both.map((card) => card.finnCode)).toEqual(code('B', 'A'));
    expect(both.every((card) => card.saved)).toBe(true);
    const page = (await search('', user.auth)).body as PropertyListingPage;
    expect(page.listings.filter((card) => card.saved).map((card) => card.finnCode)).toEqual(code('A', 'B'));
    expect((await api().get(`${LISTINGS}/${F.A.finn_code}`).set(user.auth)).body.saved).toBe(true);

    for (let i = 0; i < 2; i += 1) expect((await api().delete(`${LISTINGS}/saved/${F.A.finn_code}`).set(user.auth)).status).toBe(200);
    expect(((await saved()).body as PropertyListingCard[]).map((card) => card.finnCode)).toEqual(code('B'));
  });

  it('answers 404 for an unknown or hidden listing and 401 signed out', async () => {
    const user = await signUp('saver-');
    const unknown = await api().put(`${LISTINGS}/saved/999999999`).set(user.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PROPERTY_LISTING_MESSAGES.notFound);
    expect((await api().put(`${LISTINGS}/saved/${F.hidden.finn_code}`).set(user.auth)).status).toBe(404);
    expect((await api().delete(`${LISTINGS}/saved/999999999`).set(user.auth)).status).toBe(404);
    expect((await api().put(`${LISTINGS}/saved/${F.A.finn_code}`)).status).toBe(401);
  });
});

describe('my listings', () => {
  const stored = async (finnCode: string) =>
    (await sql<Record<string, unknown>>('SELECT title, price, status FROM property_listings WHERE finn_code = ?', [finnCode]))[0];

  it('lists the owner’s listings with their status, the unpublished ones too', async () => {
    const res = await api().get(`${LISTINGS}/mine`).set(owner.auth);
    expect(res.status).toBe(200);
    const mine = res.body as MyPropertyListingCard[];
    expect(mine.filter((card) => [F.hidden.finn_code, F.own.finn_code].includes(card.finnCode)).map((card) => [card.finnCode, card.status])).toEqual([
      [F.hidden.finn_code, 'unpublished'],
      [F.own.finn_code, 'published'],
    ]);
    expect((await api().get(`${LISTINGS}/mine`).set(other.auth)).body).toEqual([]);
  });

  it('lets nobody else edit, unpublish, publish or delete a listing, and changes nothing', async () => {
    const before = await stored(F.own.finn_code);
    const attempts = [
      api().put(`${LISTINGS}/${F.own.finn_code}`).set(other.auth).send({ title: 'Kapret' }),
      api().post(`${LISTINGS}/${F.own.finn_code}/unpublish`).set(other.auth),
      api().post(`${LISTINGS}/${F.hidden.finn_code}/publish`).set(other.auth),
      api().delete(`${LISTINGS}/${F.own.finn_code}`).set(other.auth),
      // A sample has no owner: nobody's.
      api().delete(`${LISTINGS}/${F.A.finn_code}`).set(other.auth),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(PROPERTY_LISTING_MESSAGES.notYours);
    }
    expect(await stored(F.own.finn_code)).toEqual(before);
    expect((await stored(F.hidden.finn_code)).status).toBe('unpublished');
    expect(await stored(F.A.finn_code)).toBeDefined();
    expect((await api().put(`${LISTINGS}/${F.own.finn_code}`).send({ title: 'Kapret' })).status).toBe(401);
    expect((await api().put(`${LISTINGS}/999999999`).set(other.auth).send({ title: 'x' })).body.error.message).toBe(
      PROPERTY_LISTING_MESSAGES.notFound,
    );
  });

  it('lets the owner edit the title, description and price, checked', async () => {
    const res = await api()
      .put(`${LISTINGS}/${F.own.finn_code}`)
      .set(owner.auth)
      .send({ title: `${M} eierens nye tittel`, price: 3_100_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: `${M} eierens nye tittel`, price: 3_100_000, mine: true });
    expect(await stored(F.own.finn_code)).toMatchObject({ title: `${M} eierens nye tittel` });
    const bad = await api().put(`${LISTINGS}/${F.own.finn_code}`).set(owner.auth).send({ price: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(LISTING_DRAFT_TEXTS.no['form.priceRequired']);
    expect(bad.body.error.details.errors).toEqual([{ field: 'price', message: LISTING_DRAFT_TEXTS.no['form.priceRequired'] }]);
    const foreign = await api().put(`${LISTINGS}/${F.own.finn_code}`).set(owner.auth).send({ user_id: other.user.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(PROPERTY_LISTING_EDIT_MESSAGES.unknownField('user_id'));
  });

  it('lets the owner change the draft’s facts, the chips following the facilities', async () => {
    const res = await api()
      .put(`${LISTINGS}/${F.own.finn_code}`)
      .set(owner.auth)
      .send({ features: ['Hage', 'Carport'], squareMeters: 65, yearBuilt: YEAR, contactPhone: '12345678' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ facilities: ['Hage', 'Carport'], livingArea: 65, built: YEAR, chips: ['parking', 'garden', 'new'] });
    expect(codes((await search('features=garden,parking,new')).body)).toEqual(code('B', 'own'));
    const [stored] = await sql<{ contact_phone: string }>('SELECT contact_phone FROM property_listings WHERE finn_code = ?', [F.own.finn_code]);
    expect(stored.contact_phone).toBe('12345678');
    const english = await api().put(`${LISTINGS}/${F.own.finn_code}?locale=en`).set(owner.auth).send({ yearBuilt: 1500 });
    expect(english.body.error.message).toBe(LISTING_DRAFT_TEXTS.en['form.yearBuiltOutOfRange']);
  });

  it('lets the owner unpublish and publish again: the listing leaves the search and comes back', async () => {
    const off = await api().post(`${LISTINGS}/${F.own.finn_code}/unpublish`).set(owner.auth);
    expect(off.body).toMatchObject({ finnCode: F.own.finn_code, status: 'unpublished' });
    expect(codes((await search('')).body)).not.toContain(F.own.finn_code);
    expect((await api().get(`${LISTINGS}/${F.own.finn_code}`)).status).toBe(404);
    const on = await api().post(`${LISTINGS}/${F.own.finn_code}/publish`).set(owner.auth);
    expect(on.body).toMatchObject({ status: 'published' });
    expect(codes((await search('')).body)).toContain(F.own.finn_code);
  });

  it('lets the owner delete a listing, with everyone’s saved marks of it', async () => {
    const gone = row({ price: 1_500_000, userId: owner.user.id as number });
    await store([gone]);
    expect((await api().put(`${LISTINGS}/saved/${gone.finn_code}`).set(other.auth)).status).toBe(200);
    const res = await api().delete(`${LISTINGS}/${gone.finn_code}`).set(owner.auth);
    expect(res.status).toBe(200);
    expect(await stored(gone.finn_code)).toBeUndefined();
    expect(await sql('SELECT * FROM saved_property_listings WHERE finn_code = ?', [gone.finn_code])).toEqual([]);
    expect((await api().get(`${LISTINGS}/saved`).set(other.auth)).body.map((card: PropertyListingCard) => card.finnCode)).not.toContain(
      gone.finn_code,
    );
  });
});

describe('contacting the seller', () => {
  const message = { name: 'Kari Kjøper', email: 'kari.kjoper@example.test', phone: '99887766', message: 'Er leiligheten fortsatt til salgs?' };

  it('mails the seller at their account address, with Reply-To the sender, and never answers the address', async () => {
    const res = await api().post(`${LISTINGS}/${F.own.finn_code}/contact`).send(message);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const mails = (await mailsFor(owner.email, 2)).filter((mail) => mail.subject?.includes(F.own.finn_code));
    expect(mails).toHaveLength(1);
    expect(mails[0].replyTo?.text).toContain(message.email);
    expect(mails[0].text).toContain(message.message);
    expect(mails[0].text).toContain(message.phone);
    for (const answer of [res, await api().get(`${LISTINGS}/${F.own.finn_code}`), await search('')]) {
      expect(JSON.stringify(answer.body)).not.toContain(owner.email);
    }
  });

  it('answers 409 for a sample listing, 400 for a bad message and 404 for an unknown listing', async () => {
    const sample = await api().post(`${LISTINGS}/${F.A.finn_code}/contact`).send(message);
    expect(sample.status).toBe(409);
    expect(sample.body.error.message).toBe(PROPERTY_LISTING_MESSAGES.sampleNoSeller);
    const bad = await api()
      .post(`${LISTINGS}/${F.own.finn_code}/contact`)
      .send({ ...message, email: 'kari' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(PROPERTY_LISTING_MESSAGES.contactEmailInvalid);
    expect((await api().post(`${LISTINGS}/999999999/contact`).send(message)).status).toBe(404);
  });

  it('limits the messages per address', async () => {
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i += 1) status = (await api().post(`${LISTINGS}/${F.A.finn_code}/contact`).send(message)).status;
    expect(status).toBe(429);
  });
});
