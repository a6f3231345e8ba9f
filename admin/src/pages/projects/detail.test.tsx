import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatNok, type Project, type ProjectLinks, type ProjectNote, type ProjectReminder, type ProjectTodo } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { ProjectShow } from './show';
import {
  HEAVY_TEST_MS,
  PROJECTS_URL,
  callsTo,
  choose,
  dialog,
  project,
  projectNote,
  projectReminder,
  projectTodo,
  rowOf,
  serveApi,
} from './test/project-fixtures';

const PROJECT_URL = `${PROJECTS_URL}/7`;

/** The server as the page sees it: the project (its figures move with its records), its records and its links. */
function serveProject({
  overrides = {} as Partial<Project>,
  todos = [] as ProjectTodo[],
  reminders = [] as ProjectReminder[],
  notes = [] as ProjectNote[],
  links = { pipelines: [], apis: [], git_repos: [] } as ProjectLinks,
} = {}) {
  const state = { project: project({ id: 7, ...overrides }), links };
  const get = serveApi({
    [PROJECT_URL]: () => state.project,
    [`${PROJECT_URL}/todos`]: () => todos,
    [`${PROJECT_URL}/reminders`]: () => reminders,
    [`${PROJECT_URL}/notes`]: () => notes,
    [`${PROJECT_URL}/links`]: () => state.links,
    [`${PROJECT_URL}/events`]: () => [],
    '/api/admin/pipelines': () => ({
      pipelines: [
        { id: 12, name: 'Car prices', type: 'scheduled', status: 'active' },
        { id: 13, name: 'Weather feed', type: 'streaming', status: 'paused' },
      ],
    }),
    '/api/admin/apis': () => ({
      apis: [{ id: 4, name: 'user-service', display_name: 'User Service', status: 'production', health_status: 'healthy' }],
    }),
  });
  return { get, state };
}

