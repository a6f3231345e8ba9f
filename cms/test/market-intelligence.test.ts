import ExcelJS from 'exceljs';
import {
  AUTH_MESSAGES,
  MARKET_MESSAGES,
  NORWEGIAN_COUNTIES,
  PRODUCT_AREA_MESSAGES,
  PRODUCT_NAMES,
  findRegion,
  type MarketData,
  type StatisticsAnswer,
} from '@platform/shared';
import { clearPropertyListings, insertPropertyListings } from '../src/listings/property-listings-writes';
import { clearVehicleListings, insertVehicleListings } from '../src/listings/vehicle-listings-writes';
import { demoPropertyListingRows } from '../src/seed/demo-property-listings';
import { demoStatisticsPoints } from '../src/seed/demo-statistics';
import { signUp, verifiedAccount, type Account } from './accounts';
import { api, bearer, marker, tokenFor, attachmentName } from './api-client';
import { sql } from './database';
import { mailsFor } from './mail';
import { REFUSED_ONCE_PREFIX } from './mailbox';
import { binary, pdfText, propertyFixture, propertyRow, vehicleFixture, vehicleRow, withListingStore } from './market-fixtures';

const SIMPLE = '/api/market-intelligence/simple';
const summary = (auth: Record<string, string>, query = '') => api().get(`${SIMPLE}${query}`).set(auth);
const download = (auth: Record<string, string>, query: string) =>
  api().get(`/api/market-intelligence/export${query}`).set(auth).buffer(true).parse(binary);
const subscribe = (auth: Record<string, string>, body: object) => api().post('/api/market-intelligence/subscriptions').set(auth).send(body);
const unsubscribe = (token: unknown) => api().post('/api/market-intelligence/unsubscribe').send({ token });

let admin: Record<string, string>;
let subscriber: Account;
let fixtureTime: Date;

/** A signed-up user with an active subscription to the data product, given by an administrator. */
async function dataSubscriber(): Promise<Account> {
  const account = await signUp('market-');
  const res = await api().post(`/api/admin/users/${account.user.id}/products/data`).set(admin).send({ subscriptionStatus: 'active' });
  expect(res.status).toBeLessThan(300);
  return account;
}

beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  subscriber = await dataSubscriber();
  fixtureTime = new Date();
  await withListingStore(async (knex) => {
    await clearPropertyListings(knex);
    await clearVehicleListings(knex);
    await insertPropertyListings(knex, propertyFixture(fixtureTime));
    await insertVehicleListings(knex, vehicleFixture(fixtureTime));
  });
});

describe('every Market Intelligence data call is an area call of the data product', () => {
  const calls: Array<[string, (auth: Record<string, string>) => ReturnType<typeof summary>, number]> = [
    ['the summary', (auth) => summary(auth), 200],
    ['a statistics topic', (auth) => api().get('/api/market-intelligence/statistics/health').set(auth), 200],
    ['the Excel download', (auth) => api().get('/api/market-intelligence/export?format=xlsx').set(auth), 200],
    ['the e-mail subscription', (auth) => subscribe(auth, {}), 201],
  ];

  it.each(calls)('%s: 401 signed out, 403 without access, and open to a trial, a subscription and an administrator', async (_name, call, ok) => {
    const anonymous = await call({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);

    const refused = await call((await signUp('market-')).auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.data));
    expect(refused.body.error.details).toEqual({ reason: 'noAccess', trialAvailable: true });

    const trial = await verifiedAccount();
    expect((await api().post('/api/auth/start-trial').set(trial.auth).send({ productId: 'data' })).status).toBe(201);
    expect((await call(trial.auth)).status).toBe(ok);
    expect((await call((await dataSubscriber()).auth)).status).toBe(ok);
    expect((await call(admin)).status).toBe(ok);
  });

  it('counts a download in the user’s usage of the data product', async () => {
    const account = await dataSubscriber();
    expect((await download(account.auth, '?format=pdf')).status).toBe(200);
    const [usage] = await sql<{ data_downloads: number }>("SELECT data_downloads FROM product_usages WHERE user_id = ? AND product_slug = 'data'", [
      account.user.id,
    ]);
    expect(Number(usage.data_downloads)).toBe(1);
  });
});

