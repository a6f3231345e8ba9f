import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import {
  HEAVY_TEST_MS,
  PIPELINES_URL,
  button,
  choose,
  currentStep,
  detailOf,
  pipeline,
  press,
  renderCreate,
  renderEdit,
  servePipelines,
  type,
  valueOf,
} from './test/pipeline-fixtures';

const inStep = (n: number, label: string, value: string) =>
  fireEvent.change(within(screen.getByLabelText(`Step ${n}`)).getByLabelText(label), { target: { value } });

/** A scheduled pipeline fetching cars and storing them, with a repository and a notebook, on the default interval. */
async function fillScheduledPipeline() {
  await screen.findByLabelText('Name');
  type('Name', 'Car prices');
  type('Description', 'Daily prices');
  fireEvent.click(screen.getByLabelText('Scheduled'));
  press('Next');
  press('Add API Connector');
  inStep(1, 'URL', 'https://api.example.no/cars');
  inStep(1, 'Records path', 'data');
  press('Add Store');
  inStep(2, 'Dataset', 'cars');
  inStep(2, 'Key', 'id');
  press('Next');
  press('Add repository');
  type('Repository URL 1', 'https://github.com/acme/car-scraper');
  await choose('Repository purpose 1', 'Source code');
  press('Add notebook');
  type('Notebook name 1', 'clean.ipynb');
  await choose('Notebook purpose 1', 'Preprocessing');
  press('Next');
  fireEvent.click(screen.getByRole('switch', { name: 'Run on a schedule' }));
  press('Next');
  expect(currentStep()).toBe('Review');
}

const created = detailOf(pipeline());

describe('Saving a pipeline from the wizard', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('POSTs the creation payload and goes to the list', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: created });
    const { url } = renderCreate();
    await fillScheduledPipeline();
    press('Create');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const steps = [
      {
        type: 'api_connector',
        name: 'API Connector Step',
        config: { url: 'https://api.example.no/cars', records_path: 'data', next_path: '', max_pages: 10, headers: [] },
        order: 0,
      },
      { type: 'store', name: 'Store Step', config: { dataset: 'cars', key: 'id' }, order: 1 },
    ];
    expect(post).toHaveBeenCalledWith(PIPELINES_URL, {
      name: 'Car prices',
      description: 'Daily prices',
      type: 'scheduled',
      source_id: null,
      notebook_id: null,
      status: 'active',
      steps: steps.map((step) => ({ id: expect.any(String), ...step })),
      config: JSON.stringify({ steps }),
      dependencies: '{}',
      schedule: { enabled: true, schedule_type: 'interval', schedule_config: { interval: '1h' } },
      git_repos: [
        {
          repo_url: 'https://github.com/acme/car-scraper',
          repo_name: 'acme/car-scraper',
          branch: 'main',
          path: '',
          purpose: 'source_code',
          is_primary: true,
        },
      ],
      notebooks: [{ notebook_id: null, notebook_name: 'clean.ipynb', execution_order: 0, purpose: 'preprocessing', is_primary: true }],
    });
    await waitFor(() => expect(url()).toBe('/data-pipelines'));
  });

  it('holds Create while sending, shows the server’s refusal in a dismissible banner and opens the step it names', async () => {
    const refusal = 'Step 2 "Store Step": the dataset name is taken by another pipeline.';
    let refuse!: (reason: unknown) => void;
    vi.spyOn(httpClient, 'post').mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    renderCreate();
    await fillScheduledPipeline();
    press('Create');
    await waitFor(() => expect(button('Create').disabled).toBe(true));
    refuse({ message: refusal, statusCode: 400, errors: { 'steps[1].config.dataset': refusal } });

    const banner = await screen.findByText(`Failed to create pipeline: ${refusal}`);
    expect(currentStep()).toBe('Pipeline Steps');
    const store = screen.getByLabelText('Step 2');
    expect(store.getAttribute('data-invalid')).toBe('true');
    expect(within(store).getByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Step 1').getAttribute('data-invalid')).toBeNull();
    fireEvent.click(within(banner.closest('.ant-alert')!).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText(`Failed to create pipeline: ${refusal}`)).toBeNull());
  });

  it('shows a streaming pipeline’s ingest token once before going to the list', async () => {
    vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { ...detailOf(pipeline({ type: 'streaming' })), ingest_token: 'pipe_abc123' } });
    const { url } = renderCreate();
    await screen.findByLabelText('Name');
    type('Name', 'Listing feed');
    fireEvent.click(screen.getByLabelText(/^Streaming/));
    press('Next');
    // Streaming pipelines get their records pushed: no source steps are offered.
    expect(screen.queryByRole('button', { name: /Add API Connector/ })).toBeNull();
    press('Add Extract');
    fireEvent.click(within(screen.getByLabelText('Step 1')).getByRole('button', { name: /Add field/ }));
    inStep(1, 'From 1', 'price');
    press('Next');
    press('Next');
    press('Next');
    press('Create');
    expect(await screen.findByText('pipe_abc123')).toBeTruthy();
    expect(url()).toBe('/data-pipelines/new');
    press('Close');
    await waitFor(() => expect(url()).toBe('/data-pipelines'));
  });

  it('edits an existing pipeline: prefilled from its GET, saved with PUT, then its page', async () => {
    servePipelines({ [`${PIPELINES_URL}/7`]: () => created });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: created });
    const { url } = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Pipeline' })).toBeTruthy();
    expect(valueOf('Name')).toBe('Car prices');
    type('Name', 'Car prices (Oslo)');
    press('Next');
    expect(valueOf('Step 1 name')).toBe('Fetch Step');
    press('Next');
    press('Next');
    expect(screen.getByRole('switch', { name: 'Run on a schedule' }).getAttribute('aria-checked')).toBe('true');
    press('Next');
    press('Save');
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `${PIPELINES_URL}/7`,
        expect.objectContaining({
          name: 'Car prices (Oslo)',
          steps: [expect.objectContaining({ id: 'step-1', name: 'Fetch Step' }), expect.objectContaining({ id: 'step-2', name: 'Save Step' })],
          schedule: { enabled: true, schedule_type: 'interval', schedule_config: { interval: '6h' } },
        }),
      ),
    );
    await waitFor(() => expect(url()).toBe('/data-pipelines/7'));
  });
});
