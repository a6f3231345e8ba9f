import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { signIn } from './sign-in';

test('the ideas list of the admin app passes the WCAG 2.1 AA checks of axe-core', async ({ page }) => {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(21);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an idea of the admin app passes the WCAG 2.1 AA checks of axe-core', async ({ page }) => {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas/1');
  await expect(page.getByRole('heading', { name: 'Property valuation API for estate agents' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

/** Each page, and what shows that its own data is on screen: a text, or a locator for one that could be elsewhere too. */
const MORE_PAGES: Array<{ path: string; ready: string | RegExp | ((page: Page) => Locator) }> = [
  { path: '/admin/ideas?tab=strategy', ready: /Strategic/ },
  { path: '/admin/ideas?tab=generation', ready: /Session|Idea Generation/ },
  { path: '/admin/ideas?tab=tips', ready: /Tips|Guidance/ },
  { path: '/admin/ideas/strategy', ready: 'Strategic Plan' },
  { path: '/admin/ideas/1/evaluate', ready: /Evaluate/ },
  { path: '/admin/ideas/1/convert', ready: /Convert to Product/ },
  { path: '/admin/ideas/new', ready: /New Idea|Create/ },
  { path: '/admin/products', ready: 'Nylig brukt' },
  { path: '/admin/products?view=list', ready: 'Eiendomsanalyse' },
  { path: '/admin/products/property/settings', ready: 'Eiendomsanalyse' },
  { path: '/admin/products/property?tab=plans', ready: 'Enkeltrapport' },
  { path: '/admin/products/property?tab=landing', ready: 'Featured image' },
  { path: '/admin/products/property?tab=seo', ready: 'Meta title' },
  { path: '/admin/products/property?tab=danger', ready: 'Delete product' },
  { path: '/admin/logs', ready: 'Feil siste 24 timer' },
  // The user's row with its link (tests before may have renamed the user): the table is checked with its rows in.
  { path: '/admin/users', ready: (page) => page.getByRole('row', { name: /standard@demo\.no/ }).getByRole('link').first() },
  { path: '/admin/users/new', ready: 'Sett passord nå' },
  // The first demo account (basis@demo.no) is user 1 on a fresh database.
  { path: '/admin/users/1', ready: 'Ola Nordmann' },
  { path: '/admin/inquiries', ready: 'Nora Berg' },
  { path: '/admin/inquiries/1', ready: 'Henvendelse fra Nora Berg' },
  // The demo's pipeline 'Kommuner' is pipeline 1 with run 1, and the first project is 'Regionale data'.
  { path: '/admin/data-pipelines', ready: 'Kommuner' },
  { path: '/admin/data-pipelines/new', ready: 'Create New Pipeline' },
  { path: '/admin/data-pipelines/1', ready: 'Success rate' },
  { path: '/admin/data-pipelines/1?tab=resources', ready: 'example/kommunedata' },
  { path: '/admin/data-pipelines/1?tab=runs', ready: 'View Details' },
  { path: '/admin/data-pipelines/1?tab=settings', ready: 'Ingest address' },
  { path: '/admin/data-pipelines/runs/1', ready: 'Store Step' },
  { path: '/admin/datasets', ready: 'kommuner' },
  { path: '/admin/datasets/kommuner', ready: 'Arendal' },
  { path: '/admin/projects/1', ready: 'Regionale data' },
  { path: '/admin/projects', ready: 'Regionale data' },
  { path: '/admin/projects/1?tab=todos', ready: 'Hente kommunelisten' },
  { path: '/admin/projects/1?tab=events', ready: 'Ukentlig statusmøte' },
  { path: '/admin/projects/1?tab=events&view=calendar', ready: 'Ukentlig statusmøte' },
  { path: '/admin/projects/1?tab=reminders', ready: 'Forbered statusmøtet' },
  { path: '/admin/projects/1?tab=notes', ready: 'Kommunelisten fra' },
  { path: '/admin/projects/1?tab=links', ready: 'Kommuner' },
  { path: '/admin/projects/calendar', ready: 'Ukentlig statusmøte' },
  // The demo's first customer is 'Fjordlys Energi AS' and its first candidate 'Sindre Lunde'.
  { path: '/admin/consultancy', ready: 'Fjordlys Energi AS' },
  { path: '/admin/consultancy/customers/1', ready: 'Fjordlys Energi AS' },
  { path: '/admin/consultancy?tab=proposals', ready: 'Sindre Lunde' },
  { path: '/admin/consultancy/proposals/1', ready: 'Sindre Lunde' },
  { path: '/admin/consultancy?tab=tenders', ready: 'Utvikling av innbyggerportal' },
  // The demo's default CV template is 1, its adapted CV 1.
  { path: '/admin/consultancy?tab=cvs', ready: 'Ingrid – data og analyse' },
  { path: '/admin/consultancy/cv-templates/1', ready: 'Rediger CV-mal' },
  { path: '/admin/consultancy/cv-templates/new', ready: 'Ny CV-mal' },
  { path: '/admin/consultancy/adapted-cvs/1', ready: 'Tilpasningsnotater' },
  { path: '/admin/consultancy/adapted-cvs/new', ready: 'Ny tilpasset CV' },
  { path: '/admin/consultancy/email-templates', ready: 'Første kontakt med kunde' },
  { path: '/admin/consultancy/export', ready: 'Last ned' },
  { path: '/admin/consultancy/proposals/new', ready: 'Ny kandidat' },
];

/**
 * The admin app, started once per worker and signed in as the administrator: each page below is opened in it the way
 * its menu and links open pages (the router follows the address, nothing is loaded again), so that each check pays
 * for the page, not for starting the app (about a second and a half). A failed test gives its worker a new app.
 */
const inApp = test.extend<object, { adminApp: Page }>({
  adminApp: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, 'admin@demo.no');
      await page.goto('/admin/ideas');
      await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const { path, ready } of MORE_PAGES) {
  inApp(`${path} passes the WCAG 2.1 AA checks of axe-core`, async ({ adminApp: page }) => {
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
    await expect(typeof ready === 'function' ? ready(page) : page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle'); // the page's data is in: no loading overlay dims it
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test('the admin sign-in page passes the WCAG 2.1 AA checks of axe-core', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.context().close();
});
