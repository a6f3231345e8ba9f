import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, detailOf, pipeline, press, type } from './test/pipeline-fixtures';

describe('/admin/data-pipelines in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('lists the pipelines from /api/admin/pipelines, with side menu entries for Data Pipelines and Datasets', async () => {
    renderAppAsAdmin('/admin/data-pipelines', (url) =>
      url.startsWith('/api/admin/pipelines?') ? { data: [pipeline()], headers: { 'x-total-count': '1' } } : undefined,
    );
    expect(await screen.findByText('Car prices', {}, LAZY_PAGE)).toBeTruthy();
    expect(menuLink('Data Pipelines').getAttribute('href')).toBe('/admin/data-pipelines');
    expect(menuLink('Datasets').getAttribute('href')).toBe('/admin/datasets');
  });

  it('asks before leaving the wizard with unsaved edits, but not after creating', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    vi.spyOn(httpClient, 'post').mockResolvedValue({ data: detailOf(pipeline({ type: 'batch' })) });
    renderAppAsAdmin('/admin/data-pipelines/new', (url) =>
      url.startsWith('/api/admin/pipelines?') ? { data: [pipeline()], headers: { 'x-total-count': '1' } } : undefined,
    );
    await screen.findByLabelText('Name', {}, LAZY_PAGE);
    type('Name', 'Car prices');
    fireEvent.click(menuLink('Data Pipelines'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/admin/data-pipelines/new');

    press('Next');
    press('Add API Connector');
    fireEvent.change(within(screen.getByLabelText('Step 1')).getByLabelText('URL'), { target: { value: 'https://api.example.no/cars' } });
    press('Next');
    press('Next');
    press('Next');
    press('Create');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/data-pipelines'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
