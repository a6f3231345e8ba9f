import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {
  API_DEFAULTS,
  API_REGISTRY_MESSAGES,
  AUTH_MESSAGES,
  formatApiDate,
  type ApiExportFile,
  type ApiExportItem,
  type RegistryApi,
} from '@platform/shared';
import { cliTestFile, marker, server, tokenOf } from './cli-runner';

// `platform apis` run as a child process against the real Strapi of the cms harness (one fresh database per test
// run, shared by the CLI's test files): the round trip empties the registry through the admin API instead.

const { dirs, run, runOnTerminal, writeFile, login } = cliTestFile();

/** An admin API call as the administrator, outside the CLI. */
async function adminApi<T>(method: string, pathAndQuery: string): Promise<{ body: T; total: number }> {
  const res = await fetch(`${server.url}/api/admin/apis${pathAndQuery}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` },
  });
  expect(res.status).toBeLessThan(300);
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : null) as T, total: Number(res.headers.get('x-total-count')) };
}

/** Three APIs: one with every kind of record, one with the defaults alone, one of another company. */
function seedApis(tag: string): ApiExportItem[] {
  return [
    {
      name: `${tag}-billing`,
      display_name: `Billing ${tag}`,
      description: 'Fakturering for kundene',
      type: 'rest',
      status: 'production',
      version: '2.1.0',
      base_url: 'https://billing.example.test',
      production_url: 'https://api.example.test/billing',
      health_url: '',
      git_repo: 'https://git.example.test/billing',
      auth_type: 'oauth2',
      owner_team: `${tag}-payments`,
      sla_tier: 'gold',
      company: 'aeda',
      endpoints: [
        { method: 'GET', path: '/invoices', description: 'Liste over fakturaer', auth: true },
        { method: 'POST', path: '/invoices', description: 'Ny faktura', auth: true },
        { method: 'GET', path: '/health', description: '', auth: false },
      ],
      customers: [{ name: 'Nordlys AS', company: 'Nordlys', plan: 'enterprise', since: '2025-03-01' }],
      todos: [
        { title: 'Versjon 3', done: false, due: '2026-12-01' },
        { title: 'Dokumentasjon', done: true, due: null },
      ],
      team: [{ name: 'Kari Nordmann', role: 'lead', email: 'kari@example.test' }],
      deployments: [
        { version: '2.0.0', environment: 'staging', deployed_at: '2026-01-10T09:00:00.000Z', by: 'kari@example.test' },
        { version: '2.1.0', environment: 'production', deployed_at: '2026-02-03T12:30:00.000Z', by: 'kari@example.test' },
      ],
    },
    { name: `${tag}-minimal`, display_name: `Minimal ${tag}` } as ApiExportItem,
    {
      name: `${tag}-models`,
      display_name: `Models ${tag}`,
      type: 'graphql',
      company: 'enmodels',
      version: '0.3.0',
      owner_team: `${tag}-models-team`,
      deployments: [{ version: '0.3.0', environment: 'development', deployed_at: '2025-11-20T08:00:00.000Z', by: 'ci' }],
    } as ApiExportItem,
  ];
}

/** The registry as an export shows it, in an order of its own: APIs by name, each list of records sorted. */
function registryOf(file: ApiExportFile): unknown[] {
  const sorted = (records: unknown[] | undefined) => (records ?? []).map((r) => JSON.stringify(r)).sort();
  return [...file.apis]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ endpoints, customers, todos, team, deployments, ...fields }) => ({
      ...fields,
      endpoints: sorted(endpoints),
      customers: sorted(customers),
      todos: sorted(todos),
      team: sorted(team),
      deployments: sorted(deployments),
    }));
}

async function deleteEveryApi(): Promise<void> {
  for (;;) {
    const { body } = await adminApi<RegistryApi[]>('GET', '?_start=0&_end=100');
    if (body.length === 0) return;
    for (const api of body) await adminApi('DELETE', `/${api.id}`);
  }
}

