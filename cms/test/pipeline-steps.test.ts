import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PIPELINE_LIMITS, type PipelineRecord, type PipelineStep, type TransformConfig } from '@platform/shared';
import { guardedFetch } from '../src/outbound/outbound-guard';
import { runApiConnector } from '../src/pipelines/steps/api-connector';
import { runExtract } from '../src/pipelines/steps/extract';
import { fetchThroughGuard, runStep } from '../src/pipelines/steps/index';
import { runTransform } from '../src/pipelines/steps/transform';
import { StepFailure, type StepContext } from '../src/pipelines/steps/types';
import { runWebScraper } from '../src/pipelines/steps/web-scraper';

const FIXTURES = path.join(__dirname, 'fixtures', 'pipelines');
const BIG_PAGE = 30_000;

/** What the fixture server was asked: path and headers, in order. */
const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push({ path: url.pathname + url.search, headers: req.headers });
    if (url.pathname === '/api/broken') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    } else if (url.pathname === '/api/big') {
      // Pages of generated records, to reach the run's record limit.
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = Array.from({ length: BIG_PAGE }, (_, index) => ({ n: (page - 1) * BIG_PAGE + index + 1 }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items, next: `?page=${page + 1}` }));
    } else if (url.pathname === '/sok/oslo/listing.html' || url.pathname === '/with-base.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(path.join(FIXTURES, path.basename(url.pathname))));
    } else if (/^\/api\/[\w-]+\.json$/.test(url.pathname) && fs.existsSync(path.join(FIXTURES, path.basename(url.pathname)))) {
      const text = fs.readFileSync(path.join(FIXTURES, path.basename(url.pathname)), 'utf8').replaceAll('{{origin}}', origin);
      res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const FIXED_NOW = new Date('2024-06-01T12:00:00.000Z');

/** A step context whose fetch goes through the outbound guard to the fixture server, with the log kept for assertions. */
function context(fetch: StepContext['fetch'] = guardedGet): StepContext & { lines: string[] } {
  const lines: string[] = [];
  return { fetch, now: () => FIXED_NOW, log: (message) => lines.push(message), lines };
}
async function guardedGet(url: string, headers: Record<string, string>) {
  const response = await guardedFetch(url, { method: 'GET', headers, timeoutMs: 5000, maxBytes: PIPELINE_LIMITS.fetchMaxBytes });
  return { status: response.status, body: response.body, url: response.url, contentType: response.headers.get('content-type') ?? '' };
}

const listingConfig = (fields: { name: string; selector: string; attribute: string }[]) => ({
  url: `${origin}/sok/oslo/listing.html`,
  item_selector: 'li.listing',
  fields,
});

describe('the web scraper on a saved listing page', () => {
  it('makes one record per matching item with text, attributes, absolute links and null for what is missing', async () => {
    const ctx = context();
    const { records, failed } = await runWebScraper(
      listingConfig([
        { name: 'id', selector: '', attribute: 'data-id' },
        { name: 'title', selector: '.title', attribute: '' },
        { name: 'price', selector: '.price', attribute: '' },
        { name: 'area', selector: '.area', attribute: '' },
        { name: 'link', selector: 'a.link', attribute: 'href' },
        { name: 'image', selector: 'img', attribute: 'src' },
        { name: 'alt', selector: 'img', attribute: 'alt' },
      ]),
      ctx,
    );
    expect(failed).toBe(0);
    expect(records).toHaveLength(5);
    expect(records[0]).toEqual({
      id: '101',
      title: 'Lys 3-roms med balkong',
      price: '3 450 000 kr',
      area: 'Grünerløkka',
      link: `${origin}/bolig/101`,
      image: `${origin}/sok/oslo/images/101.jpg`,
      alt: 'Stue',
    });
    expect(records.map((record) => record.link)).toEqual([
      `${origin}/bolig/101`,
      `${origin}/sok/oslo/bolig/102`,
      `${origin}/sok/andre/103?ref=liste`,
      'https://megler.example.no/104',
      `${origin}/bolig/105`,
    ]);
    expect(records[2].image).toBe('https://bilder.example.no/103.jpg');
    // Item 104 has no image and item 105 no area.
    expect(records[3]).toMatchObject({ image: null, alt: null, title: 'Hybel nær Blindern' });
    expect(records[4]).toMatchObject({ area: null, price: '12 500 000 kr' });
    expect(ctx.lines).toEqual(['5 items matched']);
  });

  it('gives null for an attribute the element does not have, and the whole item text for an empty selector', async () => {
    const { records } = await runWebScraper(
      listingConfig([
        { name: 'rel', selector: 'a.link', attribute: 'rel' },
        { name: 'all', selector: '', attribute: '' },
      ]),
      context(),
    );
    expect(records[1]).toEqual({ rel: null, all: 'Romslig 4-roms 5 990 000 kr Frogner' });
  });

  it('resolves links against the page base when it names one', async () => {
    const { records } = await runWebScraper(
      { url: `${origin}/with-base.html`, item_selector: '.item', fields: [{ name: 'link', selector: 'a', attribute: 'href' }] },
      context(),
    );
    expect(records).toEqual([{ link: 'https://cdn.example.no/listing/one.html' }]);
  });

  it('logs zero matches for a selector that matches nothing', async () => {
    const ctx = context();
    const { records } = await runWebScraper({ ...listingConfig([{ name: 'x', selector: '', attribute: '' }]), item_selector: 'article' }, ctx);
    expect(records).toEqual([]);
    expect(ctx.lines).toEqual(['0 items matched']);
  });

  it('fails on a page that is not there, naming the status and the page', async () => {
    const run = runWebScraper({ ...listingConfig([{ name: 'x', selector: '', attribute: '' }]), url: `${origin}/sok/missing.html` }, context());
    await expect(run).rejects.toThrow(StepFailure);
    await expect(run).rejects.toThrow(`HTTP 404 from 127.0.0.1:${new URL(origin).port}/sok/missing.html`);
  });

  it('fails with a message naming a selector that is not valid CSS', async () => {
    await expect(runWebScraper({ ...listingConfig([{ name: 'x', selector: '', attribute: '' }]), item_selector: 'li[' }, context())).rejects.toThrow(
      'item_selector "li[" is not a valid CSS selector.',
    );
  });
});

const connector = (overrides: Partial<Parameters<typeof runApiConnector>[0]> = {}) => ({
  url: `${origin}/api/items-1.json`,
  records_path: 'data.items',
  next_path: 'links.next',
  max_pages: 10,
  headers: [],
  ...overrides,
});

describe('the API connector', () => {
  it('follows relative and absolute next links over three pages and stops where there is none', async () => {
    const ctx = context();
    const { records, failed } = await runApiConnector(connector(), ctx);
    expect(failed).toBe(0);
    expect(records.map((record) => record.id)).toEqual([1, 2, 3, 4, 5]);
    expect(records[4]).toEqual({ id: 5, title: 'Femte', address: { city: 'Bodø', zip: '8006' } });
    expect(requests.map((request) => request.path)).toEqual(['/api/items-1.json', '/api/items-2.json', '/api/items-3.json']);
    expect(ctx.lines).toEqual(['Page 1: 2 records', 'Page 2: 2 records', 'Page 3: 1 records']);
  });

  it('reads at most max_pages pages', async () => {
    const ctx = context();
    const { records } = await runApiConnector(connector({ max_pages: 2 }), ctx);
    expect(records.map((record) => record.id)).toEqual([1, 2, 3, 4]);
    expect(requests).toHaveLength(2);
    expect(ctx.lines).toEqual(['Page 1: 2 records', 'Page 2: 2 records', 'Stopped after 2 pages (max_pages).']);
  });

  it('reads one page when there is no next path', async () => {
    const { records } = await runApiConnector(connector({ next_path: '' }), context());
    expect(records).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it('stops when the next links lead back to a page already read', async () => {
    const ctx = context();
    const { records } = await runApiConnector(connector({ url: `${origin}/api/loop-a.json`, records_path: 'items', next_path: 'next' }), ctx);
    expect(records).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(requests.map((request) => request.path)).toEqual(['/api/loop-a.json', '/api/loop-b.json']);
    expect(ctx.lines).toEqual(['Page 1: 1 records', 'Page 2: 1 records', 'Page 2 links to a page already read; stopped.']);
  });

  it('sends the configured headers, secret ones with their real value', async () => {
    await runApiConnector(
      connector({
        url: `${origin}/api/items-3.json`,
        headers: [
          { name: 'X-Api-Key', value: 'key-123', secret: true },
          { name: 'Accept-Language', value: 'nb', secret: false },
        ],
      }),
      context(),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].headers).toMatchObject({ 'x-api-key': 'key-123', 'accept-language': 'nb' });
  });

  it('fails on an HTTP error, naming the status, host and path', async () => {
    const run = runApiConnector(connector({ url: `${origin}/api/broken?token=secret` }), context());
    await expect(run).rejects.toThrow(StepFailure);
    await expect(run).rejects.toThrow(`HTTP 500 from 127.0.0.1:${new URL(origin).port}/api/broken`);
    await expect(run).rejects.not.toThrow('secret');
  });

  it('fails when the answer is not JSON, naming the URL', async () => {
    await expect(runApiConnector(connector({ url: `${origin}/sok/oslo/listing.html` }), context())).rejects.toThrow(
      `The answer from 127.0.0.1:${new URL(origin).port}/sok/oslo/listing.html is not JSON.`,
    );
  });

  it('fails when records_path is not a list in the answer', async () => {
    await expect(runApiConnector(connector({ url: `${origin}/api/not-a-list.json` }), context())).rejects.toThrow(
      'records_path "data.items" is not a list in the answer',
    );
  });

  it('takes the answer itself as the list when records_path is empty, wrapping items that are not objects', async () => {
    const { records } = await runApiConnector(connector({ url: `${origin}/api/scalars.json`, records_path: '', next_path: '' }), context());
    expect(records).toEqual([{ id: 1 }, { value: 'two' }, { value: 3 }, { value: null }, { value: ['x'] }]);
  });

  it('fails with the guard reason, naming the URL, for an address the guard refuses', async () => {
    const run = runApiConnector(connector({ url: 'http://127.0.0.2:9/api' }), context());
    await expect(run).rejects.toThrow(StepFailure);
    await expect(run).rejects.toThrow(/^Could not fetch 127\.0\.0\.2:9\/api: \S/);
  });

  it(`stops at ${PIPELINE_LIMITS.runRecords} records`, async () => {
    const ctx = context();
    const { records } = await runApiConnector(connector({ url: `${origin}/api/big?page=1`, records_path: 'items', next_path: 'next' }), ctx);
    expect(records).toHaveLength(PIPELINE_LIMITS.runRecords);
    expect(records[records.length - 1]).toEqual({ n: PIPELINE_LIMITS.runRecords });
    expect(requests).toHaveLength(2);
    expect(ctx.lines).toEqual([
      `Page 1: ${BIG_PAGE} records`,
      `Page 2: ${BIG_PAGE} records`,
      `Stopped at ${PIPELINE_LIMITS.runRecords} records, the most a run takes.`,
    ]);
  });
});

describe('the extract step', () => {
  it('keeps only the picked fields, read from nested paths, with null for what is missing', () => {
    const records = [
      { id: 1, title: 'A', address: { city: 'Oslo', geo: { lat: 59.9 } }, tags: ['new', 'sale'] },
      { id: 2, title: 'B', address: null },
    ];
    const { records: out, failed } = runExtract(
      {
        fields: [
          { from: 'id', to: 'id' },
          { from: 'address.city', to: 'city' },
          { from: 'address.geo.lat', to: 'lat' },
          { from: 'tags.0', to: 'first_tag' },
        ],
      },
      records,
      context(),
    );
    expect(failed).toBe(0);
    expect(out).toEqual([
      { id: 1, city: 'Oslo', lat: 59.9, first_tag: 'new' },
      { id: 2, city: null, lat: null, first_tag: null },
    ]);
  });

  it('stores a field named __proto__ as data, never on the prototype', () => {
    const { records } = runExtract({ fields: [{ from: 'evil', to: '__proto__' }] }, [{ evil: { polluted: true } }], context());
    expect(Object.getOwnPropertyDescriptor(records[0], '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(records[0])).toBe(Object.prototype);
  });
});

const transform = (config: Partial<TransformConfig>) => ({ mapping: [], casts: [], computed: [], filters: [], ...config });

describe('the transform step', () => {
  it('renames fields, leaving a target absent when its source is missing, and can swap two names', () => {
    const { records } = runTransform(
      transform({
        mapping: [
          { from: 'navn', to: 'name' },
          { from: 'pris', to: 'price' },
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
          { from: 'address.city', to: 'city' },
        ],
      }),
      [
        { navn: 'Hytte', pris: '100', a: 1, b: 2, address: { city: 'Oslo' }, kept: true },
        { navn: 'Båt', a: 3, b: 4 },
      ],
      context(),
    );
    expect(records[0]).toEqual({ name: 'Hytte', price: '100', a: 2, b: 1, address: { city: 'Oslo' }, city: 'Oslo', kept: true });
    expect(records[1]).toEqual({ name: 'Båt', a: 4, b: 3 });
    expect(records[1]).not.toHaveProperty('price');
  });

  it('casts to numbers from Norwegian and English formats, and fails a record that is not one', () => {
    const ctx = context();
    const { records, failed } = runTransform(
      transform({ casts: [{ field: 'price', type: 'number' }] }),
      [
        { price: '3 450 000 kr' },
        { price: 'abc' },
        { price: '1 234,50' },
        { price: '1,234.50' },
        { price: '12\u00a0500' },
        { price: 7 },
        { price: null },
        {},
      ],
      ctx,
    );
    expect(records.map((record) => record.price)).toEqual([3450000, 1234.5, 1234.5, 12500, 7, null, null]);
    expect(failed).toBe(1);
    expect(ctx.lines).toEqual(['Record 2: price "abc" is not a number']);
  });

  it('casts to whole numbers, failing a fraction', () => {
    const ctx = context();
    const { records, failed } = runTransform(
      transform({ casts: [{ field: 'rooms', type: 'integer' }] }),
      [{ rooms: '4' }, { rooms: '4,5' }, { rooms: 3 }],
      ctx,
    );
    expect(records).toEqual([{ rooms: 4 }, { rooms: 3 }]);
    expect(failed).toBe(1);
    expect(ctx.lines).toEqual(['Record 2: rooms "4,5" is not a whole number']);
  });

  it('casts to booleans from true/false, yes/no, ja/nei and 1/0 in any case', () => {
    const ctx = context();
    const values = ['true', 'FALSE', 'Yes', 'no', 'Ja', 'NEI', '1', '0', 1, false, 'kanskje'];
    const { records, failed } = runTransform(
      transform({ casts: [{ field: 'sold', type: 'boolean' }] }),
      values.map((sold) => ({ sold })),
      ctx,
    );
    expect(records.map((record) => record.sold)).toEqual([true, false, true, false, true, false, true, false, true, false]);
    expect(failed).toBe(1);
    expect(ctx.lines).toEqual(['Record 11: sold "kanskje" is not true/false, yes/no, ja/nei or 1/0']);
  });

  it('casts to ISO dates from ISO text and dd.mm.yyyy, failing dates that do not exist', () => {
    const ctx = context();
    const { records, failed } = runTransform(
      transform({ casts: [{ field: 'listed', type: 'date' }] }),
      [
        { listed: '05.03.2024' },
        { listed: '2024-03-05' },
        { listed: '2024-03-05T10:30:00+01:00' },
        { listed: '2024-03-05T10:30:00Z' },
        { listed: '31.02.2024' },
        { listed: 'i går' },
      ],
      ctx,
    );
    expect(records.map((record) => record.listed)).toEqual(['2024-03-05', '2024-03-05', '2024-03-05T09:30:00.000Z', '2024-03-05T10:30:00.000Z']);
    expect(failed).toBe(2);
    expect(ctx.lines).toEqual([
      'Record 5: listed "31.02.2024" is not a date (such as 2024-03-05 or 05.03.2024)',
      'Record 6: listed "i går" is not a date (such as 2024-03-05 or 05.03.2024)',
    ]);
  });

  it('casts to text', () => {
    const { records } = runTransform(
      transform({ casts: [{ field: 'zip', type: 'string' }] }),
      [{ zip: 150 }, { zip: true }, { zip: null }],
      context(),
    );
    expect(records.map((record) => record.zip)).toEqual(['150', 'true', null]);
  });

  it('logs the first ten failing records and then how many failed in all', () => {
    const ctx = context();
    const { records, failed } = runTransform(
      transform({ casts: [{ field: 'n', type: 'number' }] }),
      Array.from({ length: 12 }, () => ({ n: 'x' })),
      ctx,
    );
    expect(records).toEqual([]);
    expect(failed).toBe(12);
    expect(ctx.lines).toHaveLength(11);
    expect(ctx.lines[10]).toBe('12 records failed in all');
  });

  it('computes fields with each operation, reading fields and =literals', () => {
    const computed: TransformConfig['computed'] = [
      { field: 'label', operation: 'concat', inputs: ['street', 'number', 'city'], separator: ', ' },
      { field: 'total', operation: 'add', inputs: ['price', 'fee', '=100'], separator: '' },
      { field: 'net', operation: 'subtract', inputs: ['price', 'fee'], separator: '' },
      { field: 'doubled', operation: 'multiply', inputs: ['price', '=2'], separator: '' },
      { field: 'per_m2', operation: 'divide', inputs: ['price', 'area'], separator: '' },
      { field: 'lower_city', operation: 'lower', inputs: ['city'], separator: '' },
      { field: 'upper_city', operation: 'upper', inputs: ['city'], separator: '' },
      { field: 'note', operation: 'trim', inputs: ['note'], separator: '' },
      { field: 'currency', operation: 'constant', inputs: ['=NOK'], separator: '' },
      { field: 'version', operation: 'constant', inputs: ['=2'], separator: '' },
      { field: 'zip', operation: 'constant', inputs: ['=0150'], separator: '' },
      { field: 'seen_at', operation: 'now', inputs: [], separator: '' },
    ];
    const { records, failed } = runTransform(
      transform({ computed }),
      [{ street: 'Storgata', number: null, city: 'Oslo', price: 3000000, fee: '1 500', area: '60', note: '  ny pris  ' }],
      context(),
    );
    expect(failed).toBe(0);
    expect(records[0]).toMatchObject({
      label: 'Storgata, Oslo',
      total: 3001600,
      net: 2998500,
      doubled: 6000000,
      per_m2: 50000,
      lower_city: 'oslo',
      upper_city: 'OSLO',
      note: 'ny pris',
      currency: 'NOK',
      version: 2,
      zip: '0150',
      seen_at: FIXED_NOW.toISOString(),
    });
  });

  it('fails a record whose computation gets a non-number or divides by zero', () => {
    const ctx = context();
    const { records, failed } = runTransform(
      transform({ computed: [{ field: 'per_m2', operation: 'divide', inputs: ['price', 'area'], separator: '' }] }),
      [{ price: 100, area: 4 }, { price: 'på forespørsel', area: 4 }, { price: 100, area: 0 }, { price: 100 }],
      ctx,
    );
    expect(records).toEqual([{ price: 100, area: 4, per_m2: 25 }]);
    expect(failed).toBe(3);
    expect(ctx.lines).toEqual([
      'Record 2: price "på forespørsel" is not a number (for per_m2)',
      'Record 3: per_m2 would divide by zero',
      'Record 4: area (empty) is not a number (for per_m2)',
    ]);
  });

  describe('filters', () => {
    const homes: PipelineRecord[] = [
      { id: 1, city: 'Oslo', price: '900 000', rooms: 2, note: 'Nyoppusset' },
      { id: 2, city: 'Bergen', price: 2500000, rooms: 10, note: '' },
      { id: 3, city: 'oslo', price: 4000000, rooms: 3 },
    ];
    const kept = (filters: TransformConfig['filters']) => {
      const ctx = context();
      const outcome = runTransform(transform({ filters }), homes, ctx);
      expect(outcome.failed).toBe(0);
      return { ids: outcome.records.map((record) => record.id), lines: ctx.lines };
    };

    it('eq and ne compare numbers as numbers and text exactly', () => {
      expect(kept([{ field: 'rooms', operator: 'eq', value: '10.0' }]).ids).toEqual([2]);
      expect(kept([{ field: 'city', operator: 'eq', value: 'Oslo' }]).ids).toEqual([1]);
      expect(kept([{ field: 'city', operator: 'ne', value: 'Oslo' }]).ids).toEqual([2, 3]);
      expect(kept([{ field: 'note', operator: 'eq', value: '' }]).ids).toEqual([2, 3]);
    });

    it('gt, gte, lt and lte compare numbers as numbers, not as text', () => {
      expect(kept([{ field: 'rooms', operator: 'gt', value: '3' }]).ids).toEqual([2]);
      expect(kept([{ field: 'rooms', operator: 'gte', value: '3' }]).ids).toEqual([2, 3]);
      expect(kept([{ field: 'price', operator: 'lt', value: '1 000 000' }]).ids).toEqual([1]);
      expect(kept([{ field: 'price', operator: 'lte', value: '2500000' }]).ids).toEqual([1, 2]);
      expect(kept([{ field: 'city', operator: 'gt', value: 'C' }]).ids).toEqual([1, 3]);
    });

    it('contains ignores case', () => {
      expect(kept([{ field: 'city', operator: 'contains', value: 'OSL' }]).ids).toEqual([1, 3]);
    });

    it('exists needs a value other than empty text; missing is the opposite', () => {
      expect(kept([{ field: 'note', operator: 'exists', value: '' }]).ids).toEqual([1]);
      expect(kept([{ field: 'note', operator: 'missing', value: '' }]).ids).toEqual([2, 3]);
    });

    it('keeps a record only when every filter holds, and logs the filtered-out records, which are not failures', () => {
      const { ids, lines } = kept([
        { field: 'city', operator: 'contains', value: 'oslo' },
        { field: 'rooms', operator: 'gte', value: '3' },
      ]);
      expect(ids).toEqual([3]);
      expect(lines).toEqual(['2 records filtered out']);
    });
  });

  it('applies mapping, casts, computed fields and filters in that order', () => {
    const { records } = runTransform(
      {
        mapping: [{ from: 'pris', to: 'price' }],
        casts: [{ field: 'price', type: 'number' }],
        computed: [{ field: 'with_fee', operation: 'add', inputs: ['price', '=50 000'], separator: '' }],
        filters: [{ field: 'with_fee', operator: 'gt', value: '2000000' }],
      },
      [{ pris: '1 990 000 kr' }, { pris: '1 900 000 kr' }],
      context(),
    );
    expect(records).toEqual([{ price: 1990000, with_fee: 2040000 }]);
  });
});

describe('runStep', () => {
  const step = (type: PipelineStep['type'], config: PipelineStep['config']): PipelineStep => ({ id: type, type, name: type, config, order: 0 });

  it('runs a scrape, an extract and a transform in turn through the production fetch', async () => {
    const ctx = context(fetchThroughGuard);
    const scraped = await runStep(
      step(
        'web_scraper',
        listingConfig([
          { name: 'title', selector: '.title', attribute: '' },
          { name: 'price', selector: '.price', attribute: '' },
          { name: 'link', selector: 'a.link', attribute: 'href' },
        ]),
      ),
      [],
      ctx,
    );
    const extracted = await runStep(
      step('extract', {
        fields: [
          { from: 'title', to: 'title' },
          { from: 'price', to: 'price' },
        ],
      }),
      scraped.records,
      ctx,
    );
    const transformed = await runStep(
      step('transform', transform({ casts: [{ field: 'price', type: 'number' }], filters: [{ field: 'price', operator: 'lt', value: '5000000' }] })),
      extracted.records,
      ctx,
    );
    expect(transformed.records).toEqual([
      { title: 'Lys 3-roms med balkong', price: 3450000 },
      { title: 'Hybel nær Blindern', price: 1890000 },
    ]);
    expect(ctx.lines).toEqual(['5 items matched', '2 fields picked from 5 records', '3 records filtered out']);
  });

  it('leaves the store step to its caller', async () => {
    await expect(runStep(step('store', { dataset: 'homes', key: '' }), [], context())).rejects.toThrow('The store step is run by its caller');
  });
});
