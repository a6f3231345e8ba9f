import { expect, test } from '@playwright/test';
import { deletesMadeProducts } from './made-products';
import { signIn } from './sign-in';

// A product of the API integration template: a key made in the browser opens the product's API to a program, and
// revoking it in the browser closes it again. The product is deleted afterwards: other tests count the demo products.
const products = deletesMadeProducts();

test('a key made on the keys page calls the product’s API until it is revoked there', async ({ page, request }) => {
  const id = `nokler-${Date.now().toString(36)}`;
  const name = `Nøkkel-API ${id.slice(7)}`;
  await products.create(request, { id, name, description: 'Ordre via API.', template: 'api-integration', hasAuth: true });

  await signIn(page, 'admin@demo.no');
  await page.goto(`/no/products/${id}/keys`);
  await expect(page.getByText('Ingen API-nøkler ennå.', { exact: false })).toBeVisible();
  await page.getByLabel('Navn på nøkkelen').fill('Lagersystem');
  await page.getByRole('button', { name: 'Opprett nøkkel' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Den vises ikke igjen.', { exact: false })).toBeVisible();
  const key = (await dialog.getByText(/^pk_/).textContent())?.trim() ?? '';
  expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Jeg har kopiert nøkkelen' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Lagersystem/ })).toContainText(`${key.slice(0, 10)}…`);

  const records = `/api/product-areas/${id}/records`;
  const allowed = await request.get(records, { headers: { 'X-Api-Key': key } });
  expect(allowed.status()).toBe(200);
  expect((await allowed.json()).records).toEqual([]);
  // The list shows the use.
  await page.reload();
  await expect(page.getByRole('row', { name: /Lagersystem/ })).not.toContainText('Aldri brukt');

  await page.getByRole('button', { name: 'Trekk tilbake Lagersystem' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Trekk tilbake' }).click();
  await expect(page.getByText('Nøkkelen er trukket tilbake')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lagersystem/ })).toHaveCount(0);

  const refused = await request.get(records, { headers: { 'X-Api-Key': key } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe('Ugyldig API-nøkkel');
});
