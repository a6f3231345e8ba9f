import {
  API_REGISTRY_MESSAGES,
  PROJECT_DEFAULTS,
  PROJECT_MESSAGES,
  formatApiDate,
  type Project,
  type ProjectExportFile,
  type ProjectExportItem,
} from '@platform/shared';
import { cliTestFile, marker } from './cli-runner';
import { registryCases, sortedRecords, tableRow } from './registry-cases';

// `platform projects` run as a child process against the real Strapi of the cms harness (one fresh database per test
// run, shared by the CLI's test files): the round trip empties the projects through the admin API instead.

const cli = cliTestFile();
const { run, writeFile, login } = cli;
const { importAll, listAsJson, exportImportRoundTrip, importWithTakenName, importAndExportCases, accessCases } = registryCases(
  { key: 'projects', noun: 'projects', messages: { ...PROJECT_MESSAGES, missingList: PROJECT_MESSAGES.missingProjects } },
  cli,
);

/** The seeded pipeline the demo's projects link to. */
const PIPELINE = 'Kommuner';

/** A registry API for the projects to link to, imported with the CLI. */
async function seedApi(tag: string): Promise<string> {
  const name = `${tag}-api`;
  const result = await run(['apis', 'import', writeFile(`${tag}-apis.json`, JSON.stringify({ apis: [{ name, display_name: `API ${tag}` }] }))]);
  expect(result.stdout).toBe(`${API_REGISTRY_MESSAGES.importCompleted(1, 0)}\n`);
  return name;
}

/**
 * Three projects: one with every field and every kind of record and link (a weekly 09:00 meeting in Oslo with an
 * occurrence deleted, an all-day deadline), an operational one without a target date, one with the defaults alone.
 */
function seedProjects(tag: string, api: string): ProjectExportItem[] {
  return [
    {
      name: `${tag}-portal`,
      display_name: `Kundeportal ${tag}`,
      description: 'Ny portal for kundene',
      project_type: 'standard',
      status: 'active',
      priority: 'high',
      start_date: '2026-01-05',
      target_date: '2026-12-15',
      budget: 250000,
      spent: 40000,
      owner_team: `${tag}-team`,
      project_manager: 'Kari Nordmann',
      primary_git_repo: 'https://git.example.test/kunder/portal',
      tags: ['portal', 'kunder'],
      category: 'Produkt',
      visibility: 'team',
      company: 'aeda',
      metadata: { kostnadssted: '4100' },
      git_repos: [{ url: 'https://git.example.test/kunder/portal', name: 'kunder/portal', branch: 'main' }],
      todos: [
        { title: 'Skisser', description: 'Første utkast', completed: true, due_date: '2026-02-01', assignee: 'Kari' },
        { title: 'Innlogging', description: '', completed: false, due_date: '2026-05-01', assignee: 'Ola' },
        { title: 'Lansering', description: '', completed: false, due_date: null, assignee: '' },
      ],
      events: [
        {
          event_type: 'meeting',
          title: 'Ukemøte',
          description: 'Status og neste steg',
          event_date: '2026-03-02',
          start_time: '2026-03-02T08:00:00.000Z',
          end_time: '2026-03-02T09:00:00.000Z',
          is_all_day: false,
          location: 'Oslo',
          meeting_url: 'https://meet.example.test/portal',
          participants: ['kari@example.test', 'ola@example.test'],
          organizer: 'Kari Nordmann',
          status: 'scheduled',
          recurrence_pattern: 'weekly',
          recurrence_interval: 1,
          recurrence_end_date: '2026-06-29',
          recurrence_days_of_week: [1],
          recurrence_day_of_month: null,
          exception_dates: ['2026-04-06'],
        },
        {
          event_type: 'deadline',
          title: 'Leveranse',
          description: '',
          event_date: '2026-12-15',
          start_time: null,
          end_time: null,
          is_all_day: true,
          location: '',
          meeting_url: '',
          participants: [],
          organizer: '',
          status: 'scheduled',
          recurrence_pattern: 'none',
          recurrence_interval: 1,
          recurrence_end_date: null,
          recurrence_days_of_week: [],
          recurrence_day_of_month: null,
          exception_dates: [],
        },
      ],
      reminders: [
        {
          title: 'Statusrapport',
          message: 'Send status til styringsgruppen',
          remind_at: '2030-01-07T08:00:00.000Z',
          recipients: ['kari@example.test'],
        },
      ],
      notes: [{ title: 'Oppstart', body: '## Mål\n\n- Raskere svar til kundene', author: 'admin@demo.no' }],
      links: { pipelines: [{ name: PIPELINE, relationship_type: 'data_source' }], apis: [api] },
    },
    { name: `${tag}-drift`, display_name: `Drift ${tag}`, project_type: 'operational', priority: 'critical', company: 'enmodels' },
    { name: `${tag}-minimal`, display_name: `Minimal ${tag}` },
  ];
}

/** The projects as an export shows them, in an order of their own: projects by name, each list of records sorted. */
function projectsOf(file: ProjectExportFile): unknown[] {
  return [...file.projects]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ todos, events, reminders, notes, links, ...fields }) => ({
      ...fields,
      todos: sortedRecords(todos),
      events: sortedRecords(events),
      reminders: sortedRecords(reminders),
      notes: sortedRecords(notes),
      pipelines: sortedRecords(links?.pipelines),
      apis: sortedRecords(links?.apis),
    }));
}

beforeAll(login);

