import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { VISITOR_ID_SHOWN, type DashboardOverview, type ExcludedIp } from '@platform/shared';
import { adminAuth } from './made-products';
import { DEMO_PASSWORD, signIn } from './sign-in';

// The admin dashboard with the demo's data: its figures, each tab, the test-user switch and an excluded address.
// What a test makes (a test account, an excluded address) it removes afterwards, so the demo stays as it was.
const cleanups: Array<(request: APIRequestContext) => Promise<void>> = [];
test.afterEach(async ({ request }) => {
  for (const cleanup of cleanups.splice(0)) await cleanup(request);
});

const overviewAnswer = (page: Page, excludeTestUsers: boolean) =>
  page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/admin/dashboard-overview' && (url.searchParams.get('excludeTestUsers') === 'true') === excludeTestUsers;
  });

const statValue = (page: Page, card: string) => page.getByRole('group', { name: card }).getByTestId('stat-value');

test('/admin opens the dashboard with its figures, and every tab shows its content', async ({ page }) => {
  await signIn(page, 'admin@demo.no');
  const overview = overviewAnswer(page, false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const figures: DashboardOverview = await (await overview).json();
  await expect(page.getByTestId('dashboard-stat-cards')).toHaveAttribute('aria-busy', 'false');
  await expect(statValue(page, 'Totalt brukere')).toHaveText(String(figures.analytics.totalUsers));

  // Product overview: a row per live product, with its menu.
  expect(figures.productStats.length).toBeGreaterThan(0);
  const first = figures.productStats[0];
  await expect(page.getByRole('row', { name: new RegExp(first.name) })).toBeVisible();

  const tabs: Array<[tab: string, path: string, shows: RegExp]> = [
    ['Brukeraktivitet', '/api/admin/dashboard/activity', /Innlogginger per dag/],
    ['Systemhelse', '/api/admin/system-health', /Statusen oppdateres hvert minutt/],
    ['Analyser', '/api/admin/dashboard/analyses', /Kohortanalyse/],
    ['Metrics', '/api/admin/metrics', /Inntekt/],
    ['Besøkende', '/api/analytics/dashboard', /Besøkende og økter per dag/],
  ];
  for (const [tab, path, shows] of tabs) {
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path);
    await page.getByRole('tab', { name: tab }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('tabpanel').getByText(shows).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/[?&]tab=analytics/);
  // The seeded visits fill the visitors' sub-tabs.
  await page.getByRole('tabpanel').getByRole('tab', { name: 'Populære sider' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
});

test('hiding test users takes their accounts out of the figures', async ({ page, request }) => {
  const headers = await adminAuth(request);
  const email = `testbruker-${Date.now().toString(36)}@example.test`;
  const created = await request.post('/api/admin/users', {
    headers,
    data: { email, firstName: 'Test', lastName: 'Bruker', accountType: 1, emailVerified: true, password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(201);
  const user: { id: number } = await created.json();
  cleanups.push(async (req) => void (await req.delete(`/api/admin/users/${user.id}`, { headers: await adminAuth(req) })));

  await signIn(page, 'admin@demo.no');
  const all = overviewAnswer(page, false);
  await page.goto('/admin/dashboard');
  const withTestUsers: DashboardOverview = await (await all).json();
  await expect(statValue(page, 'Totalt brukere')).toHaveText(String(withTestUsers.analytics.totalUsers));

  const hidden = overviewAnswer(page, true);
  await page.getByLabel('Skjul testbrukere').click();
  const withoutTestUsers: DashboardOverview = await (await hidden).json();
  expect(withoutTestUsers.analytics.totalUsers).toBeLessThan(withTestUsers.analytics.totalUsers);
  await expect(statValue(page, 'Totalt brukere')).toHaveText(String(withoutTestUsers.analytics.totalUsers));
  await expect(page).toHaveURL(/excludeTestUsers=1/);
});

test('an excluded address disappears from the visitors', async ({ page, request }) => {
  // A visit from this machine (the browser's and the test's address), the newest visitor of all.
  const visitorId = crypto.randomUUID();
  const tracked = await request.post('/api/track/visit', {
    data: { visitorId, sessionId: crypto.randomUUID(), page: '/no/pricing', title: 'Priser', referrer: '' },
  });
  expect(tracked.status()).toBe(204);
  cleanups.push(async (req) => {
    const headers = await adminAuth(req);
    const excluded: ExcludedIp[] = await (await req.get('/api/admin/analytics/excluded-ips', { headers })).json();
    for (const entry of excluded.filter((e) => e.note === 'E2E')) await req.delete(`/api/admin/analytics/excluded-ips/${entry.id}`, { headers });
  });

  await signIn(page, 'admin@demo.no');
  const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/analytics/dashboard');
  await page.goto('/admin/dashboard?tab=analytics');
  expect((await loaded).status()).toBe(200);
  // The visitors tab's own sub-tabs, inside its panel (the page's tab has the same name).
  const subTab = (name: string) => page.getByRole('tabpanel').getByRole('tab', { name, exact: true });
  await subTab('Besøkende').click();
  const shortId = visitorId.slice(0, VISITOR_ID_SHOWN);
  await expect(page.getByRole('button', { name: new RegExp(shortId) })).toBeVisible();

  await subTab('Utelatte IP-er').click();
  await page.getByLabel('IP-adresse eller område').fill('127.0.0.1');
  await page.getByLabel('Notat').fill('E2E');
  const added = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/admin/analytics/excluded-ips' && res.request().method() === 'POST',
  );
  const refreshed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/analytics/dashboard');
  await page.getByRole('button', { name: /Utelat adresse/ }).click();
  expect((await added).status()).toBe(201);
  await refreshed;

  await subTab('Besøkende').click();
  await expect(page.getByRole('button', { name: new RegExp(shortId) })).toHaveCount(0);
});
