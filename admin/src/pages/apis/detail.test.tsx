import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiDeployment, ApiEndpoint, ApiHealthCheck, ApiTodo } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { APIS_URL, HEAVY_TEST_MS, callsTo, choose, dialog, registryApi, renderDetail, rowOf, serveApi } from './test/api-fixtures';

const API_URL = `${APIS_URL}/7`;

const checks: ApiHealthCheck[] = [
  { checked_at: '2026-03-01T10:00:00.000Z', status: 'healthy', http_status: 200, latency_ms: 140, error: null },
  { checked_at: '2026-03-01T10:05:00.000Z', status: 'degraded', http_status: 200, latency_ms: 1320, error: null },
  { checked_at: '2026-03-01T10:10:00.000Z', status: 'unhealthy', http_status: null, latency_ms: null, error: 'Timed out after 5000 ms' },
];

/** The server as the page sees it: the API (its version moves with a deployment), its records and its health. */
function serveDetail({
  endpoints = [] as ApiEndpoint[],
  todos = [] as ApiTodo[],
  deployments = [] as ApiDeployment[],
  owner_team = 'Platform',
} = {}) {
  const state = { api: registryApi({ id: 7, owner_team }), checks: [...checks] };
  const get = serveApi({
    [API_URL]: () => state.api,
    [`${API_URL}/health`]: () => state.checks,
    [`${API_URL}/endpoints`]: () => endpoints,
    [`${API_URL}/todos`]: () => todos,
    [`${API_URL}/deployments`]: () => deployments,
    [`${API_URL}/team`]: () => [{ id: 1, name: 'Kari Nordmann', role: 'Tech lead', email: 'kari@example.no' }],
  });
  return { get, state };
}

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('An API’s page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('heads the page with the names, status, health, version and company, and gives the figures', async () => {
    serveDetail();
    renderDetail();
    const title = await screen.findByRole('heading', { name: 'User Service' });
    const header = title.parentElement!;
    expect(within(header).getByText('user-service')).toBeTruthy();
    expect(within(header).getByText('production', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(header).getByText('healthy', { selector: '.ant-tag' }).className).toContain('ant-tag-green');
    expect(within(header).getByLabelText('Version').textContent).toBe('v2.3.1');
    expect(within(header).getByText('approach')).toBeTruthy();
    const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent;
    expect(figure('Endpoints')).toBe('Endpoints12');
    expect(figure('Active todos')).toBe('Active todos4');
    expect(figure('Last deployed')).toBe('Last deployedMar 1, 2026');
  });

  it('lists the last 24 hours of health checks with status and latency, and checks now on request', async () => {
    const { get, state } = serveDetail();
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async () => {
      const check: ApiHealthCheck = { checked_at: '2026-03-01T10:15:00.000Z', status: 'healthy', http_status: 200, latency_ms: 95, error: null };
      state.checks = [...state.checks, check];
      return { data: check };
    });
    renderDetail();
    const list = await screen.findByLabelText('Newest health checks');
    expect(callsTo(get, `${API_URL}/health`)[0]).toEqual({ hours: '24' });
    const items = () => [...list.querySelectorAll('.ant-list-item')].map((item) => item.textContent);
    // Newest first, in Oslo time.
    expect(items()).toEqual([
      '01 Mar, 11:10unhealthyno answerTimed out after 5000 ms',
      '01 Mar, 11:05degraded1320 msHTTP 200',
      '01 Mar, 11:00healthy140 msHTTP 200',
    ]);
    expect(screen.getByRole('img', { name: '3 checks, oldest first' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Check now/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${API_URL}/health-check`, {}));
    await waitFor(() => expect(items()[0]).toBe('01 Mar, 11:15healthy95 msHTTP 200'));
  });

  it('adds an endpoint: the POST body, then the endpoint and the new count', async () => {
    const endpoints: ApiEndpoint[] = [];
    const { state } = serveDetail({ endpoints });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      const created = { id: 31, ...(body as Omit<ApiEndpoint, 'id'>) };
      endpoints.push(created);
      state.api = { ...state.api, endpoint_count: 13 };
      return { data: created };
    });
    renderDetail('/apis/7?tab=endpoints');
    fireEvent.click(await screen.findByRole('button', { name: /Add endpoint/ }));
    const form = await dialog('Add endpoint');
    await choose('Method', 'POST');
    fireEvent.change(within(form).getByLabelText('Path'), { target: { value: '/users' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Create a user' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${API_URL}/endpoints`, { method: 'POST', path: '/users', description: 'Create a user', auth: true }),
    );
    expect(await screen.findByText('/users', { selector: 'td *' })).toBeTruthy();
    expect(within(rowOf('/users')).getByText('Create a user')).toBeTruthy();
    openTab('Overview');
    await waitFor(() =>
      expect(screen.getByText('Endpoints', { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent).toBe('Endpoints13'),
    );
  });

  it('shows the server’s refusal of a record on its field, keeping the form open', async () => {
    serveDetail();
    vi.spyOn(httpClient, 'post').mockRejectedValue({
      message: "Path must start with '/'.",
      statusCode: 400,
      errors: { path: "Path must start with '/'." },
    });
    renderDetail('/apis/7?tab=endpoints');
    fireEvent.click(await screen.findByRole('button', { name: /Add endpoint/ }));
    const form = await dialog('Add endpoint');
    fireEvent.change(within(form).getByLabelText('Path'), { target: { value: '/users ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText("Path must start with '/'.")).toBeTruthy();
    expect((within(form).getByLabelText('Path') as HTMLInputElement).value).toBe('/users ');
  });

  it('records a deployment: the POST body, and the version in the header updates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:30:00.000Z'));
    const deployments: ApiDeployment[] = [];
    const { state } = serveDetail({ deployments });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      const created = { id: 5, ...(body as Omit<ApiDeployment, 'id'>) };
      deployments.unshift(created);
      state.api = { ...state.api, version: created.version, last_deployed_at: created.deployed_at };
      return { data: created };
    });
    renderDetail('/apis/7?tab=deployments');
    fireEvent.click(await screen.findByRole('button', { name: /Add deployment/ }));
    const form = await dialog('Add deployment');
    // A new deployment starts from the current version, now, by the signed-in admin.
    expect((within(form).getByLabelText('Version') as HTMLInputElement).value).toBe('2.3.1');
    await waitFor(() => expect((within(form).getByLabelText('By') as HTMLInputElement).value).toBe('astrid@demo.no'));
    fireEvent.change(within(form).getByLabelText('Version'), { target: { value: '2.4.0' } });
    await choose('Environment', 'staging');
    fireEvent.click(within(form).getByRole('button', { name: 'Add deployment' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${API_URL}/deployments`, {
        version: '2.4.0',
        environment: 'staging',
        deployed_at: '2026-03-02T09:30:00.000Z',
        by: 'astrid@demo.no',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Version', { selector: '.ant-tag' }).textContent).toBe('v2.4.0'));
    expect(within(rowOf('2.4.0')).getByText('Mar 2, 2026')).toBeTruthy();
  });

  it('ticks a todo done at once, sending only done', async () => {
    const todos: ApiTodo[] = [{ id: 3, title: 'Write the OpenAPI file', done: false, due: '2026-03-15' }];
    serveDetail({ todos });
    let answer!: (value: unknown) => void;
    const put = vi.spyOn(httpClient, 'put').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderDetail('/apis/7?tab=todos');
    const box = (await screen.findByLabelText('Done: Write the OpenAPI file')) as HTMLInputElement;
    expect(within(rowOf('Write the OpenAPI file')).getByText('Mar 15, 2026')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${API_URL}/todos/3`, { done: true }));
    // Shown before the server answers.
    expect((screen.getByLabelText('Done: Write the OpenAPI file') as HTMLInputElement).checked).toBe(true);
    todos[0] = { ...todos[0], done: true };
    answer({ data: todos[0] });
  });

  it('lists the owner team’s members, shared by the team’s APIs, or says there is no team', async () => {
    serveDetail();
    const first = renderDetail('/apis/7?tab=team');
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByText(/shared by every API the team owns/)).toBeTruthy();
    first.unmount();

    serveDetail({ owner_team: '' });
    renderDetail('/apis/7?tab=team');
    expect(await screen.findByText('This API has no owner team.')).toBeTruthy();
  });

  it('says so when the API does not exist', async () => {
    serveApi({ [API_URL]: () => ({ reject: { message: 'API not found.', statusCode: 404 } }) });
    renderDetail();
    expect(await screen.findByText('API not found.')).toBeTruthy();
  });
});
