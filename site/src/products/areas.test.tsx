import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PRODUCT_REGISTRY } from '@platform/shared';
import { mockApi, signedInAs } from '../test/api-mock';
import { productAccess } from '../test/fixtures';
import { renderSite } from '../test/render';
import { AREA_PAGES, siteHasArea } from './areas';

describe('product areas on the site', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a page for every area the product registry names, and none for the others', () => {
    for (const entry of Object.values(PRODUCT_REGISTRY)) {
      if (entry.area) expect(AREA_PAGES[entry.area], entry.id).toBeTruthy();
      expect(siteHasArea({ id: entry.id }), entry.id).toBe(entry.area !== null);
    }
    expect(siteHasArea({ id: 'constructor' })).toBe(false);
    expect(siteHasArea({ id: 'ordrebok', template: 'crud' })).toBe(true);
    expect(siteHasArea({ id: 'ordrebok', template: null })).toBe(false);
  });

  it('opens the data product at the Market Intelligence page', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, 'POST /api/product-areas/data/open': { product: productAccess('data', { hasAccess: true, subscriptionStatus: 'active' }) } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/no/products/data');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/no/products/market-intelligence'));
  });
});
