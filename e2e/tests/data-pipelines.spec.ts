import { expect, test, type Page } from '@playwright/test';
import type { PipelineDetail, PipelineRun } from '@platform/shared';
import { adminAuth } from './made-products';
import { signIn } from './sign-in';

// Data pipelines: an admin builds a pipeline with the wizard (a connector reading the platform's own public product
// list, an extract, a store), runs it, opens the run page and sees the records; links it to a project. The pipeline
// and its dataset are deleted afterwards.
let made: { id: number; dataset: string } | null = null;
test.afterEach(async ({ request }) => {
  if (!made) return;
  const headers = await adminAuth(request);
  await request.delete(`/api/admin/pipelines/${made.id}`, { headers });
  await request.delete(`/api/admin/datasets/${made.dataset}`, { headers });
  made = null;
});

const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));

test('builds a pipeline with the wizard, runs it and shows the records on the run page', async ({ page, baseURL }) => {
  const suffix = Date.now().toString(36);
  const name = `Produkter ${suffix}`;
  const dataset = `e2e_products_${suffix}`;
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/data-pipelines/new');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Name').fill(name);
  await next.click();

  // Pipeline Steps: Next waits for a first step; each new step is named '{label} Step'.
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Add API Connector' }).click();
  const source = page.locator('[aria-label="Step 1"]');
  await expect(page.getByLabel('Step 1 name')).toHaveValue('API Connector Step');
  await source.getByLabel('URL').fill(`${baseURL}/api/products`);
  await source.getByLabel('Records path').fill('data');
  await page.getByRole('button', { name: 'Add Extract' }).click();
  const extract = page.locator('[aria-label="Step 2"]');
  await extract.getByRole('button', { name: 'Add field' }).click();
  await extract.getByLabel('From 1').fill('id');
  await extract.getByRole('button', { name: 'Add field' }).click();
  await extract.getByLabel('From 2').fill('name');
  await extract.getByLabel('To 2').fill('product');
  await page.getByRole('button', { name: 'Add Store' }).click();
  const store = page.locator('[aria-label="Step 3"]');
  await expect(page.getByLabel('Step 3 name')).toHaveValue('Store Step');
  await store.getByLabel('Dataset').fill(dataset);
  await store.getByLabel('Key').fill('id');
  await next.click();
  await next.click();
  // Schedule: off by default.
  await expect(page.getByText('Manual execution only')).toBeVisible();
  await next.click();

  const created = answered(page, 'POST', /^\/api\/admin\/pipelines$/);
  await page.getByRole('button', { name: 'Create' }).click();
  const detail: PipelineDetail = await (await created).json();
  made = { id: detail.pipeline.id, dataset };
  expect(detail.pipeline.steps.map((step) => step.name)).toEqual(['API Connector Step', 'Extract Step', 'Store Step']);
  await expect(page).toHaveURL(/\/admin\/data-pipelines$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Manual');

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/data-pipelines/${detail.pipeline.id}`));
  await page.getByRole('tab', { name: /^Runs/ }).click();
  await expect(page.getByText('No pipeline runs yet. Click "Run Now" to execute the pipeline.')).toBeVisible();

  const queued = answered(page, 'POST', /\/run$/);
  await page.getByRole('button', { name: 'Run Now' }).click();
  const run: PipelineRun = await (await queued).json();
  // The page follows the run until it has finished; the runs table then shows it.
  const runRow = page.getByRole('row', { name: /Manual/ });
  await expect(runRow).toContainText('success', { ignoreCase: true, timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Run Now' })).toBeEnabled();

  await runRow.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/data-pipelines/runs/${run.id}`));
  await expect(page.getByText('Store Step').first()).toBeVisible();
  // The records the run produced: the seeded products, renamed by the extract step.
  const records = page.getByRole('table').filter({ hasText: 'product' }).last();
  await expect(records).toContainText('Eiendomsanalyse');
  await expect(records.getByRole('columnheader', { name: 'product' })).toBeVisible();
});

test('links a pipeline to a project, shown on the project page', async ({ page, request }) => {
  const headers = await adminAuth(request);
  const suffix = Date.now().toString(36);
  const dataset = `e2e_link_${suffix}`;
  const created = await request.post('/api/admin/pipelines', {
    headers,
    data: { name: `Lenket ${suffix}`, type: 'streaming', steps: [{ type: 'store', config: { dataset } }] },
  });
  const detail: PipelineDetail = await created.json();
  made = { id: detail.pipeline.id, dataset };
  await signIn(page, 'admin@demo.no');
  await page.goto(`/admin/data-pipelines/${detail.pipeline.id}`);
  // The dialog reads the projects when it opens: the choice is made once they are there, so no re-render of the
  // list swallows the click, and it shows before Link is pressed.
  const projectsRead = answered(page, 'GET', /^\/api\/admin\/projects$/);
  await page.getByRole('button', { name: 'Link Pipeline to Project' }).click();
  expect((await projectsRead).status()).toBe(200);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Markedsstrømmer"]').click();
  await expect(dialog.locator('.ant-select-selection-item')).toHaveText('Markedsstrømmer');
  const linked = answered(page, 'POST', /\/api\/admin\/projects\/\d+\/pipelines$/);
  await dialog.getByRole('button', { name: 'Link' }).click();
  expect((await linked).status()).toBe(201);
  const projectLink = page.getByRole('link', { name: 'Markedsstrømmer' });
  await expect(projectLink).toBeVisible();
  await projectLink.click();
  await expect(page.getByRole('link', { name: `Lenket ${suffix}` })).toBeVisible();
});
