import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PIPELINE_MESSAGES, type Pipeline, type PipelineRun } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import {
  HEAVY_TEST_MS,
  PIPELINES_URL,
  button,
  cells,
  choose,
  detailOf,
  pipeline,
  press,
  renderDetail,
  rowOf,
  run,
  servePipelines,
} from './test/pipeline-fixtures';

const URL = `${PIPELINES_URL}/7`;

/** The server as the page sees it: the pipeline (its state may move), its runs and the projects to link. */
function serveDetail(value: Partial<Pipeline> = {}, runs: PipelineRun[] = []) {
  const state = {
    detail: detailOf(pipeline(value), {
      git_repos: [
        {
          id: 1,
          repo_url: 'https://github.com/acme/cars',
          repo_name: 'acme/cars',
          branch: 'main',
          path: '',
          purpose: 'source_code',
          is_primary: true,
        },
      ],
      notebooks: [
        { id: 2, notebook_id: null, name: 'report.ipynb', purpose: 'postprocessing', execution_order: 2, is_primary: false },
        { id: 1, notebook_id: null, name: 'clean.ipynb', purpose: 'preprocessing', execution_order: 0, is_primary: true },
      ],
    }),
    runs,
  };
  const get = servePipelines({
    [URL]: () => state.detail,
    [`${URL}/runs`]: () => ({ runs: state.runs }),
    '/api/admin/projects': () => ({ projects: [{ id: 3, name: 'car-market', display_name: 'Car market', status: 'active' }] }),
  });
  return { get, state };
}

const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent;
const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

