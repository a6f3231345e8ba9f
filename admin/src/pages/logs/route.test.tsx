import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { mediaQueriesFor } from '../../../../testing/antd-jsdom';
import { App } from '../../App';
import { forgetCurrentUser } from '../../providers/current-user';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, entry, stats } from './test/log-fixtures';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

describe('/admin/logs in the app', { timeout: HEAVY_TEST_MS }, () => {
  const { matchMedia } = window;
  afterEach(() => {
    window.matchMedia = matchMedia;
    vi.restoreAllMocks();
    localStorage.clear();
    forgetCurrentUser();
  });

  it('shows an administrator the Systemlogger page, with its entry in the side menu', async () => {
    // A desktop-wide screen, where the side menu is shown (not folded into a drawer).
    window.matchMedia = mediaQueriesFor(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: { id: 1, email: 'astrid@demo.no', username: 'astrid@demo.no', accessLevel: 5 }, headers: {} };
      if (url === '/api/admin/logs/stats') return { data: stats(), headers: {} };
      if (url.startsWith('/api/admin/logs?')) return { data: [entry({ action: 'user_signup' })], headers: { 'x-total-count': '1' } };
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    window.history.replaceState({}, '', '/admin/logs');
    render(<App />);

    expect(await screen.findByText('user_signup', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Systemlogger', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    const menuLink = screen.getByText('Systemlogger', { selector: '.ant-menu a, .ant-menu a *' }).closest('a')!;
    expect(menuLink.getAttribute('href')).toBe('/admin/logs');
  });
});
