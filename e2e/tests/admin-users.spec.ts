import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './sign-in';

// An administrator makes an account with a password, grants it a trial of Kjøretøydata, and the new user sees that
// trial on their own account page.

test('an admin creates a user and grants a trial; the user sees it on /account', async ({ page, browser }) => {
  const email = `ny-bruker-${Date.now().toString(36)}@example.test`;
  await signIn(page, 'admin@demo.no');

  await page.goto('/admin/users');
  await expect(page.getByText('Totalt antall brukere')).toBeVisible();
  await page.getByRole('button', { name: 'Ny bruker' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Fornavn').fill('Nora');
  await page.getByLabel('Etternavn').fill('Nyberg');
  await page.getByLabel('E-post bekreftet').check();
  await page.getByText('Sett passord nå').click();
  await page.getByLabel('Nytt passord').fill(DEMO_PASSWORD);
  const created = page.waitForResponse((res) => res.url().endsWith('/api/admin/users') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Opprett bruker' }).click();
  const user = await (await created).json();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));
  await expect(page.getByRole('heading', { name: 'Nora Nyberg' })).toBeVisible();

  await page.getByRole('tab', { name: 'Produkter' }).click();
  const granted = page.waitForResponse((res) => res.url().endsWith(`/api/admin/users/${user.id}/products/auto`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Gi prøveperiode (30 dager): Kjøretøydata' }).click();
  expect((await granted).status()).toBe(201);
  const row = page.getByRole('row', { name: /Kjøretøydata/ });
  await expect(row.getByText('Prøveperiode, 30 dager igjen')).toBeVisible();

  // The new user, in a browser of their own.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, email);
  await userPage.goto('/account');
  const kjoretoy = userPage.locator('li', { hasText: 'Kjøretøydata' });
  await expect(kjoretoy.getByText('Prøveperiode: 30 dager igjen')).toBeVisible();
  await userContext.close();
});