describe('projects export and import', () => {
  it('exports the projects and imports them into emptied projects: the same projects, todos, events, notes and links come back', async () => {
    const tag = marker('trip');
    const api = await seedApi(tag);
    const [portal, drift, minimal] = seedProjects(tag, api);
    await exportImportRoundTrip<ProjectExportFile>(
      tag,
      [portal, drift, minimal],
      (before) => {
        const byName = (name: string) => before.projects.find((project) => project.name === name);
        expect(byName(portal.name)).toEqual(portal);
        expect(byName(drift.name)).toMatchObject({ ...drift, target_date: null, todos: [], events: [], notes: [] });
        expect(byName(minimal.name)).toMatchObject({ ...PROJECT_DEFAULTS, ...minimal, description: null, tags: [] });
      },
      projectsOf,
    );
  });

  it('reports the project that failed with the dialog’s line and the completion line, keeps the others, and exits 1', async () => {
    const tag = marker('partial');
    await importWithTakenName(tag);

    const bad = writeFile(
      `${tag}-bad.json`,
      JSON.stringify({ projects: [{ name: 'Not An Identifier', display_name: 'Bad' }, { name: `${tag}-no-display` }] }),
    );
    const asJson = await run(['--json', 'projects', 'import', bad]);
    expect(asJson.code).toBe(1);
    const answer = JSON.parse(asJson.stdout);
    expect(answer).toMatchObject({ imported: 0, failed: 2, message: PROJECT_MESSAGES.importCompleted(0, 2) });
    expect(answer.errors).toEqual([
      PROJECT_MESSAGES.importItemFailed('Not An Identifier', PROJECT_MESSAGES.nameShape),
      PROJECT_MESSAGES.importItemFailed(`${tag}-no-display`, PROJECT_MESSAGES.required),
    ]);
    expect(asJson.stderr).toBe(`${answer.errors.join('\n')}\n`);
  });

  importAndExportCases();
});

describe('projects list', () => {
  const tag = marker('list');
  let portal: ProjectExportItem;
  let drift: ProjectExportItem;
  let minimal: ProjectExportItem;

  beforeAll(async () => {
    await login();
    [portal, drift, minimal] = seedProjects(tag, await seedApi(tag));
    await importAll(`${tag}.json`, [portal, drift, minimal]);
  });

  it('answers the rows with their computed figures and the total with --json', async () => {
    const answer = await listAsJson<Project>(['projects', 'list', '--search', tag, '--json']);
    expect(answer.total).toBe(3);
    expect(answer.rows.map((project) => project.name).sort()).toEqual([drift.name, minimal.name, portal.name]);
    expect(answer.rows.find((project) => project.name === portal.name)).toMatchObject({
      id: expect.any(Number),
      display_name: portal.display_name,
      status: 'active',
      priority: 'high',
      company: 'aeda',
      target_date: '2026-12-15',
      progress: 33,
      todo_count: 3,
      completed_todos: 1,
      api_count: 1,
      pipeline_count: 1,
      data_source_count: 1,
    });
    expect(answer.rows.find((project) => project.name === minimal.name)).toMatchObject({ ...PROJECT_DEFAULTS, progress: 0, todo_count: 0 });
  });

  it('shows a table with the list’s columns, the target date as MMM d, yyyy or Perpetual, and how many of how many', async () => {
    const result = await run(['projects', 'list', '--search', tag]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Display name\s+Status\s+Priority\s+Progress\s+Todos\s+Target date$/);
    const row = (name: string) => tableRow(result.stdout, name);
    expect(row(portal.name)).toEqual([portal.name, portal.display_name, 'active', 'high', '33%', '1/3', formatApiDate('2026-12-15')]);
    expect(row(portal.name).at(-1)).toBe('Dec 15, 2026');
    expect(row(drift.name)).toEqual([drift.name, drift.display_name, 'planning', 'critical', '0%', '0/0', PROJECT_MESSAGES.perpetual]);
    expect(row(minimal.name)).toEqual([minimal.name, minimal.display_name, 'planning', 'medium', '0%', '0/0', '—']);
    expect(lines.at(-1)).toBe('3 of 3 projects');
  });

  it('filters by --status, --priority, --company and --type, and stops at --limit', async () => {
    const only = async (...filter: string[]) =>
      (await listAsJson<Project>(['--json', 'projects', 'list', '--search', tag, ...filter])).rows.map((project) => project.name).sort();
    expect(await only('--status', 'active')).toEqual([portal.name]);
    expect(await only('--status', 'planning')).toEqual([drift.name, minimal.name]);
    expect(await only('--priority', 'critical')).toEqual([drift.name]);
    expect(await only('--company', 'aeda')).toEqual([portal.name]);
    expect(await only('--type', 'operational')).toEqual([drift.name]);
    expect(await only('--status', 'planning', '--priority', 'medium')).toEqual([minimal.name]);

    const none = await run(['projects', 'list', '--search', tag, '--status', 'archived']);
    expect(none).toMatchObject({ code: 0, stdout: 'No projects match.\n0 of 0 projects\n' });

    const limited = await listAsJson<Project>(['--json', 'projects', 'list', '--search', tag, '--limit', '2']);
    expect(limited.rows).toHaveLength(2);
    expect(limited.total).toBe(3);
  });

  it('refuses an unknown status, priority, company, type or limit with exit 2 and the allowed values', async () => {
    const status = await run(['projects', 'list', '--status', 'paused']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('planning, active, on_hold, completed, archived');
    expect((await run(['projects', 'list', '--priority', 'urgent'])).code).toBe(2);
    expect((await run(['projects', 'list', '--company', 'acme'])).code).toBe(2);
    expect((await run(['projects', 'list', '--type', 'secret'])).code).toBe(2);
    expect((await run(['projects', 'list', '--limit', '0'])).code).toBe(2);
    expect((await run(['projects', 'nonsense'])).code).toBe(2);
  });
});

describe('projects without the right to', () => {
  accessCases();
});
