import { fireEvent, screen } from '@testing-library/react';
import type { Pipeline, PipelineDetail, PipelineRun } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../test/serve-http';
import { PipelineCreate } from '../create';
import { PipelineShow } from '../detail';
import { PipelineEdit } from '../edit';
import { PipelineList } from '../list';
import { PipelineRunShow } from '../run';
export { choose } from '../../../test/choose-option';

export const PIPELINES_URL = '/api/admin/pipelines';
// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;

export const pipeline = (overrides: Partial<Pipeline> = {}): Pipeline => ({
  id: 7,
  name: 'Car prices',
  description: 'Daily prices from the dealer API.',
  type: 'scheduled',
  status: 'active',
  paused: false,
  config: { steps: [] },
  steps: [
    {
      id: 'step-1',
      type: 'api_connector',
      name: 'Fetch Step',
      order: 0,
      config: { url: 'https://api.example.no/cars', records_path: 'data', next_path: '', max_pages: 10, headers: [] },
    },
    { id: 'step-2', type: 'store', name: 'Save Step', order: 1, config: { dataset: 'cars', key: 'id' } },
  ],
  schedule: { enabled: true, schedule_type: 'interval', schedule_config: { interval: '6h' } },
  schedule_label: 'Every 6h',
  // 08:05 UTC is 09:05 in Oslo in winter.
  next_run_at: '2026-03-01T14:05:00.000Z',
  last_run: { id: 31, status: 'success', started_at: '2026-03-01T08:05:00.000Z', completed_at: '2026-03-01T08:05:12.000Z' },
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-03-01T08:05:12.000Z',
  run_count: 12,
  success_rate: 83,
  average_duration_seconds: 14,
  records_processed: 4200,
  has_ingest_token: false,
  projects: [],
  ...overrides,
});

export const detailOf = (value: Pipeline, extra: Partial<PipelineDetail> = {}): PipelineDetail => ({
  pipeline: value,
  git_repos: [],
  notebooks: [],
  ...extra,
});

export const run = (overrides: Partial<PipelineRun> = {}): PipelineRun => ({
  id: 31,
  pipeline_id: 7,
  status: 'success',
  trigger: 'manual',
  started_at: '2026-03-01T08:05:00.000Z',
  completed_at: '2026-03-01T08:05:12.000Z',
  duration_seconds: 12,
  records_processed: 350,
  records_failed: 2,
  error_message: null,
  created_at: '2026-03-01T08:05:00.000Z',
  ...overrides,
});

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

/** Answers the pages' GETs by path (query parameters passed on); a path not listed is a 500. */
export function servePipelines(routes: Record<string, (params: Record<string, string>) => Answer>) {
  return serveGets((url) => {
    const { path, params } = splitUrl(url);
    return routes[path]?.(params);
  });
}

const render = (element: React.ReactElement, path: string, url: string) => {
  const view = renderWithRefine(element, {
    path,
    url,
    appData: true,
    routes: { '/data-pipelines': <p>Pipeline list</p>, '/data-pipelines/:id': <p>Pipeline page</p>, '/data-pipelines/runs/:runId': <p>Run page</p> },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
};

export const renderList = (url = '/data-pipelines') => render(<PipelineList />, '/data-pipelines', url);
export const renderCreate = () => render(<PipelineCreate />, '/data-pipelines/new', '/data-pipelines/new');
export const renderEdit = (id = 7) => render(<PipelineEdit />, '/data-pipelines/:id/edit', `/data-pipelines/${id}/edit`);
export const renderDetail = (url = '/data-pipelines/7') => render(<PipelineShow />, '/data-pipelines/:id', url);
export const renderRun = (runId = 31) => render(<PipelineRunShow />, '/data-pipelines/runs/:runId', `/data-pipelines/runs/${runId}`);

/** A button by its text; a button's icon adds its own name in front ('plus Add Store'). */
export const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) as HTMLButtonElement;
export const press = (name: string) => fireEvent.click(button(name));
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** The title of the wizard step shown. */
export const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
export const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
