import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dataset } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { HEAVY_TEST_MS, cells, rowOf, servePipelines, splitUrl } from '../data-pipelines/test/pipeline-fixtures';
import { DatasetList } from './list';
import { DatasetShow } from './show';

const cars: Dataset = {
  name: 'cars',
  row_count: 1250,
  columns: ['make', 'price', 'extras'],
  pipelines: [{ id: 7, name: 'Car prices' }],
  updated_at: '2026-03-01T08:05:12.000Z',
};

describe('/datasets', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each dataset with its rows, columns, pipelines and last update', async () => {
    servePipelines({ '/api/admin/datasets': () => ({ datasets: [cars] }) });
    renderWithRefine(<DatasetList />, { path: '/datasets', appData: true });
    await screen.findByText('cars');
    expect(cells(rowOf('cars'))).toEqual(['cars', '1,250', '3', 'Car prices', 'Mar 1, 2026 9:05 AM']);
    expect(within(rowOf('cars')).getByRole('link', { name: 'cars' }).getAttribute('href')).toBe('/datasets/cars');
  });

  it('shows a dataset’s rows by its columns, a page at a time, and deletes it after asking', async () => {
    const get = servePipelines({
      '/api/admin/datasets/cars': () => ({
        dataset: cars,
        rows: [{ key: 'v1', data: { make: 'Volvo', price: 250000, extras: { colour: 'red' } }, updated_at: '2026-03-01T08:05:12.000Z' }],
        total: 1250,
      }),
    });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { ok: true } });
    const view = renderWithRefine(<DatasetShow />, {
      path: '/datasets/:name',
      url: '/datasets/cars',
      appData: true,
      routes: { '/datasets': <p>Dataset list</p> },
    });
    await screen.findByText('Volvo');
    expect(splitUrl(get.mock.calls[0][0] as string).params).toEqual({ _start: '0', _end: '50' });
    expect(cells(rowOf('Volvo'))).toEqual(['v1', 'Volvo', '250000', '{"colour":"red"}', 'Mar 1, 2026 9:05 AM']);
    expect(screen.getByText('1,250 rows', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Delete dataset/ }));
    const confirm = (await screen.findByText('Delete the dataset cars?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete dataset' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/datasets/cars'));
    await waitFor(() => expect(currentUrl(view.getByTestId)).toBe('/datasets'));
  });
});
