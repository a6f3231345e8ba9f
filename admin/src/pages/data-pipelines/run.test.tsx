import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PIPELINE_MESSAGES } from '@platform/shared';
import { HEAVY_TEST_MS, PIPELINES_URL, cells, run, renderRun, servePipelines } from './test/pipeline-fixtures';

const RUN_URL = `${PIPELINES_URL}/runs/31`;

const finished = run({
  pipeline_name: 'Car prices',
  status: 'failed',
  error_message: 'Step 2 "Save Step": the dataset is locked.',
  steps: [
    {
      order: 1,
      name: 'Save Step',
      type: 'store',
      status: 'failed',
      records_in: 348,
      records_out: 0,
      records_failed: 0,
      duration_ms: 40,
      messages: ['Dataset cars is locked'],
    },
    {
      order: 0,
      name: 'Fetch Step',
      type: 'api_connector',
      status: 'success',
      records_in: 0,
      records_out: 350,
      records_failed: 2,
      duration_ms: 1250,
      messages: ['Page 1: 200 records', 'Page 2: 150 records'],
    },
  ],
  sample: [
    { id: 1, make: 'Volvo', price: 250000 },
    { id: 2, make: 'Tesla', extras: { colour: 'red' } },
  ],
});

describe('/data-pipelines/runs/:runId, a run’s page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the breadcrumb, the figures and the error, each step’s log in order, and the sample records by every key', async () => {
    servePipelines({ [RUN_URL]: () => finished });
    renderRun();
    expect(await screen.findByRole('heading', { name: 'Run #31' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Data Pipelines' }).getAttribute('href')).toBe('/data-pipelines');
    expect(screen.getByRole('link', { name: 'Car prices' }).getAttribute('href')).toBe('/data-pipelines/7');
    expect(screen.getByText('Step 2 "Save Step": the dataset is locked.').closest('.ant-alert')!.className).toContain('ant-alert-error');

    const log = screen.getByLabelText('Step log');
    const rows = [...log.querySelectorAll('tbody tr.ant-table-row')].map((row) => cells(row as HTMLElement));
    expect(rows).toEqual([
      ['1', 'Fetch Step', 'API Connector', 'success', '0', '350', '2', '1250', 'Page 1: 200 recordsPage 2: 150 records'],
      ['2', 'Save Step', 'Store', 'failed', '348', '0', '0', '40', 'Dataset cars is locked'],
    ]);

    const sample = screen.getByLabelText('Sample records');
    expect([...sample.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['id', 'make', 'price', 'extras']);
    expect([...sample.querySelectorAll('tbody tr.ant-table-row')].map((row) => cells(row as HTMLElement))).toEqual([
      ['1', 'Volvo', '250000', ''],
      ['2', 'Tesla', '', '{"colour":"red"}'],
    ]);
  });

  it('reads a running run again until it ends', async () => {
    let answer = run({ pipeline_name: 'Car prices', status: 'running', completed_at: null, duration_seconds: null, steps: [], sample: [] });
    servePipelines({ [RUN_URL]: () => answer });
    renderRun();
    await screen.findByRole('heading', { name: 'Run #31' });
    expect(within(screen.getByRole('heading', { name: 'Run #31' }).parentElement!).getByText('running')).toBeTruthy();
    answer = finished;
    await waitFor(() => expect(screen.getByText('Dataset cars is locked')).toBeTruthy(), { timeout: 5000 });
  });

  it('says when the run does not exist', async () => {
    servePipelines({ [RUN_URL]: () => ({ reject: { message: PIPELINE_MESSAGES.runNotFound, statusCode: 404 } }) });
    renderRun();
    expect(await screen.findByText(PIPELINE_MESSAGES.runNotFound)).toBeTruthy();
  });
});
