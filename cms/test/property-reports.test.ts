import {
  PROPERTY_ANALYTICS_MESSAGES as M,
  PROPERTY_REPORT_TYPES,
  REPORT_SEND_LIMITS,
  REPORT_SUBSCRIPTION_LIMIT,
  formatDate,
  formatNok,
  todayInOslo,
  type AreaDetail,
  type PropertyReportRequest,
  type PropertyType,
  type ReportSubscription,
} from '@platform/shared';
import { insertPropertyListings, type PropertyListingRecord } from '../src/listings/property-listings-writes';
import { signUp, type Account } from './accounts';
import { api, bearer, marker, tokenFor, attachmentName } from './api-client';
import { dbTime, sql } from './database';
import { mailsFor } from './mail';
import { binary, pdfText, withListingStore } from './market-fixtures';

const REPORTS = '/api/data/property/reports';
const SUBSCRIPTIONS = '/api/data/property/report-subscriptions';
const DAY_MS = 86_400_000;
const M_RUN = marker('prep');
let nextCode = 810_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

interface Fixture {
  type?: PropertyType;
  rent?: boolean;
  city: string;
  postalCode: string;
  price: number;
  area: number;
  daysAgo: number;
  soldAfter?: number;
  address?: string;
}

function row(fixture: Fixture): PropertyListingRecord {
  nextCode += 1;
  const listedAt = new Date(Date.now() - fixture.daysAgo * DAY_MS);
  return {
    finn_code: String(nextCode),
    title: `${M_RUN} ${nextCode}`,
    title_en: null,
    property_type: fixture.type ?? 'apartment',
    listing_type: fixture.rent ? 'rent' : 'sale',
    address: fixture.address ?? `Testgata ${nextCode % 100}`,
    postal_code: fixture.postalCode,
    city: fixture.city,
    location: 'test,test',
    location_label: fixture.city,
    price: fixture.price,
    living_area: fixture.area,
    plot_area: null,
    bedrooms: 2,
    bathrooms: 1,
    built: 2000,
    energy_label: null,
    views: 10,
    listed_at: listedAt,
    sold_at: fixture.soldAfter === undefined ? null : new Date(listedAt.getTime() + fixture.soldAfter * DAY_MS),
    description: 'Testannonse.',
    status: 'published',
  };
}

const frogner = (fixture: Omit<Fixture, 'city' | 'postalCode'>) => row({ ...fixture, city: 'Oslo', postalCode: '0260' });
const sandviken = (fixture: Omit<Fixture, 'city' | 'postalCode'>) => row({ ...fixture, city: 'Bergen', postalCode: '5035' });

/** Frogner: homes for sale now and over the year (a series with a trend), sold ones, and rent listings; Sandviken: a few. */
const FIXTURES: PropertyListingRecord[] = [
  frogner({ price: 6_000_000, area: 60, daysAgo: 5, address: 'Bygdøy allé 7' }),
  frogner({ price: 6_600_000, area: 60, daysAgo: 12 }),
  frogner({ price: 5_400_000, area: 60, daysAgo: 30 }),
  frogner({ type: 'house', price: 14_000_000, area: 160, daysAgo: 40 }),
  frogner({ type: 'townhouse', price: 9_000_000, area: 100, daysAgo: 50 }),
  frogner({ price: 5_700_000, area: 60, daysAgo: 60, soldAfter: 20 }),
  frogner({ price: 5_100_000, area: 60, daysAgo: 130, soldAfter: 15 }),
  frogner({ price: 4_800_000, area: 60, daysAgo: 190 }),
  frogner({ price: 4_500_000, area: 60, daysAgo: 250 }),
  frogner({ price: 4_200_000, area: 60, daysAgo: 310 }),
  frogner({ rent: true, price: 18_000, area: 60, daysAgo: 20 }),
  frogner({ rent: true, price: 21_000, area: 60, daysAgo: 80 }),
  sandviken({ price: 3_600_000, area: 60, daysAgo: 8 }),
  sandviken({ price: 4_200_000, area: 70, daysAgo: 25 }),
  sandviken({ price: 3_000_000, area: 50, daysAgo: 100, soldAfter: 10 }),
  sandviken({ rent: true, price: 14_000, area: 60, daysAgo: 30 }),
];

