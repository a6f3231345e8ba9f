import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations as violations } from './axe';
import { DEMO_PASSWORD, signIn } from './sign-in';

/** A new account with a confirmed e-mail, made by an administrator through the admin API (trials need one). */
async function newVerifiedUser(request: APIRequestContext): Promise<string> {
  const admin = await request.post('/api/auth/local', { data: { identifier: 'admin@demo.no', password: DEMO_PASSWORD } });
  const { jwt } = await admin.json();
  const email = `omrade-${Date.now().toString(36)}@example.test`;
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { email, firstName: 'Ida', lastName: 'Bilstad', emailVerified: true, password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(201);
  return email;
}

const answerOf = (page: Page, path: string) => page.waitForResponse((res) => new URL(res.url()).pathname.replace(/\/$/, '') === path);

test('a new user declines the trial prompt, comes back, starts the trial, searches vehicles and opens the statistics', async ({ page }) => {
  const email = await newVerifiedUser(page.request);
  await signIn(page, email);

  // The prompt opens by itself the first time; declining leads to the front page.
  await page.goto('/no/products/auto');
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByText('Prøveperioden varer i 30 dager og kan startes bare én gang per produkt.')).toBeVisible();
  await prompt.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL(/\/no\/?$/);

  // Once per user and product: the second visit shows the reason and 'Prøv gratis', with no prompt of its own.
  await page.goto('/no/products/auto');
  await expect(page.getByText('Du har ikke tilgang til Kjøretøydata')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Prøv gratis' }).click();
  const opened = answerOf(page, '/api/product-areas/auto/open');
  const overviewAnswer = answerOf(page, '/api/data/vehicles/overview');
  await page.getByRole('dialog').getByRole('button', { name: 'Start prøveperioden' }).click();
  expect((await opened).status()).toBe(200);
  await expect(page.getByText('Prøveperiode: 30 dager igjen')).toBeVisible();

  // The overview's figures are the server's.
  const overview = await (await overviewAnswer).json();
  const cards = page.getByRole('region', { name: 'Nøkkeltall' });
  await expect(cards.getByText(new Intl.NumberFormat('nb-NO').format(overview.totalListings))).toBeVisible();

  await page.getByRole('tab', { name: 'Søk' }).click();
  const searchBox = page.getByRole('searchbox', { name: 'Søk etter kjøretøy' });
  await searchBox.fill('   ');
  await searchBox.press('Enter');
  await expect(page.getByText('Skriv inn et søkeord')).toBeVisible();

  await searchBox.fill('tesla oslo');
  const searched = answerOf(page, '/api/data/vehicles/listings');
  await searchBox.press('Enter');
  const result = await (await searched).json();
  expect(result.data.total).toBeGreaterThan(0);
  const hits = `${new Intl.NumberFormat('nb-NO').format(result.data.total)} treff`;
  await expect(page.getByText(hits)).toBeVisible();
  const first = result.data.listings[0];
  await expect(page.getByText(`${first.brand} ${first.model}`).first()).toBeVisible();

  await searchBox.fill('zzzqqq');
  await searchBox.press('Enter');
  await expect(page.getByText('Ingen resultater funnet for “zzzqqq”')).toBeVisible();

  const statistics = answerOf(page, '/api/data/vehicles/statistics');
  await page.getByRole('tab', { name: 'Statistikk' }).click();
  expect((await statistics).status()).toBe(200);
  for (const title of [
    'Snittpris etter årsmodell',
    'Snittpris etter kilometerstand',
    'Annonser per merke',
    'Annonser per drivstoff',
    'Nye annonser per uke',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a subscriber of the data product reads the market figures and downloads them as an Excel file', async ({ page }) => {
  await signIn(page, 'pro@demo.no');
  const summary = answerOf(page, '/api/market-intelligence/simple');
  await page.goto('/no/products/market-intelligence');
  const market = await (await summary).json();
  await expect(page.getByRole('heading', { name: 'Markedsinnsikt' })).toBeVisible();

  await page.getByRole('tab', { name: 'Bilmarkedet' }).click();
  const topBrand = market.auto.topBrands[0];
  await expect(page.getByRole('row', { name: new RegExp(topBrand.brand) }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^markedsinnsikt-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await file.path()));
  // One sheet per table, and the brand table holds the brand the page shows first.
  expect(workbook.worksheets.length).toBeGreaterThanOrEqual(5);
  const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
  expect(cells).toContain(topBrand.brand);
});
