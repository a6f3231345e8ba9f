import { expect, test } from '@playwright/test';
import { deletesMadeProducts } from './made-products';
import { signIn } from './sign-in';

// An administrator creates a product with the CRUD template; it is live at once: its area (where records are made,
// edited and deleted), its landing page, the admin list and the site's product grid. The product is deleted afterwards: other tests count the demo products.
const products = deletesMadeProducts();

test('an admin runs the wizard with the CRUD template and the new product is live on the site at once', async ({ page }) => {
  const id = `kunder-${Date.now().toString(36)}`;
  const name = `Kunderegister ${id.slice(7)}`;
  await signIn(page, 'admin@demo.no');

  await page.goto('/admin/products/new');
  await page.getByRole('radio', { name: /CRUD-applikasjon/ }).check();
  await page.getByLabel('Produkt ID', { exact: true }).fill(id);
  await page.getByLabel('Produktnavn', { exact: true }).fill(name);
  await page.getByLabel('Beskrivelse', { exact: true }).fill('Hold orden på kundene dine.');
  await page.getByRole('button', { name: 'Neste' }).click();

  // Step 2 holds the template's defaults.
  await expect(page.getByRole('cell', { name: '/[id]/edit', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('list', { name: 'Mappestruktur' })).toContainText('create/');

  const answer = page.waitForResponse((res) => res.url().endsWith('/api/admin/products') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Opprett produkt' }).click();
  expect((await answer).status()).toBe(201);
  products.remember({ id, name });
  await expect(page).toHaveURL(new RegExp(`/no/products/${id}$`));
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();

  // The CRUD area keeps the user's records on the server: create, edit, delete.
  await expect(page.getByText('Ingen poster ennå.')).toBeVisible();
  await page.getByRole('link', { name: 'Ny post' }).click();
  await page.getByLabel('Tittel').fill('Kari Nordmann AS');
  await page.getByLabel('Beskrivelse').fill('Ny kunde fra messen.');
  const createdRecord = page.waitForResponse((res) => res.url().endsWith(`/api/product-areas/${id}/records`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Lagre' }).click();
  expect((await createdRecord).status()).toBe(201);
  await expect(page.getByText('Posten er lagret')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kari Nordmann AS', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Rediger Kari Nordmann AS' }).click();
  await expect(page.getByLabel('Tittel')).toHaveValue('Kari Nordmann AS');
  await page.getByLabel('Tittel').fill('Kari Nordmann AS (Bergen)');
  const updated = page.waitForResponse((res) => /\/records\/\d+$/.test(res.url()) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Lagre' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByRole('cell', { name: 'Kari Nordmann AS (Bergen)', exact: true })).toBeVisible();

  // Reloaded, the record is still there: it lives on the server.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Kari Nordmann AS (Bergen)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Slett Kari Nordmann AS (Bergen)' }).click();
  const removed = page.waitForResponse((res) => /\/records\/\d+$/.test(res.url()) && res.request().method() === 'DELETE');
  await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByText('Ingen poster ennå.')).toBeVisible();

  await page.goto(`/no/products/${id}/landing`);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();

  await page.goto('/admin/products');
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/no');
  await expect(page.locator('#products').getByRole('heading', { name })).toBeVisible();
});