beforeAll(login);

describe('apis export and import', () => {
  it('exports the registry and imports it into an emptied registry: the same APIs, records and versions come back', async () => {
    const tag = marker('trip');
    const seeded = await run(['apis', 'import', writeFile(`${tag}.json`, JSON.stringify({ apis: seedApis(tag) }))]);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toBe(`${API_REGISTRY_MESSAGES.importCompleted(3, 0)}\n`);
    expect(seeded.code).toBe(0);

    const file = path.join(dirs.work, `${tag}-export.json`);
    const exported = await run(['apis', 'export', '-o', file]);
    expect(exported).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const before = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiExportFile;
    expect(before).toMatchObject({ version: '1.0', exported_at: expect.any(String) });
    const [billing, minimal, models] = seedApis(tag);
    const byName = (name: string) => before.apis.find((api) => api.name === name);
    expect(byName(billing.name)).toEqual(billing);
    expect(byName(minimal.name)).toMatchObject({ ...minimal, ...API_DEFAULTS });
    expect(byName(models.name)).toMatchObject(models);

    await deleteEveryApi();
    expect((await adminApi<RegistryApi[]>('GET', '?_start=0&_end=1')).total).toBe(0);

    const imported = await run(['apis', 'import', file]);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toBe(`${API_REGISTRY_MESSAGES.importCompleted(before.apis.length, 0)}\n`);
    expect(imported.code).toBe(0);

    const again = await run(['apis', 'export']);
    expect(again.code).toBe(0);
    const after = JSON.parse(again.stdout) as ApiExportFile;
    expect(registryOf(after)).toEqual(registryOf(before));
  });

  it('reports the API that failed with the dialog’s line and the completion line, keeps the others, and exits 1', async () => {
    const tag = marker('partial');
    const taken = `${tag}-taken`;
    expect(
      (await run(['apis', 'import', writeFile(`${tag}-first.json`, JSON.stringify({ apis: [{ name: taken, display_name: 'Taken' }] }))])).code,
    ).toBe(0);

    const file = writeFile(
      `${tag}.json`,
      JSON.stringify({
        apis: [
          { name: `${tag}-fresh`, display_name: 'Fresh' },
          { name: taken, display_name: 'Again' },
        ],
      }),
    );
    const result = await run(['apis', 'import', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${API_REGISTRY_MESSAGES.importCompleted(1, 1)}\n`);
    expect(result.stderr).toBe(`${API_REGISTRY_MESSAGES.importItemFailed(taken, API_REGISTRY_MESSAGES.nameTaken(taken))}\n`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const { body } = await adminApi<RegistryApi[]>('GET', `?q=${tag}&_start=0&_end=10`);
    expect(body.map((api) => api.display_name).sort()).toEqual(['Fresh', 'Taken']);

    const asJson = await run(['--json', 'apis', 'import', writeFile(`${tag}-bad.json`, JSON.stringify({ apis: [{ name: 'Not An Identifier' }] }))]);
    expect(asJson.code).toBe(1);
    const answer = JSON.parse(asJson.stdout);
    expect(answer).toMatchObject({ imported: 0, failed: 1, message: API_REGISTRY_MESSAGES.importCompleted(0, 1) });
    expect(answer.errors).toEqual([expect.stringMatching(/^Failed to import Not An Identifier: /)]);
    expect(asJson.stderr).toBe(`${answer.errors[0]}\n`);
  });

  it('rejects a file that is not JSON, or has no apis array, with exit 1 and the dialog’s message, sending nothing', async () => {
    const before = (await adminApi<RegistryApi[]>('GET', '?_start=0&_end=1')).total;
    const broken = await run(['apis', 'import', writeFile('broken.json', '{"apis": [')]);
    expect(broken).toMatchObject({ code: 1, stdout: '', stderr: `${API_REGISTRY_MESSAGES.invalidJson}\n` });
    const noList = await run(['apis', 'import', '-'], { input: JSON.stringify({ api: [] }) });
    expect(noList).toMatchObject({ code: 1, stdout: '', stderr: `${API_REGISTRY_MESSAGES.missingApis}\n` });
    expect((await adminApi<RegistryApi[]>('GET', '?_start=0&_end=1')).total).toBe(before);
    expect((await run(['apis', 'import', path.join(dirs.work, 'no-such-file.json')])).code).toBe(2);
  });

  it('sends a large file in parts of at most 500 APIs, one request each, and imports all of it', async () => {
    const tag = marker('bulk');
    const apis = Array.from({ length: 501 }, (_, i) => ({ name: `${tag}-${i + 1}`, display_name: `Bulk ${i + 1}` }));
    const parts: number[] = [];
    // A plain forwarding proxy in front of the real server, counting what each import request carries.
    const proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (req.method === 'POST' && req.url === '/api/admin/apis/import')
          parts.push((JSON.parse(body.toString('utf8')) as { apis: unknown[] }).apis.length);
        const target = new URL(req.url ?? '/', server.url);
        const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        forward.end(body);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
      const result = await run(['--url', url, 'apis', 'import', writeFile(`${tag}.json`, JSON.stringify({ apis }))], {
        env: { PLATFORM_TOKEN: await tokenOf('admin@demo.no') },
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(`${API_REGISTRY_MESSAGES.importCompleted(501, 0)}\n`);
      expect(result.code).toBe(0);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
    expect(parts).toEqual([500, 1]);
    expect((await adminApi<RegistryApi[]>('GET', `?q=${tag}&_start=0&_end=1`)).total).toBe(501);
  }, 120_000);

  it('writes the export to stdout without -o, and answers the file and count with --json -o', async () => {
    const plain = await run(['apis', 'export']);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe('');
    const file = JSON.parse(plain.stdout) as ApiExportFile;
    expect(file.version).toBe('1.0');
    const total = (await adminApi<RegistryApi[]>('GET', '?_start=0&_end=1')).total;
    expect(file.apis).toHaveLength(total);

    const target = path.join(dirs.work, 'apis-json.json');
    const asJson = await run(['--json', 'apis', 'export', '-o', target]);
    expect(asJson.code).toBe(0);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ exported: total, file: target });
    expect((JSON.parse(fs.readFileSync(target, 'utf8')) as ApiExportFile).apis).toHaveLength(total);
  });

  it('shows progress and the summary on a terminal, and none of it in the file', async () => {
    const target = path.join(dirs.work, 'apis-terminal.json');
    const result = await runOnTerminal(['apis', 'export', '-o', target]);
    const total = (await adminApi<RegistryApi[]>('GET', '?_start=0&_end=1')).total;
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exporting APIs .*100%/);
    expect(result.stdout).toContain(`Exported ${total} APIs to ${target}.`);
    expect(fs.readFileSync(target, 'utf8')).not.toContain('Exporting');
  });
});

describe('apis list', () => {
  const tag = marker('list');
  const [billing, minimal, models] = seedApis(tag);

  beforeAll(async () => {
    await login();
    const result = await run(['apis', 'import', writeFile(`${tag}.json`, JSON.stringify({ apis: [billing, minimal, models] }))]);
    expect(result.code).toBe(0);
  });

  it('answers the rows with their computed figures and the total with --json', async () => {
    const result = await run(['--json', 'apis', 'list', '--search', tag]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as { apis: RegistryApi[]; total: number };
    expect(Object.keys(answer).sort()).toEqual(['apis', 'total']);
    expect(answer.total).toBe(3);
    expect(answer.apis.map((api) => api.name).sort()).toEqual([billing.name, minimal.name, models.name]);
    expect(answer.apis.find((api) => api.name === billing.name)).toMatchObject({
      id: expect.any(Number),
      display_name: billing.display_name,
      company: 'aeda',
      version: '2.1.0',
      health_status: 'unknown',
      endpoint_count: 3,
      customer_count: 1,
      active_todo_count: 1,
      team_size: 1,
      last_deployed_at: '2026-02-03T12:30:00.000Z',
    });
    expect(answer.apis.find((api) => api.name === minimal.name)).toMatchObject({ ...API_DEFAULTS, endpoint_count: 0, last_deployed_at: null });
  });

  it('shows a table with the registry’s columns, the last deployment as MMM d, yyyy, and how many of how many', async () => {
    const result = await run(['apis', 'list', '--search', tag]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Name\s+Display name\s+Company\s+Type\s+Status\s+Version\s+Health\s+Endpoints\s+Customers\s+Todos\s+Last deployed$/);
    const row = lines.find((line) => line.startsWith(billing.name)) as string;
    expect(row.split(/\s{2,}/)).toEqual([
      billing.name,
      billing.display_name,
      'aeda',
      'rest',
      'production',
      '2.1.0',
      'unknown',
      '3',
      '1',
      '1',
      formatApiDate('2026-02-03T12:30:00.000Z'),
    ]);
    expect(row).toContain('Feb 3, 2026');
    expect(lines.at(-1)).toBe('3 of 3 APIs');
  });

  it('filters by --company and stops at --limit', async () => {
    const aeda = await run(['apis', 'list', '--search', tag, '--company', 'aeda']);
    expect(aeda.code).toBe(0);
    expect(aeda.stdout).toContain(billing.name);
    expect(aeda.stdout).not.toContain(models.name);
    expect(aeda.stdout.trimEnd().split('\n').at(-1)).toBe('1 of 1 APIs');

    const limited = JSON.parse((await run(['--json', 'apis', 'list', '--search', tag, '--limit', '2'])).stdout) as {
      apis: RegistryApi[];
      total: number;
    };
    expect(limited.apis).toHaveLength(2);
    expect(limited.total).toBe(3);
  });

  it('refuses an unknown company or limit with exit 2 and the allowed values', async () => {
    const company = await run(['apis', 'list', '--company', 'acme']);
    expect(company.code).toBe(2);
    expect(company.stderr).toContain('approach, aeda, enmodels, other, none');
    expect((await run(['apis', 'list', '--limit', '0'])).code).toBe(2);
    expect((await run(['apis', 'nonsense'])).code).toBe(2);
  });
});

describe('apis without the right to', () => {
  it('answers exit 3 without a token, for every subcommand', async () => {
    const env = { XDG_CONFIG_HOME: path.join(dirs.work, 'nobody-home') };
    const file = writeFile('nobody.json', JSON.stringify({ apis: [{ name: marker('nobody') }] }));
    for (const args of [
      ['apis', 'list'],
      ['apis', 'export'],
      ['apis', 'import', file],
    ]) {
      const result = await run(args, { env });
      expect(result.code).toBe(3);
      expect(result.stderr).toContain('Not signed in');
      expect(result.stdout).toBe('');
    }
  });

  it('answers exit 3 to a user below the admin level', async () => {
    const token = await tokenOf('premium@demo.no');
    for (const args of [
      ['apis', 'list'],
      ['apis', 'export'],
    ]) {
      const result = await run(args, { env: { PLATFORM_TOKEN: token } });
      expect(result.code).toBe(3);
      expect(result.stderr.trim()).toBe(AUTH_MESSAGES.notAdmin);
    }
  });

  it('answers exit 4 when the platform cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const result = await run(['--url', `http://127.0.0.1:${port}`, 'apis', 'list'], { env: { PLATFORM_TOKEN: 'any' } });
    expect(result.code).toBe(4);
    expect(result.stderr.trim()).toBe(`Cannot reach the platform at http://127.0.0.1:${port}.`);
  });
});
