import {
  FALLBACK_PRICE_PER_SQM,
  FALLBACK_RENT_PER_SQM,
  LISTING_DRAFT_DEFAULTS,
  LISTING_DRAFT_TEXTS,
  LISTING_IMAGE_BYTES_MAX,
  LISTING_WIZARD_MESSAGES,
  type AiPricingAnswer,
  type ListingDraftError,
  type PropertyListingDraft,
  type PropertyType,
} from '@platform/shared';
import type { Knex } from 'knex';
import { bumpDataVersion } from '../src/listings/data-versions';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from '../src/listings/property-listings-table';
import { insertUserListing, type PropertyListingRecord } from '../src/listings/property-listings-writes';
import { demoPropertyRegisterRows } from '../src/seed/demo-property-register';
import { signUp, type Account } from './accounts';
import { api } from './api-client';
import { sql } from './database';
import { PNG_PIXEL, pngOfSize } from './images';
import { withListingStore } from './market-fixtures';

const LISTINGS = '/api/property-listings';
const DESCRIPTION = '/api/property-listings/ai/description';
const PRICING = '/api/property-listings/ai/pricing';
const REGISTER = '/api/property-listings/register';

const DRAFT: PropertyListingDraft = {
  ...LISTING_DRAFT_DEFAULTS,
  address: 'Wizardveien 7',
  propertyType: 'apartment',
  listingType: 'sale',
  price: 3_450_000,
  squareMeters: 64,
  bedrooms: 2,
  bathrooms: 1,
  parkingSpaces: 1,
  yearBuilt: 2001,
  city: 'Bergen',
  neighborhood: 'Sandviken',
  postalCode: '5035',
  features: ['Balkong', 'Bod'],
  contactName: 'Kari Selger',
  contactEmail: 'kari@example.test',
  contactPhone: '12345678',
  description: '',
};

let seller: Account;
/** Listing codes this file stored, removed at the end. */
const created: string[] = [];

beforeAll(async () => {
  seller = await signUp('wizard-');
});

afterAll(async () => {
  await withListingStore((knex) => removeListings(knex, created));
});

async function removeListings(knex: Knex, codes: readonly string[]) {
  await knex.transaction(async (trx) => {
    await trx(PROPERTY_LISTINGS_TABLE).whereIn('finn_code', codes).delete();
    await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
  });
}

const ownListings = () => sql<Record<string, unknown>>('SELECT * FROM property_listings WHERE user_id = ?', [seller.user.id]);
const storedFiles = async () => Number((await sql<{ n: number | string }>('SELECT COUNT(*) AS n FROM files'))[0].n);

/** A publish as the wizard sends it: the draft as JSON in `data`, the images as files. */
function publish(draft: unknown, images: Array<{ bytes: Buffer; name: string }> = [], query = '') {
  const req = api().post(`${LISTINGS}${query}`).set(seller.auth).field('data', JSON.stringify(draft));
  for (const image of images) req.attach('images', image.bytes, { filename: image.name, contentType: 'image/png' });
  return req;
}

const keysOf = (body: { error: { details: { errors: ListingDraftError[] } } }) =>
  Object.fromEntries(body.error.details.errors.map((error) => [error.field, error.key]));

describe('the wizard’s calls need a signed-in user', () => {
  it('answers 401 to a visitor on every call', async () => {
    expect((await api().post(LISTINGS).send({ data: DRAFT })).status).toBe(401);
    expect((await api().post(DESCRIPTION).send({ draft: DRAFT })).status).toBe(401);
    expect((await api().post(PRICING).send({ draft: DRAFT })).status).toBe(401);
    expect((await api().get(`${REGISTER}?address=x&postalCode=5035`)).status).toBe(401);
  });
});

