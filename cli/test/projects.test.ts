import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {
  API_REGISTRY_MESSAGES,
  AUTH_MESSAGES,
  PROJECT_DEFAULTS,
  PROJECT_MESSAGES,
  formatApiDate,
  type Project,
  type ProjectExportFile,
  type ProjectExportItem,
} from '@platform/shared';
import { cliTestFile, marker, server, tokenOf } from './cli-runner';

// `platform projects` run as a child process against the real Strapi of the cms harness (one fresh database per test
// run, shared by the CLI's test files): the round trip empties the projects through the admin API instead.

const { dirs, run, runOnTerminal, writeFile, login } = cliTestFile();

/** The seeded pipeline the demo's projects link to. */
const PIPELINE = 'Kommuner';

/** An admin API call as the administrator, outside the CLI. */
async function adminApi<T>(method: string, pathAndQuery: string): Promise<{ body: T; total: number }> {
  const res = await fetch(`${server.url}/api/admin/projects${pathAndQuery}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` },
  });
  expect(res.status).toBeLessThan(300);
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : null) as T, total: Number(res.headers.get('x-total-count')) };
}

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
  const sorted = (records: unknown[] | undefined) => (records ?? []).map((r) => JSON.stringify(r)).sort();
  return [...file.projects]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ todos, events, reminders, notes, links, ...fields }) => ({
      ...fields,
      todos: sorted(todos),
      events: sorted(events),
      reminders: sorted(reminders),
      notes: sorted(notes),
      pipelines: sorted(links?.pipelines),
      apis: sorted(links?.apis),
    }));
}

async function deleteEveryProject(): Promise<void> {
  for (;;) {
    const { body } = await adminApi<Project[]>('GET', '?_start=0&_end=100');
    if (body.length === 0) return;
    for (const project of body) await adminApi('DELETE', `/${project.id}`);
  }
}

beforeAll(login);