describe('the market summary', () => {
  let data: MarketData;
  beforeAll(async () => {
    const res = await summary(subscriber.auth);
    expect(res.status).toBe(200);
    data = res.body;
  });

  it('is stamped with when it was computed and the period it compares', () => {
    expect(data.periodDays).toBe(30);
    expect(new Date(data.timestamp).getTime()).toBeGreaterThanOrEqual(fixtureTime.getTime());
    expect(new Date(data.timestamp).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('sums up sale listings: on the market, new in the period, their prices and the change against the period before', () => {
    // New: 6.0, 5.0, 8.0, 3.5 million and one without a price; before: 4.0, 3.0 and 7.0 million. Rents count nowhere.
    expect(data.property.summary).toEqual({
      total_listings: 15,
      new_listings: 5,
      avg_price: 5_625_000,
      median_price: 5_500_000,
      min_price: 3_500_000,
      max_price: 8_000_000,
      listings_change_pct: 66.7,
      price_change_pct: 20.5,
    });
  });

  it('lists the top eight locations by listings on the market, ties in Norwegian alphabetical order', () => {
    expect(data.property.topLocations).toEqual([
      { location: 'Frogner, Oslo', count: 3, avg_price: 5_000_000 },
      { location: 'Østensjø, Oslo', count: 2, avg_price: 5_500_000 },
      { location: 'Ålesund', count: 2, avg_price: 3_000_000 },
      { location: 'Bodø', count: 1, avg_price: 4_000_000 },
      { location: 'Drammen', count: 1, avg_price: 2_000_000 },
      { location: 'Fana, Bergen', count: 1, avg_price: 8_000_000 },
      { location: 'Fredrikstad', count: 1, avg_price: 3_800_000 },
      { location: 'Kristiansand', count: 1, avg_price: null },
    ]);
  });

  it('lists the property types of the sale listings on the market, named in Norwegian', () => {
    expect(data.property.propertyTypes).toEqual([
      { type: 'Leilighet', count: 7, avg_price: 4_583_333 },
      { type: 'Enebolig', count: 4, avg_price: 4_825_000 },
      { type: 'Rekkehus', count: 2, avg_price: 4_250_000 },
      { type: 'Hytte', count: 1, avg_price: 2_000_000 },
      { type: 'Næringslokale', count: 1, avg_price: null },
    ]);
  });

  it('sums up the vehicle listings the same way', () => {
    expect(data.auto.summary).toEqual({
      total_listings: 19,
      new_listings: 5,
      avg_price: 362_500,
      median_price: 375_000,
      min_price: 250_000,
      max_price: 450_000,
      listings_change_pct: 150,
      price_change_pct: -9.4,
    });
  });

  it('lists the top ten brands with their new listings, and the body types as categories', () => {
    expect(data.auto.topBrands).toEqual([
      { brand: 'Tesla', count: 3, new_listings: 2, avg_price: 433_333 },
      { brand: 'Ford', count: 2, new_listings: 0, avg_price: 440_000 },
      { brand: 'Volkswagen', count: 2, new_listings: 1, avg_price: 275_000 },
      { brand: 'Volvo', count: 2, new_listings: 1, avg_price: 550_000 },
      { brand: 'Audi', count: 1, new_listings: 0, avg_price: 320_000 },
      { brand: 'BMW', count: 1, new_listings: 0, avg_price: 700_000 },
      { brand: 'Hyundai', count: 1, new_listings: 0, avg_price: 420_000 },
      { brand: 'Kia', count: 1, new_listings: 0, avg_price: 330_000 },
      { brand: 'Mazda', count: 1, new_listings: 0, avg_price: 260_000 },
      { brand: 'Mercedes-Benz', count: 1, new_listings: 0, avg_price: 480_000 },
    ]);
    expect(data.auto.categories).toEqual([
      { category: 'SUV', count: 7, avg_price: 466_667 },
      { category: 'Kombi 5-dørs', count: 3, avg_price: 173_333 },
      { category: 'Sedan', count: 3, avg_price: 383_333 },
      { category: 'Stasjonsvogn', count: 3, avg_price: 353_333 },
      { category: 'Cabriolet', count: 1, avg_price: 260_000 },
      { category: 'Coupé', count: 1, avg_price: 600_000 },
      { category: 'Varebil', count: 1, avg_price: 280_000 },
    ]);
  });

  it('compares a shorter period when asked, and names the property types in English', async () => {
    const res = await summary(subscriber.auth, '?days=7&locale=en');
    expect(res.status).toBe(200);
    expect(res.body.periodDays).toBe(7);
    expect(res.body.property.summary).toMatchObject({ new_listings: 2, avg_price: 6_000_000, listings_change_pct: 100, price_change_pct: 20 });
    expect(res.body.auto.summary).toMatchObject({ new_listings: 1, avg_price: 450_000, listings_change_pct: -50, price_change_pct: 50 });
    expect(res.body.property.propertyTypes.map((row: { type: string }) => row.type)).toEqual([
      'Apartment',
      'House',
      'Townhouse',
      'Cabin',
      'Commercial',
    ]);
  });

  it.each(['0', '6', '366', '30.5', 'abc', '-30'])('refuses days=%s with the reason', async (days) => {
    const res = await summary(subscriber.auth, `?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MARKET_MESSAGES.invalidDays);
  });

  it('refuses an unknown language', async () => {
    const res = await summary(subscriber.auth, '?locale=sv');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MARKET_MESSAGES.invalidLocale);
  });
});

describe('the summary cache', () => {
  it('answers the computed summary again while no listing changes, and computes anew after any listing write', async () => {
    const first = (await summary(admin, '?days=90')).body as MarketData;
    const again = (await summary(admin, '?days=90')).body as MarketData;
    expect(again.timestamp).toBe(first.timestamp);

    // Written by another process (this test's own connection): the server learns of it from the data version only.
    await withListingStore((knex) =>
      insertPropertyListings(knex, [propertyRow(new Date(), { type: 'house', place: 'Bodø', price: 1_000_000, listedDaysAgo: 1 })]),
    );
    const afterProperty = (await summary(admin, '?days=90')).body as MarketData;
    expect(afterProperty.timestamp).not.toBe(first.timestamp);
    expect(afterProperty.property.summary.total_listings).toBe(first.property.summary.total_listings + 1);
    expect(afterProperty.property.summary.new_listings).toBe(first.property.summary.new_listings + 1);
    expect(afterProperty.property.summary.min_price).toBe(1_000_000);
    expect(afterProperty.property.topLocations.slice(0, 2)).toEqual([
      { location: 'Frogner, Oslo', count: 3, avg_price: 5_000_000 },
      { location: 'Bodø', count: 2, avg_price: 2_500_000 },
    ]);

    await withListingStore((knex) =>
      insertVehicleListings(knex, [vehicleRow(new Date(), { brand: 'Tesla', model: 'Model S', body: 'Sedan', price: 900_000, listedDaysAgo: 1 })]),
    );
    const afterVehicle = (await summary(admin, '?days=90')).body as MarketData;
    expect(afterVehicle.auto.summary.total_listings).toBe(first.auto.summary.total_listings + 1);
    expect(afterVehicle.auto.summary.max_price).toBe(900_000);
    expect(afterVehicle.auto.topBrands[0]).toEqual({ brand: 'Tesla', count: 4, new_listings: 4, avg_price: 550_000 });

    // Back to the fixture the other tests read.
    await withListingStore(async (knex) => {
      await clearPropertyListings(knex);
      await clearVehicleListings(knex);
      await insertPropertyListings(knex, propertyFixture(fixtureTime));
      await insertVehicleListings(knex, vehicleFixture(fixtureTime));
    });
  });
});

describe('the downloads', () => {
  it('gives an Excel workbook of the figures: a summary sheet and one sheet per table, numbers as numbers', async () => {
    const res = await download(subscriber.auth, '?format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(attachmentName(res.headers['content-disposition'])).toMatch(/^markedsinnsikt-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sammendrag', 'Steder', 'Boligtyper', 'Bilmerker', 'Kategorier']);

    const overview = workbook.getWorksheet('Sammendrag') as ExcelJS.Worksheet;
    expect(overview.getRow(1).values).toEqual([undefined, 'Nøkkeltall', 'Bolig (salg)', 'Bil']);
    expect(overview.getCell('A1').font?.bold).toBe(true);
    expect(overview.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(overview.getRow(2).values).toEqual([undefined, 'Annonser på markedet', 15, 19]);
    expect(overview.getRow(4).values).toEqual([undefined, 'Gjennomsnittspris', 5_625_000, 362_500]);
    expect(overview.getCell('B4').numFmt).toContain('kr');
    expect(overview.getRow(8).values).toEqual([undefined, 'Endring i nye annonser', 66.7, 150]);

    const places = workbook.getWorksheet('Steder') as ExcelJS.Worksheet;
    expect(places.getRow(1).values).toEqual([undefined, 'Sted', 'Annonser', 'Snittpris']);
    expect(places.getRow(2).values).toEqual([undefined, 'Frogner, Oslo', 3, 5_000_000]);
    expect(places.getCell('C2').numFmt).toContain('kr');
    expect(places.actualRowCount).toBe(9);
    expect(places.getRow(9).values).toEqual([undefined, 'Kristiansand', 1]);

    const brands = workbook.getWorksheet('Bilmerker') as ExcelJS.Worksheet;
    expect(brands.getRow(2).values).toEqual([undefined, 'Tesla', 3, 2, 433_333]);
    expect(brands.actualRowCount).toBe(11);
    expect((workbook.getWorksheet('Kategorier') as ExcelJS.Worksheet).getRow(2).values).toEqual([undefined, 'SUV', 7, 466_667]);
    expect((workbook.getWorksheet('Boligtyper') as ExcelJS.Worksheet).getRow(2).values).toEqual([undefined, 'Leilighet', 7, 4_583_333]);
  });

  it('names the sheets in English when asked', async () => {
    const res = await download(subscriber.auth, '?format=xlsx&locale=en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Locations', 'Property types', 'Brands', 'Categories']);
    expect((workbook.getWorksheet('Property types') as ExcelJS.Worksheet).getRow(2).values).toEqual([undefined, 'Apartment', 7, 4_583_333]);
  });

  it('gives a PDF with the title, the time, the summaries and the four tables, kroner written the Norwegian way', async () => {
    const res = await download(subscriber.auth, '?format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(attachmentName(res.headers['content-disposition'])).toMatch(/^markedsinnsikt-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(res.body);
    expect(text).toContain('Markedsinnsikt');
    expect(text).toMatch(/Sist oppdatert: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    for (const figure of ['5 625 000 kr', '5 500 000 kr', '362 500 kr', '+66,7 %', '+150,0 %', '−9,4 %', '+20,5 %']) expect(text).toContain(figure);
    for (const title of ['Mest annonserte steder', 'Boligtyper', 'Mest annonserte bilmerker', 'Bilkategorier']) expect(text).toContain(title);
    for (const row of ['Frogner, Oslo', 'Østensjø, Oslo', 'Kristiansand', 'Næringslokale', 'Mercedes-Benz', 'Kombi 5-dørs', 'Varebil'])
      expect(text).toContain(row);
    // Cut by the table limits.
    for (const row of ['Midtbyen, Trondheim', 'Tromsø', 'Nissan', 'Toyota']) expect(text).not.toContain(row);
    expect(text).toMatch(/Side 1 av \d/);
  });

  it('refuses an unknown format', async () => {
    const res = await api().get('/api/market-intelligence/export?format=docx').set(subscriber.auth);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MARKET_MESSAGES.unknownFormat);
  });
});

describe('the statistics series', () => {
  it('answers a topic’s series per county and year with the national figure, in the asked language', async () => {
    const res = await api().get('/api/market-intelligence/statistics/health?locale=en').set(subscriber.auth);
    expect(res.status).toBe(200);
    const answer = res.body as StatisticsAnswer;
    expect(answer.topic).toBe('health');
    expect(answer.years).toEqual([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(answer.series.map((series) => [series.id, series.label, series.unit])).toEqual([
      ['life_expectancy', 'Life expectancy', 'years'],
      ['sick_leave_pct', 'Sick leave', 'percent'],
    ]);
    const lifeExpectancy = answer.series[0];
    expect(lifeExpectancy.byCounty.map((county) => county.county)).toEqual(NORWEGIAN_COUNTIES.map(([, name]) => name));
    for (const county of lifeExpectancy.byCounty) expect(county.values.map((point) => point.year)).toEqual(answer.years);
    // Rates and ages: the counties' mean, one decimal.
    for (const { year, value } of lifeExpectancy.national) {
      const values = lifeExpectancy.byCounty.map((county) => county.values.find((point) => point.year === year)?.value as number);
      expect(value).toBe(Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10);
    }
  });

  it('adds the counties up for counts, and names them in Norwegian by default', async () => {
    const res = await api().get('/api/market-intelligence/statistics/companies').set(subscriber.auth);
    expect(res.status).toBe(200);
    const bankruptcies = (res.body as StatisticsAnswer).series.find((series) => series.id === 'bankruptcies');
    expect(bankruptcies?.label).toBe('Konkurser');
    for (const { year, value } of bankruptcies?.national ?? []) {
      const counties = bankruptcies?.byCounty.map((county) => county.values.find((point) => point.year === year)?.value as number) ?? [];
      expect(value).toBe(counties.reduce((sum, v) => sum + v, 0));
    }
    expect((await api().get('/api/market-intelligence/statistics/education').set(subscriber.auth)).body.series).toHaveLength(2);
  });

  it('refuses an unknown topic', async () => {
    const res = await api().get('/api/market-intelligence/statistics/weather').set(subscriber.auth);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MARKET_MESSAGES.unknownTopic);
  });
});

describe('the e-mail subscription', () => {
  // The confirmation is sent before the answer: it is in the mailbox by then, beside any sign-up mail of the address.
  const reportMails = async (address: string) =>
    (await mailsFor(address, 0)).filter((mail) => mail.headerLines.some((line) => line.key === 'list-unsubscribe'));
  const linkIn = (text: string | undefined) => {
    const link = /http:\/\/platform\.test\/(no|en)\/market-intelligence\/unsubscribe\?token=[0-9a-f]{64}/.exec(text ?? '')?.[0];
    if (!link) throw new Error(`No unsubscribe link in: ${text}`);
    return new URL(link);
  };

  it('stores the subscription and mails a confirmation whose link unsubscribes without signing in, once', async () => {
    const account = await dataSubscriber();
    const res = await subscribe(account.auth, { locale: 'en' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ subscribed: true, email: account.email, mailSent: true, message: MARKET_MESSAGES.subscribed });

    const [mail] = await reportMails(account.email);
    expect(mail.subject).toBe('You are subscribed to the market report');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/en/market-intelligence/unsubscribe');
    // Unfolded: a long header is sent over two lines.
    const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ');
    expect(header).toBe(`List-Unsubscribe: <${link.href}>`);
    const [stored] = await sql<{ token_hash: string }>('SELECT token_hash FROM market_subscriptions WHERE email = ?', [account.email]);
    expect(stored.token_hash).not.toBe(link.searchParams.get('token'));

    // Subscribing again is answered the same (the answer tells nobody who subscribes); the address gets its
    // confirmation again, with a new link, and the first stops working.
    const again = await subscribe(account.auth, {});
    expect([again.status, again.body]).toEqual([201, res.body]);
    const [, repeated] = await reportMails(account.email);
    expect(repeated.subject).toBe('You are subscribed to the market report');
    expect((await unsubscribe(link.searchParams.get('token'))).status).toBe(404);
    const renewed = linkIn(repeated.text);

    const done = await unsubscribe(renewed.searchParams.get('token'));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ unsubscribed: true, message: MARKET_MESSAGES.unsubscribed });
    const used = await unsubscribe(renewed.searchParams.get('token'));
    expect(used.status).toBe(404);
    expect(used.body.error.message).toBe(MARKET_MESSAGES.invalidToken);

    // Unsubscribed, the address may subscribe again; the mail is in Norwegian unless asked otherwise.
    expect((await subscribe(account.auth, {})).status).toBe(201);
    const mails = await reportMails(account.email);
    expect(mails).toHaveLength(3);
    expect(mails[2].subject).toBe('Du abonnerer på markedsrapporten');
    expect(linkIn(mails[2].text).pathname).toBe('/no/market-intelligence/unsubscribe');
  });

  it('answers another user the same for an address that subscribes already, and limits subscriptions per address and per user', async () => {
    const [owner, other] = [await dataSubscriber(), await dataSubscriber()];
    const address = `${marker('shared')}@example.test`.toLowerCase();
    const first = await subscribe(owner.auth, { email: address });
    const second = await subscribe(other.auth, { email: address });
    expect([second.status, second.body]).toEqual([201, first.body]);
    // The subscription stays as it was made.
    const rows = await sql<{ user_id: number | string }>('SELECT user_id FROM market_subscriptions WHERE email = ? AND unsubscribed_at IS NULL', [address]);
    expect(rows.map((row) => Number(row.user_id))).toEqual([owner.user.id]);
    // Three an hour to one address, then 429 whoever asks.
    expect((await subscribe(owner.auth, { email: address })).status).toBe(201);
    const over = await subscribe(other.auth, { email: address });
    expect([over.status, over.body.error.message]).toEqual([429, MARKET_MESSAGES.rateLimited]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportMails(address)).toHaveLength(3);
    // Five an hour for one user, the refused one included.
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await subscribe(other.auth, { email: `${marker(`own-${n}`)}@example.test` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('sends to the address in the body, trimmed and in lower case', async () => {
    const address = `${marker('Rapport')}@Example.test`;
    const res = await subscribe(subscriber.auth, { email: `  ${address} ` });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(address.toLowerCase());
    expect(await reportMails(address.toLowerCase())).toHaveLength(1);
  });

  it('keeps the subscription when the confirmation cannot be sent, and sends it at the next try', async () => {
    const address = `${REFUSED_ONCE_PREFIX}${marker('rapport')}@example.test`.toLowerCase();
    const failed = await subscribe(subscriber.auth, { email: address });
    expect(failed.status).toBe(201);
    expect(failed.body).toEqual({ subscribed: true, email: address, mailSent: false, message: MARKET_MESSAGES.mailFailed });
    expect(await sql('SELECT id FROM market_subscriptions WHERE email = ? AND unsubscribed_at IS NULL', [address])).toHaveLength(1);

    const retried = await subscribe(subscriber.auth, { email: address });
    expect(retried.status).toBe(201);
    expect(retried.body.mailSent).toBe(true);
    const [mail] = await reportMails(address);
    expect(await unsubscribe(linkIn(mail.text).searchParams.get('token'))).toHaveProperty('status', 200);
    expect(await sql('SELECT id FROM market_subscriptions WHERE email = ?', [address])).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-address' }, MARKET_MESSAGES.invalidEmail],
    [{ email: '' }, MARKET_MESSAGES.invalidEmail],
    [{ email: 'ok@example.test', locale: 'de' }, MARKET_MESSAGES.invalidLocale],
  ])('refuses %j and stores nothing', async (body, message) => {
    const res = await subscribe(subscriber.auth, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await sql('SELECT id FROM market_subscriptions WHERE email = ?', ['ok@example.test'])).toHaveLength(0);
  });

  it('refuses a link that is not a token, and limits how often one address may try', async () => {
    expect((await unsubscribe('not-a-token')).status).toBe(400);
    expect((await unsubscribe(undefined)).body.error.message).toBe(MARKET_MESSAGES.invalidToken);
    const address = `10.30.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (
          await api()
            .post('/api/market-intelligence/unsubscribe')
            .set('X-Forwarded-For', address)
            .send({ token: 'f'.repeat(64) })
        ).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

describe('the sample data', () => {
  it('has 6,000 property listings in the ten cities, placed in the region tree, the same on every run', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const rows = demoPropertyListingRows(6_000, now);
    expect(new Set(rows.map((row) => row.city))).toEqual(
      new Set(['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Drammen', 'Fredrikstad', 'Kristiansand', 'Tromsø', 'Bodø', 'Ålesund']),
    );
    for (const row of rows) expect(findRegion(row.location)).toBeDefined();
    expect(new Set(rows.map((row) => row.finn_code)).size).toBe(6_000);
    const sales = rows.filter((row) => row.listing_type === 'sale');
    expect(sales.length / rows.length).toBeGreaterThan(0.75);
    for (const row of rows) {
      expect(row.listed_at.getTime()).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
      if (row.sold_at) expect(row.sold_at.getTime()).toBeLessThan(now.getTime());
    }
    expect(JSON.stringify(demoPropertyListingRows(6_000, now))).toBe(JSON.stringify(rows));
  });

  it('has every statistics series for the 15 counties and 2015–2025', () => {
    const points = demoStatisticsPoints();
    expect(points).toHaveLength(6 * 15 * 11);
    expect(new Set(points.map((point) => point.county)).size).toBe(15);
  });
});
