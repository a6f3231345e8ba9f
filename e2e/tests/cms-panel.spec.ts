import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminAuth, deletesMadeProducts } from './made-products';
import { DEMO_PASSWORD } from './sign-in';

/** The bearer header of a panel account, signed in through the panel's own API. */
async function panelAuth(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  const res = await request.post('/admin/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).data.token}` };
}

// Strapi's own panel at /cms: a content editor signs in with and without "Remember me" and stays signed in.
for (const rememberMe of [false, true]) {
  test(`the content editor signs in to the panel ${rememberMe ? 'with' : 'without'} "Remember me" and can open the products`, async ({ page }) => {
    await page.goto('/cms');
    await page.getByLabel('Email').fill('cms@demo.no');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    if (rememberMe) await page.getByLabel('Remember me').check();
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/admin/login') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await signedIn).status()).toBe(200);
    await expect(page.getByRole('heading', { name: /^Hello Content/ })).toBeVisible();

    // A page that needs the token for its calls, after a reload too.
    await page.goto('/cms/content-manager/collection-types/api::product.product');
    await expect(page.getByRole('gridcell', { name: 'Eiendomsanalyse' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('gridcell', { name: 'Eiendomsanalyse' }).first()).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
  });
}

// The editor's real job: a product's Norwegian description and its English overview changed in the panel, saved, and
// shown on the site in both languages; the product's internal switches are not in the form. A product of its own, made
// through the admin API, deleted afterwards.
const products = deletesMadeProducts();

test('the content editor saves a product’s description and its English overview, and the site shows both', async ({ page, request }) => {
  const id = `panel-${Date.now().toString(36)}`;
  const name = `Panelprodukt ${id.slice(6)}`;
  await products.create(request, { id, name, description: 'Første beskrivelse.', template: 'crud', hasAuth: false });
  const translated = await request.put(`/api/admin/products/${id}`, {
    headers: await adminAuth(request),
    data: { translations: { en: { overview_description: 'First overview.' } } },
  });
  expect(translated.ok()).toBe(true);
  const panel = await panelAuth(request, 'cms@demo.no');
  const documentOf = async (path: string) =>
    (await (await request.get(path, { headers: panel })).json()).results[0].documentId as string;
  const productDocument = await documentOf(`/content-manager/collection-types/api::product.product?filters[slug][$eq]=${id}`);
  const translationDocument = await documentOf(
    `/content-manager/collection-types/api::product-translation.product-translation?locale=en&filters[product_slug][$eq]=${id}`,
  );

  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/cms');
  await page.getByLabel('Email').fill('cms@demo.no');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: /^Hello Content/ })).toBeVisible();

  await page.goto(`/cms/content-manager/collection-types/api::product.product/${productDocument}`);
  const description = page.getByLabel('description', { exact: true });
  await expect(description).toHaveValue('Første beskrivelse.');
  for (const internal of ['is_active', 'deleted_at', 'archived_at', 'template', 'has_auth', 'source_idea_id']) {
    await expect(page.getByLabel(internal, { exact: true })).toHaveCount(0);
  }
  await description.fill('Beskrivelse lagret i panelet.');
  const saved = page.waitForResponse((res) => res.url().includes(productDocument) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved document')).toBeVisible();

  await page.goto(`/cms/content-manager/collection-types/api::product-translation.product-translation/${translationDocument}?plugins[i18n][locale]=en`);
  const overview = page.getByLabel('overview_description', { exact: true });
  await expect(overview).toHaveValue('First overview.');
  await overview.fill('Overview saved in the panel.');
  const savedEnglish = page.waitForResponse((res) => res.url().includes(translationDocument) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await savedEnglish).status()).toBe(200);
  await expect(page.getByText('Saved document')).toBeVisible();
  // A product the admin app deleted is not in the editor's list; the one just edited is.
  const admin = await adminAuth(request);
  const idea = await (await request.post('/api/admin/ideas', { headers: admin, data: { title: `Slettet ${id}` } })).json();
  const deleted = await (await request.post(`/api/admin/ideas/${idea.id}/convert`, { headers: admin, data: {} })).json();
  const removed = await request.delete(`/api/admin/products/${deleted.id}?confirmName=${encodeURIComponent(deleted.name)}`, { headers: admin });
  expect(removed.ok()).toBe(true);
  const listed = page.waitForResponse((res) => res.url().includes('/content-manager/collection-types/api::product.product?') && res.ok());
  await page.goto('/cms/content-manager/collection-types/api::product.product?pageSize=100');
  await listed;
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: deleted.name, exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);

  await page.goto(`/no/products/${id}`);
  await expect(page.getByText('Beskrivelse lagret i panelet.').first()).toBeVisible();
  await page.goto(`/en/products/${id}`);
  await expect(page.getByText('Overview saved in the panel.').first()).toBeVisible();
});
