import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** Signs in through the public site's form, the way a visitor does (or tries to, with `expectSignedIn: false`). */
export async function signInOnSite(page: Page, email: string, from?: string, { expectSignedIn = true } = {}): Promise<void> {
  await page.goto(from ? `/auth/sign-in?from=${encodeURIComponent(from)}` : '/auth/sign-in');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(DEMO_PASSWORD);
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/auth/local');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await answered;
  if (expectSignedIn) await expect(page.getByLabel('Passord')).toHaveCount(0);
}

/**
 * Signs in for a test that is not about signing in: the call the site's form makes (`POST /api/auth/local`), and
 * its token kept where the site keeps it, before the page's first script runs on the next navigation. The form
 * stores nothing else. Answers the token; an account with two-factor sign-in has to use the form.
 */
export async function signIn(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/local', { data: { identifier: email, password: DEMO_PASSWORD } });
  expect(res.status(), `signing in as ${email}`).toBe(200);
  const answer: { jwt?: string; challenge?: string } = await res.json();
  if (!answer.jwt) throw new Error(`${email} signs in with a second step: use signInOnSite`);
  // Once per tab (sessionStorage survives its navigations), so that a sign-out in the test stays signed out.
  await page.addInitScript(
    ({ key, jwt, origin }) => {
      if (location.origin !== origin) return;
      const seeded = `e2e.signed-in.${jwt.slice(-12)}`;
      if (sessionStorage.getItem(seeded)) return;
      localStorage.setItem(key, jwt);
      sessionStorage.setItem(seeded, '1');
    },
    { key: TOKEN_STORAGE_KEY, jwt: answer.jwt, origin: new URL(res.url()).origin },
  );
  return answer.jwt;
}
