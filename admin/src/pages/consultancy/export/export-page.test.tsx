import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { httpClient } from '../../../providers/http-client';
import { saveBlob } from '../../../utils/download';
import { EXPORT_URL, HEAVY_TEST_MS, button, renderExport } from '../email/test/mail-fixtures';

vi.mock('../../../utils/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../utils/download')>()),
  saveBlob: vi.fn(),
}));

describe('Consultancy: Eksporter', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(saveBlob).mockReset();
  });

  it('downloads the chosen records in the chosen format, under the name the server gives the file', async () => {
    const file = new Blob(['ID,Name\n'], { type: 'text/csv' });
    let release: () => void = () => undefined;
    const get = vi.spyOn(httpClient, 'get').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ data: file, headers: { 'content-disposition': 'attachment; filename="consultancy-candidates-2026-11-27.csv"' } });
        }),
    );
    const { url } = renderExport();
    // Kunder as CSV unless chosen otherwise.
    expect((screen.getByRole('radio', { name: 'Kunder' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'CSV (regneark)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Kandidater' }));
    fireEvent.click(button('Last ned'));
    await waitFor(() => expect(get).toHaveBeenCalledWith(`${EXPORT_URL}?type=candidates&format=csv`, { responseType: 'blob' }));
    // antd marks the button busy in an effect after the render that changed its label.
    await waitFor(() => expect(button('Laster ned …').className).toContain('ant-btn-loading'));
    release();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(file, 'consultancy-candidates-2026-11-27.csv'));
    expect(await screen.findByText('Lastet ned consultancy-candidates-2026-11-27.csv')).toBeTruthy();
    expect(url()).toBe('/consultancy/export');
    expect(screen.getByRole('link', { name: /Konsulentvirksomhet/ }).getAttribute('href')).toBe('/admin/consultancy');

    fireEvent.click(screen.getByRole('radio', { name: 'Utlysninger' }));
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    fireEvent.click(button('Last ned'));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith(`${EXPORT_URL}?type=tenders&format=json`, { responseType: 'blob' }));
    release();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
  });

  it("saves under the contract's name when the server names no file", async () => {
    vi.spyOn(httpClient, 'get').mockResolvedValue({ data: new Blob(['[]']), headers: {} });
    renderExport();
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    fireEvent.click(button('Last ned'));
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^consultancy-customers-\d{4}-\d{2}-\d{2}\.json$/)),
    );
  });

  it('says why the download failed, and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(httpClient, 'get').mockRejectedValue({ message: 'Database unavailable', statusCode: 500 });
    renderExport();
    fireEvent.click(button('Last ned'));
    expect(await screen.findByText('Kunne ikke laste ned: Database unavailable')).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
    expect(button('Last ned')).toBeTruthy();
  });
});
