import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatApiDate, type ApiExportFile, type RegistryApi } from '@platform/shared';
import { adminAuth } from './made-products';
import { signIn } from './sign-in';

// The APIs registry: an admin registers an API, adds an endpoint and a deployment, sees the counts and the date in
// the table, exports the registry and imports the API back after deleting it. The API is deleted afterwards.
let made: number | null = null;
test.afterEach(async ({ request }) => {
  if (made === null) return;
  await request.delete(`/api/admin/apis/${made}`, { headers: await adminAuth(request) });
  made = null;
});

const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));

test('registers an API with an endpoint and a deployment, and exports and re-imports it whole', async ({ page, request }) => {
  const name = `orders-${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/apis');
  await page.getByRole('button', { name: 'New API' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Display name').fill('Ordre-API');
  const created = answered(page, 'POST', /^\/api\/admin\/apis$/);
  await form.getByRole('button', { name: 'Create' }).click();
  const api: RegistryApi = await (await created).json();
  made = api.id;
  expect(api).toMatchObject({ name, type: 'rest', status: 'development', version: '1.0.0', sla_tier: 'silver', company: 'none' });

  await page.goto(`/admin/apis/${api.id}?tab=endpoints`);
  await page.getByRole('button', { name: /Add endpoint/ }).click();
  const endpoint = page.getByRole('dialog');
  await endpoint.getByLabel('Path').fill('/orders');
  await endpoint.getByLabel('Description').fill('Alle ordre');
  const addedEndpoint = answered(page, 'POST', /\/endpoints$/);
  await endpoint.getByRole('button', { name: 'Add endpoint' }).click();
  expect((await addedEndpoint).status()).toBe(201);

  await page.getByRole('tab', { name: 'Deployments' }).click();
  await page.getByRole('button', { name: /Add deployment/ }).click();
  const deployment = page.getByRole('dialog');
  await deployment.getByLabel('Version').fill('1.2.0');
  const deployed = answered(page, 'POST', /\/deployments$/);
  await deployment.getByRole('button', { name: 'Add deployment' }).click();
  const { deployed_at: deployedAt } = await (await deployed).json();
  await expect(page.getByLabel('Version', { exact: true }).filter({ hasText: 'v1.2.0' })).toBeVisible();

  // The table's figures come from the records.
  await page.goto(`/admin/apis?q=${name}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1.2.0');
  await expect(row).toContainText(formatApiDate(deployedAt));
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^apis-\d{4}-\d{2}-\d{2}\.json$/);
  const exported: ApiExportFile = JSON.parse(fs.readFileSync((await file.path()) as string, 'utf8'));
  const mine = exported.apis.find((item) => item.name === name);
  expect(mine).toMatchObject({ version: '1.2.0', endpoints: [{ method: 'GET', path: '/orders' }], deployments: [{ version: '1.2.0' }] });

  // Deleted, then imported back from the export: the same API with its records.
  expect((await request.delete(`/api/admin/apis/${api.id}`, { headers: await adminAuth(request) })).ok()).toBe(true);
  made = null;
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog.getByRole('textbox').fill(JSON.stringify({ apis: [mine] }));
  const imported = answered(page, 'POST', /\/apis\/import$/);
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  expect((await (await imported).json()).message).toBe('Import completed: 1 APIs imported successfully');
  await expect(importDialog.getByText('Import completed: 1 APIs imported successfully')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Close' }).first().click();
  const back = page.getByRole('row', { name: new RegExp(name) });
  await expect(back).toContainText('1.2.0');
  const { apis } = await (await request.get(`/api/admin/apis?q=${name}`, { headers: await adminAuth(request) })).json().then((body) => ({
    apis: (Array.isArray(body) ? body : body.apis) as RegistryApi[],
  }));
  made = apis[0].id;
  expect(apis[0]).toMatchObject({ endpoint_count: 1, last_deployed_at: deployedAt });
});
