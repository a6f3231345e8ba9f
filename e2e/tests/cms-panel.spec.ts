import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

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
