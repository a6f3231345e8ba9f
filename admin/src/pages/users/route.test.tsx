import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, listAnswer, user } from './test/user-fixtures';

describe('/admin/users in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('shows an administrator the Brukere page, with its entry in the side menu, and opens a user from it', async () => {
    const kari = user({ id: 7 });
    renderAppAsAdmin('/admin/users', (url) => {
      if (url.startsWith('/api/admin/users?')) return { data: listAnswer([kari]) };
      if (url === '/api/admin/users/7') return { data: kari };
      return undefined;
    });

    expect(await screen.findByText('Kari Nordmann', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Brukere', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    expect(menuLink('Brukere').getAttribute('href')).toBe('/admin/users');

    fireEvent.click(screen.getByText('Kari Nordmann'));
    expect(await screen.findByText('Kari Nordmann', { selector: 'h3' }, LAZY_PAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users/7'));
  });
});
