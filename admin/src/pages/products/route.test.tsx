import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, listItem, settings } from './test/product-fixtures';

describe('/admin/products in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('lists the products under Produkter in the side menu, and opens the settings from a card', async () => {
    renderAppAsAdmin('/admin/products', (url) => {
      if (url === '/api/admin/products') return { data: [listItem()] };
      if (url === '/api/admin/products/recent') return { data: [] };
      if (url === '/api/admin/products/property') return { data: settings() };
      return undefined;
    });

    expect(await screen.findByRole('article', { name: 'Eiendomsanalyse' }, LAZY_PAGE)).toBeTruthy();
    expect(menuLink('Produkter').getAttribute('href')).toBe('/admin/products');

    fireEvent.click(screen.getByRole('link', { name: /Innstillinger/ }));
    expect(await screen.findByLabelText('Name', {}, LAZY_PAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/products/property/settings'));
  });

  it('opens the product wizard from Nytt produkt', async () => {
    renderAppAsAdmin('/admin/products', (url) => {
      if (url === '/api/admin/products') return { data: [listItem()] };
      if (url === '/api/admin/products/recent') return { data: [] };
      return undefined;
    });
    await screen.findByRole('article', { name: 'Eiendomsanalyse' }, LAZY_PAGE);
    fireEvent.click(screen.getByRole('link', { name: /Nytt produkt/ }));
    expect(await screen.findByLabelText('Produktnavn', {}, LAZY_PAGE)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/products/new');
  });
});
