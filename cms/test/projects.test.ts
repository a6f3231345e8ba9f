import {
  EVENT_MESSAGES,
  PROJECT_MESSAGES as M,
  RECORD_MESSAGES,
  validateProjectEventInput,
  type Project,
  type ProjectExportFile,
  type ProjectExportItem,
  type ProjectImportResult,
  type ProjectLinks,
  type ProjectNote,
  type ProjectTodo,
} from '@platform/shared';
import { api, bearer, marker, server, tokenFor, attachmentName } from './api-client';
import { sql } from './database';
import { whileDatabaseRefuses } from './database-faults';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const identifier = (name: string) => marker(name).toLowerCase();
const create = (body: object) => api().post('/api/admin/projects').set(admin).send(body);
async function newProject(body: object = {}): Promise<Project> {
  const name = identifier('project');
  const res = await create({ name, display_name: `Prosjekt ${name}`, ...body });
  expect(res.status).toBe(201);
  return res.body;
}
const read = async (id: number): Promise<Project> => (await api().get(`/api/admin/projects/${id}`).set(admin)).body;
const add = async (id: number, kind: string, body: object) => {
  const res = await api().post(`/api/admin/projects/${id}/${kind}`).set(admin).send(body);
  expect(res.status).toBe(201);
  return res.body;
};
const linksOf = async (id: number): Promise<ProjectLinks> => (await api().get(`/api/admin/projects/${id}/links`).set(admin)).body;

async function newPipeline(): Promise<{ id: number; name: string }> {
  const res = await api()
    .post('/api/admin/pipelines')
    .set(admin)
    .send({ name: marker('linked'), type: 'streaming', steps: [{ type: 'transform', config: { casts: [{ field: 'id', type: 'string' }] } }] });
  expect(res.status).toBe(201);
  return res.body.pipeline;
}
async function newApi(body: object = {}): Promise<{ id: number; name: string; display_name: string }> {
  const res = await api()
    .post('/api/admin/apis')
    .set(admin)
    .send({ name: identifier('api'), ...body });
  expect(res.status).toBe(201);
  return res.body;
}

const RECORD_TABLES = ['project_todos', 'project_notes', 'project_events', 'project_reminders', 'project_pipelines', 'project_apis'];
const rowsOf = async (projectId: number) =>
  Object.fromEntries(
    await Promise.all(
      RECORD_TABLES.map(async (table) => [table, (await sql(`SELECT id FROM ${table} WHERE project_id = ?`, [projectId])).length] as const),
    ),
  );

describe('the demo projects', () => {
  it('have todos, notes, a team and a linked API, and the figures count them', async () => {
    const { projects } = (await api().get('/api/admin/projects').set(admin)).body as { projects: Project[] };
    const regional = projects.find((p) => p.name === 'regional-data') as Project;
    expect(regional).toMatchObject({ todo_count: 4, completed_todos: 2, progress: 50, budget: 250000 });
    expect(regional.pipeline_count).toBeGreaterThanOrEqual(1);
    // The registry's tests may change the demo teams and APIs: the figures are checked against the tables themselves.
    const counted = async (project: Project) => {
      const [members] = await sql<{ n: number | string }>('SELECT COUNT(*) AS n FROM api_team_members WHERE team = ?', [project.owner_team]);
      const [apis] = await sql<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM project_apis l JOIN registry_apis a ON a.id = l.api_id WHERE l.project_id = ?',
        [project.id],
      );
      return [project.name, Number(members.n), Number(apis.n), true];
    };
    const demo = projects.filter((p) => ['regional-data', 'market-feeds', 'platform-ops'].includes(p.name));
    expect(demo.map((p) => [p.name, p.team_size, p.api_count, p.todo_count > 0])).toEqual(await Promise.all(demo.map(counted)));
    expect(demo.every((p) => p.owner_team)).toBe(true);
    expect(JSON.stringify(projects)).not.toContain('calendar_token');
  });
});

