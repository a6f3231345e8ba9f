import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_MESSAGES } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { at, serveGets, type Answer } from '../../test/serve-http';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { readEarly } from '../../providers/early-reads';
import { DashboardPage } from './dashboard-page';
import { HEALTH_URL, HEAVY_TEST_MS, OVERVIEW_URL, overview, service } from './test/overview-fixtures';

const LAZY = { timeout: 10_000 };

function renderPage(url = '/dashboard', answer: () => Answer = () => overview()) {
  const get = serveGets(
    at(OVERVIEW_URL, answer, true),
    at(HEALTH_URL, () => ({ systemHealth: [service()] })),
  );
  const rendered = renderWithRefine(<DashboardPage />, { path: '/dashboard', url, appData: true });
  return { get, url: () => currentUrl(rendered.getByTestId) };
}

/** The query of each overview read, in order. */
const overviewQueries = (get: ReturnType<typeof serveGets>) =>
  get.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(OVERVIEW_URL))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const card = (title: string) => within(screen.getByTestId('dashboard-stat-cards')).getByText(title).closest('.ant-card') as HTMLElement;

describe('Dashboard', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the four figures with their growth, busy until they arrive', async () => {
    renderPage();
    const cards = screen.getByTestId('dashboard-stat-cards');
    expect(cards.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(cards.getAttribute('aria-busy')).toBe('false'));

    expect(within(card('Totalt brukere')).getByText('1 520')).toBeTruthy();
    expect(within(card('Totalt brukere')).getByText(/\+12,5 %/)).toBeTruthy();
    expect(within(card('Aktive brukere (30 d)')).getByText('312')).toBeTruthy();
    expect(within(card('Unike besøkende (30 d)')).getByText('4 821')).toBeTruthy();
    expect(within(card('Unike besøkende (30 d)')).getByText(/-3,2 %/)).toBeTruthy();
    expect(within(card('Nye brukere (30 d)')).getByText('87')).toBeTruthy();
    expect(within(card('Aktive brukere (30 d)')).getByText('Brukere som har logget inn de siste 30 dagene.')).toBeTruthy();
  });

  it('says when there is nothing to compare the growth with', async () => {
    renderPage('/dashboard', () => overview({ userGrowth: null }));
    expect(await within(card('Totalt brukere')).findByText('Ingen sammenligning')).toBeTruthy();
  });

  it('shows the banner and the badge while new inquiries wait, with links to them', async () => {
    renderPage();
    const banner = (await screen.findByText('3 nye henvendelser venter på svar')).closest('.ant-alert') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Se nye henvendelser' }).getAttribute('href')).toBe('/admin/inquiries?status=new');
    const quick = screen.getByRole('navigation', { name: 'Hurtigtilgang' });
    const hrefs = within(quick)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/admin/users', '/admin/products', '/admin/inquiries', '/admin/logs', '/admin/ideas']);
    const inquiries = within(quick)
      .getByRole('link', { name: /Henvendelser/ })
      .closest('.ant-badge') as HTMLElement;
    expect(within(inquiries).getByTitle('3 nye')).toBeTruthy();
  });

  it('shows no banner and no badge without new inquiries', async () => {
    renderPage('/dashboard', () => overview({ newInquiries: 0 }));
    await waitFor(() => expect(screen.getByTestId('dashboard-stat-cards').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByText(/henvendelser? venter/)).toBeNull();
    expect(screen.queryByTitle('0 nye')).toBeNull();
  });

  it('reads the figures again, and keeps the choice in the URL, when a switch changes', async () => {
    const { get, url } = renderPage('/dashboard?excludeTestUsers=1');
    await screen.findByText('1 520');
    expect(overviewQueries(get)[0]).toEqual({ excludeAdmins: 'false', excludeTestUsers: 'true' });
    expect(screen.getByRole('switch', { name: 'Skjul testbrukere' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('switch', { name: 'Skjul admin-brukere' }));
    await waitFor(() => expect(overviewQueries(get).at(-1)).toEqual({ excludeAdmins: 'true', excludeTestUsers: 'true' }));
    expect(url()).toBe('/dashboard?excludeTestUsers=1&excludeAdmins=1');

    fireEvent.click(screen.getByRole('switch', { name: 'Skjul testbrukere' }));
    await waitFor(() => expect(overviewQueries(get).at(-1)).toEqual({ excludeAdmins: 'true', excludeTestUsers: 'false' }));
    expect(url()).toBe('/dashboard?excludeAdmins=1');
  });

  it('opens the products tab by default', async () => {
    renderPage();
    expect(await screen.findByText('Budsjett', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Produktoversikt' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab ?tab= names, and names the chosen tab in the URL', async () => {
    const { url } = renderPage('/dashboard?tab=health');
    expect(await screen.findByText(/Statusen oppdateres hvert minutt/, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Systemhelse' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Produktoversikt' }));
    expect(await screen.findByText('Budsjett', {}, LAZY)).toBeTruthy();
    expect(url()).toBe('/dashboard?tab=products');
  });

  it('reads the metrics only once their tab is chosen, with the switches', async () => {
    const { get } = renderPage('/dashboard?excludeAdmins=1');
    await screen.findByText('Budsjett', {}, LAZY);
    const metricsReads = () => get.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/metrics'));
    expect(metricsReads()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    await waitFor(() => expect(metricsReads()[0]).toBe('/api/admin/metrics?excludeAdmins=true&excludeTestUsers=false'), LAZY);
  });

  it('hands ?productId= to the visitor analytics', async () => {
    const { get } = renderPage('/dashboard?tab=analytics&productId=budsjett');
    expect(screen.getByRole('tab', { name: 'Besøkende' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => {
      const read = get.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/analytics/dashboard?'));
      expect(new URL(read ?? '/', 'http://x').searchParams.get('productId')).toBe('budsjett');
    }, LAZY);
  });

  it('falls back to the products tab for a tab it does not know', async () => {
    renderPage('/dashboard?tab=nonsense');
    expect(await screen.findByText('Budsjett', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Produktoversikt' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says the figures could not be read, and reads again on retry', async () => {
    let fail = true;
    renderPage('/dashboard', () => (fail ? { reject: { message: 'Server error', statusCode: 500 } } : overview()));
    expect(await screen.findByText(DASHBOARD_MESSAGES.overviewFailed, {}, LAZY)).toBeTruthy();
    expect(screen.getByTestId('dashboard-stat-cards').getAttribute('aria-busy')).toBe('false');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('1 520')).toBeTruthy();
    expect(screen.queryByText(DASHBOARD_MESSAGES.overviewFailed)).toBeNull();
  });

  it('shows the figures asked for while the app started in its first frame, and reads anew when a switch turns', async () => {
    // The app's start asks with fetch (early-reads.ts); here the answer is handed over as the server would give it.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-early');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(overview({ totalUsers: 1600 })), { status: 200 }));
    await readEarly(`${OVERVIEW_URL}?excludeAdmins=false&excludeTestUsers=false`);
    const { get } = renderPage();
    expect(screen.getByTestId('dashboard-stat-cards').getAttribute('aria-busy')).toBe('false');
    expect(within(card('Totalt brukere')).getByText('1 600')).toBeTruthy();
    expect(overviewQueries(get)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'Skjul testbrukere' }));
    await waitFor(() => expect(overviewQueries(get)).toEqual([{ excludeAdmins: 'false', excludeTestUsers: 'true' }]));
    expect(await within(card('Totalt brukere')).findByText('1 520')).toBeTruthy();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  });
});
