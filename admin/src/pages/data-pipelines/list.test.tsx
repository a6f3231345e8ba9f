import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, PIPELINES_URL, cells, choose, pipeline, renderList, rowOf, servePipelines } from './test/pipeline-fixtures';

const prices = pipeline();
const feed = pipeline({
  id: 8,
  name: 'Listing feed',
  description: '',
  type: 'streaming',
  status: 'running',
  schedule: null,
  schedule_label: 'Manual',
  next_run_at: null,
  last_run: { id: 40, status: 'running', started_at: '2026-03-01T12:30:00.000Z', completed_at: null },
  success_rate: null,
});
const idle = pipeline({
  id: 9,
  name: 'Old scraper',
  type: 'batch',
  status: 'paused',
  last_run: null,
  next_run_at: null,
  schedule_label: 'Manual',
  success_rate: null,
});

describe('/data-pipelines, the pipeline list', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each pipeline’s name and description, type, status, schedule, last run with its status, success rate and next run', async () => {
    servePipelines({ [PIPELINES_URL]: () => [prices, feed, idle] });
    renderList();
    await screen.findByText('Car prices');
    expect(cells(rowOf('Car prices')).slice(0, 7)).toEqual([
      'Car pricesDaily prices from the dealer API.',
      'Scheduled',
      'active',
      'Every 6h',
      'Mar 1, 2026 9:05 AMsuccess',
      '83%',
      'Mar 1, 2026 3:05 PM',
    ]);
    expect(cells(rowOf('Old scraper')).slice(4, 7)).toEqual(['—', '—', '—']);
    // The status column comes before the last run's own status.
    const tag = (name: string, word: string) => within(rowOf(name)).getAllByText(word, { selector: '.ant-tag, .ant-tag *' })[0].closest('.ant-tag')!;
    expect(tag('Car prices', 'active').className).toContain('ant-tag-green');
    expect(tag('Listing feed', 'running').className).toContain('ant-tag-blue');
    expect(tag('Listing feed', 'running').querySelector('.anticon-spin')).toBeTruthy();
    expect(tag('Old scraper', 'paused').className).not.toMatch(/ant-tag-(green|blue|red)/);
    expect(within(rowOf('Car prices')).getByRole('link', { name: 'Car prices' }).getAttribute('href')).toBe('/data-pipelines/7');
  });

  it('runs a pipeline now, and offers no Run Now while it runs', async () => {
    servePipelines({ [PIPELINES_URL]: () => [prices, feed] });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { id: 41, status: 'queued' } });
    renderList();
    await screen.findByText('Car prices');
    expect((screen.getByRole('button', { name: /Run Now Listing feed/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Run Now Car prices/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${PIPELINES_URL}/7/run`, {}));
  });

  it('asks the server for 20 a page, with the search and the type filter', async () => {
    const get = servePipelines({ [PIPELINES_URL]: () => [prices] });
    renderList();
    await screen.findByText('Car prices');
    const calls = () => get.mock.calls.map(([url]) => Object.fromEntries(new URLSearchParams((url as string).split('?')[1])));
    expect(calls()[0]).toMatchObject({ _start: '0', _end: '20' });
    await choose('Type', 'Streaming');
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ type: 'streaming' }));
    fireEvent.change(screen.getByLabelText('Search pipelines'), { target: { value: 'cars' } });
    fireEvent.keyDown(screen.getByLabelText('Search pipelines'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ q: 'cars', type: 'streaming' }));
  });

  it('offers to create the first pipeline when there are none', async () => {
    servePipelines({ [PIPELINES_URL]: () => [] });
    const { url } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: /Create Pipeline/ }));
    await waitFor(() => expect(url()).toBe('/data-pipelines/new'));
  });

  it('says when the list could not be read, and tries again on request', async () => {
    let fail = true;
    servePipelines({ [PIPELINES_URL]: () => (fail ? { reject: { message: 'Database is locked', statusCode: 500 } } : [prices]) });
    renderList();
    expect(await screen.findByText('Failed to load pipelines: Database is locked', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Car prices')).toBeTruthy();
  });
});
