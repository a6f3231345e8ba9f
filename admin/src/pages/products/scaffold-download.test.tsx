import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRODUCTS_URL, HEAVY_TEST_MS, button, renderSettings, serveProducts } from './test/product-fixtures';

const ZIP_URL = `${PRODUCTS_URL}/property/scaffold.zip`;

describe('Last ned kodeskjelett on the settings page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the zip with the token (a blob) and hands it to the browser as {id}-scaffold.zip', async () => {
    const get = serveProducts();
    const zip = new Blob(['PK']);
    const answer = get.getMockImplementation()!;
    get.mockImplementation((async (url: string, config?: unknown) =>
      url === ZIP_URL ? { data: zip, headers: {} } : answer(url, config as never)) as never);
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: /Last ned kodeskjelett/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['property-scaffold.zip']);
    expect(get).toHaveBeenCalledWith(ZIP_URL, { responseType: 'blob' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(zip);
  });

  it('says so when the zip cannot be had', async () => {
    serveProducts();
    renderSettings();
    await screen.findByRole('button', { name: /Last ned kodeskjelett/ });
    fireEvent.click(button('Last ned kodeskjelett'));
    expect(await screen.findByText('Kunne ikke laste ned kodeskjelettet')).toBeTruthy();
  });
});
