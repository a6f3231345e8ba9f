import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** Signs in through the public site's form, the way a visitor does. */
export async function signInOnSite(page: Page, email: string, from?: string): Promise<void> {
  await page.goto(from ? `/auth/sign-in?from=${encodeURIComponent(from)}` : '/auth/sign-in');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByLabel('Passord')).toHaveCount(0);
}