/** A PDF's text with every run of spaces and line breaks as one space (the reader splits wrapped lines and spaces words). */
const flatText = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');
/** Text as the PDF reader gives it (no narrow or non-breaking spaces). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const nokText = (value: number) => plain(formatNok(value));
const perSqm = (value: number) => `${nokText(value)}/m²`;
const percentText = (value: number) => `${value.toFixed(1).replace('.', ',')} %`;

const report = (auth: Record<string, string>, body: unknown) =>
  api()
    .post(REPORTS)
    .set(auth)
    .send(body as object)
    .buffer(true)
    .parse(binary);

let pro: Record<string, string>;
let basis: Record<string, string>;
let admin: Record<string, string>;
let frognerFigures: AreaDetail;
let sandvikenFigures: AreaDetail;

beforeAll(async () => {
  await withListingStore((knex) => insertPropertyListings(knex, FIXTURES));
  [pro, basis, admin] = (await Promise.all([tokenFor(4), tokenFor(1), tokenFor(5)])).map(bearer);
  // The figures as the statistics API reports them: what every report must say.
  const [a, b] = await Promise.all(['oslo-frogner', 'bergen-sandviken'].map((id) => api().get(`/api/data/property/areas/${id}`).set(pro)));
  expect([a.status, b.status]).toEqual([200, 200]);
  frognerFigures = a.body;
  sandvikenFigures = b.body;
  expect(frognerFigures.pricePerSqm).not.toBeNull();
  expect(frognerFigures.rentPerSqm).not.toBeNull();
  expect(sandvikenFigures.pricePerSqm).not.toBeNull();
});

async function reportText(auth: Record<string, string>, body: PropertyReportRequest): Promise<string> {
  const res = await report(auth, body);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(attachmentName(res.headers['content-disposition'])).toMatch(new RegExp(`^${body.type}-${body.area}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  return flatText(res.body);
}

describe('the reports as PDFs', () => {
  it('gives every one of the six types as a PDF that parses', async () => {
    for (const type of PROPERTY_REPORT_TYPES) {
      const body: PropertyReportRequest = { type, area: 'oslo-frogner', compareArea: 'bergen-sandviken', sections: ['key-figures'] };
      const text = await reportText(pro, body);
      expect(text).toMatch(/Side 1 av \d/);
    }
  });

  it('gives the free market analysis to a user without access, with the figures of the statistics API', async () => {
    const text = await reportText(basis, { type: 'market-analysis', area: 'oslo-frogner' });
    expect(text).toContain('Markedsanalyse: Frogner, Oslo');
    expect(text).toContain(`Dato: ${formatDate(new Date())}`);
    expect(text).toContain(perSqm(frognerFigures.pricePerSqm as number));
    expect(text).toContain(String(frognerFigures.listings));
    // The formulas under the key figures, the 12 months and the types; æøå as written.
    expect(text).toContain('Slik er tallene regnet ut');
    expect(text).toContain('Median av prisantydning');
    expect(text).toContain('Utvikling måned for måned');
    for (const month of frognerFigures.series) {
      if (month.pricePerSqm !== null) expect(text).toContain(perSqm(month.pricePerSqm));
    }
    expect(text).toContain('Boligtyper');
    for (const label of ['Leilighet', 'Enebolig', 'Rekkehus']) expect(text).toContain(label);
  });

  it('writes the report in English when asked, kroner still the Norwegian way', async () => {
    const text = await reportText(basis, { type: 'market-analysis', area: 'oslo-frogner', locale: 'en' });
    expect(text).toContain('Market analysis: Frogner, Oslo');
    expect(text).toContain('How the figures are computed');
    expect(text).toContain(perSqm(frognerFigures.pricePerSqm as number));
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('gives the investment analysis with the yield, a worked example at 4,75 % and the prediction', async () => {
    const text = await reportText(pro, { type: 'investment', area: 'oslo-frogner' });
    const { pricePerSqm, rentPerSqm, grossYieldPct } = frognerFigures as { pricePerSqm: number; rentPerSqm: number; grossYieldPct: number };
    expect(text).toContain('Investeringsanalyse: Frogner, Oslo');
    expect(text).toContain(perSqm(rentPerSqm));
    expect(text).toContain(percentText(grossYieldPct));
    expect(text).toContain('Regneeksempel: leilighet på 60 m²');
    const price = pricePerSqm * 60;
    const interest = (price * 0.75 * 0.0475) / 12;
    expect(text).toContain(nokText(price));
    expect(text).toContain(nokText(price * 0.25));
    expect(text).toContain('4,75 %');
    expect(text).toContain(nokText(rentPerSqm * 60));
    expect(text).toContain(nokText(interest));
    expect(text).toContain(nokText(rentPerSqm * 60 - interest));
    expect(text).toContain('Prisprognose');
  });

  it('compares two areas side by side', async () => {
    const text = await reportText(pro, { type: 'area-comparison', area: 'oslo-frogner', compareArea: 'bergen-sandviken' });
    // The title wraps after the first area (the reader gives a page's lines bottom up).
    expect(text).toContain('Områdesammenligning: Frogner, Oslo og Sandviken,');
    expect(text).toContain('Nøkkeltall Frogner, Oslo Sandviken, Bergen');
    expect(text).toContain(perSqm(frognerFigures.pricePerSqm as number));
    expect(text).toContain(perSqm(sandvikenFigures.pricePerSqm as number));
    expect(text).toContain('Utvikling måned for måned: Frogner, Oslo');
    expect(text).toContain('Utvikling måned for måned: Sandviken, Bergen');
  });

  it('predicts with a linear trend six months ahead and says it is no valuation', async () => {
    const text = await reportText(pro, { type: 'price-prediction', area: 'oslo-frogner' });
    expect(text).toContain('Prisprognose: Frogner, Oslo');
    expect(text.match(/\(prognose\)/g)).toHaveLength(6);
    expect(text).toContain('lineær framskriving');
    expect(text).toContain('verdivurdering');
  });

  it('gives the rental yield, by property type where there is data', async () => {
    const text = await reportText(pro, { type: 'rental-yield', area: 'oslo-frogner' });
    expect(text).toContain('Utleieavkastning: Frogner, Oslo');
    expect(text).toContain(perSqm(frognerFigures.rentPerSqm as number));
    expect(text).toContain(percentText(frognerFigures.grossYieldPct as number));
    expect(text).toContain('Avkastning per boligtype');
  });

  it('gives a custom report of the sections picked, the listings with address, price, m² and price per m²', async () => {
    const text = await reportText(pro, { type: 'custom', area: 'oslo-frogner', sections: ['listings'] });
    expect(text).toContain('Tilpasset rapport: Frogner, Oslo');
    expect(text).toContain('Boliger til salgs');
    expect(text).toContain('Bygdøy allé 7, 0260 Oslo');
    expect(text).toContain(nokText(6_000_000));
    expect(text).toContain(perSqm(100_000));
    expect(text).not.toContain('Nøkkeltall');
  });

  it('counts a download as a data download of the product for a user with access', async () => {
    const downloads = async () =>
      (
        await sql<{ data_downloads: number }>(
          "SELECT u.data_downloads FROM product_usages u JOIN up_users p ON p.id = u.user_id WHERE p.email = 'pro@demo.no' AND u.product_slug = 'property'",
        )
      ).map((r) => Number(r.data_downloads))[0] ?? 0;
    const before = await downloads();
    expect((await report(pro, { type: 'market-analysis', area: 'oslo' })).status).toBe(200);
    expect(await downloads()).toBe(before + 1);
  });
});

describe('who may have a report, and what is refused', () => {
  it('answers 401 without a sign-in', async () => {
    expect((await api().post(REPORTS).send({ type: 'market-analysis', area: 'oslo' })).status).toBe(401);
    expect((await api().get(SUBSCRIPTIONS)).status).toBe(401);
  });

  it('answers 403 for the paid types without access to the product', async () => {
    for (const type of ['investment', 'rental-yield', 'price-prediction'] as const) {
      const res = await api().post(REPORTS).set(basis).send({ type, area: 'oslo' });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(M.reportNeedsAccess);
    }
  });

  it.each([
    ['a body that is no object', [], M.bodyNotObject],
    ['an unknown type', { type: 'valuation', area: 'oslo' }, M.unknownReportType],
    ['an unknown area', { type: 'market-analysis', area: 'atlantis' }, M.unknownArea],
    ['a comparison without a second area', { type: 'area-comparison', area: 'oslo' }, M.compareAreaRequired],
    ['a comparison with an unknown second area', { type: 'area-comparison', area: 'oslo', compareArea: 'atlantis' }, M.unknownArea],
    ['a comparison of an area with itself', { type: 'area-comparison', area: 'oslo', compareArea: 'oslo' }, M.compareAreaSame],
    ['a custom report without sections', { type: 'custom', area: 'oslo', sections: [] }, M.sectionsRequired],
    ['a custom report with an unknown section', { type: 'custom', area: 'oslo', sections: ['horoscope'] }, M.unknownSection],
  ])('answers 400 for %s', async (_name, body, message) => {
    const res = await api().post(REPORTS).set(pro).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('report subscriptions', () => {
  let free: Account;

  beforeAll(async () => {
    free = await signUp('reports-');
  });

  const subscribe = (auth: Record<string, string>, body: unknown) =>
    api()
      .post(SUBSCRIPTIONS)
      .set(auth)
      .send(body as object);

  it('subscribes a user without access to the free report, to their own address, and refuses the paid ones', async () => {
    const res = await subscribe(free.auth, { type: 'market-analysis', area: 'oslo' });
    expect(res.status).toBe(201);
    const created = res.body as ReportSubscription;
    expect(created).toEqual({
      id: expect.any(Number),
      type: 'market-analysis',
      area: 'oslo',
      compareArea: null,
      sections: [],
      email: free.email,
      frequency: 'monthly',
      createdAt: expect.any(String),
      lastSentAt: null,
    });
    const refused = await subscribe(free.auth, { type: 'investment', area: 'oslo' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.reportNeedsAccess);
  });

  it('checks the address when one is given, and the report as a report request', async () => {
    for (const [body, message] of [
      [{ type: 'market-analysis', area: 'oslo', email: 'no-address' }, M.emailInvalid],
      [{ type: 'market-analysis', area: 'atlantis' }, M.unknownArea],
      [{ type: 'area-comparison', area: 'oslo' }, M.compareAreaRequired],
      [{ type: 'market-analysis', area: 'oslo', frequency: 'daily' }, M.unknownFrequency],
      [['text'], M.bodyNotObject],
    ] as const) {
      const res = await subscribe(pro, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('lists the own subscriptions newest first, up to the limit', async () => {
    for (const area of ['bergen', 'trondheim']) expect((await subscribe(free.auth, { type: 'market-analysis', area })).status).toBe(201);
    const listed = (await api().get(SUBSCRIPTIONS).set(free.auth)).body as ReportSubscription[];
    expect(listed.map((s) => s.area)).toEqual(['trondheim', 'bergen', 'oslo']);
    for (let i = listed.length; i < REPORT_SUBSCRIPTION_LIMIT; i += 1)
      expect((await subscribe(free.auth, { type: 'market-analysis', area: 'tromso' })).status).toBe(201);
    const over = await subscribe(free.auth, { type: 'market-analysis', area: 'tromso' });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(M.tooManySubscriptions);
    expect((await api().get(SUBSCRIPTIONS).set(free.auth)).body).toHaveLength(REPORT_SUBSCRIPTION_LIMIT);
  });

  it('sends the report now as a PDF attachment to the subscription address, and notes when', async () => {
    const email = `${marker('report-mail')}@example.test`.toLowerCase();
    const res = await subscribe(pro, { type: 'custom', area: 'oslo-frogner', sections: ['key-figures', 'listings'], email });
    expect(res.status).toBe(201);
    const created = res.body as ReportSubscription;
    expect(created.sections).toEqual(['key-figures', 'listings']);
    expect(created.email).toBe(email);

    const sent = await api().post(`${SUBSCRIPTIONS}/${created.id}/send`).set(pro);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: M.reportSent(email) });

    const [mail] = await mailsFor(email);
    expect(mail?.subject).toContain('Tilpasset rapport: Frogner, Oslo');
    const [attachment] = mail.attachments;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toMatch(/^custom-oslo-frogner-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await flatText(attachment.content);
    expect(text).toContain(perSqm(frognerFigures.pricePerSqm as number));
    expect(text).toContain('Bygdøy allé 7, 0260 Oslo');

    const listed = (await api().get(SUBSCRIPTIONS).set(pro)).body as ReportSubscription[];
    expect(listed.find((s) => s.id === created.id)?.lastSentAt).toEqual(expect.any(String));
  });

  it(`sends at most ${REPORT_SEND_LIMITS.perRecipient} reports an hour to one address and ${REPORT_SEND_LIMITS.perUser} for one user, then 429`, async () => {
    const sender = await signUp('report-sender-');
    const made = async (email: string) =>
      ((await subscribe(sender.auth, { type: 'market-analysis', area: 'bergen', email })).body as ReportSubscription).id;
    const send = (id: number) => api().post(`${SUBSCRIPTIONS}/${id}/send`).set(sender.auth);
    const first = await made(`${marker('send-a')}@example.test`.toLowerCase());
    const statuses: number[] = [];
    for (let n = 0; n < REPORT_SEND_LIMITS.perRecipient + 1; n += 1) statuses.push((await send(first)).status);
    expect(statuses).toEqual([...Array(REPORT_SEND_LIMITS.perRecipient).fill(200), 429]);
    // Another address still gets its report, until the user's own hour is spent (the refused call counted too).
    const second = await made(`${marker('send-b')}@example.test`.toLowerCase());
    const more: number[] = [];
    for (let n = REPORT_SEND_LIMITS.perRecipient + 1; n < REPORT_SEND_LIMITS.perUser; n += 1) more.push((await send(second)).status);
    expect(more).toEqual(Array(REPORT_SEND_LIMITS.perUser - REPORT_SEND_LIMITS.perRecipient - 1).fill(200));
    const refused = await send(second);
    expect([refused.status, refused.body.error.message]).toEqual([429, M.tooManyReportMails]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends each monthly report once a month through the job runner, beginning the month after it was made', async () => {
    const address = (name: string) => `${marker(name)}@example.test`.toLowerCase();
    const [early, later, fresh] = [address('monthly-a'), address('monthly-b'), address('monthly-new')];
    const made = async (email: string, monthsAgo: number) => {
      const sub = (await subscribe(pro, { type: 'market-analysis', area: 'bergen', email })).body as ReportSubscription;
      if (monthsAgo > 0)
        await sql('UPDATE property_report_subscriptions SET created_at = ? WHERE id = ?', [
          dbTime(new Date(Date.now() - monthsAgo * 31 * DAY_MS)),
          sub.id,
        ]);
      return sub;
    };
    const first = await made(early, 2);
    await made(fresh, 0);
    const [mail] = await mailsFor(early, 1, 15_000);
    expect(mail?.subject).toContain('Markedsanalyse: Bergen');
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    // A second old subscription is sent on a later tick; by then the first has had ticks to be sent again, and was not.
    const second = await made(later, 1);
    expect(await mailsFor(later, 1, 15_000)).toHaveLength(1);
    expect(await mailsFor(early, 2, 0)).toHaveLength(1);
    expect(await mailsFor(fresh, 1, 0)).toHaveLength(0);
    const month = todayInOslo().slice(0, 7);
    const claims = await sql<{ id: number; claimed_month: string | null }>(
      'SELECT id, claimed_month FROM property_report_subscriptions WHERE id IN (?, ?) ORDER BY id',
      [first.id, second.id],
    );
    expect(claims.map((row) => row.claimed_month)).toEqual([month, month]);
    const listed = (await api().get(SUBSCRIPTIONS).set(pro)).body as ReportSubscription[];
    expect(listed.find((s) => s.id === first.id)?.lastSentAt).toEqual(expect.any(String));
    for (const sub of listed) await api().delete(`${SUBSCRIPTIONS}/${sub.id}`).set(pro);
  });

  it("finds no other user's subscription, and deletes the own", async () => {
    const mine = (await subscribe(pro, { type: 'rental-yield', area: 'bergen' })).body as ReportSubscription;
    expect((await api().delete(`${SUBSCRIPTIONS}/${mine.id}`).set(free.auth)).status).toBe(404);
    const send = await api().post(`${SUBSCRIPTIONS}/${mine.id}/send`).set(free.auth);
    expect(send.status).toBe(404);
    expect(send.body.error.message).toBe(M.subscriptionNotFound);
    expect((await api().delete(`${SUBSCRIPTIONS}/${mine.id}`).set(pro)).status).toBe(204);
    expect((await api().delete(`${SUBSCRIPTIONS}/${mine.id}`).set(pro)).status).toBe(404);
    expect(((await api().get(SUBSCRIPTIONS).set(pro)).body as ReportSubscription[]).some((s) => s.id === mine.id)).toBe(false);
  });

  it('deletes the subscriptions with the user', async () => {
    const count = async () =>
      Number((await sql<{ n: number }>('SELECT COUNT(*) AS n FROM property_report_subscriptions WHERE user_id = ?', [free.user.id]))[0].n);
    expect(await count()).toBe(REPORT_SUBSCRIPTION_LIMIT);
    expect((await api().delete(`/api/admin/users/${free.user.id}`).set(admin)).body).toEqual({ ok: true });
    expect(await count()).toBe(0);
  });
});
