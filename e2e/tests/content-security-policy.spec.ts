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

test('no page of the site or the admin app breaks the content security policy', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(`${page.url()}: ${message.text()}`);
  });
  await signIn(page, 'admin@demo.no');

  for (const path of [...SITE_PAGES, ...ADMIN_PAGES]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main').first()).toBeVisible();
    expect({ path, violations: await reported(page) }).toEqual({ path, violations: [] });
  }
  expect(consoleViolations).toEqual([]);
});