describe('creating and editing a project', () => {
  it('fills the §4 defaults, parses tags and stores empty optional fields as null', async () => {
    const name = identifier('defaults');
    const res = await create({
      name,
      display_name: '  Nytt prosjekt ',
      description: '',
      owner_team: '  ',
      start_date: '',
      budget: '1500.50',
      spent: '',
      tags: ' kart, data ,, kart ',
      metadata: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name,
      display_name: 'Nytt prosjekt',
      description: null,
      project_type: 'standard',
      status: 'planning',
      priority: 'medium',
      start_date: null,
      target_date: null,
      budget: 1500.5,
      spent: null,
      owner_team: null,
      project_manager: null,
      primary_git_repo: null,
      tags: ['kart', 'data'],
      category: null,
      visibility: 'private',
      company: 'none',
      metadata: null,
      git_repos: [],
      progress: 0,
      todo_count: 0,
      completed_todos: 0,
      team_size: 0,
      api_count: 0,
      data_source_count: 0,
      pipeline_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The feed's secret is made on create and never answered.
    const [stored] = await sql<{ calendar_token: string }>('SELECT calendar_token FROM projects WHERE id = ?', [res.body.id]);
    expect(stored.calendar_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('refuses a missing ID or display name with the one §5 message, and a budget that is not a number', async () => {
    for (const body of [{}, { name: 'ok-id' }, { display_name: 'Navn' }, { name: ' ', display_name: 'Navn' }]) {
      const res = await create(body);
      expect([res.status, res.body.error.message]).toEqual([400, M.required]);
    }
    const budget = await create({ name: identifier('budget'), display_name: 'Budsjett', budget: 'mye' });
    expect([budget.status, budget.body.error.message]).toEqual([400, RECORD_MESSAGES.badNumber('Budget')]);
    const shape = await create({ name: 'Ikke gyldig', display_name: 'Navn' });
    expect([shape.status, shape.body.error.message]).toEqual([400, M.nameShape]);
    const choices = await create({ name: identifier('enums'), display_name: 'Navn', status: 'done', company: 'acme', git_repos: ['ftp://x'] });
    expect(choices.status).toBe(400);
    expect(choices.body.error.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['company', 'git_repos', 'status']);
  });

  it('refuses a project ID taken by another project with 409, on create and on rename', async () => {
    const first = await newProject();
    const again = await create({ name: first.name, display_name: 'Kopi' });
    expect([again.status, again.body.error.message]).toEqual([409, M.nameTaken(first.name)]);
    const second = await newProject();
    const rename = await api().put(`/api/admin/projects/${second.id}`).set(admin).send({ name: first.name });
    expect([rename.status, rename.body.error.message]).toEqual([409, M.nameTaken(first.name)]);
    expect((await read(second.id)).name).toBe(second.name);
  });

  it('gives an ID to one of five projects created at once', async () => {
    const name = identifier('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => create({ name, display_name: 'Kappløp' })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await api().get('/api/admin/projects').query({ q: name }).set(admin)).body.projects).toHaveLength(1);
  });

  it('edits the fields sent, keeps the rest, and keeps the dates in order', async () => {
    const created = await newProject({ company: 'aeda', budget: 100, tags: ['a'], start_date: '2026-01-01' });
    const res = await api()
      .put(`/api/admin/projects/${created.id}`)
      .set(admin)
      .send({ status: 'active', target_date: '2026-06-30', git_repos: [{ url: 'https://github.com/example/kart.git' }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: 'aeda',
      budget: 100,
      tags: ['a'],
      status: 'active',
      start_date: '2026-01-01',
      target_date: '2026-06-30',
      git_repos: [{ url: 'https://github.com/example/kart.git', name: 'example/kart', branch: 'main' }],
    });
    const backwards = await api().put(`/api/admin/projects/${created.id}`).set(admin).send({ target_date: '2025-12-31' });
    expect(backwards.status).toBe(400);
    const perpetual = await api().put(`/api/admin/projects/${created.id}`).set(admin).send({ project_type: 'operational', target_date: null });
    expect(perpetual.body).toMatchObject({ project_type: 'operational', target_date: null });
    expect((await api().put('/api/admin/projects/999999999').set(admin).send({ status: 'active' })).status).toBe(404);
    const missing = await api().get('/api/admin/projects/999999999').set(admin);
    expect([missing.status, missing.body.error.message]).toEqual([404, M.notFound]);
  });
});

describe('the list', () => {
  it('pages, sorts, searches and filters on the server with the total in x-total-count', async () => {
    const tag = identifier('liste');
    const made = [
      await newProject({ name: `${tag}-c`, display_name: 'Charlie', company: 'aeda', status: 'active', priority: 'high' }),
      await newProject({ name: `${tag}-a`, display_name: 'Alfa', company: 'approach', project_type: 'research' }),
      await newProject({ name: `${tag}-b`, display_name: 'Bravo', company: 'aeda', description: 'Søkbar tekst', tags: ['kartdata'] }),
    ];
    await add(made[1].id, 'todos', { title: 'Ferdig', completed: true });
    await add(made[2].id, 'todos', { title: 'Ferdig', completed: true });
    await add(made[2].id, 'todos', { title: 'Åpen' });
    const list = (query: object) =>
      api()
        .get('/api/admin/projects')
        .query({ q: tag, ...query })
        .set(admin);
    const page = await list({ _start: 0, _end: 2, _sort: 'display_name', _order: 'asc' });
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((p: Project) => p.display_name)).toEqual(['Alfa', 'Bravo']);
    const second = await list({ _start: 2, _end: 4, _sort: 'display_name' });
    expect(second.body.map((p: Project) => p.display_name)).toEqual(['Charlie']);
    const byProgress = await list({ _start: 0, _end: 20, _sort: 'progress', _order: 'desc' });
    expect(byProgress.body.map((p: Project) => [p.display_name, p.progress])).toEqual([
      ['Alfa', 100],
      ['Bravo', 50],
      ['Charlie', 0],
    ]);
    const aeda = await list({ company: 'aeda', _start: 0, _end: 20, _sort: 'name', _order: 'desc' });
    expect([aeda.headers['x-total-count'], aeda.body.map((p: Project) => p.name)]).toEqual(['2', [`${tag}-c`, `${tag}-b`]]);
    for (const [filter, expected] of [
      [{ status: 'active' }, ['Charlie']],
      [{ priority: 'high' }, ['Charlie']],
      [{ project_type: 'research' }, ['Alfa']],
      [{ status: 'all', company: 'approach' }, ['Alfa']],
    ] as const) {
      const res = await list({ ...filter, _start: 0, _end: 20 });
      expect([filter, res.body.map((p: Project) => p.display_name)]).toEqual([filter, expected]);
    }
    for (const q of ['SØKBAR TEKST', 'KARTDATA']) {
      const search = await api().get('/api/admin/projects').query({ q, _start: 0, _end: 20 }).set(admin);
      expect(search.body.map((p: Project) => p.name)).toContain(`${tag}-b`);
    }
    // Without paging: the spec's { projects } shape, as the pipelines' link dialog reads it.
    const whole = await list({ company: 'approach' });
    expect(whole.body.projects.map((p: Project) => p.name)).toEqual([`${tag}-a`]);
    const badSort = await api().get('/api/admin/projects').query({ _sort: 'calendar_token' }).set(admin);
    expect(badSort.status).toBe(400);
  });
});

describe("a project's records and its figures", () => {
  it('counts todos, the owner team, linked APIs and pipelines from the records', async () => {
    const team = identifier('team');
    const registryApi = await newApi({ owner_team: team, display_name: 'Kart API' });
    await api().post(`/api/admin/apis/${registryApi.id}/team`).set(admin).send({ name: 'Kari' }).expect(201);
    await api().post(`/api/admin/apis/${registryApi.id}/team`).set(admin).send({ name: 'Ola' }).expect(201);
    const project = await newProject({ owner_team: team });
    await add(project.id, 'todos', { title: 'En', completed: true });
    await add(project.id, 'todos', { title: 'To' });
    await add(project.id, 'todos', { title: 'Tre' });
    await add(project.id, 'apis', { api_id: registryApi.id });
    const [source, processing] = [await newPipeline(), await newPipeline()];
    await add(project.id, 'pipelines', { pipeline_id: source.id, relationship_type: 'data_source' });
    await add(project.id, 'pipelines', { pipeline_id: processing.id });
    expect(await read(project.id)).toMatchObject({
      todo_count: 3,
      completed_todos: 1,
      progress: 33,
      team_size: 2,
      api_count: 1,
      data_source_count: 1,
      pipeline_count: 2,
    });
  });

  it('stamps completed_at when a todo is completed, keeps it, and clears it when reopened; open todos first, then by due date', async () => {
    const { id } = await newProject();
    const todo: ProjectTodo = await add(id, 'todos', { title: 'Skrive rapport', due_date: '2026-09-01', assignee: 'Kari' });
    expect(todo).toMatchObject({ completed: false, completed_at: null, description: '', due_date: '2026-09-01', assignee: 'Kari' });
    const put = (body: object) => api().put(`/api/admin/projects/${id}/todos/${todo.id}`).set(admin).send(body);
    const done = (await put({ completed: true })).body as ProjectTodo;
    expect(done.completed_at).toEqual(expect.any(String));
    expect(Date.now() - new Date(done.completed_at as string).getTime()).toBeLessThan(60_000);
    expect((await put({ title: 'Skrive rapporten' })).body.completed_at).toBe(done.completed_at);
    expect((await put({ completed: true })).body.completed_at).toBe(done.completed_at);
    expect((await put({ completed: false })).body).toMatchObject({ completed: false, completed_at: null });
    await add(id, 'todos', { title: 'Tidlig', due_date: '2026-03-01' });
    await add(id, 'todos', { title: 'Ferdig', due_date: '2026-01-01', completed: true });
    const list = (await api().get(`/api/admin/projects/${id}/todos`).set(admin)).body as ProjectTodo[];
    expect(list.map((t) => t.title)).toEqual(['Tidlig', 'Skrive rapporten', 'Ferdig']);
    const bad = await api().post(`/api/admin/projects/${id}/todos`).set(admin).send({ title: ' ' });
    expect([bad.status, bad.body.error.message]).toEqual([400, RECORD_MESSAGES.required('Title')]);
    const unknown = await api().get('/api/admin/projects/999999999/todos').set(admin);
    expect([unknown.status, unknown.body.error.message]).toEqual([404, M.notFound]);
  });

  it("writes notes in the signed-in administrator's name, newest first", async () => {
    const { id } = await newProject();
    const first: ProjectNote = await add(id, 'notes', { title: 'Første', body: '## Mål\n\n- **kart**' });
    expect(first).toMatchObject({ title: 'Første', body: '## Mål\n\n- **kart**', author: 'admin@demo.no' });
    await add(id, 'notes', { body: 'Uten tittel', author: 'someone@else.no' });
    const list = (await api().get(`/api/admin/projects/${id}/notes`).set(admin)).body as ProjectNote[];
    expect(list.map((n) => [n.title, n.body, n.author])).toEqual([
      ['', 'Uten tittel', 'admin@demo.no'],
      ['Første', '## Mål\n\n- **kart**', 'admin@demo.no'],
    ]);
    const empty = await api().post(`/api/admin/projects/${id}/notes`).set(admin).send({ title: 'Tom' });
    expect([empty.status, empty.body.error.message]).toEqual([400, RECORD_MESSAGES.required('Note')]);
    const other = await newProject();
    const elsewhere = await api().put(`/api/admin/projects/${other.id}/notes/${first.id}`).set(admin).send({ body: 'x' });
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([404, M.recordNotFound]);
  });

  it('links a registry API once, shows it among the links with the git repositories, and unlinks it', async () => {
    const registryApi = await newApi({ display_name: 'Kart API' });
    const { id } = await newProject({ git_repos: [{ url: 'https://github.com/example/kart', branch: 'dev' }] });
    const link = (body: object) => api().post(`/api/admin/projects/${id}/apis`).set(admin).send(body);
    const unknown = await link({ api_id: 999999999 });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, M.apiNotFound]);
    expect((await link({ api_id: registryApi.id })).status).toBe(201);
    const twice = await link({ api_id: registryApi.id });
    expect([twice.status, twice.body.error.message]).toEqual([409, M.apiAlreadyLinked]);
    const pipeline = await newPipeline();
    await add(id, 'pipelines', { pipeline_id: pipeline.id, relationship_type: 'reporting' });
    expect(await linksOf(id)).toEqual({
      pipelines: [{ id: pipeline.id, name: pipeline.name, type: 'streaming', status: 'active', relationship_type: 'reporting' }],
      apis: [{ id: registryApi.id, name: registryApi.name, display_name: 'Kart API', status: 'development', health_status: 'unknown' }],
      git_repos: [{ url: 'https://github.com/example/kart', name: 'example/kart', branch: 'dev' }],
    });
    await api().delete(`/api/admin/projects/${id}/apis/${registryApi.id}`).set(admin).expect(200);
    const again = await api().delete(`/api/admin/projects/${id}/apis/${registryApi.id}`).set(admin);
    expect([again.status, again.body.error.message]).toEqual([404, M.apiNotLinked]);
    expect((await linksOf(id)).apis).toEqual([]);
    const noProject = await api().post('/api/admin/projects/999999999/apis').set(admin).send({ api_id: registryApi.id });
    expect([noProject.status, noProject.body.error.message]).toEqual([404, M.notFound]);
  });
});

describe('deleting a project', () => {
  /** A project with a record in every table of its own (events and reminders come in through the import). */
  async function fullProject(): Promise<Project> {
    const name = identifier('full');
    const pipeline = await newPipeline();
    const registryApi = await newApi();
    const res = await api()
      .post('/api/admin/projects/import')
      .set(admin)
      .send({
        projects: [
          {
            name,
            display_name: 'Full',
            todos: [{ title: 'Gjøre' }],
            notes: [{ body: 'Notat' }],
            events: [{ title: 'Møte', event_date: '2026-05-04' }],
            reminders: [{ title: 'Husk', remind_at: '2099-01-01T08:00:00Z', recipients: ['kari@example.no'] }],
            links: { pipelines: [{ name: pipeline.name, relationship_type: 'data_source' }], apis: [registryApi.name] },
          },
        ],
      });
    expect(res.body).toMatchObject({ imported: 1, failed: 0 });
    const [project] = (await api().get('/api/admin/projects').query({ q: name }).set(admin)).body.projects as Project[];
    return project;
  }

  it('deletes its todos, notes, events, reminders and links with it', async () => {
    const project = await fullProject();
    expect(await rowsOf(project.id)).toEqual(Object.fromEntries(RECORD_TABLES.map((table) => [table, 1])));
    await api().delete(`/api/admin/projects/${project.id}`).set(admin).expect(200);
    expect((await api().get(`/api/admin/projects/${project.id}`).set(admin)).status).toBe(404);
    expect(await rowsOf(project.id)).toEqual(Object.fromEntries(RECORD_TABLES.map((table) => [table, 0])));
    expect((await api().delete(`/api/admin/projects/${project.id}`).set(admin)).status).toBe(404);
  });

  it('deletes nothing when the delete fails part-way (one transaction)', async () => {
    const project = await fullProject();
    // The database refuses to delete this project's row, which is deleted after its records.
    const res = await whileDatabaseRefuses({ table: 'projects', event: 'DELETE', when: `OLD.id = ${project.id}` }, () =>
      api().delete(`/api/admin/projects/${project.id}`).set(admin),
    );
    expect(res.status).toBe(500);
    expect(await read(project.id)).toMatchObject({ todo_count: 1, api_count: 1, pipeline_count: 1 });
    expect(await rowsOf(project.id)).toEqual(Object.fromEntries(RECORD_TABLES.map((table) => [table, 1])));
    await api().delete(`/api/admin/projects/${project.id}`).set(admin).expect(200);
  });
});

describe('import and export', () => {
  const importing = (projects: unknown) => api().post('/api/admin/projects/import').set(admin).send({ projects });

  it('imports each item on its own with the defaults, naming the failures, with the completion line', async () => {
    const taken = await newProject();
    const [fresh, nameless, broken, withEvent] = ['import', 'nameless', 'broken', 'event'].map(identifier);
    const res = await importing([
      {
        name: fresh,
        display_name: 'Importert',
        todos: [{ title: 'Gjøre noe', completed: true }],
        links: { pipelines: [{ name: 'no-such-pipeline' }], apis: ['no-such-api'] },
      },
      { name: taken.name, display_name: 'Kopi' },
      { name: 'Ikke Gyldig', display_name: 'Navn' },
      { name: nameless },
      { name: broken, display_name: 'Ødelagt', todos: [{ title: '' }] },
      { name: withEvent, display_name: 'Hendelse', events: [{ title: 'Møte', recurrence_interval: 0, recurrence_pattern: 'daily' }] },
      'not an object',
    ]);
    expect(res.status).toBe(200);
    const result = res.body as ProjectImportResult;
    expect(result).toEqual({
      imported: 1,
      failed: 6,
      errors: [
        M.importItemFailed(taken.name, M.nameTaken(taken.name)),
        M.importItemFailed('Ikke Gyldig', M.nameShape),
        M.importItemFailed(nameless, M.required),
        M.importItemFailed(broken, `Todo 1: ${RECORD_MESSAGES.required('Title')}`),
        M.importItemFailed(withEvent, `Event 1: ${EVENT_MESSAGES.badInterval}`),
        M.importItemFailed('unnamed project', RECORD_MESSAGES.notAnObject),
      ],
      message: M.importCompleted(1, 6),
    });
    // The failed items left nothing behind.
    for (const name of [broken, withEvent]) expect((await api().get('/api/admin/projects').query({ q: name }).set(admin)).body.projects).toEqual([]);
    const [imported] = (await api().get('/api/admin/projects').query({ q: fresh }).set(admin)).body.projects as Project[];
    expect(imported).toMatchObject({ status: 'planning', priority: 'medium', project_type: 'standard', visibility: 'private', company: 'none' });
    expect(imported).toMatchObject({ todo_count: 1, completed_todos: 1, api_count: 0, pipeline_count: 0 });
    // A whole export is far larger than the 100 KB of an ordinary call.
    const bulkTag = identifier('bulk');
    const bulk = Array.from({ length: 60 }, (_, i) => ({ name: `${bulkTag}-${i}`, display_name: 'Stor', description: 'x'.repeat(4000) }));
    const large = await importing(bulk);
    expect([large.status, large.body.message]).toEqual([200, M.importCompleted(60, 0)]);
    const missing = await api().post('/api/admin/projects/import').set(admin).send({ items: [] });
    expect([missing.status, missing.body.error.message]).toEqual([400, M.missingProjects]);
    const tooMany = await importing(Array.from({ length: 1001 }, () => ({})));
    expect([tooMany.status, tooMany.body.error.message]).toEqual([400, 'At most 1000 projects per import; split the file.']);
  });

  it('an export re-imports whole: todos, notes, events, reminders and links', async () => {
    const name = identifier('roundtrip');
    const pipeline = await newPipeline();
    const registryApi = await newApi();
    const event = {
      title: 'Ukentlig statusmøte',
      event_type: 'meeting',
      event_date: '2026-03-02',
      start_time: '2026-03-02T08:00:00.000Z',
      end_time: '2026-03-02T08:30:00.000Z',
      participants: ['kari@example.no'],
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: [1, 3],
      recurrence_end_date: '2026-12-31',
    };
    const item: ProjectExportItem = {
      name,
      display_name: 'Rundtur',
      description: 'Alt med',
      project_type: 'research',
      status: 'active',
      priority: 'critical',
      start_date: '2026-01-01',
      target_date: '2026-12-31',
      budget: 1000.25,
      spent: 10,
      owner_team: 'Ingen',
      project_manager: 'Kari',
      primary_git_repo: 'https://github.com/example/rundtur',
      tags: ['en', 'to'],
      category: 'Data',
      visibility: 'team',
      company: 'enmodels',
      metadata: { kilde: 'test', tall: 3 },
      git_repos: [{ url: 'https://github.com/example/rundtur', name: 'example/rundtur', branch: 'main' }],
      todos: [
        { title: 'Åpen', description: 'Beskrivelse', completed: false, due_date: '2026-04-01', assignee: 'Ola' },
        { title: 'Ferdig', description: '', completed: true, due_date: null, assignee: '' },
      ],
      events: [{ ...event, exception_dates: ['2026-03-04'] } as never],
      reminders: [
        { title: 'Husk', message: 'Møte i morgen', remind_at: '2099-03-01T07:00:00.000Z', recipients: ['kari@example.no', 'ola@example.no'] },
      ],
      notes: [
        { title: 'Første', body: '# Notat', author: 'kari@example.no' },
        { title: '', body: 'Andre', author: 'ola@example.no' },
      ],
      links: { pipelines: [{ name: pipeline.name, relationship_type: 'data_source' }], apis: [registryApi.name] },
    };
    expect((await importing([item])).body).toMatchObject({ imported: 1, failed: 0 });

    const exported = await api().get('/api/admin/projects/export').set(admin);
    expect(exported.status).toBe(200);
    expect(attachmentName(exported.headers['content-disposition'])).toBe(`projects-${new Date().toISOString().slice(0, 10)}.json`);
    const file = exported.body as ProjectExportFile;
    expect(file.version).toBe('1.0');
    const checkedEvent = validateProjectEventInput(event);
    expect(checkedEvent.ok).toBe(true);
    const expected = { ...item, events: [{ ...(checkedEvent as { value: object }).value, exception_dates: ['2026-03-04'] }] };
    const first = file.projects.find((p) => p.name === name);
    expect(first).toEqual(expected);
    expect(JSON.stringify(file)).not.toContain('calendar_token');

    const [stored] = (await api().get('/api/admin/projects').query({ q: name }).set(admin)).body.projects as Project[];
    await api().delete(`/api/admin/projects/${stored.id}`).set(admin).expect(200);
    expect((await importing([first])).body).toMatchObject({ imported: 1, failed: 0 });
    const again = (await api().get('/api/admin/projects/export').set(admin)).body as ProjectExportFile;
    expect(again.projects.find((p) => p.name === name)).toEqual(first);
    const [reimported] = (await api().get('/api/admin/projects').query({ q: name }).set(admin)).body.projects as Project[];
    expect(reimported).toMatchObject({ todo_count: 2, completed_todos: 1, progress: 50, api_count: 1, data_source_count: 1, pipeline_count: 1 });
    const [reminder] = await sql<{ status: string }>('SELECT status FROM project_reminders WHERE project_id = ?', [reimported.id]);
    expect(reminder.status).toBe('pending');
  });
});
