import { API_DEFAULTS, API_REGISTRY_MESSAGES, formatApiDate, type ApiExportFile, type ApiExportItem, type RegistryApi } from '@platform/shared';
import { cliTestFile, marker } from './cli-runner';
import { registryCases, sortedRecords, tableRow } from './registry-cases';

// `platform apis` run as a child process against the real Strapi of the cms harness (one fresh database per test
// run, shared by the CLI's test files): the round trip empties the registry through the admin API instead.

const cli = cliTestFile();
const { run, writeFile, login } = cli;
const { importAll, listAsJson, exportImportRoundTrip, importWithTakenName, importAndExportCases, accessCases } = registryCases(
  { key: 'apis', noun: 'APIs', messages: { ...API_REGISTRY_MESSAGES, missingList: API_REGISTRY_MESSAGES.missingApis } },
  cli,
);

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
  return [...file.apis]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ endpoints, customers, todos, team, deployments, ...fields }) => ({
      ...fields,
      endpoints: sortedRecords(endpoints),
      customers: sortedRecords(customers),
      todos: sortedRecords(todos),
      team: sortedRecords(team),
      deployments: sortedRecords(deployments),
    }));
}

beforeAll(login);

describe('apis export and import', () => {
  it('exports the registry and imports it into an emptied registry: the same APIs, records and versions come back', async () => {
    const tag = marker('trip');
    const [billing, minimal, models] = seedApis(tag);
    await exportImportRoundTrip<ApiExportFile>(
      tag,
      [billing, minimal, models],
      (before) => {
        const byName = (name: string) => before.apis.find((api) => api.name === name);
        expect(byName(billing.name)).toEqual(billing);
        expect(byName(minimal.name)).toMatchObject({ ...minimal, ...API_DEFAULTS });
        expect(byName(models.name)).toMatchObject(models);
      },
      registryOf,
    );
  });

  it('reports the API that failed with the dialog’s line and the completion line, keeps the others, and exits 1', async () => {
    const tag = marker('partial');
    await importWithTakenName(tag);

    const asJson = await run(['--json', 'apis', 'import', writeFile(`${tag}-bad.json`, JSON.stringify({ apis: [{ name: 'Not An Identifier' }] }))]);
    expect(asJson.code).toBe(1);
    const answer = JSON.parse(asJson.stdout);
    expect(answer).toMatchObject({ imported: 0, failed: 1, message: API_REGISTRY_MESSAGES.importCompleted(0, 1) });
    expect(answer.errors).toEqual([expect.stringMatching(/^Failed to import Not An Identifier: /)]);
    expect(asJson.stderr).toBe(`${answer.errors[0]}\n`);
  });

  importAndExportCases();
});

describe('apis list', () => {
  const tag = marker('list');
  const [billing, minimal, models] = seedApis(tag);

  beforeAll(async () => {
    await login();
    await importAll(`${tag}.json`, [billing, minimal, models]);
  });

  it('answers the rows with their computed figures and the total with --json', async () => {
    const answer = await listAsJson<RegistryApi>(['--json', 'apis', 'list', '--search', tag]);
    expect(answer.total).toBe(3);
    expect(answer.rows.map((api) => api.name).sort()).toEqual([billing.name, minimal.name, models.name]);
    expect(answer.rows.find((api) => api.name === billing.name)).toMatchObject({
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
    expect(answer.rows.find((api) => api.name === minimal.name)).toMatchObject({ ...API_DEFAULTS, endpoint_count: 0, last_deployed_at: null });
  });

  it('shows a table with the registry’s columns, the last deployment as MMM d, yyyy, and how many of how many', async () => {
    const result = await run(['apis', 'list', '--search', tag]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Name\s+Display name\s+Company\s+Type\s+Status\s+Version\s+Health\s+Endpoints\s+Customers\s+Todos\s+Last deployed$/);
    const row = tableRow(result.stdout, billing.name);
    expect(row).toEqual([
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
    expect(row.at(-1)).toBe('Feb 3, 2026');
    expect(lines.at(-1)).toBe('3 of 3 APIs');
  });

  it('filters by --company and stops at --limit', async () => {
    const aeda = await run(['apis', 'list', '--search', tag, '--company', 'aeda']);
    expect(aeda.code).toBe(0);
    expect(aeda.stdout).toContain(billing.name);
    expect(aeda.stdout).not.toContain(models.name);
    expect(aeda.stdout.trimEnd().split('\n').at(-1)).toBe('1 of 1 APIs');

    const limited = await listAsJson<RegistryApi>(['--json', 'apis', 'list', '--search', tag, '--limit', '2']);
    expect(limited.rows).toHaveLength(2);
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
  accessCases();
});
