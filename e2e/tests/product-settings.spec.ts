import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// Product settings end to end: what the admin edits is what the public landing page (and its server-sent head) shows.

/** The signed-in administrator's token (each test signs in first). */
let token = '';

/** A call of the admin API with the signed-in administrator's token. */
async function adminCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()}`);
  return res.json();
}

/** The products this test made: deleted again however it ends, so the site's tests see the seeded grid. */
let made: Array<{ id: string; name: string }> = [];

/** A product of this test's own, made from an idea and put on the site. */
async function ownProduct(page: Page, title: string): Promise<{ id: string; name: string }> {
  const idea = await adminCall<{ id: number }>(page, 'POST', '/api/admin/ideas', { title, status: 'validation' });
  const product = await adminCall<{ id: string; name: string }>(page, 'POST', `/api/admin/ideas/${idea.id}/convert`, {});
  made.push(product);
  await adminCall(page, 'PUT', `/api/admin/products/${product.id}`, { is_active: true });
  return product;
}

test.afterEach(async ({ page }) => {
  const products = made;
  made = [];
  for (const product of products) {
    // Taken off the site first: the test may have deleted it already, and then the delete below is refused.
    await adminCall(page, 'PUT', `/api/admin/products/${product.id}`, { is_active: false }).catch(() => undefined);
    await adminCall(page, 'DELETE', `/api/admin/products/${product.id}?confirmName=${encodeURIComponent(product.name)}`).catch(() => undefined);
  }
});

const answered = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse((res) => res.request().method() === method && (typeof path === 'string' ? res.url().endsWith(path) : path.test(res.url())));

const stamp = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  token = await signIn(page, 'admin@demo.no');
});

test('SEO fields saved in the settings are in the head the server sends for the landing page', async ({ page }) => {
  const product = await ownProduct(page, `SEO-produkt ${stamp()}`);
  const title = `Søketittel ${stamp()}`;
  const description = 'Beskrivelse for søkemotorer & lenkeforhåndsvisninger.';
  await page.goto(`/admin/products/${product.id}/settings?tab=seo`);
  const seo = page.getByRole('tabpanel', { name: 'SEO' });
  await seo.getByLabel('Meta title', { exact: true }).fill(title);
  await seo.getByLabel('Meta description', { exact: true }).fill(description);
  await expect(seo.getByText(title).first()).toBeVisible();
  const saved = answered(page, 'PUT', `/api/admin/products/${product.id}`);
  await page.getByRole('button', { name: 'Lagre' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Product settings saved successfully')).toBeVisible();

  const html = await (await page.request.get(`/no/products/${product.id}/landing`)).text();
  expect(html).toMatch(new RegExp(`<title[^>]*>${title}</title>`));
  expect(html).toContain('content="Beskrivelse for søkemotorer &amp; lenkeforhåndsvisninger."');
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toContain('<script type="application/ld+json"');

  await page.goto(`/no/products/${product.id}/landing`);
  await expect(page).toHaveTitle(title);
});

test("a plan's new price shows on the product's landing page", async ({ page }) => {
  const plans = await adminCall<Array<{ id: number; name: string; price_monthly: number }>>(page, 'GET', '/api/admin/products/models/plans');
  const basis = plans.find((plan) => plan.name === 'Basis')!;
  try {
    await page.goto('/admin/products/models/settings?tab=plans');
    const price = page.getByLabel('Monthly price, Basis');
    await price.fill('149');
    const saved = answered(page, 'PUT', `/api/admin/products/models/plans/${basis.id}`);
    await price.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Plan updated successfully')).toBeVisible();

    await page.goto('/no/products/models/landing');
    const card = page.getByTestId('pricing-plan').filter({ hasText: 'Basis' });
    await expect(card).toContainText('149 kr');
  } finally {
    await adminCall(page, 'PUT', `/api/admin/products/models/plans/${basis.id}`, { price_monthly: basis.price_monthly });
  }
});

test('uploads a featured image that the landing page shows, and removes it', async ({ page }) => {
  const product = await ownProduct(page, `Bildeprodukt ${stamp()}`);
  await page.goto(`/admin/products/${product.id}/settings?tab=landing`);
  const uploaded = answered(page, 'POST', `/api/admin/products/${product.id}/upload-image`);
  // One pixel of PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.locator('input[type=file]').setInputFiles({ name: 'bilde.png', mimeType: 'image/png', buffer: png });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const { imageUrl } = (await answer.json()) as { imageUrl: string };
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(page.getByAltText(`Featured image of ${product.name}`)).toHaveAttribute('src', imageUrl);

  await page.goto(`/no/products/${product.id}/landing`);
  await expect(page.locator(`main img[src="${imageUrl}"]`).first()).toBeVisible();

  await page.goto(`/admin/products/${product.id}/settings?tab=landing`);
  await page.getByRole('button', { name: 'Remove image' }).click();
  const removed = answered(page, 'DELETE', `/api/admin/products/${product.id}/upload-image`);
  await page.getByRole('tooltip').getByRole('button', { name: 'Remove image' }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByText('Image removed successfully')).toBeVisible();
  await expect(page.getByAltText(`Featured image of ${product.name}`)).toHaveCount(0);
  expect((await page.request.get(imageUrl)).status()).toBe(404);
});

test('archives a product out of the list, shows it with the archived ones, restores it, then deletes it by its name', async ({ page }) => {
  const product = await ownProduct(page, `Arkivprodukt ${stamp()}`);
  await page.goto(`/admin/products/${product.id}/settings?tab=danger`);
  await page.getByRole('button', { name: 'Archive' }).click();
  const archived = answered(page, 'PUT', `/api/admin/products/${product.id}`);
  await page.getByRole('tooltip').getByRole('button', { name: 'Archive' }).click();
  expect((await archived).status()).toBe(200);

  await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByText('Ingen produkter funnet')).toBeVisible();
  await page.getByRole('switch', { name: 'Vis arkiverte' }).click();
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Innstillinger' })).toBeDisabled();
  await card.getByRole('button', { name: 'Gjenopprett' }).click();
  const restored = answered(page, 'PUT', `/api/admin/products/${product.id}`);
  await page.getByRole('tooltip').getByRole('button', { name: 'Gjenopprett' }).click();
  expect((await restored).status()).toBe(200);
  await page.getByRole('switch', { name: 'Vis arkiverte' }).click();
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  await page.goto(`/admin/products/${product.id}/settings?tab=danger`);
  await page.getByRole('button', { name: 'Delete product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett produktet' });
  const confirmButton = dialog.getByRole('button', { name: 'Slett' });
  await dialog.getByRole('textbox').fill(product.name.toLowerCase());
  await expect(confirmButton).toBeDisabled();
  await expect(dialog.getByText('Produktnavnet stemmer ikke overens')).toBeVisible();
  await dialog.getByRole('textbox').fill(product.name);
  const deleted = answered(page, 'DELETE', new RegExp(`/api/admin/products/${product.id}\\?`));
  await confirmButton.click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText('Produktet ble slettet')).toBeVisible();
  await page.waitForURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Produkter' })).toBeVisible();
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
});
