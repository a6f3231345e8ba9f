import { expect, test } from '@playwright/test';
import { accessibilityViolations as violations } from './axe';
import { signIn } from './sign-in';

const PUBLIC_PAGES = [
  { path: '/', ready: 'Utvalgte produkter' },
  { path: '/en', ready: 'Featured products' },
  { path: '/no/products/property/landing', ready: 'Priser' },
  { path: '/en/products/auto/landing', ready: 'Pricing' },
  { path: '/auth/sign-in', ready: 'Logg inn' },
  { path: '/auth/sign-up', ready: 'Opprett konto' },
  { path: '/me', ready: 'Om meg' },
  { path: '/auth/verify-email', ready: 'Bekreft e-postadressen' },
  { path: '/no/finnes-ikke', ready: 'Fant ikke siden' },
  { path: '/contact', ready: 'Kontakt oss' },
  { path: '/en/about', ready: 'About the platform' },
  { path: '/no/pricing', ready: 'Priser – Eiendomsanalyse' },
  { path: '/no/products/api-platform', ready: 'API-plattformen' },
];

for (const { path, ready } of PUBLIC_PAGES) {
  test(`${path} passes the WCAG 2.1 AA checks of axe-core`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('Min konto, a product page and the subscriptions page pass the WCAG 2.1 AA checks of axe-core', async ({ page }) => {
  await signIn(page, 'premium@demo.no');
  await page.goto('/account');
  await expect(page.getByText('Mine produkter')).toBeVisible();
  await expect(page.getByText('Prøveperiode: 10 dager igjen')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/no/products/models');
  await expect(page.getByText('Kommer snart').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/account/subscriptions');
  await expect(page.getByRole('cell', { name: 'Eiendomsanalyse' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('Eiendomsanalyse’s figures, comparison, search and keys pass the WCAG 2.1 AA checks of axe-core', async ({ page }) => {
  await signIn(page, 'pro@demo.no');
  for (const [path, ready] of [
    ['/no/products/property', 'Oslo'],
    ['/no/products/property?area=oslo-frogner&compare=bergen', 'Frogner, Oslo mot Bergen'],
    ['/no/products/property?tab=search', 'Til salgs'],
    ['/no/products/property?tab=reports', 'Rapportabonnement'],
    ['/no/products/property?tab=api', 'Kom i gang'],
  ]) {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});