describe('publishing a listing', () => {
  it('refuses a draft with the §5 keys, in the caller’s language, and stores nothing', async () => {
    const files = await storedFiles();
    const res = await publish({ ...DRAFT, address: '  ', price: 0, city: 'Paris', postalCode: '50', contactEmail: 'nope' }, [
      { bytes: PNG_PIXEL, name: 'a.png' },
    ]);
    expect(res.status).toBe(400);
    expect(keysOf(res.body)).toEqual({
      address: 'form.addressRequired',
      price: 'form.priceRequired',
      city: 'form.cityUnknown',
      postalCode: 'form.postalCodeInvalid',
      contactEmail: 'form.contactEmailInvalid',
    });
    expect(res.body.error.details.errors[0].message).toBe(LISTING_DRAFT_TEXTS.no['form.addressRequired']);
    const empty = await publish({}, [], '?locale=en');
    expect(empty.status).toBe(400);
    expect(keysOf(empty.body)).toEqual({
      address: 'form.addressRequired',
      price: 'form.priceRequired',
      squareMeters: 'form.squareMetersRequired',
      city: 'form.cityRequired',
      postalCode: 'form.postalCodeRequired',
      contactName: 'form.contactNameRequired',
      contactEmail: 'form.contactEmailRequired',
    });
    expect(empty.body.error.details.errors[0].message).toBe('Address is required');
    const unreadable = await api().post(LISTINGS).set(seller.auth).field('data', '{not json');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.message).toBe(LISTING_WIZARD_MESSAGES.draftUnreadable);
    expect(await ownListings()).toEqual([]);
    expect(await storedFiles()).toBe(files);
  });

  it('refuses 11 images, and a file that is not an image whatever its name', async () => {
    const files = await storedFiles();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: PNG_PIXEL, name: `bilde-${i}.png` }));
    const tooMany = await publish(DRAFT, eleven);
    expect(tooMany.status).toBe(400);
    expect(keysOf(tooMany.body)).toEqual({ images: 'form.imagesTooMany' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImages = await publish(DRAFT, [
      { bytes: PNG_PIXEL, name: 'ekte.png' },
      { bytes: svg, name: 'bilde.png' },
      { bytes: Buffer.from('bare tekst'), name: 'tekst.png' },
    ]);
    expect(notImages.status).toBe(400);
    expect(notImages.body.error.details.errors).toEqual([
      { field: 'images', key: 'form.imageType', message: LISTING_DRAFT_TEXTS.no['form.imageType'] },
    ]);
    const tooLarge = await publish(DRAFT, [{ bytes: pngOfSize(LISTING_IMAGE_BYTES_MAX + 1), name: 'stort.png' }]);
    expect(tooLarge.status).toBe(400);
    expect(keysOf(tooLarge.body)).toEqual({ images: 'form.imageTooLarge' });
    expect(await ownListings()).toEqual([]);
    expect(await storedFiles()).toBe(files);
  });

  it('stores the listing as the seller’s, published, with its chips, title, place and image, and answers its code', async () => {
    const res = await publish({ ...DRAFT, address: '  Wizardveien 7 ' }, [{ bytes: PNG_PIXEL, name: 'stue.png' }]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, listingId: expect.stringMatching(/^[1-9]\d{8}$/), message: LISTING_WIZARD_MESSAGES.published });
    created.push(res.body.listingId);

    const [row] = await ownListings();
    expect(row).toMatchObject({
      finn_code: res.body.listingId,
      user_id: seller.user.id,
      status: 'published',
      title: 'Leilighet på 64 m² i Sandviken, Bergen',
      title_en: 'Apartment of 64 m² in Sandviken, Bergen',
      property_type: 'apartment',
      listing_type: 'sale',
      address: 'Wizardveien 7',
      postal_code: '5035',
      city: 'Bergen',
      location: 'vestland,bergen',
      location_label: 'Sandviken, Bergen',
      price: 3_450_000,
      living_area: 64,
      bedrooms: 2,
      bathrooms: 1,
      built: 2001,
      parking_spaces: 1,
      neighborhood: 'Sandviken',
      contact_name: 'Kari Selger',
      contact_email: 'kari@example.test',
      contact_phone: '12345678',
      sold_at: null,
    });
    // Booleans are 0/1 on SQLite.
    expect([row.has_parking, row.has_balcony, row.has_garden].map(Boolean)).toEqual([true, true, false]);
    expect(JSON.parse(row.facilities as string)).toEqual(['Balkong', 'Bod']);
    // No description was written and the AI option is on: the composed one.
    expect(row.description).toContain('Leilighet på 64 m² til salgs i Sandviken, Bergen.');

    const [image] = JSON.parse(row.images as string) as Array<{ url: string; card: string }>;
    expect(image.url).toMatch(/^\/uploads\/.+\.png$/);
    // A one-pixel image gets no smaller rendition: the card shows the image itself.
    expect(image.card).toBe(image.url);
    const served = await api().get(image.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // The public listings (the same address, GET, in the listings' own api) show it.
    const shown = await api().get(`${LISTINGS}/${res.body.listingId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ finnCode: res.body.listingId, mainImage: image.card, images: [image.url] });
    const listed = await api().get(`${LISTINGS}?search=${encodeURIComponent('Wizardveien')}`);
    expect(listed.status).toBe(200);
    expect(listed.body.listings.map((card: { finnCode: string }) => card.finnCode)).toContain(res.body.listingId);
  });

  it('keeps the seller’s own description and places a known district in the region tree', async () => {
    const res = await api()
      .post(LISTINGS)
      .set(seller.auth)
      .send({
        data: { ...DRAFT, city: 'oslo', neighborhood: 'Frogner', postalCode: '0262', description: 'Egen tekst.', features: [], parkingSpaces: 0 },
      });
    expect(res.status).toBe(201);
    created.push(res.body.listingId);
    const [row] = await sql<Record<string, unknown>>('SELECT * FROM property_listings WHERE finn_code = ?', [res.body.listingId]);
    expect(row).toMatchObject({ city: 'Oslo', location: 'oslo,oslo,frogner', description: 'Egen tekst.', images: '[]' });
    expect([row.has_parking, row.has_balcony, row.has_garden].map(Boolean)).toEqual([false, false, false]);
  });
});

describe('the composed description', () => {
  it('says the draft’s facts in Norwegian or English', async () => {
    const no = await api().post(DESCRIPTION).set(seller.auth).send({ draft: DRAFT, locale: 'no' });
    expect(no.status).toBe(200);
    expect(no.body.text).toBe(
      'Leilighet på 64 m² til salgs i Sandviken, Bergen. Boligen har 2 soverom og 1 bad. Bygget i 2001. ' +
        'Fasiliteter: balkong og bod. Med 1 parkeringsplass. Ta kontakt for mer informasjon eller visning.',
    );
    const en = await api()
      .post(DESCRIPTION)
      .set(seller.auth)
      .send({ draft: { ...DRAFT, listingType: 'rent', bedrooms: 3 }, locale: 'en' });
    expect(en.body.text).toContain('Apartment of 64 m² for rent in Sandviken, Bergen. It has 3 bedrooms and 1 bathroom. Built in 2001.');
  });

  it('needs only the facts it writes about', async () => {
    const res = await api()
      .post(DESCRIPTION)
      .set(seller.auth)
      .send({ draft: { squareMeters: 40, city: 'Bodø' } });
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(/^Leilighet på 40 m² til salgs i Bodø\./);
    const refused = await api()
      .post(DESCRIPTION)
      .set(seller.auth)
      .send({ draft: { city: 'Paris' }, locale: 'en' });
    expect(refused.status).toBe(400);
    expect(keysOf(refused.body)).toEqual({ squareMeters: 'form.squareMetersRequired', city: 'form.cityUnknown' });
  });
});

describe('the price estimate', () => {
  let code = 980_000_000 + Math.floor(Math.random() * 10_000) * 100;
  const fixture = (overrides: Partial<PropertyListingRecord>): Omit<PropertyListingRecord, 'finn_code'> => ({
    title: 'Prisgrunnlag',
    title_en: null,
    property_type: 'townhouse',
    listing_type: 'sale',
    address: 'Prisveien 1',
    postal_code: '4608',
    city: 'Kristiansand',
    location: 'agder,kristiansand',
    location_label: 'Kristiansand',
    price: 1_000_000,
    living_area: 100,
    plot_area: null,
    bedrooms: 3,
    bathrooms: 1,
    built: 1990,
    energy_label: null,
    views: 0,
    listed_at: new Date(),
    sold_at: null,
    description: 'Testannonse.',
    ...overrides,
  });

  beforeAll(async () => {
    const rows: Array<Omit<PropertyListingRecord, 'finn_code'>> = [];
    // Fifteen nearest in size to 101 m² (86 to 114 m²) at 40,000 to 54,000 kr/m²: the median is 47,000.
    for (let i = 0; i < 15; i += 1) rows.push(fixture({ living_area: 86 + 2 * i, price: (86 + 2 * i) * (40_000 + 1_000 * i) }));
    // Further off in size, so not read, though they would pull the median down.
    rows.push(fixture({ living_area: 400, price: 400 * 10_000 }), fixture({ living_area: 500, price: 500 * 10_000 }));
    // Not comparable: no price, not published, another listing type, another city, another type.
    rows.push(fixture({ price: null }), fixture({ price: 100 * 1_000, status: 'unpublished' }), fixture({ listing_type: 'sublet', price: 20_000 }));
    rows.push(fixture({ city: 'Bodø', price: 100 * 1_000 }), fixture({ property_type: 'house', price: 100 * 1_000 }));
    // Four rentals: too few for an estimate.
    for (const area of [90, 95, 100, 105]) rows.push(fixture({ listing_type: 'rent', living_area: area, price: area * 200 }));
    await withListingStore(async (knex) => {
      for (const row of rows) created.push(await insertUserListing(knex, row, () => String((code += 1))));
    });
  });

  it('gives a listing another code when the one drawn is taken', async () => {
    const taken = created[created.length - 1];
    const drawn = [taken, String((code += 1))];
    const stored = await withListingStore((knex) => insertUserListing(knex, fixture({ property_type: 'room' }), () => drawn.shift() as string));
    created.push(stored);
    expect(stored).not.toBe(taken);
    const rows = await sql('SELECT finn_code FROM property_listings WHERE finn_code IN (?, ?)', [taken, stored]);
    expect(rows).toHaveLength(2);
  });

  const pricing = (draft: Partial<PropertyListingDraft>) => api().post(PRICING).set(seller.auth).send({ draft });

  it('is the median price per m² of the nearest comparable listings times the area, with its basis', async () => {
    const res = await pricing({ city: 'Kristiansand', propertyType: 'townhouse', listingType: 'sale', squareMeters: 101 });
    expect(res.status).toBe(200);
    // 47,000 × 101 = 4,747,000, to the nearest 10,000.
    expect(res.body).toEqual<AiPricingAnswer>({
      price: 4_750_000,
      pricePerSqm: 47_000,
      basis: { count: 15, city: 'Kristiansand', propertyType: 'townhouse' as PropertyType },
      fallback: false,
    });
  });

  it('falls back to the stated rate, and says so, with fewer than five comparables', async () => {
    const rent = await pricing({ city: 'Kristiansand', propertyType: 'townhouse', listingType: 'rent', squareMeters: 80 });
    expect(rent.body).toEqual({ price: 80 * FALLBACK_RENT_PER_SQM, pricePerSqm: FALLBACK_RENT_PER_SQM, basis: null, fallback: true });
    const cabin = await pricing({ city: 'Kristiansand', propertyType: 'cabin', listingType: 'sale', squareMeters: 101 });
    expect(cabin.body).toEqual({ price: 8_080_000, pricePerSqm: FALLBACK_PRICE_PER_SQM, basis: null, fallback: true });
  });

  it('refuses a draft without the facts it needs', async () => {
    const res = await pricing({ city: 'Kristiansand', propertyType: 'castle' as PropertyType });
    expect(res.status).toBe(400);
    expect(keysOf(res.body)).toEqual({ propertyType: 'form.propertyTypeUnknown', squareMeters: 'form.squareMetersRequired' });
  });
});

describe('the address register sample', () => {
  const [entry] = demoPropertyRegisterRows(1);

  it('finds a sample address whatever its case and spaces', async () => {
    const address = `  ${entry.address.toUpperCase().replace(' ', '   ')} `;
    const res = await api()
      .get(`${REGISTER}?address=${encodeURIComponent(address)}&postalCode=${entry.postal_code}`)
      .set(seller.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: entry.address,
      postalCode: entry.postal_code,
      city: entry.city,
      yearBuilt: entry.year_built,
      squareMeters: entry.living_area,
      plotArea: entry.plot_area,
    });
  });

  it('holds about 300 sample addresses, and says when an address is not there', async () => {
    const [{ n }] = await sql<{ n: number | string }>('SELECT COUNT(*) AS n FROM property_register');
    expect(Number(n)).toBe(300);
    const other = await api()
      .get(`${REGISTER}?address=${encodeURIComponent(entry.address)}&postalCode=9999`)
      .set(seller.auth);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(LISTING_WIZARD_MESSAGES.registerNotFound);
    const missing = await api().get(`${REGISTER}?address=&postalCode=12`).set(seller.auth);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(LISTING_WIZARD_MESSAGES.registerQuery);
  });
});
