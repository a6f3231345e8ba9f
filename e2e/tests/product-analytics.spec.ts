import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { deletesMadeProducts } from './made-products';
import { signIn } from './sign-in';

// A product of the analytics dashboard template: a CSV file uploaded in the browser becomes the user's dataset, with
// key figures on the front page, a report on the reports page and the file back from the export page. The product is
// deleted afterwards: other tests count the demo products.
const products = deletesMadeProducts();

const CSV = [
  'Region;Dato;Beløp;Merknad',
  'Oslo;05.03.2026;1 234,5;=1+1',
  'Bergen;2026-03-20;100;',
  'Oslo;2026-04-01;-34,5;',
  'Tromsø;01.04.2026;50;',
].join('\r\n');

test('a CSV file uploaded in the browser gives key figures, a report and the file back as an export', async ({ page, request }) => {
  const id = `analyse-${Date.now().toString(36)}`;
  const name = `Salgsanalyse ${id.slice(8)}`;
  await products.create(request, { id, name, description: 'Salget per region.', template: 'analytics-dashboard', hasAuth: true });

  await signIn(page, 'admin@demo.no');
  await page.goto(`/no/products/${id}`);
  await expect(page.getByText('Du har ikke lastet opp data ennå')).toBeVisible();
  const uploaded = page.waitForResponse((res) => res.url().endsWith(`/api/product-areas/${id}/dataset`) && res.request().method() === 'PUT');
  await page.locator('input[type=file]').setInputFiles({ name: 'Salg mars.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`, 'utf8') });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('«Salg mars.csv» er lastet opp')).toBeVisible();

  const kpis = page.getByRole('region', { name: 'Nøkkeltall' });
  await expect(kpis.locator('.ant-statistic', { hasText: 'Rader' })).toContainText('4');
  await expect(kpis.locator('.ant-statistic', { hasText: 'Sum Beløp' })).toContainText(/1\s350/);
  await expect(kpis.locator('.ant-statistic', { hasText: 'Gjennomsnitt Beløp' })).toContainText('337,5');
  // Stored on the server: a reload shows the same figures.
  await page.reload();
  await expect(kpis.locator('.ant-statistic', { hasText: 'Sum Beløp' })).toContainText(/1\s350/);

  await page.getByRole('navigation', { name: 'Sider i produktet' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'Antall per Region' })).toBeVisible();
  await page.locator('.ant-select', { has: page.getByLabel('Mål') }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Sum', { exact: true }).click();
  await expect(page).toHaveURL(/measure=sum&value=Bel%C3%B8p/);
  const table = page.getByRole('table', { name: 'Sum (Beløp) per Region' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(/Oslo\s*1\s200\s*2/);
  await expect(table.getByRole('row').nth(3)).toContainText(/Tromsø\s*50\s*1/);

  await page.getByRole('link', { name: 'Eksporter rapporten' }).click();
  await expect(page).toHaveURL(new RegExp(`/no/products/${id}/export\\?groupBy=Region&measure=sum`));
  const csvButtons = page.getByRole('button', { name: 'Last ned CSV' });
  await expect(csvButtons).toHaveCount(2);
  const [datasetCsv, reportCsv] = [csvButtons.nth(0), csvButtons.nth(1)];

  const whole = page.waitForEvent('download');
  await datasetCsv.click();
  const wholeFile = await whole;
  expect(wholeFile.suggestedFilename()).toBe('salg-mars.csv');
  const wholeText = fs.readFileSync(await wholeFile.path(), 'utf8');
  expect(wholeText).toBe(
    '\uFEFFRegion,Dato,Beløp,Merknad\r\nOslo,2026-03-05,1234.5,"\'=1+1"\r\nBergen,2026-03-20,100,\r\nOslo,2026-04-01,-34.5,\r\nTromsø,2026-04-01,50,\r\n',
  );

  const report = page.waitForEvent('download');
  await reportCsv.click();
  const reportFile = await report;
  expect(reportFile.suggestedFilename()).toBe('salg-mars-rapport.csv');
  expect(fs.readFileSync(await reportFile.path(), 'utf8')).toBe('\uFEFFRegion,Sum av Beløp,Antall\r\nOslo,1200,2\r\nBergen,100,1\r\nTromsø,50,1\r\n');
});
