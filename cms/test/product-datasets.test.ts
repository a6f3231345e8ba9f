import ExcelJS from 'exceljs';
import { AUTH_MESSAGES, DATASET_LIMITS, DATASET_MESSAGES as M, parseDatasetCsv, type DatasetReport, type DatasetSummary } from '@platform/shared';
import { signUp, type Account } from './accounts';
import { api, bearer, marker, tokenFor, attachmentName } from './api-client';
import { sql } from './database';
import { binary } from './market-fixtures';

// The analytics dashboard template's dataset: one per user and product, behind the product area's guard.
type Auth = Record<string, string>;
const datasetOf = (productId: string) => `/api/product-areas/${productId}/dataset`;
const upload = (productId: string, auth: Auth, body: object) => api().put(datasetOf(productId)).set(auth).send(body);
const find = (productId: string, auth: Auth) => api().get(datasetOf(productId)).set(auth);
const report = (productId: string, auth: Auth, query: Record<string, string>) =>
  api()
    .get(`${datasetOf(productId)}/report`)
    .query(query)
    .set(auth);
const download = (productId: string, auth: Auth, query: Record<string, string>) =>
  api()
    .get(`${datasetOf(productId)}/export`)
    .query(query)
    .set(auth)
    .buffer(true)
    .parse(binary);

const SALES = [
  'Region;Dato;Beløp;Merknad',
  'Oslo;05.03.2026;1 234,5;=HYPERLINK("http://x")',
  'Bergen;2026-03-20;100;Vanlig',
  'Oslo;2026-04-01;-34,5;',
  'Trondheim;01.04.2026;50;+47 123',
].join('\r\n');

let admin: Auth;
async function makeProduct(template: string, hasAuth: boolean): Promise<string> {
  const id = marker('ana');
  const res = await api()
    .post('/api/admin/products')
    .set(admin)
    .send({ id, name: `Analyse ${id}`, description: 'Et produkt fra veiviseren', template, hasAuth });
  expect(res.status).toBe(201);
  return id;
}

async function grant(productId: string, ...accounts: Account[]) {
  for (const account of accounts) {
    const res = await api().post(`/api/admin/users/${account.user.id}/products/${productId}`).set(admin).send({ subscriptionStatus: 'active' });
    expect(res.status).toBeLessThan(300);
  }
}

const storedRows = async (productId: string, userId: unknown) =>
  sql<{ file_name: string; row_count: number | string }>('SELECT file_name, row_count FROM product_datasets WHERE product_slug = ? AND user_id = ?', [
    productId,
    userId,
  ]);

let productId: string;
let owner: Account;
let other: Account;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  productId = await makeProduct('analytics-dashboard', true);
  [owner, other] = await Promise.all([signUp('datasets-'), signUp('datasets-')]);
  await grant(productId, owner, other);
});

