import { screen } from '@testing-library/react';
import type { RegistryApi } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../test/serve-http';
import { ApiShow } from '../detail';
import { ApiList } from '../list';
export { choose } from '../../../test/choose-option';

export const APIS_URL = '/api/admin/apis';

let nextId = 1;

export const registryApi = (overrides: Partial<RegistryApi> = {}): RegistryApi => ({
  id: nextId++,
  name: 'user-service',
  display_name: 'User Service',
  description: 'Accounts and profiles.',
  type: 'rest',
  status: 'production',
  version: '2.3.1',
  base_url: 'https://api.example.no/users',
  production_url: 'https://api.example.no/users',
  health_url: 'https://api.example.no/users/health',
  git_repo: 'https://github.com/example/user-service',
  auth_type: 'jwt',
  owner_team: 'Platform',
  sla_tier: 'gold',
  company: 'approach',
  health_status: 'healthy',
  health_checked_at: '2026-03-01T11:55:00.000Z',
  health_latency_ms: 120,
  endpoint_count: 12,
  customer_count: 3,
  active_todo_count: 4,
  team_size: 5,
  // 23:30 UTC on 28 February is 1 March in Oslo.
  last_deployed_at: '2026-02-28T23:30:00.000Z',
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-02-28T23:30:00.000Z',
  ...overrides,
});

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

type Routes = Record<string, (params: Record<string, string>) => Answer>;

/** Answers the pages' GETs by path (query parameters passed on); a path not listed is a 500. */
export function serveApi(routes: Routes) {
  return serveGets((url) => {
    const { path, params } = splitUrl(url);
    return routes[path]?.(params);
  });
}

/** The calls made to `path`, as query parameters. */
export const callsTo = (get: ReturnType<typeof serveApi>, path: string) =>
  get.mock.calls
    .map(([url]) => splitUrl(url as string))
    .filter((call) => call.path === path)
    .map(({ params }) => params);

export function renderList(url = '/apis') {
  const view = renderWithRefine(<ApiList />, { path: '/apis', url, appData: true, routes: { '/apis/:id': <p>API page</p> } });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderDetail(url = '/apis/7') {
  const view = renderWithRefine(<ApiShow />, {
    path: '/apis/:id',
    url,
    appData: true,
    identity: { id: 1, email: 'astrid@demo.no' },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export const button = (name: string) => screen.getByText(name, { selector: 'button span, a span' }).closest('button, a') as HTMLElement;

/** The open dialog titled `title`. */
export const dialog = async (title: string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))[0].closest('.ant-modal') as HTMLElement;

/** The table's column headers (antd draws the header of a scrolled table twice; the first is the one shown). */
export const headers = () => [...document.querySelector('.ant-table-thead')!.querySelectorAll('th')].map((th) => th.textContent);

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;
