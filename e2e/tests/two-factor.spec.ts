import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { TOKEN_STORAGE_KEY, TWO_FACTOR_PATHS, type TwoFactorSetup } from '@platform/shared';
import { adminAuth } from './made-products';

// An administrator of the test's own (the demo administrator stays as it was): made through the admin API, deleted after.
const PASSWORD = 'Fjellvann-og-Fyrstikk-9';
const made: number[] = [];
test.afterEach(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const id of made.splice(0)) await request.delete(`/api/admin/users/${id}`, { headers });
});

/** The code the authenticator app shows, `stepsAhead` steps of 30 s from now (a code is taken once). */
const appCode = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an administrator turns on two-factor sign-in, saves the recovery codes, then signs in with a code', async ({ page, request }) => {
  const email = `tofaktor-${Date.now().toString(36)}@example.test`;
  const res = await request.post('/api/admin/users', { headers: await adminAuth(request), data: { email, password: PASSWORD, accessLevel: 5 } });
  expect(res.status()).toBe(201);
  made.push((await res.json()).id);

  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible();

  const setupAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === TWO_FACTOR_PATHS.setup);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const setup: TwoFactorSetup = await (await setupAnswer).json();
  const qrCode = page.getByAltText('QR code to scan with your authenticator app');
  await expect(qrCode).toBeVisible();
  // Drawn, not blocked: the picture comes as a data: URL, which the content security policy allows for images.
  await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(setup.secret.match(/.{1,4}/g)!.join(' '))).toBeVisible();

  await page.getByLabel('Code from your authenticator app').fill(appCode(setup.secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Save these recovery codes now')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();

  // Signed out, the session ends on the server too; the password alone now leads to the code step, and a wrong code
  // is refused with the server's words.
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await signInWithPassword(page, email);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeVisible();
  const nextCode = appCode(setup.secret, 1);
  await code.fill(nextCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await code.fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A recovery code signs in once, when the phone is lost.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signInWithPassword(page, email);
  await page.getByLabel('Code from your authenticator app').fill(recoveryCode.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByText('9 of 10 recovery codes left.', { exact: false })).toBeVisible();
});
