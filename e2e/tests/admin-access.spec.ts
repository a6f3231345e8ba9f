import { expect, test } from '@playwright/test';
import { signIn, signInOnSite } from './sign-in';

test('an administrator signs in on the site and sees the seeded ideas in the admin app', async ({ page }) => {
  await signInOnSite(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
  await expect(page.getByText('Manage and track your innovation pipeline')).toBeVisible();
  // The seed's rank-1 idea heads the default order (rank ascending).
  await expect(page.getByRole('row').nth(1)).toContainText('Property valuation API for estate agents');
  await expect(page.getByRole('row')).toHaveCount(21);
});

test('a sign-in that starts in the admin app returns there', async ({ page }) => {
  await signInOnSite(page, 'admin@demo.no', '/admin/ideas');
  await expect(page).toHaveURL(/\/admin\/ideas/);
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
});

test('the avatar menu offers the e-mail, the overview, the account and sign-out', async ({ page }) => {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'admin@demo.no' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Back to overview' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\?from=%2Fadmin%2Fideas|\/account\?from=\/admin\/ideas/);
});

test('a level-3 user who opens /admin/ideas is told why they cannot enter, and can go to the site', async ({ page }) => {
  await signIn(page, 'premium@demo.no');
  await page.goto('/admin/ideas');
  await expect(page.getByText('The admin area is for administrators')).toBeVisible();
  await expect(page.getByText(/signed in as premium@demo\.no, with access level 3/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the front page' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(no\/?)?$/);
});

test('a level-1 user signing in on the admin sign-in page is told why, and can sign in as someone else', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('basis@demo.no');
  await page.getByLabel('Password').fill('Demo2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The admin area is for administrators')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as someone else' }).click();
  await page.getByLabel('E-mail').fill('admin@demo.no');
  await page.getByLabel('Password').fill('Demo2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The admin app's start page.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('nobody signed in gets the admin sign-in page', async ({ page }) => {
  await page.goto('/admin/ideas');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill('admin@demo.no');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page.getByText('Invalid identifier or password')).toHaveCount(0);
  await page.getByLabel('Password').fill('Demo2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
});
