import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// Eiendomsanalyse on the demo data: a subscriber compares two areas and makes a key for the public data API; a user
// without access still gets the free market analysis as a PDF.
const AREAS = '/api/data/property/areas';

const answered = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse(
    (res) => res.request().method() === method && (typeof path === 'string' ? new URL(res.url()).pathname === path : path.test(res.url())),
  );

test('a subscriber opens two areas and compares them side by side', async ({ page }) => {
  await signIn(page, 'pro@demo.no');
  const figures = answered(page, 'GET', AREAS);
  await page.goto('/no/products/property');
  const { areas } = await (await figures).json();
  const frogner = areas.find((area: { id: string }) => area.id === 'oslo-frogner');
  expect(frogner.listings).toBeGreaterThan(0);

  const table = page.getByRole('region', { name: 'Alle områder' });
  await expect(table.getByRole('row', { name: /Frogner/ })).toBeVisible();
  const detail = answered(page, 'GET', `${AREAS}/oslo-frogner`);
  await page.getByRole('button', { name: 'Vis detaljer for Frogner, Oslo' }).click();
  expect((await detail).status()).toBe(200);
  await expect(page).toHaveURL(/area=oslo-frogner/);

  const compare = page.getByRole('button', { name: 'Sammenlign', exact: true });
  await expect(compare).toBeDisabled();
  await page.getByRole('combobox', { name: 'Sammenlign med' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Bergen"]').click();
  await expect(compare).toBeEnabled();
  const second = answered(page, 'GET', `${AREAS}/bergen`);
  await compare.click();
  const bergen = await (await second).json();

  const comparison = page.getByTestId('area-comparison');
  await expect(comparison.getByRole('heading', { name: 'Frogner, Oslo mot Bergen' })).toBeVisible();
  await expect(page).toHaveURL(/compare=bergen/);
  // Each area's price per m² as the server computed it, in Norwegian form.
  const nok = (value: number) => new Intl.NumberFormat('nb-NO').format(value).replace(/\s/g, ' ');
  await expect(comparison).toContainText(nok(frogner.pricePerSqm));
  await expect(comparison).toContainText(nok(bergen.pricePerSqm));
});

test('a key made on the API tab calls the public data API, and stops working when revoked', async ({ page, request }) => {
  await signIn(page, 'pro@demo.no');
  const keys = answered(page, 'GET', '/api/auth/api-keys');
  await page.goto('/no/products/property?tab=api');
  expect((await keys).status()).toBe(200);
  const name = `Boligportal ${Date.now().toString(36)}`;
  await page.getByLabel('Navn på nøkkelen').fill(name);
  const created = answered(page, 'POST', '/api/auth/api-keys');
  await page.getByRole('button', { name: 'Opprett nøkkel' }).click();
  expect((await created).status()).toBe(201);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Den vises ikke igjen.', { exact: false })).toBeVisible();
  const key = (await dialog.getByText(/^prop_/).textContent())?.trim() ?? '';
  expect(key).toMatch(/^prop_[A-Za-z0-9_-]{43}$/);

  const called = await request.get('/api/public/v1/areas', { headers: { 'x-api-key': key } });
  expect(called.status()).toBe(200);
  expect(called.headers()['ratelimit-limit']).toBe('1000');
  const { data } = await called.json();
  expect(data.map((area: { id: string }) => area.id)).toContain('bergen-sandviken');

  await dialog.getByRole('button', { name: 'Jeg har kopiert nøkkelen' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  await page.getByRole('button', { name: `Trekk tilbake ${name}` }).click();
  const revoked = answered(page, 'DELETE', /\/api\/auth\/api-keys\/\d+$/);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Trekk tilbake' }).click();
  expect((await revoked).status()).toBe(204);
  await expect(page.getByText('Nøkkelen er trukket tilbake')).toBeVisible();
  expect((await request.get('/api/public/v1/areas', { headers: { 'x-api-key': key } })).status()).toBe(401);
});

test('a user without access downloads the free market analysis as a PDF', async ({ page }) => {
  await signIn(page, 'basis@demo.no');
  await page.goto('/no/products/property');
  // The area offers its trial once; declining leaves the area, and coming back shows the refusal with the free report.
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).not.toHaveURL(/products\/property/);
  await page.goto('/no/products/property');
  await expect(page.getByText('Ingen tilgang til Eiendomsanalyse')).toBeVisible();
  await page.getByRole('button', { name: 'Gratis markedsanalyse' }).click();
  const dialog = page.getByRole('dialog');
  const report = answered(page, 'POST', '/api/data/property/reports');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Last ned PDF' }).click();
  const answer = await report;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^market-analysis-oslo-\d{4}-\d{2}-\d{2}\.pdf$/);
  const saved = fs.readFileSync((await file.path()) as string);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog.getByText('Rapporten er lastet ned', { exact: false })).toBeVisible();
});