describe('product dataset access', () => {
  it('answers 401 without a token and 403 with the reason without access', async () => {
    const anonymous = await find(productId, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const stranger = await signUp('datasets-');
    const refused = await upload(productId, stranger.auth, { fileName: 'a.csv', csv: 'a\n1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ reason: 'noAccess' });
  });

  it('needs a signed-in user even in a product open to anyone, and counts uploads as API calls and exports as downloads', async () => {
    const openId = await makeProduct('analytics-dashboard', false);
    const anonymous = await upload(openId, {}, { fileName: 'a.csv', csv: 'a\n1' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    expect((await find(openId, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await download(openId, {}, { format: 'csv' })).status).toBe(401);

    const account = await signUp('datasets-');
    expect((await upload(openId, account.auth, { fileName: 'a.csv', csv: 'a\n1' })).status).toBe(200);
    expect((await find(openId, account.auth)).status).toBe(200);
    expect((await download(openId, account.auth, { format: 'csv' })).status).toBe(200);
    expect((await download(openId, account.auth, { format: 'pdf' })).status).toBe(400);
    const [usage] = await sql<{ api_calls: number | string; data_downloads: number | string }>(
      'SELECT api_calls, data_downloads FROM product_usages WHERE user_id = ? AND product_slug = ?',
      [account.user.id, openId],
    );
    expect({ apiCalls: Number(usage.api_calls), downloads: Number(usage.data_downloads) }).toEqual({ apiCalls: 2, downloads: 1 });
  });

  it('answers 404 with the message for a product without the analytics template, and for an unknown product', async () => {
    const crudId = await makeProduct('crud', true);
    const res = await upload(crudId, admin, { fileName: 'a.csv', csv: 'a\n1' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(M.notAnalytics);
    expect((await find(crudId, admin)).body.error.message).toBe(M.notAnalytics);
    expect((await find('no-such-analytics-product', admin)).status).toBe(404);
  });
});

describe('product datasets', () => {
  it('answers 404 with the message before the first upload', async () => {
    const fresh = await signUp('datasets-');
    await grant(productId, fresh);
    const res = await find(productId, fresh.auth);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(M.notFound);
    expect((await report(productId, fresh.auth, { groupBy: 'Region' })).body.error.message).toBe(M.notFound);
  });

  it('reads an upload into typed columns with their figures, and answers the same summary when asked again', async () => {
    const res = await upload(productId, owner.auth, { fileName: 'C:\\fakepath\\Salg mars.csv', csv: `\uFEFF${SALES}` });
    expect(res.status).toBe(200);
    const summary: DatasetSummary = res.body;
    expect(summary).toMatchObject({ fileName: 'Salg mars.csv', rowCount: 4 });
    expect(new Date(summary.uploadedAt).toISOString()).toBe(summary.uploadedAt);
    expect(summary.columns).toEqual([
      { name: 'Region', kind: 'text', filled: 4, distinct: 3 },
      { name: 'Dato', kind: 'date', filled: 4, distinct: 3, earliest: '2026-03-05', latest: '2026-04-01' },
      { name: 'Beløp', kind: 'number', filled: 4, sum: 1350, average: 337.5, min: -34.5, max: 1234.5 },
      { name: 'Merknad', kind: 'text', filled: 3, distinct: 3 },
    ]);
    expect(summary.preview[0]).toEqual(['Oslo', '2026-03-05', 1234.5, '=HYPERLINK("http://x")']);
    expect((await find(productId, owner.auth)).body).toEqual(summary);
  });

  it('replaces the dataset with a new upload', async () => {
    await upload(productId, owner.auth, { fileName: 'gammel.csv', csv: 'a\n1\n2' });
    const replaced = await upload(productId, owner.auth, { fileName: 'ny.csv', csv: 'b,c\nx,1' });
    expect(replaced.body).toMatchObject({ fileName: 'ny.csv', rowCount: 1, columns: [{ name: 'b' }, { name: 'c' }] });
    expect(await storedRows(productId, owner.user.id)).toEqual([{ file_name: 'ny.csv', row_count: 1 }]);
  });

  it('refuses a file it cannot read with the reason, keeping the dataset there was', async () => {
    await upload(productId, owner.auth, { fileName: 'salg.csv', csv: SALES });
    const refusals: Array<[object, string]> = [
      [{ fileName: 'a.csv', csv: 'a,b\n1,2\n1,2,3' }, 'Rad 3 har 3 felt, overskriften har 2'],
      [{ fileName: 'a.csv', csv: 'Beløp;Navn;Beløp\n1;a;2' }, 'Kolonnen «Beløp» finnes to ganger'],
      [{ fileName: 'a.csv', csv: 'a;b\n' }, 'Filen har ingen rader'],
      [
        { fileName: 'a.csv', csv: ['n', ...Array.from({ length: DATASET_LIMITS.rows + 1 }, (_, i) => i)].join('\n') },
        'Filen kan ha høyst 10 000 rader',
      ],
      [{ fileName: 'a.csv' }, M.csvMissing],
    ];
    for (const [body, message] of refusals) {
      const res = await upload(productId, owner.auth, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await find(productId, owner.auth)).body).toMatchObject({ fileName: 'salg.csv', rowCount: 4 });
  });

  it('takes a file of 5 MB in its JSON body, and refuses a larger one with the reason', async () => {
    const line = `${'x'.repeat(1000)},1\n`;
    const rows = Math.floor((DATASET_LIMITS.bytes - 10) / line.length);
    const big = `tekst,tall\n${line.repeat(rows)}`;
    const fresh = await signUp('datasets-');
    await grant(productId, fresh);
    const taken = await upload(productId, fresh.auth, { fileName: 'stor.csv', csv: big });
    expect(taken.status).toBe(200);
    expect(taken.body.rowCount).toBe(rows);
    const refused = await upload(productId, fresh.auth, { fileName: 'stor.csv', csv: big + line.repeat(20) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(M.tooLarge);
  });

  it('keeps a user’s dataset from another user', async () => {
    await upload(productId, owner.auth, { fileName: 'privat.csv', csv: SALES });
    const theirs = await find(productId, other.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(M.notFound);
    await upload(productId, other.auth, { fileName: 'egen.csv', csv: 'a\n1' });
    expect((await find(productId, other.auth)).body.fileName).toBe('egen.csv');
    expect((await find(productId, owner.auth)).body.fileName).toBe('privat.csv');
    expect((await api().delete(datasetOf(productId)).set(other.auth)).status).toBe(204);
    expect((await find(productId, owner.auth)).body.fileName).toBe('privat.csv');
  });

  it('deletes the dataset', async () => {
    const leaving = await signUp('datasets-');
    await grant(productId, leaving);
    await upload(productId, leaving.auth, { fileName: 'a.csv', csv: 'a\n1' });
    expect((await api().delete(datasetOf(productId)).set(leaving.auth)).status).toBe(204);
    expect((await find(productId, leaving.auth)).status).toBe(404);
    expect(await storedRows(productId, leaving.user.id)).toEqual([]);
    expect((await api().delete(datasetOf(productId)).set(leaving.auth)).status).toBe(404);
  });
});

describe('product dataset reports and exports', () => {
  let analyst: Account;
  beforeAll(async () => {
    analyst = await signUp('datasets-');
    await grant(productId, analyst);
    expect((await upload(productId, analyst.auth, { fileName: 'Salg – mars.csv', csv: SALES })).status).toBe(200);
  });

  it('groups by a text column and measures a number column, the largest first', async () => {
    const res = await report(productId, analyst.auth, { groupBy: 'Region', measure: 'sum', value: 'Beløp' });
    expect(res.status).toBe(200);
    const body: DatasetReport = res.body;
    expect(body).toMatchObject({ groupBy: 'Region', measure: 'sum', value: 'Beløp', groupKind: 'text', groupCount: 3 });
    expect(body.rows).toEqual([
      { group: 'Oslo', value: 1200, rows: 2 },
      { group: 'Bergen', value: 100, rows: 1 },
      { group: 'Trondheim', value: 50, rows: 1 },
    ]);
  });

  it('groups a date column by month and counts rows when no measure is named', async () => {
    const res = await report(productId, analyst.auth, { groupBy: 'Dato' });
    expect(res.body.rows).toEqual([
      { group: '2026-03', value: 2, rows: 2 },
      { group: '2026-04', value: 2, rows: 2 },
    ]);
  });

  it('answers 400 with the reason for an unknown column or a measure of a column that is not numbers', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ groupBy: 'Fylke' }, 'Datasettet har ingen kolonne «Fylke»'],
      [{ groupBy: 'Region', measure: 'sum', value: 'Merknad' }, 'Kolonnen «Merknad» er ikke en tallkolonne'],
      [{ groupBy: 'Beløp' }, M.groupByNumber('Beløp')],
      [{ groupBy: 'Region', measure: 'median', value: 'Beløp' }, M.unknownMeasure],
      [{}, M.groupByMissing],
    ];
    for (const [query, message] of cases) {
      const res = await report(productId, analyst.auth, query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await download(productId, analyst.auth, { format: 'csv', groupBy: 'Fylke' })).status).toBe(400);
  });

  it('exports the whole dataset as CSV with formulas escaped, which reads back as the same data', async () => {
    const res = await download(productId, analyst.auth, { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(attachmentName(res.headers['content-disposition'])).toBe('salg-mars.csv');
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFFRegion,Dato,Beløp,Merknad\r\n')).toBe(true);
    expect(text).toContain(`Oslo,2026-03-05,1234.5,"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`Trondheim,2026-04-01,50,"'+47 123"`);
    expect(text).toContain('Oslo,2026-04-01,-34.5,\r\n');
    const back = parseDatasetCsv(text);
    expect(back.ok && back.dataset.rows.map((row) => row.slice(0, 3))).toEqual([
      ['Oslo', '2026-03-05', 1234.5],
      ['Bergen', '2026-03-20', 100],
      ['Oslo', '2026-04-01', -34.5],
      ['Trondheim', '2026-04-01', 50],
    ]);
  });

  it('exports the dataset as a workbook with numbers as numbers and dates as dates', async () => {
    const res = await download(productId, analyst.auth, { format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(attachmentName(res.headers['content-disposition'])).toBe('salg-mars.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const sheet = workbook.getWorksheet('Data') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Region', 'Dato', 'Beløp', 'Merknad']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Oslo', new Date('2026-03-05T00:00:00Z'), 1234.5, '=HYPERLINK("http://x")']);
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(5);
  });

  it('exports the report as CSV and as a workbook when grouped', async () => {
    const query = { groupBy: 'Region', measure: 'avg', value: 'Beløp' };
    const csv = await download(productId, analyst.auth, { format: 'csv', ...query });
    expect(attachmentName(csv.headers['content-disposition'])).toBe('salg-mars-rapport.csv');
    expect((csv.body as Buffer).toString('utf8')).toBe('\uFEFFRegion,Gjennomsnitt av Beløp,Antall\r\nOslo,600,2\r\nBergen,100,1\r\nTrondheim,50,1\r\n');
    const xlsx = await download(productId, analyst.auth, { format: 'xlsx', ...query });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const sheet = workbook.getWorksheet('Rapport') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Region', 'Gjennomsnitt av Beløp', 'Antall']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Oslo', 600, 2]);
  });
});
