import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_HEALTH_MESSAGES,
  API_RECORD_MESSAGES,
  API_REGISTRY_MESSAGES as M,
  type ApiExportFile,
  type ApiHealthCheck,
  type ApiImportResult,
  type RegistryApi,
} from '@platform/shared';
import { api, bearer, marker, tokenFor, attachmentName } from './api-client';
import { dbTime, sql } from './database';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const identifier = (name: string) => marker(name).toLowerCase();
const create = (body: object) => api().post('/api/admin/apis').set(admin).send(body);
async function newApi(body: object = {}): Promise<RegistryApi> {
  const res = await create({ name: identifier('api'), ...body });
  expect(res.status).toBe(201);
  return res.body;
}
const read = async (id: number): Promise<RegistryApi> => (await api().get(`/api/admin/apis/${id}`).set(admin)).body;
const add = async (id: number, kind: string, body: object) => {
  const res = await api().post(`/api/admin/apis/${id}/${kind}`).set(admin).send(body);
  expect(res.status).toBe(201);
  return res.body;
};

describe('the demo registry', () => {
  it('holds the sample APIs with figures from their records and no health URLs', async () => {
    const { apis } = (await api().get('/api/admin/apis').query({ q: 'user-service' }).set(admin)).body as { apis: RegistryApi[] };
    expect(apis.find((a) => a.name === 'user-service')).toMatchObject({
      version: '2.4.1',
      endpoint_count: 4,
      customer_count: 2,
      active_todo_count: 1,
      team_size: 3,
      health_url: '',
      health_status: 'unknown',
    });
  });
});