describe('/data-pipelines/:id, a pipeline’s page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the breadcrumb, the state, the figures, the steps in order and the linked projects', async () => {
    serveDetail({ projects: [{ project_id: 3, name: 'car-market', display_name: 'Car market', relationship_type: 'data_processing' }] });
    renderDetail();
    const title = await screen.findByRole('heading', { name: 'Car prices' });
    expect(within(title.parentElement!).getByText('active').className).toContain('ant-tag-green');
    expect(screen.getByRole('link', { name: 'Data Pipelines' }).getAttribute('href')).toBe('/data-pipelines');
    expect(figure('Success rate')).toBe('Success rate83%');
    expect(figure('Average duration')).toBe('Average duration14 s');
    expect(figure('Records processed')).toBe('Records processed4,200');
    expect(figure('Total runs')).toBe('Total runs12');
    const steps = [...screen.getByLabelText('Pipeline steps').querySelectorAll('.ant-list-item')].map((item) => item.textContent);
    expect(steps).toEqual(['1. Fetch StepAPI ConnectorGET https://api.example.no/cars at data', '2. Save StepStoreInto dataset cars, keyed by id']);
    expect(screen.getByRole('link', { name: 'Car market' }).getAttribute('href')).toBe('/projects/3?tab=links');
    expect(screen.getByRole('tab', { name: 'Runs (12)' })).toBeTruthy();
  });

  it('offers Pause when active and Resume when paused, and no Run Now while running', async () => {
    serveDetail({ status: 'paused', paused: true });
    const paused = renderDetail();
    await screen.findByRole('heading', { name: 'Car prices' });
    expect(button('Resume')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    paused.unmount();

    serveDetail({ status: 'running', last_run: { id: 32, status: 'running', started_at: '2026-03-01T12:00:00.000Z', completed_at: null } });
    renderDetail();
    await screen.findByRole('heading', { name: 'Car prices' });
    expect(button('Run Now').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
  });

  it('runs now, follows the run every 2 s while it runs, and stops when it ends', async () => {
    const { get, state } = serveDetail();
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async () => {
      state.detail = { ...state.detail, pipeline: { ...state.detail.pipeline, status: 'running' } };
      state.runs = [run({ id: 33, status: 'queued', started_at: null, completed_at: null, duration_seconds: null })];
      return { data: state.runs[0] };
    });
    renderDetail();
    await screen.findByRole('heading', { name: 'Car prices' });
    expect(button('Pause')).toBeTruthy();
    press('Run Now');
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${URL}/run`, {}));
    await waitFor(() => expect(button('Run Now').disabled).toBe(true));

    const reads = () => get.mock.calls.filter(([url]) => url === URL).length;
    const before = reads();
    state.detail = { ...state.detail, pipeline: { ...state.detail.pipeline, status: 'active' } };
    state.runs = [run({ id: 33 })];
    await waitFor(() => expect(button('Run Now').disabled).toBe(false), { timeout: 5000 });
    expect(reads()).toBeGreaterThan(before);
    openTab(/Runs/);
    const row = (await screen.findByText('Manual', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByText('success')).toBeTruthy();
  });

  it('lists the runs with their figures and opens one, or says there are none yet', async () => {
    serveDetail({}, [
      run({ error_message: null }),
      run({ id: 30, status: 'failed', trigger: 'schedule', error_message: 'Step 1 "Fetch Step": HTTP 503' }),
    ]);
    const { url, unmount } = renderDetail('/data-pipelines/7?tab=runs');
    const failed = await screen.findByText('Step 1 "Fetch Step": HTTP 503');
    expect(cells(failed.closest('tr')!).slice(0, 6)).toEqual(['failed', 'Schedule', 'Mar 1, 2026 9:05 AM', '12 s', '350', '2']);
    fireEvent.click(within(rowOf('Manual')).getByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(url()).toBe('/data-pipelines/runs/31'));
    unmount();

    serveDetail({ run_count: 0 });
    renderDetail('/data-pipelines/7?tab=runs');
    expect(await screen.findByText(PIPELINE_MESSAGES.noRuns)).toBeTruthy();
  });

  it('links the pipeline to a project, asking for one first', async () => {
    serveDetail();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { ok: true } });
    renderDetail();
    await screen.findByRole('heading', { name: 'Car prices' });
    press('Link Pipeline to Project');
    const dialog = (await screen.findByText('Link Pipeline to Project', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText(PIPELINE_MESSAGES.projectRequired)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await choose('Project', 'Car market');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/projects/3/pipelines', { pipeline_id: 7, relationship_type: 'data_processing' }),
    );
  });

  it('shows the resources, notebooks in execution order, and says notebooks are not run', async () => {
    serveDetail();
    renderDetail('/data-pipelines/7?tab=resources');
    expect(await screen.findByText(PIPELINE_MESSAGES.notebooksNotRun)).toBeTruthy();
    expect(within(rowOf('acme/cars')).getByText('Primary')).toBeTruthy();
    const names = [...screen.getAllByText(/\.ipynb$/, { selector: 'td *, td' })].map((cell) => cell.textContent);
    expect(names[0]).toContain('clean.ipynb');
    expect(names.at(-1)).toContain('report.ipynb');
  });

  it('gives a streaming pipeline’s ingest address, and keeps delete for a pipeline that is not running', async () => {
    serveDetail({ type: 'streaming', status: 'running' });
    renderDetail('/data-pipelines/7?tab=settings');
    expect((await screen.findByLabelText('Ingest address')).textContent).toBe(`POST ${window.location.origin}/api/pipelines/7/ingest`);
    expect(screen.getByText('x-pipeline-token')).toBeTruthy();
    expect(button('Delete pipeline').disabled).toBe(true);
  });

  it('makes a new ingest token only after warning that the old one stops working, and shows it once', async () => {
    serveDetail({ type: 'streaming', has_ingest_token: true });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { token: 'pipe_new456' } });
    renderDetail('/data-pipelines/7?tab=settings');
    fireEvent.click(await screen.findByRole('button', { name: /Generate new token/ }));
    const confirm = (await screen.findByText('Generate a new ingest token?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(confirm).getByText(/current token stops working/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Generate new token' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${URL}/ingest-token`, {}));
    expect(await screen.findByText('pipe_new456')).toBeTruthy();
  });

  it('says when the pipeline could not be read', async () => {
    servePipelines({ [URL]: () => ({ reject: { message: PIPELINE_MESSAGES.notFound, statusCode: 404 } }) });
    renderDetail();
    expect(await screen.findByText(PIPELINE_MESSAGES.loadFailed(PIPELINE_MESSAGES.notFound))).toBeTruthy();
  });
});