describe('projects export and import', () => {
  it('exports the projects and imports them into emptied projects: the same projects, todos, events, notes and links come back', async () => {
    const tag = marker('trip');
    const api = await seedApi(tag);
    const seeded = await run(['projects', 'import', writeFile(`${tag}.json`, JSON.stringify({ projects: seedProjects(tag, api) }))]);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toBe(`${PROJECT_MESSAGES.importCompleted(3, 0)}\n`);
    expect(seeded.code).toBe(0);

    const file = path.join(dirs.work, `${tag}-export.json`);
    const exported = await run(['projects', 'export', '-o', file]);
    expect(exported).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const before = JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectExportFile;
    expect(before).toMatchObject({ version: '1.0', exported_at: expect.any(String) });
    const [portal, drift, minimal] = seedProjects(tag, api);
    const byName = (name: string) => before.projects.find((project) => project.name === name);
    expect(byName(portal.name)).toEqual(portal);
    expect(byName(drift.name)).toMatchObject({ ...drift, target_date: null, todos: [], events: [], notes: [] });
    expect(byName(minimal.name)).toMatchObject({ ...PROJECT_DEFAULTS, ...minimal, description: null, tags: [] });

    await deleteEveryProject();
    expect((await adminApi<Project[]>('GET', '?_start=0&_end=1')).total).toBe(0);

    const imported = await run(['projects', 'import', file]);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toBe(`${PROJECT_MESSAGES.importCompleted(before.projects.length, 0)}\n`);
    expect(imported.code).toBe(0);

    const again = await run(['projects', 'export']);
    expect(again.code).toBe(0);
    const after = JSON.parse(again.stdout) as ProjectExportFile;
    expect(projectsOf(after)).toEqual(projectsOf(before));
  });

  it('reports the project that failed with the dialog’s line and the completion line, keeps the others, and exits 1', async () => {
    const tag = marker('partial');
    const taken = `${tag}-taken`;
    const first = await run([
      'projects',
      'import',
      writeFile(`${tag}-first.json`, JSON.stringify({ projects: [{ name: taken, display_name: 'Taken' }] })),
    ]);
    expect(first.code).toBe(0);

    const file = writeFile(
      `${tag}.json`,
      JSON.stringify({
        projects: [
          { name: `${tag}-fresh`, display_name: 'Fresh' },
          { name: taken, display_name: 'Again' },
        ],
      }),
    );
    const result = await run(['projects', 'import', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${PROJECT_MESSAGES.importCompleted(1, 1)}\n`);
    expect(result.stderr).toBe(`${PROJECT_MESSAGES.importItemFailed(taken, PROJECT_MESSAGES.nameTaken(taken))}\n`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const { body } = await adminApi<Project[]>('GET', `?q=${tag}&_start=0&_end=10`);
    expect(body.map((project) => project.display_name).sort()).toEqual(['Fresh', 'Taken']);

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

  it('rejects a file that is not JSON, or has no projects array, with exit 1 and the dialog’s message, sending nothing', async () => {
    const before = (await adminApi<Project[]>('GET', '?_start=0&_end=1')).total;
    const broken = await run(['projects', 'import', writeFile('broken.json', '{"projects": [')]);
    expect(broken).toMatchObject({ code: 1, stdout: '', stderr: `${PROJECT_MESSAGES.invalidJson}\n` });
    const noList = await run(['projects', 'import', '-'], { input: JSON.stringify({ project: [] }) });
    expect(noList).toMatchObject({ code: 1, stdout: '', stderr: `${PROJECT_MESSAGES.missingProjects}\n` });
    expect((await adminApi<Project[]>('GET', '?_start=0&_end=1')).total).toBe(before);
    expect((await run(['projects', 'import', path.join(dirs.work, 'no-such-file.json')])).code).toBe(2);
  });

  it('sends a large file in parts of at most 500 projects, one request each, and imports all of it', async () => {
    const tag = marker('bulk');
    const projects = Array.from({ length: 501 }, (_, i) => ({ name: `${tag}-${i + 1}`, display_name: `Bulk ${i + 1}` }));
    const parts: number[] = [];
    // A plain forwarding proxy in front of the real server, counting what each import request carries.
    const proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (req.method === 'POST' && req.url === '/api/admin/projects/import')
          parts.push((JSON.parse(body.toString('utf8')) as { projects: unknown[] }).projects.length);
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
      const result = await run(['--url', url, 'projects', 'import', writeFile(`${tag}.json`, JSON.stringify({ projects }))], {
        env: { PLATFORM_TOKEN: await tokenOf('admin@demo.no') },
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(`${PROJECT_MESSAGES.importCompleted(501, 0)}\n`);
      expect(result.code).toBe(0);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
    expect(parts).toEqual([500, 1]);
    expect((await adminApi<Project[]>('GET', `?q=${tag}&_start=0&_end=1`)).total).toBe(501);
  }, 180_000);

  it('writes the export to stdout without -o, and answers the file and count with --json -o', async () => {
    const plain = await run(['projects', 'export']);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe('');
    const file = JSON.parse(plain.stdout) as ProjectExportFile;
    expect(file.version).toBe('1.0');
    const total = (await adminApi<Project[]>('GET', '?_start=0&_end=1')).total;
    expect(file.projects).toHaveLength(total);

    const target = path.join(dirs.work, 'projects-json.json');
    const asJson = await run(['--json', 'projects', 'export', '-o', target]);
    expect(asJson.code).toBe(0);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ exported: total, file: target });
    expect((JSON.parse(fs.readFileSync(target, 'utf8')) as ProjectExportFile).projects).toHaveLength(total);
  });

  it('shows progress and the summary on a terminal, and none of it in the file', async () => {
    const target = path.join(dirs.work, 'projects-terminal.json');
    const result = await runOnTerminal(['projects', 'export', '-o', target]);
    const total = (await adminApi<Project[]>('GET', '?_start=0&_end=1')).total;
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exporting projects .*100%/);
    expect(result.stdout).toContain(`Exported ${total} projects to ${target}.`);
    expect(fs.readFileSync(target, 'utf8')).not.toContain('Exporting');
  });
});

describe('projects list', () => {
  const tag = marker('list');
  let portal: ProjectExportItem;
  let drift: ProjectExportItem;
  let minimal: ProjectExportItem;

  beforeAll(async () => {
    await login();
    [portal, drift, minimal] = seedProjects(tag, await seedApi(tag));
    const result = await run(['projects', 'import', writeFile(`${tag}.json`, JSON.stringify({ projects: [portal, drift, minimal] }))]);
    expect(result.code).toBe(0);
  });

  it('answers the rows with their computed figures and the total with --json', async () => {
    const result = await run(['projects', 'list', '--search', tag, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as { projects: Project[]; total: number };
    expect(Object.keys(answer).sort()).toEqual(['projects', 'total']);
    expect(answer.total).toBe(3);
    expect(answer.projects.map((project) => project.name).sort()).toEqual([drift.name, minimal.name, portal.name]);
    expect(answer.projects.find((project) => project.name === portal.name)).toMatchObject({
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
    expect(answer.projects.find((project) => project.name === minimal.name)).toMatchObject({ ...PROJECT_DEFAULTS, progress: 0, todo_count: 0 });
  });

  it('shows a table with the list’s columns, the target date as MMM d, yyyy or Perpetual, and how many of how many', async () => {
    const result = await run(['projects', 'list', '--search', tag]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Display name\s+Status\s+Priority\s+Progress\s+Todos\s+Target date$/);
    const row = (name: string) => (lines.find((line) => line.startsWith(name)) as string).trim().split(/\s{2,}/);
    expect(row(portal.name)).toEqual([portal.name, portal.display_name, 'active', 'high', '33%', '1/3', formatApiDate('2026-12-15')]);
    expect(row(portal.name).at(-1)).toBe('Dec 15, 2026');
    expect(row(drift.name)).toEqual([drift.name, drift.display_name, 'planning', 'critical', '0%', '0/0', PROJECT_MESSAGES.perpetual]);
    expect(row(minimal.name)).toEqual([minimal.name, minimal.display_name, 'planning', 'medium', '0%', '0/0', '—']);
    expect(lines.at(-1)).toBe('3 of 3 projects');
  });

  it('filters by --status, --priority, --company and --type, and stops at --limit', async () => {
    const only = async (...filter: string[]) => {
      const result = await run(['--json', 'projects', 'list', '--search', tag, ...filter]);
      expect(result.code).toBe(0);
      return (JSON.parse(result.stdout) as { projects: Project[] }).projects.map((project) => project.name).sort();
    };
    expect(await only('--status', 'active')).toEqual([portal.name]);
    expect(await only('--status', 'planning')).toEqual([drift.name, minimal.name]);
    expect(await only('--priority', 'critical')).toEqual([drift.name]);
    expect(await only('--company', 'aeda')).toEqual([portal.name]);
    expect(await only('--type', 'operational')).toEqual([drift.name]);
    expect(await only('--status', 'planning', '--priority', 'medium')).toEqual([minimal.name]);

    const none = await run(['projects', 'list', '--search', tag, '--status', 'archived']);
    expect(none).toMatchObject({ code: 0, stdout: 'No projects match.\n0 of 0 projects\n' });

    const limited = JSON.parse((await run(['--json', 'projects', 'list', '--search', tag, '--limit', '2'])).stdout) as {
      projects: Project[];
      total: number;
    };
    expect(limited.projects).toHaveLength(2);
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
  it('answers exit 3 without a token, for every subcommand', async () => {
    const env = { XDG_CONFIG_HOME: path.join(dirs.work, 'nobody-home') };
    const file = writeFile('nobody.json', JSON.stringify({ projects: [{ name: marker('nobody'), display_name: 'Ingen' }] }));
    for (const args of [
      ['projects', 'list'],
      ['projects', 'export'],
      ['projects', 'import', file],
    ]) {
      const result = await run(args, { env });
      expect(result.code).toBe(3);
      expect(result.stderr).toContain('Not signed in');
      expect(result.stdout).toBe('');
    }
  });

  it('answers exit 3 to a user below the admin level', async () => {
    const token = await tokenOf('premium@demo.no');
    const file = writeFile('premium.json', JSON.stringify({ projects: [{ name: marker('premium'), display_name: 'Premium' }] }));
    for (const args of [
      ['projects', 'list'],
      ['projects', 'export'],
      ['projects', 'import', file],
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
    const result = await run(['--url', `http://127.0.0.1:${port}`, 'projects', 'list'], { env: { PLATFORM_TOKEN: 'any' } });
    expect(result.code).toBe(4);
    expect(result.stderr.trim()).toBe(`Cannot reach the platform at http://127.0.0.1:${port}.`);
  });
});