function renderProject(url = '/projects/7') {
  const view = renderWithRefine(<ProjectShow />, {
    path: '/projects/:id',
    url,
    appData: true,
    identity: { id: 1, email: 'astrid@demo.no' },
    routes: { '/projects': <p>Projects list</p> },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** NOK as the screen reads after whitespace is normalised (the format's spaces are non-breaking). */
const nok = (amount: number) => formatNok(amount).replace(/\s/g, ' ');
const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const description = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!
    .nextElementSibling!.textContent;

describe('A project’s page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('heads the page with the names and tags, under a way back to the projects', async () => {
    serveProject();
    const view = renderProject();
    const title = await screen.findByRole('heading', { name: 'Customer Portal' });
    const header = title.parentElement!;
    expect(within(header).getByLabelText('Project ID').textContent).toBe('customer-portal');
    expect(within(header).getByLabelText('Status').textContent).toBe('Active');
    expect(within(header).getByLabelText('Priority').className).toContain('ant-tag-orange');
    expect(within(header).getByLabelText('Type').textContent).toBe('Standard');
    fireEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByText('Projects list')).toBeTruthy();
    expect(view.url()).toBe('/projects');
  });

  it('gives the figures computed from the records, the budget against spent, and the fields', async () => {
    serveProject();
    renderProject();
    await screen.findByRole('heading', { name: 'Customer Portal' });
    expect(figure('Progress')).toBe('Progress40%');
    expect(screen.getByText('4 of 10 todos completed')).toBeTruthy();
    expect(figure('Team size')).toBe('Team size5');
    expect(figure('APIs')).toBe('APIs2');
    expect(figure('Data sources')).toBe('Data sources1');
    expect(figure('Pipelines')).toBe('Pipelines3');
    expect(figure('Budget')).toBe(`Budget${formatNok(1_250_000)}`);
    expect(figure('Spent')).toBe(`Spent${formatNok(430_000)}`);
    expect(screen.getByText(`${nok(820_000)} left`)).toBeTruthy();
    expect(screen.getByLabelText('Budget spent').className).not.toContain('exception');
    expect(description('Start date')).toBe('Jan 5, 2026');
    expect(description('Target date')).toBe('Dec 31, 2026');
    expect(description('Project manager')).toBe('Kari Nordmann');
    expect(description('Visibility')).toBe('Team');
    expect(description('Tags')).toBe('webcustomers');
    expect(screen.getByRole('link', { name: 'https://github.com/example/customer-portal' }).getAttribute('href')).toBe(
      'https://github.com/example/customer-portal',
    );
  });

  it('shows spending past the budget in red with the excess, and Perpetual for an operational project without a date', async () => {
    serveProject({ overrides: { budget: 1_000_000, spent: 1_150_000, project_type: 'operational', target_date: null } });
    renderProject();
    expect(await screen.findByText(`Over budget by ${nok(150_000)}`)).toBeTruthy();
    expect(screen.getByLabelText('Budget spent').className).toContain('ant-progress-status-exception');
    expect(description('Target date')).toBe('Perpetual');
  });

  it('lists open todos first, adds one with the POST body, and the progress follows', async () => {
    const todos = [
      projectTodo({ id: 1, title: 'Order servers', completed: true, due_date: '2026-02-01' }),
      projectTodo({ id: 2, title: 'Write the launch plan', due_date: null, assignee: '' }),
      projectTodo({ id: 3, title: 'Book the venue', due_date: '2026-03-20' }),
    ];
    const { state } = serveProject({ todos });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      const created = projectTodo({ id: 9, ...(body as object) });
      todos.push(created);
      state.project = { ...state.project, todo_count: 11, progress: 36 };
      return { data: created };
    });
    renderProject('/projects/7?tab=todos');
    await screen.findByText('Book the venue');
    const titles = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.querySelectorAll('td')[1].textContent);
    expect(titles()).toEqual(['Book the venue', 'Write the launch plan', 'Order servers']);
    expect(within(rowOf('Book the venue')).getByText('Mar 20, 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add todo/ }));
    const form = await dialog('Add todo');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '  Send invitations ' } });
    fireEvent.change(within(form).getByLabelText('Assignee'), { target: { value: 'ola@demo.no' } });
    const due = within(form).getByLabelText('Due date');
    fireEvent.mouseDown(due);
    fireEvent.change(due, { target: { value: '2026-04-10' } });
    fireEvent.keyDown(due, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(form).getByRole('button', { name: 'Add todo' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${PROJECT_URL}/todos`, {
        title: 'Send invitations',
        description: '',
        completed: false,
        due_date: '2026-04-10',
        assignee: 'ola@demo.no',
      }),
    );
    expect(await screen.findByText('Send invitations', { selector: 'td, td *' })).toBeTruthy();
    openTab('Overview');
    await waitFor(() => expect(figure('Progress')).toBe('Progress36%'));
    expect(screen.getByText('4 of 11 todos completed')).toBeTruthy();
  });

  it('completes a todo at once with a tick, sending only completed, and reads the project afresh', async () => {
    const todos = [projectTodo({ id: 3, title: 'Book the venue' })];
    const { get, state } = serveProject({ todos });
    const put = vi.spyOn(httpClient, 'put').mockImplementation(async () => {
      todos[0] = { ...todos[0], completed: true };
      state.project = { ...state.project, completed_todos: 5, progress: 50 };
      return { data: todos[0] };
    });
    renderProject('/projects/7?tab=todos');
    const box = (await screen.findByLabelText('Completed: Book the venue')) as HTMLInputElement;
    const projectReads = callsTo(get, PROJECT_URL).length;
    fireEvent.click(box);
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${PROJECT_URL}/todos/3`, { completed: true }));
    expect((screen.getByLabelText('Completed: Book the venue') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(callsTo(get, PROJECT_URL).length).toBeGreaterThan(projectReads));
    openTab('Overview');
    await waitFor(() => expect(figure('Progress')).toBe('Progress50%'));
  });

  it('deletes a todo after asking', async () => {
    serveProject({ todos: [projectTodo({ id: 3, title: 'Book the venue' })] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 3 } });
    renderProject('/projects/7?tab=todos');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete todo Book the venue' }));
    const confirm = await dialog('Delete todo?');
    expect(within(confirm).getByText('"Book the venue" will be deleted. This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${PROJECT_URL}/todos/3`));
  });

  it('lists reminders in Oslo time with their status, and allows a change only while pending', async () => {
    serveProject({
      reminders: [
        projectReminder({ id: 1, title: 'Budget review', remind_at: '2026-04-01T07:00:00.000Z', recipients: ['kari@demo.no', 'ola@demo.no'] }),
        projectReminder({ id: 2, title: 'Kick-off', remind_at: '2026-01-15T08:30:00.000Z', status: 'sent', sent_at: '2026-01-15T08:30:05.000Z' }),
        projectReminder({ id: 3, title: 'Retro', remind_at: '2026-02-15T08:30:00.000Z', status: 'failed', error: 'Mailbox unavailable' }),
      ],
    });
    renderProject('/projects/7?tab=reminders');
    await screen.findByText('Budget review');
    const pending = rowOf('Budget review');
    // 07:00 UTC in April is 09:00 in Oslo (summer time); 08:30 UTC in January is 09:30.
    expect(within(pending).getByText('01.04.2026 09:00')).toBeTruthy();
    expect(within(pending).getByText('kari@demo.no, ola@demo.no')).toBeTruthy();
    expect(within(pending).getByText('pending')).toBeTruthy();
    const sent = rowOf('Kick-off');
    expect(within(sent).getByText('15.01.2026 09:30')).toBeTruthy();
    expect(within(sent).getByText('sent').className).toContain('ant-tag-green');
    expect(within(rowOf('Retro')).getByText('Mailbox unavailable')).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Edit reminder Budget review' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Edit reminder Kick-off' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete reminder Kick-off' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit reminder Retro' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits a pending reminder in Oslo time, checking the recipients before sending', async () => {
    serveProject({ reminders: [projectReminder({ id: 1, title: 'Budget review', remind_at: '2026-04-01T07:00:00.000Z' })] });
    const put = vi
      .spyOn(httpClient, 'put')
      .mockImplementation(async (_url, body) => ({ data: { ...projectReminder({ id: 1 }), ...(body as object) } }));
    renderProject('/projects/7?tab=reminders');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit reminder Budget review' }));
    const form = await dialog('Edit reminder');
    expect((within(form).getByLabelText('Remind at (Oslo time)') as HTMLInputElement).value).toBe('01.04.2026 09:00');
    const recipients = within(form).getByLabelText('Recipients');
    fireEvent.change(recipients, { target: { value: 'not-an-address,' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('"not-an-address" is not a valid e-mail address.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    // The bad address removed and a good one added: the time is sent as it was, an instant.
    const bad = within(form).getByText('not-an-address').closest('.ant-select-selection-item') as HTMLElement;
    fireEvent.click(bad.querySelector('.ant-select-selection-item-remove')!);
    fireEvent.change(recipients, { target: { value: 'Ola@Demo.no,' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`${PROJECT_URL}/reminders/1`, {
        title: 'Budget review',
        message: 'Review the spend before the board meeting.',
        remind_at: '2026-04-01T07:00:00.000Z',
        recipients: ['kari@demo.no', 'Ola@Demo.no'],
      }),
    );
  });

  it('renders notes from Markdown, newest first, with scripts and event handlers stripped', async () => {
    serveProject({
      notes: [
        projectNote({ id: 1, title: 'Kick-off', body: 'Agreed on **scope** and dates.', created_at: '2026-03-01T10:00:00.000Z' }),
        projectNote({
          id: 2,
          title: 'Risks',
          body: '- Late *hardware*\n\n<script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="chart">',
          created_at: '2026-03-05T10:00:00.000Z',
        }),
      ],
    });
    renderProject('/projects/7?tab=notes');
    const list = await screen.findByLabelText('Notes');
    const cards = [...list.querySelectorAll('.ant-card')];
    expect(cards.map((card) => card.querySelector('.ant-card-head-title')!.textContent)).toEqual(['Risks', 'Kick-off']);
    expect(cards[1].querySelector('strong')!.textContent).toBe('scope');
    expect(cards[0].querySelector('li em')!.textContent).toBe('hardware');
    expect(cards[0].querySelector('script')).toBeNull();
    const image = cards[0].querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('chart');
    expect(image.hasAttribute('onerror')).toBe(false);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('adds a note with a rendered preview, sending the title and the Markdown', async () => {
    const notes: ProjectNote[] = [];
    serveProject({ notes });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      const created = projectNote({ id: 5, ...(body as object) });
      notes.push(created);
      return { data: created };
    });
    renderProject('/projects/7?tab=notes');
    expect(await screen.findByText('No notes yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add note/ }));
    const form = await dialog('Add note');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Decisions' } });
    fireEvent.change(within(form).getByLabelText('Note (Markdown)'), { target: { value: 'Go with **plan B** <img src=x onerror=alert(1)>' } });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('plan B'));
    expect(preview.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${PROJECT_URL}/notes`, { title: 'Decisions', body: 'Go with **plan B** <img src=x onerror=alert(1)>' }),
    );
    expect(await screen.findByText('Decisions', { selector: '.ant-card-head-title' })).toBeTruthy();
  });

  it('shows the links, links a pipeline with its relationship and unlinks an API', async () => {
    const { state } = serveProject({
      links: {
        pipelines: [{ id: 12, name: 'Car prices', type: 'scheduled', status: 'error', relationship_type: 'data_processing' }],
        apis: [{ id: 4, name: 'user-service', display_name: 'User Service', status: 'production', health_status: 'healthy' }],
        git_repos: [
          { url: 'https://github.com/example/customer-portal', name: 'example/customer-portal', branch: 'main' },
          { url: 'https://github.com/example/portal-infra', name: 'example/portal-infra', branch: 'release' },
        ],
      },
    });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async () => {
      state.links = {
        ...state.links,
        pipelines: [
          ...state.links.pipelines,
          { id: 13, name: 'Weather feed', type: 'streaming', status: 'paused', relationship_type: 'data_source' },
        ],
      };
      return { data: { ok: true } };
    });
    const remove = vi.spyOn(httpClient, 'delete').mockImplementation(async () => {
      state.links = { ...state.links, apis: [] };
      return { data: { ok: true } };
    });
    renderProject('/projects/7?tab=links');
    const pipelineLink = await screen.findByRole('link', { name: 'Car prices' });
    expect(pipelineLink.getAttribute('href')).toBe('/data-pipelines/12');
    expect(within(rowOf('Car prices')).getByText('Data processing')).toBeTruthy();
    expect(within(rowOf('Car prices')).getByText('error').className).toContain('ant-tag-red');
    expect(screen.getByRole('link', { name: 'User Service' }).getAttribute('href')).toBe('/apis/4');
    expect(within(rowOf('User Service')).getByText('healthy').className).toContain('ant-tag-green');
    const primary = rowOf('example/customer-portal');
    expect(within(primary).getByText('Primary')).toBeTruthy();
    expect(within(rowOf('example/portal-infra')).queryByText('Primary')).toBeNull();
    expect(within(rowOf('example/portal-infra')).getByText('release')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Link pipeline/ }));
    const form = await dialog('Link pipeline');
    await choose('Pipeline', 'Weather feed');
    // An already linked pipeline is not offered again.
    expect(document.querySelector('.ant-select-item-option[title="Car prices"]')).toBeNull();
    await choose('Relationship', 'Data source');
    fireEvent.click(within(form).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${PROJECT_URL}/pipelines`, { pipeline_id: 13, relationship_type: 'data_source' }));
    expect(await screen.findByRole('link', { name: 'Weather feed' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unlink API User Service' }));
    const confirm = await dialog('Unlink API?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${PROJECT_URL}/apis/4`));
    expect(await screen.findByText('No APIs linked to this project')).toBeTruthy();
  });

  it('shows the server’s refusal of a link in the dialog', async () => {
    serveProject();
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'The API is already linked to this project.', statusCode: 409 });
    renderProject('/projects/7?tab=links');
    fireEvent.click(await screen.findByRole('button', { name: /Link API/ }));
    const form = await dialog('Link API');
    await choose('API', 'User Service');
    fireEvent.click(within(form).getByRole('button', { name: 'Link' }));
    expect(await within(form).findByText('Failed to link API: The API is already linked to this project.')).toBeTruthy();
  });

  it('says so when the project does not exist, with a way back to the list', async () => {
    serveApi({ [PROJECT_URL]: () => ({ reject: { message: 'Project not found.', statusCode: 404 } }) });
    const view = renderProject();
    expect(await screen.findByText('Project not found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to projects' }));
    await waitFor(() => expect(view.url()).toBe('/projects'));
  });
});
