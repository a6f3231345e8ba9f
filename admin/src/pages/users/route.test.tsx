import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { mediaQueriesFor } from '../../../../testing/antd-jsdom';
import { App } from '../../App';
import { forgetCurrentUser } from '../../providers/current-user';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, listAnswer, user } from './test/user-fixtures';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

describe('/admin/users in the app', { timeout: HEAVY_TEST_MS }, () => {
  const { matchMedia } = window;
  afterEach(() => {
    window.matchMedia = matchMedia;
    vi.restoreAllMocks();
    localStorage.clear();
    forgetCurrentUser();
  });

  it('shows an administrator the Brukere page, with its entry in the side menu, and opens a user from it', async () => {
    // A desktop-wide screen, where the side menu is shown (not folded into a drawer).
    window.matchMedia = mediaQueriesFor(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const kari = user({ id: 7 });
    vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: { id: 1, email: 'astrid@demo.no', username: 'astrid@demo.no', accessLevel: 5 }, headers: {} };
      if (url.startsWith('/api/admin/users?')) return { data: listAnswer([kari]), headers: {} };
      if (url === '/api/admin/users/7') return { data: kari, headers: {} };
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    window.history.replaceState({}, '', '/admin/users');
    render(<App />);

    expect(await screen.findByText('Kari Nordmann', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Brukere', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    const menuLink = screen.getByText('Brukere', { selector: '.ant-menu a, .ant-menu a *' }).closest('a')!;
    expect(menuLink.getAttribute('href')).toBe('/admin/users');

    fireEvent.click(screen.getByText('Kari Nordmann'));
    expect(await screen.findByText('Kari Nordmann', { selector: 'h3' }, LAZY_PAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users/7'));
  });
});
