import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { mediaQueriesFor } from '../../../testing/antd-jsdom';
import { App } from '../App';
import { forgetCurrentUser } from '../providers/current-user';
import { httpClient } from '../providers/http-client';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
export const LAZY_PAGE = { timeout: 10_000 };

const ADMIN = { id: 1, email: 'astrid@demo.no', username: 'astrid@demo.no', accessLevel: 5 };

type GetAnswer = { data: unknown; headers?: Record<string, string> };

const { matchMedia } = window;

/**
 * The whole admin app at `path`, for a signed-in administrator on a desktop-wide screen (the side menu shown, not
 * folded into a drawer). `answer` answers each GET of the page; a GET it has no answer for is a 404. Answers the
 * GET spy; `resetApp` after each test undoes it all.
 */
export function renderAppAsAdmin(path: string, answer: (url: string) => GetAnswer | undefined) {
  window.matchMedia = mediaQueriesFor(1440);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
  const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    const answered = url === '/api/users/me' ? { data: ADMIN } : answer(url);
    if (!answered) throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    return { headers: {}, ...answered } as never;
  });
  window.history.replaceState({}, '', path);
  render(<App />);
  return get;
}

export function resetApp(): void {
  window.matchMedia = matchMedia;
  vi.restoreAllMocks();
  localStorage.clear();
  forgetCurrentUser();
}

/** A page's entry in the side menu. */
export const menuLink = (label: string) => screen.getByText(label, { selector: '.ant-menu a, .ant-menu a *' }).closest('a')!;
