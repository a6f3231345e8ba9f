import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('API platform page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('documents the data API to a visitor who is not signed in: address, key header, limits and every endpoint', async () => {
    mockApi({});
    renderSite('/no/products/api-platform');
    const base = `${window.location.origin}/api/public/v1`;
    expect((await screen.findByTestId('api-base-url', undefined, { timeout: 10_000 })).textContent).toBe(base);
    expect(document.title).toContain('API-plattformen');
    expect(screen.getByText('x-api-key: prop_DIN_API_NOKKEL')).toBeTruthy();
    expect(screen.getByText('Lag en API-nøkkel').closest('a')?.getAttribute('href')).toBe('/no/products/property?tab=api');
    expect(screen.getByText(/1 000 forespørsler per time/)).toBeTruthy();
    for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']) expect(screen.getByText(header)).toBeTruthy();

    for (const path of ['/areas', '/areas/{id}', '/listings']) {
      const card = screen.getByTestId(`endpoint-${path}`);
      expect(within(card).getByText(`/api/public/v1${path}`)).toBeTruthy();
      const [curl, answer] = Array.from(card.querySelectorAll('pre')).map((pre) => pre.textContent ?? '');
      expect(curl).toContain(`curl "${base}${path.replace('{id}', 'oslo')}`);
      expect(curl).toContain('-H "x-api-key: prop_DIN_API_NOKKEL"');
      expect(() => JSON.parse(answer)).not.toThrow();
    }
    const listings = screen.getByTestId('endpoint-/listings');
    for (const param of ['area', 'status', 'sort', 'page', 'pageSize']) expect(within(listings).getByText(param)).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('endpoint-/areas').querySelectorAll('pre')[1].textContent ?? '{}')).toHaveProperty('data.0.id', 'oslo');

    const errors = screen.getByText('HTTP').closest('table') as HTMLElement;
    for (const status of ['401', '403', '429']) expect(within(errors).getByText(status)).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    mockApi({});
    renderSite('/en/products/api-platform');
    expect(await screen.findByText('API platform', { selector: 'h1' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('x-api-key: prop_YOUR_API_KEY')).toBeTruthy();
    expect(screen.getByText('Create an API key').closest('a')?.getAttribute('href')).toBe('/en/products/property?tab=api');
  });
});
