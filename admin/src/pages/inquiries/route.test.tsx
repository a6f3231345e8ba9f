import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { mediaQueriesFor } from '../../../../testing/antd-jsdom';
import { App } from '../../App';
import { forgetCurrentUser } from '../../providers/current-user';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, inquiry } from './test/inquiry-fixtures';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

describe('/admin/inquiries in the app', { timeout: HEAVY_TEST_MS }, () => {
  const { matchMedia } = window;
  afterEach(() => {
    window.matchMedia = matchMedia;
    vi.restoreAllMocks();
    localStorage.clear();
    forgetCurrentUser();
  });

  it('shows an administrator the Henvendelser page with the new ones, and its entry in the side menu', async () => {
    window.matchMedia = mediaQueriesFor(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: { id: 1, email: 'astrid@demo.no', username: 'astrid@demo.no', accessLevel: 5 }, headers: {} };
      if (url.startsWith('/api/admin/inquiries?')) return { data: [inquiry({ name: 'Nora Berg' })], headers: { 'x-total-count': '1' } };
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    window.history.replaceState({}, '', '/admin/inquiries?status=new');
    render(<App />);

    expect(await screen.findByText('Nora Berg', {}, LAZY_PAGE)).toBeTruthy();
    expect(get.mock.calls.some(([url]) => /^\/api\/admin\/inquiries\?.*status=new/.test(url as string))).toBe(true);
    expect(screen.getByText('Henvendelser', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    const menuLink = screen.getByText('Henvendelser', { selector: '.ant-menu a, .ant-menu a *' }).closest('a')!;
    expect(menuLink.getAttribute('href')).toBe('/admin/inquiries');
  });
});
