import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { App } from './App';
import { forgetCurrentUser } from './providers/current-user';
import { httpClient } from './providers/http-client';
import { goToSite } from './utils/site-navigation';

/** Pages load on demand; on a busy machine the first import of a page's chunk takes seconds in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

vi.mock('./utils/site-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./utils/site-navigation')>()),
  goToSite: vi.fn(),
}));

const user = (accessLevel: number) => ({
  id: 1,
  email: 'astrid@demo.no',
  username: 'astrid@demo.no',
  firstName: 'Astrid',
  lastName: 'Admin',
  accessLevel,
});

const EMPTY_OVERVIEW = {
  analytics: { totalUsers: 0, activeUsers: 0, uniqueVisitors: 0, newUsers: 0, userGrowth: null, visitorGrowth: null, newInquiries: 0 },
  productStats: [],
  systemHealth: [],
};

/** Answers the app's GETs: /api/users/me with `me`, the ideas list with no ideas, the dashboard with no figures. */
function serve(me: object) {
  return vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/users/me') return { data: me, headers: {} };
    if (url.startsWith('/api/admin/ideas')) return { data: [], headers: { 'x-total-count': '0' } };
    if (url.startsWith('/api/admin/dashboard-overview')) return { data: EMPTY_OVERVIEW, headers: {} };
    throw { message: `Unexpected GET ${url}`, statusCode: 404 };
  });
}

function openAdmin(path: string) {
  window.history.replaceState({}, '', `/admin${path}`);
  render(<App />);
}

describe('App gating', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetCurrentUser();
    vi.mocked(goToSite).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to the sign-in page, keeping where they were going', async () => {
    openAdmin('/ideas');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/');
    expect(window.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(window.location.search).get('to')).toBe('/ideas');
  });

  it('says in its own words why sign-in failed, in the page’s one language', async () => {
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Invalid identifier or password', statusCode: 400 });
    openAdmin('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'admin@demo.no' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    expect(screen.queryByText('Invalid identifier or password')).toBeNull();
  });

  it('signs an administrator in and returns to the page they asked for', async () => {
    vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { jwt: 'new-jwt', user: user(5) } });
    serve(user(5));
    openAdmin('/login?to=%2Fideas%2Fnew');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'astrid@demo.no' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Title', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Create Idea')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/ideas/new');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-jwt');
  });

  it('tells a signed-in user below admin level why they cannot enter, showing nothing of the admin', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    serve(user(1));
    openAdmin('/ideas');
    expect(await screen.findByText('The admin area is for administrators', {}, LAZY_PAGE)).toBeTruthy();
    expect(await screen.findByText(/signed in as astrid@demo\.no, with access level 1/)).toBeTruthy();
    expect(screen.getByText('Go to the front page').closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.queryByText('Business Ideas')).toBeNull();
    expect(screen.queryByText('Ideas')).toBeNull();

    fireEvent.click(screen.getByText('Sign in as someone else'));
    expect(await screen.findByLabelText('Password', {}, LAZY_PAGE)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('lets an administrator in: / goes to the dashboard, with the avatar menu', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    serve(user(5));
    openAdmin('/');
    expect(await screen.findByText('Ingen produkter ennå', {}, LAZY_PAGE)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(await screen.findByLabelText('Account menu')).toBeTruthy();
    expect(goToSite).not.toHaveBeenCalled();
  });

  it('evaluates an idea on the three criteria and shows the overall score as their average', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: user(5), headers: {} };
      if (url === '/api/admin/ideas/7') return { data: { id: 7, title: 'Kaffeabonnement', evaluations: [{ id: 1, overall_score: 6 }] }, headers: {} };
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { id: 2, overall_score: 6.5 } });
    openAdmin('/ideas/7/evaluate');
    expect(await screen.findByText('Evaluate: Kaffeabonnement', {}, LAZY_PAGE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Business value score'), { target: { value: '8' } });
    fireEvent.blur(screen.getByLabelText('Business value score'));
    // (8 + 5 + 5) / 3 = 6.0; antd's Statistic splits the number into parts, so read the card's whole text.
    await waitFor(() => expect(screen.getByText('This evaluation').closest('.ant-statistic')?.textContent).toContain('6.0'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Evaluation' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/ideas/7/evaluations', { business_value: 8, feasibility: 5, user_impact: 5, notes: '' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin/ideas/7'));
  });

  it('signs out from the avatar menu to the sign-in page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    serve(user(5));
    openAdmin('/ideas');
    fireEvent.click(await screen.findByLabelText('Account menu', {}, LAZY_PAGE));
    fireEvent.click(await screen.findByText('Sign out'));
    expect(await screen.findByLabelText('Password', {}, LAZY_PAGE)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('an administrator whose level is taken away is told why at the next refused call (403)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    let level = 5;
    vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/users/me') return { data: user(level), headers: {} };
      if (url.startsWith('/api/admin/ideas')) {
        // The server has lowered the account meanwhile: the admin API refuses it.
        level = 4;
        throw { message: 'Only administrators can use this.', statusCode: 403 };
      }
      throw { message: `Unexpected GET ${url}`, statusCode: 404 };
    });
    openAdmin('/ideas');
    expect(await screen.findByText('The admin area is for administrators', {}, LAZY_PAGE)).toBeTruthy();
    expect(await screen.findByText(/with access level 4\./, {}, LAZY_PAGE)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
  });
});
