import { expect, test } from '@playwright/test';
import { latestMailTo } from './mailbox';
import { DEMO_PASSWORD } from './sign-in';

test('a visitor who forgot the password gets a link by mail, chooses a new one and is signed in with it', async ({ page }) => {
  const email = `glemsk-${Date.now()}@example.no`;
  const signedUp = await page.request.post('/api/auth/local/register', { data: { username: email, email, password: DEMO_PASSWORD } });
  expect(signedUp.ok()).toBe(true);

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Glemt passordet?' }).click();
  await expect(page.getByRole('heading', { name: 'Nytt passord' })).toBeVisible();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByText(`Hvis det finnes en konto for ${email}, har vi sendt en lenke dit.`, { exact: false })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await latestMailTo(email);
      link = /https?:\/\/\S+\/auth\/reset-password\?code=[0-9a-f]+/.exec(mail.text ?? '')?.[0];
      return link !== undefined;
    }, { message: 'the reset link in the mail', timeout: 15_000 })
    .toBe(true);
  await page.goto(link as string);
  await page.getByLabel('Nytt passord').fill('password');
  await page.getByLabel('Bekreft passord').fill('password');
  await page.getByRole('button', { name: 'Lagre passordet' }).click();
  await expect(page.getByText(/Passordet er for lett å gjette/)).toBeVisible();

  await page.getByLabel('Nytt passord').fill('Fjellvann-og-Fyrstikk-9');
  await page.getByLabel('Bekreft passord').fill('Fjellvann-og-Fyrstikk-9');
  await page.getByRole('button', { name: 'Lagre passordet' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const signIn = await page.request.post('/api/auth/local', { data: { identifier: email, password: 'Fjellvann-og-Fyrstikk-9' } });
  expect(signIn.status()).toBe(200);
});
