import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The content security policy allows the platform's own origin and what its features load, nothing more: every page
// of the site and the admin app, signed in as an administrator (so the most is shown), loads without one violation.
const SITE_PAGES = [
  '/no',
  '/en',
  '/no/products',
  '/no/products/auto',
  '/no/products/market-intelligence',
  '/no/products/portfolio-optimizer',
  '/no/products/property-listings',
  '/no/products/api-platform',
  '/no/account',
  '/no/dashboard',
  '/no/me',
  '/auth/sign-up',
];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/dashboard?tab=analytics',
  '/admin/dashboard?tab=metrics',
  '/admin/ideas',
  '/admin/ideas/strategy',
  '/admin/products',
  '/admin/apis',
  '/admin/data-pipelines',
  '/admin/datasets',
  '/admin/projects',
  '/admin/projects/calendar',
  '/admin/consultancy',
  '/admin/logs',
  '/admin/users',
  '/admin/inquiries',
  '/admin/two-factor',
];

/** Violations the page reported (securitypolicyviolation events), kept on the window from before any script runs. */
const reported = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/**
 * Pages open in this many tabs at once: each waits for its network to be quiet for half a second (what a page loads
 * late, such as a chart's chunk, would show a violation too), and tabs side by side wait those halves together.
 */
const TABS = 4;

test('no page of the site or the admin app breaks the content security policy', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleViolations: string[] = [];
  const watchConsole = (tab: Page) =>
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(`${tab.url()}: ${message.text()}`);
    });
  watchConsole(page);
  await signIn(page, 'admin@demo.no');

  const checked: { path: string; violations: string[] }[] = [];
  const check = async (tab: Page, path: string) => {
    await tab.goto(path, { waitUntil: 'networkidle' });
    await expect(tab.locator('main').first()).toBeVisible();
    checked.push({ path, violations: await reported(tab) });
  };
  const [first, ...rest] = [...SITE_PAGES, ...ADMIN_PAGES];
  // The first page stores the sign-in in the browser, where the other tabs of this context find it.
  await check(page, first);
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  tabs.slice(1).forEach(watchConsole);
  const queue = [...rest];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path; path = queue.shift()) await check(tab, path);
    }),
  );
  expect(checked.map(({ path }) => path).sort()).toEqual([...SITE_PAGES, ...ADMIN_PAGES].sort());
  expect(checked.filter(({ violations }) => violations.length > 0)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});
