import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, registryApi } from './test/api-fixtures';

describe('/admin/apis in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('shows an administrator the registry with its entry in the side menu, and opens an API at /admin/apis/{id}', async () => {
    const api = registryApi({ id: 7 });
    renderAppAsAdmin('/admin/apis', (url) => {
      if (url.startsWith('/api/admin/apis?')) return { data: [api], headers: { 'x-total-count': '1' } };
      if (url === '/api/admin/apis/7') return { data: api };
      if (url.startsWith('/api/admin/apis/7/health')) return { data: [] };
      return undefined;
    });

    expect(await screen.findByText('User Service', {}, LAZY_PAGE)).toBeTruthy();
    expect(menuLink('APIs').getAttribute('href')).toBe('/admin/apis');
    fireEvent.click(screen.getByRole('link', { name: 'User Service' }));
    expect(await screen.findByRole('heading', { name: 'User Service' }, LAZY_PAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/apis/7'));
  });
});
