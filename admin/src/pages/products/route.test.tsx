import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { mediaQueriesFor } from '../../../../testing/antd-jsdom';
import { App } from '../../App';
import { forgetCurrentUser } from '../../providers/current-user';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, listItem, settings } from './test/product-fixtures';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

describe('/admin/products in the app', { timeout: HEAVY_TEST_MS }, () => {
  const { matchMedia } = window;
  afterEach(() => {
    window.matchMedia = matchMedia;
    vi.restoreAllMocks();
    localStorage.clear();
    forgetCurrentUser();
  });

  it('lists the products under Produkter in the side menu, and opens the settings from a card', async () => {
    window.matchMedia = mediaQueriesFor(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: { id: 1, email: 'astrid@demo.no', username: 'astrid@demo.no', accessLevel: 5 }, headers: {} };
      if (url === '/api/admin/products') return { data: [listItem()], headers: {} };
      if (url === '/api/admin/products/recent') return { data: [], headers: {} };
      if (url === '/api/admin/products/property') return { data: settings(), headers: {} };
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    window.history.replaceState({}, '', '/admin/products');
    render(<App />);

    expect(await screen.findByRole('article', { name: 'Eiendomsanalyse' }, LAZY_PAGE)).toBeTruthy();
    const menuLink = screen.getByText('Produkter', { selector: '.ant-menu a, .ant-menu a *' }).closest('a')!;
    expect(menuLink.getAttribute('href')).toBe('/admin/products');

    fireEvent.click(screen.getByRole('link', { name: /Innstillinger/ }));
    expect(await screen.findByLabelText('Name', {}, LAZY_PAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/products/property/settings'));
  });
});
