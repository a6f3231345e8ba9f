import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// Converting an idea makes an inactive product; only the product settings page puts it on the public site.

async function createIdea(page: Page, title: string): Promise<number> {
  return page.evaluate(async (ideaTitle) => {
    const res = await fetch('/api/admin/ideas', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('platform.jwt')}` },
      body: JSON.stringify({ title: ideaTitle, description: 'Intern beskrivelse fra idébanken.', status: 'validation' }),
    });
    if (res.status !== 201) throw new Error(`create ${ideaTitle}: ${res.status}`);
    return ((await res.json()) as { id: number }).id;
  }, title);
}

const publicProductNames = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/products')).json()).data as Array<{ name: string }>).map((p) => p.name));

/** The product this test made, taken off the site again however the test ends, so the site's tests see the seeded grid. */
let madeProductId: string | null = null;
test.afterEach(async ({ page }) => {
  if (!madeProductId) return;
  const id = madeProductId;
  madeProductId = null;
  await page.evaluate(async (productId) => {
    await fetch(`/api/admin/products/${productId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('platform.jwt')}` },
      body: JSON.stringify({ is_active: false }),
    });
  }, id);
});

test('a converted product stays off the site until activated in its settings, and can be taken down again', async ({ page }) => {
  const title = `Konvertert ${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  const id = await createIdea(page, title);

  await page.goto(`/admin/ideas/${id}/convert`);
  await expect(page.getByText(/The product starts inactive/)).toBeVisible();
  const converted = page.waitForResponse((r) => r.url().endsWith(`/api/admin/ideas/${id}/convert`));
  await page.getByRole('button', { name: 'Convert to Product' }).click();
  const answer = await converted;
  expect(answer.status()).toBe(201);
  madeProductId = ((await answer.json()) as { id: string }).id;
  await expect(page.getByText('Inactive: visitors do not see this product')).toBeVisible();
  expect(await publicProductNames(page)).not.toContain(title);

  const activate = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/products/'));
  await page.getByRole('switch', { name: 'Active on the public site' }).click();
  await expect(page.getByText('Activate this product?')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  expect((await activate).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Active on the public site' })).toBeChecked();
  expect(await publicProductNames(page)).toContain(title);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Active on the public site' })).toBeChecked();
  const deactivate = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/products/'));
  await page.getByRole('switch', { name: 'Active on the public site' }).click();
  await expect(page.getByText('Deactivate this product?')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  expect((await deactivate).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Active on the public site' })).not.toBeChecked();
  expect(await publicProductNames(page)).not.toContain(title);
});