describe('creating and editing an API', () => {
  it('fills the form defaults, a missing tier as silver', async () => {
    const name = identifier('defaults');
    const res = await create({ name, sla_tier: '', base_url: '  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      display_name: name,
      type: 'rest',
      status: 'development',
      version: '1.0.0',
      auth_type: 'api_key',
      sla_tier: 'silver',
      company: 'none',
      base_url: '',
      health_status: 'unknown',
      endpoint_count: 0,
      customer_count: 0,
      active_todo_count: 0,
      team_size: 0,
      last_deployed_at: null,
    });
  });

  it('refuses a name taken by another API with 409, on create and on rename', async () => {
    const first = await newApi();
    const again = await create({ name: first.name, display_name: 'Copy' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.nameTaken(first.name));
    const second = await newApi();
    const rename = await api().put(`/api/admin/apis/${second.id}`).set(admin).send({ name: first.name });
    expect(rename.status).toBe(409);
    expect((await read(second.id)).name).toBe(second.name);
  });

  it('gives a name to one of several APIs created at once', async () => {
    const name = identifier('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => create({ name })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await api().get('/api/admin/apis').query({ q: name }).set(admin)).body.apis).toHaveLength(1);
  });

  it('refuses a name not shaped like an identifier, unknown enums and bad URLs, naming each', async () => {
    for (const name of ['User Service', 'user_service', '1api', 'api-', '']) {
      const res = await create({ name, display_name: 'Navn' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(name ? M.nameShape : M.nameRequired);
    }
    const res = await create({
      name: identifier('enums'),
      type: 'soap',
      status: 'live',
      sla_tier: 'basic',
      company: 'acme',
      health_url: 'ftp://x',
      git_repo: 'not a url',
    });
    expect(res.status).toBe(400);
    const fields = res.body.error.details.errors.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(['company', 'git_repo', 'health_url', 'sla_tier', 'status', 'type']);
    expect(res.body.error.message).toContain(M.badUrl('health_url'));
  });

  it('edits only the fields sent and keeps the rest', async () => {
    const created = await newApi({ display_name: 'Ordre', company: 'aeda', sla_tier: 'gold' });
    const res = await api().put(`/api/admin/apis/${created.id}`).set(admin).send({ status: 'production' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ display_name: 'Ordre', company: 'aeda', sla_tier: 'gold', status: 'production' });
  });
});

describe("an API's records and its figures", () => {
  it('counts endpoints, customers, open todos and the team from the records', async () => {
    const team = identifier('team');
    const one = await newApi({ owner_team: team });
    const other = await newApi({ owner_team: team });
    const endpoint = await add(one.id, 'endpoints', { method: 'POST', path: '/orders', description: 'Ny ordre' });
    expect(endpoint).toMatchObject({ method: 'POST', path: '/orders', auth: true });
    await add(one.id, 'endpoints', { path: '/orders/{id}' });
    await add(one.id, 'customers', { name: 'Fjord AS', plan: 'Pro', since: '2025-01-15' });
    const todo = await add(one.id, 'todos', { title: 'Skrive dokumentasjon', due: '2026-12-01' });
    await add(one.id, 'todos', { title: 'Ferdig', done: true });
    await add(one.id, 'team', { name: 'Kari', role: 'Lead', email: 'kari@example.no' });
    expect(await read(one.id)).toMatchObject({ endpoint_count: 2, customer_count: 1, active_todo_count: 1, team_size: 1 });
    // The team is the owner team's, shared by its other API.
    expect((await read(other.id)).team_size).toBe(1);
    expect((await api().get(`/api/admin/apis/${other.id}/team`).set(admin)).body).toEqual([
      expect.objectContaining({ name: 'Kari', email: 'kari@example.no' }),
    ]);

    await api().put(`/api/admin/apis/${one.id}/todos/${todo.id}`).set(admin).send({ done: true }).expect(200);
    await api().delete(`/api/admin/apis/${one.id}/endpoints/${endpoint.id}`).set(admin).expect(200);
    expect(await read(one.id)).toMatchObject({ endpoint_count: 1, active_todo_count: 0 });
    const list = (await api().get(`/api/admin/apis/${one.id}/todos`).set(admin)).body;
    expect(list.map((t: { title: string; done: boolean; due: string | null }) => [t.title, t.done, t.due])).toEqual([
      ['Skrive dokumentasjon', true, '2026-12-01'],
      ['Ferdig', true, null],
    ]);
  });

  it("checks each record's rules", async () => {
    const { id } = await newApi();
    const refusals: Array<[string, object, string]> = [
      ['endpoints', { method: 'FETCH', path: '/x' }, M.badEnum('method', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])],
      ['endpoints', { path: 'orders' }, API_RECORD_MESSAGES.badPath],
      ['customers', { name: ' ' }, API_RECORD_MESSAGES.required('Name')],
      ['customers', { name: 'A', since: '2025-02-30' }, API_RECORD_MESSAGES.badDate('Since')],
      ['todos', { title: 'A', due: 'tomorrow' }, API_RECORD_MESSAGES.badDate('Due')],
      ['deployments', { version: '' }, API_RECORD_MESSAGES.required('Version')],
      ['deployments', { version: '1.0.1', environment: 'qa' }, M.badEnum('environment', ['development', 'staging', 'production'])],
      ['deployments', { version: '1.0.1', deployed_at: 'yesterday' }, API_RECORD_MESSAGES.badDateTime('Deployed at')],
    ];
    for (const [kind, body, message] of refusals) {
      const res = await api().post(`/api/admin/apis/${id}/${kind}`).set(admin).send(body);
      expect([kind, res.status, res.body.error.message]).toEqual([kind, 400, message]);
    }
    const noTeam = await api().post(`/api/admin/apis/${id}/team`).set(admin).send({ name: 'Kari' });
    expect([noTeam.status, noTeam.body.error.message]).toEqual([400, API_RECORD_MESSAGES.noTeam]);
    const { id: teamed } = await newApi({ owner_team: identifier('team') });
    const badMail = await api().post(`/api/admin/apis/${teamed}/team`).set(admin).send({ name: 'Kari', email: 'kari@' });
    expect([badMail.status, badMail.body.error.message]).toEqual([400, API_RECORD_MESSAGES.badEmail]);
  });

  it('a recorded deployment sets the version and last deployed; an older one does not', async () => {
    const created = await newApi({ version: '1.0.0' });
    const newest = await add(created.id, 'deployments', { version: '1.1.0', environment: 'staging', by: 'kari@example.no' });
    expect(newest).toMatchObject({ version: '1.1.0', environment: 'staging', by: 'kari@example.no' });
    let current = await read(created.id);
    expect(current.version).toBe('1.1.0');
    expect(current.last_deployed_at).toBe(newest.deployed_at);
    await add(created.id, 'deployments', { version: '0.9.0', deployed_at: '2024-05-01T10:00:00Z' });
    current = await read(created.id);
    expect(current.version).toBe('1.1.0');
    expect(current.last_deployed_at).toBe(newest.deployed_at);
    const deployments = (await api().get(`/api/admin/apis/${created.id}/deployments`).set(admin)).body;
    expect(deployments.map((d: { version: string }) => d.version)).toEqual(['1.1.0', '0.9.0']);
  });

  it("answers 404 for another API's record and for an unknown API", async () => {
    const one = await newApi();
    const other = await newApi();
    const endpoint = await add(one.id, 'endpoints', { path: '/mine' });
    const put = await api().put(`/api/admin/apis/${other.id}/endpoints/${endpoint.id}`).set(admin).send({ path: '/theirs' });
    expect([put.status, put.body.error.message]).toEqual([404, M.recordNotFound]);
    expect((await api().delete(`/api/admin/apis/${other.id}/endpoints/${endpoint.id}`).set(admin)).status).toBe(404);
    const missing = await api().get('/api/admin/apis/999999999/endpoints').set(admin);
    expect([missing.status, missing.body.error.message]).toEqual([404, M.notFound]);
    expect((await api().get('/api/admin/apis/999999999').set(admin)).status).toBe(404);
  });

  it('deleting an API deletes its records and probes in one go, not its team', async () => {
    const team = identifier('team');
    const created = await newApi({ owner_team: team });
    await add(created.id, 'endpoints', { path: '/a' });
    await add(created.id, 'customers', { name: 'A' });
    await add(created.id, 'todos', { title: 'A' });
    await add(created.id, 'deployments', { version: '2.0.0' });
    await add(created.id, 'team', { name: 'Kari' });
    await api().delete(`/api/admin/apis/${created.id}`).set(admin).expect(200);
    expect((await api().get(`/api/admin/apis/${created.id}`).set(admin)).status).toBe(404);
    for (const table of ['api_endpoints', 'api_customers', 'api_todos', 'api_deployments', 'api_health_checks']) {
      expect([table, (await sql(`SELECT id FROM ${table} WHERE api_id = ?`, [created.id])).length]).toEqual([table, 0]);
    }
    expect(await sql('SELECT name FROM api_team_members WHERE team = ?', [team])).toEqual([{ name: 'Kari' }]);
  });
});

describe('the list', () => {
  it('pages, sorts, searches and filters on the server with the total in x-total-count', async () => {
    const tag = identifier('liste');
    const made = [
      await newApi({ name: `${tag}-c`, display_name: 'Charlie', company: 'aeda' }),
      await newApi({ name: `${tag}-a`, display_name: 'Alfa', company: 'approach' }),
      await newApi({ name: `${tag}-b`, display_name: 'Bravo', company: 'aeda', description: 'Søkbar tekst' }),
    ];
    await add(made[0].id, 'deployments', { version: '3.0.0', deployed_at: '2026-01-02T00:00:00Z' });
    await add(made[2].id, 'deployments', { version: '3.0.0', deployed_at: '2025-06-01T00:00:00Z' });
    const page = await api().get('/api/admin/apis').query({ q: tag, _start: 0, _end: 2, _sort: 'display_name', _order: 'asc' }).set(admin);
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((a: RegistryApi) => a.display_name)).toEqual(['Alfa', 'Bravo']);
    const second = await api().get('/api/admin/apis').query({ q: tag, _start: 2, _end: 4, _sort: 'display_name' }).set(admin);
    expect(second.body.map((a: RegistryApi) => a.display_name)).toEqual(['Charlie']);
    const byDeploy = await api().get('/api/admin/apis').query({ q: tag, _start: 0, _end: 10, _sort: 'last_deployed_at', _order: 'desc' }).set(admin);
    expect(byDeploy.body.map((a: RegistryApi) => a.display_name)).toEqual(['Charlie', 'Bravo', 'Alfa']);
    const aeda = await api().get('/api/admin/apis').query({ q: tag, company: 'aeda', _start: 0, _end: 10, _sort: 'name', _order: 'desc' }).set(admin);
    expect([aeda.headers['x-total-count'], aeda.body.map((a: RegistryApi) => a.name)]).toEqual(['2', [`${tag}-c`, `${tag}-b`]]);
    const search = await api().get('/api/admin/apis').query({ q: 'SØKBAR TEKST', _start: 0, _end: 10 }).set(admin);
    expect(search.body.map((a: RegistryApi) => a.name)).toContain(`${tag}-b`);
    // Without paging: the spec's { apis } shape.
    const whole = await api().get('/api/admin/apis').query({ company: 'approach', q: tag }).set(admin);
    expect(whole.body.apis.map((a: RegistryApi) => a.name)).toEqual([`${tag}-a`]);
    const badSort = await api().get('/api/admin/apis').query({ _sort: 'password' }).set(admin);
    expect(badSort.status).toBe(400);
  });
});

describe('health probes', () => {
  let target: http.Server;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    target = http.createServer((req, res) => {
      hits += 1;
      if (req.url === '/ok') res.end('ok');
      else if (req.url === '/moved') res.writeHead(302, { location: '/ok' }).end();
      else if (req.url === '/away') res.writeHead(302, { location: `http://localhost:${(target.address() as AddressInfo).port}/ok` }).end();
      else if (req.url === '/slow') setTimeout(() => res.end('slow'), 1_200);
      else {
        res.statusCode = 500;
        res.end('broken');
      }
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  const check = (id: number) => api().post(`/api/admin/apis/${id}/health-check`).set(admin);

  async function closedPort(): Promise<number> {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  it('grades up, slow, failing and down, and keeps the latest on the API', async () => {
    const cases: Array<[string, ApiHealthCheck['status'], number | null]> = [
      [`${base}/ok`, 'healthy', 200],
      [`${base}/slow`, 'degraded', 200],
      [`${base}/fail`, 'degraded', 500],
      [`http://127.0.0.1:${await closedPort()}/ok`, 'unhealthy', null],
    ];
    for (const [url, status, httpStatus] of cases) {
      const { id } = await newApi({ health_url: url });
      const res = await check(id);
      expect([url, res.status, res.body.status, res.body.http_status]).toEqual([url, 200, status, httpStatus]);
      const stored = await read(id);
      expect(stored.health_status).toBe(status);
      expect(stored.health_checked_at).toBe(res.body.checked_at);
      if (status === 'degraded' && httpStatus === 200) expect(res.body.latency_ms).toBeGreaterThan(1_000);
      if (httpStatus === 500) expect(res.body.error).toBe(API_HEALTH_MESSAGES.httpStatus(500));
      if (status === 'unhealthy') expect(res.body.error).toContain('ECONNREFUSED');
    }
  });

  it('follows a redirect on the same host only', async () => {
    const moved = await newApi({ health_url: `${base}/moved` });
    expect((await check(moved.id)).body).toMatchObject({ status: 'healthy', http_status: 200 });
    const away = await newApi({ health_url: `${base}/away` });
    const before = hits;
    expect((await check(away.id)).body).toMatchObject({ status: 'degraded', http_status: 302, error: API_HEALTH_MESSAGES.httpStatus(302) });
    expect(hits).toBe(before + 1);
  });

  it('probes no host that is not listed, and says why the API is unknown', async () => {
    const port = (target.address() as AddressInfo).port;
    const { id } = await newApi({ health_url: `http://localhost:${port}/ok` });
    const before = hits;
    const res = await check(id);
    expect([res.status, res.body.error.message]).toEqual([400, M.hostNotAllowed(`localhost:${port}`)]);
    expect(hits).toBe(before);
    expect(await read(id)).toMatchObject({ health_status: 'unknown', health_error: M.hostNotAllowed(`localhost:${port}`) });
    expect((await api().get(`/api/admin/apis/${id}/health`).set(admin)).body).toEqual([]);
    const withoutUrl = await newApi();
    const none = await check(withoutUrl.id);
    expect([none.status, none.body.error.message]).toEqual([400, API_HEALTH_MESSAGES.noHealthUrl]);
  });

  it("answers the last 24 hours' checks, oldest first", async () => {
    const { id } = await newApi({ health_url: `${base}/ok` });
    const first = (await check(id)).body as ApiHealthCheck;
    await api()
      .put(`/api/admin/apis/${id}`)
      .set(admin)
      .send({ health_url: `${base}/fail` })
      .expect(200);
    const second = (await check(id)).body as ApiHealthCheck;
    // A check from two days ago is history, but not of the last 24 hours.
    const old = new Date(Date.now() - 48 * 3_600_000);
    await sql('INSERT INTO api_health_checks (api_id, checked_at, status, http_status, latency_ms) VALUES (?, ?, ?, ?, ?)', [
      id,
      dbTime(old),
      'healthy',
      200,
      5,
    ]);
    const history = await api().get(`/api/admin/apis/${id}/health`).query({ hours: 24 }).set(admin);
    expect(history.status).toBe(200);
    // The scheduled probe may add a check of its own if it fires meanwhile; ours are there, in order, the old one not.
    const checks = history.body as ApiHealthCheck[];
    expect(checks.map((c) => c.checked_at)).toEqual([...checks.map((c) => c.checked_at)].sort());
    expect(checks.indexOf(checks.find((c) => c.checked_at === first.checked_at) as ApiHealthCheck)).toBeLessThan(
      checks.findIndex((c) => c.checked_at === second.checked_at),
    );
    expect(checks).toEqual(expect.arrayContaining([first, second]));
    expect([first.status, second.status]).toEqual(['healthy', 'degraded']);
    expect(checks.some((c) => c.checked_at === old.toISOString())).toBe(false);
    const longer = (await api().get(`/api/admin/apis/${id}/health`).query({ hours: 72 }).set(admin)).body as ApiHealthCheck[];
    expect(longer[0]).toEqual({ checked_at: old.toISOString(), status: 'healthy', http_status: 200, latency_ms: 5, error: null });
    expect(longer).toHaveLength(checks.length + 1);
  });
});

describe('import and export', () => {
  it('imports each item on its own, naming the failures, with the completion line', async () => {
    const taken = await newApi();
    const fresh = identifier('import');
    const res = await api()
      .post('/api/admin/apis/import')
      .set(admin)
      .send({
        apis: [
          { name: fresh, display_name: 'Importert', endpoints: [{ method: 'GET', path: '/x' }], todos: [{ title: 'Gjøre noe' }] },
          { name: taken.name },
          { name: 'Not An Identifier' },
          { name: identifier('broken'), endpoints: [{ path: 'no-slash' }] },
        ],
      });
    expect(res.status).toBe(200);
    const result = res.body as ApiImportResult;
    expect(result).toEqual({
      imported: 1,
      failed: 3,
      errors: [
        M.importItemFailed(taken.name, M.nameTaken(taken.name)),
        M.importItemFailed('Not An Identifier', M.nameShape),
        expect.stringContaining(API_RECORD_MESSAGES.badPath),
      ],
      message: 'Import completed: 1 APIs imported successfully, 3 failed',
    });
    const [imported] = (await api().get('/api/admin/apis').query({ q: fresh }).set(admin)).body.apis as RegistryApi[];
    expect(imported).toMatchObject({ name: fresh, sla_tier: 'silver', type: 'rest', version: '1.0.0', endpoint_count: 1, active_todo_count: 1 });
    // A registry's export is far larger than the 100 KB of an ordinary call.
    const tag = identifier('bulk');
    const bulk = Array.from({ length: 60 }, (_, i) => ({ name: `${tag}-${i}`, description: 'x'.repeat(4000) }));
    const large = await api().post('/api/admin/apis/import').set(admin).send({ apis: bulk });
    expect([large.status, large.body.message]).toEqual([200, M.importCompleted(60, 0)]);
    const missing = await api().post('/api/admin/apis/import').set(admin).send({ items: [] });
    expect([missing.status, missing.body.error.message]).toEqual([400, M.missingApis]);
  });

  it('an export re-imports whole into an emptied registry', async () => {
    const team = identifier('team');
    const rich = await newApi({ owner_team: team, company: 'enmodels', health_url: 'https://status.example.com/health' });
    await add(rich.id, 'endpoints', { method: 'DELETE', path: '/items/{id}', auth: false });
    await add(rich.id, 'customers', { name: 'Kunde', company: 'Kunde AS', plan: 'Pro', since: '2024-03-01' });
    await add(rich.id, 'todos', { title: 'Oppgave', done: true, due: '2026-02-01' });
    await add(rich.id, 'team', { name: 'Ola', role: 'Utvikler', email: 'ola@example.no' });
    await add(rich.id, 'deployments', { version: '4.2.0', environment: 'staging', deployed_at: '2026-03-04T05:06:07.000Z', by: 'ola' });

    const exported = await api().get('/api/admin/apis/export').set(admin);
    expect(exported.status).toBe(200);
    expect(attachmentName(exported.headers['content-disposition'])).toBe(`apis-${new Date().toISOString().slice(0, 10)}.json`);
    const file = exported.body as ApiExportFile;
    expect(file.version).toBe('1.0');
    expect(file.apis.find((a) => a.name === rich.name)).toMatchObject({
      version: '4.2.0',
      endpoints: [{ method: 'DELETE', path: '/items/{id}', description: '', auth: false }],
      customers: [{ name: 'Kunde', company: 'Kunde AS', plan: 'Pro', since: '2024-03-01' }],
      todos: [{ title: 'Oppgave', done: true, due: '2026-02-01' }],
      team: [{ name: 'Ola', role: 'Utvikler', email: 'ola@example.no' }],
      deployments: [{ version: '4.2.0', environment: 'staging', deployed_at: '2026-03-04T05:06:07.000Z', by: 'ola' }],
    });
    const before = (await api().get('/api/admin/apis').set(admin)).body.apis as RegistryApi[];

    for (const one of before) await api().delete(`/api/admin/apis/${one.id}`).set(admin).expect(200);
    await sql('DELETE FROM api_team_members');
    expect((await api().get('/api/admin/apis').set(admin)).body.apis).toEqual([]);

    const res = await api().post('/api/admin/apis/import').set(admin).send(file);
    expect(res.body).toMatchObject({ imported: file.apis.length, failed: 0, errors: [] });
    const again = (await api().get('/api/admin/apis/export').set(admin)).body as ApiExportFile;
    expect(again.apis).toEqual(file.apis);
    const after = (await api().get('/api/admin/apis').set(admin)).body.apis as RegistryApi[];
    const figures = (list: RegistryApi[]) =>
      list.map(({ name, version, endpoint_count, customer_count, active_todo_count, team_size, last_deployed_at }) => ({
        name,
        version,
        endpoint_count,
        customer_count,
        active_todo_count,
        team_size,
        last_deployed_at,
      }));
    expect(figures(after)).toEqual(figures(before));
  });
});
