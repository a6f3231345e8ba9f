import { expect, test, type Page } from '@playwright/test';
import { verificationLinkTo } from './mailbox';
import { visitsTo } from './visits';
import { DEMO_PASSWORD, signIn, signInOnSite } from './sign-in';

/** The featured slide on show: react-slick also renders clones of the slides around the real ones. */
const activeSlide = (page: Page) => page.locator('.slick-slide.slick-active [data-testid="featured-slide"]');

test('a visitor browses the products, signs up, activates the account from the mail, starts a trial and may open the product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Utvalgte produkter' })).toBeVisible();
  await expect(activeSlide(page).getByRole('heading', { name: 'Eiendomsanalyse' })).toBeVisible();
  await expect(activeSlide(page).getByRole('link', { name: 'Prøv gratis' })).toHaveAttribute('href', /\/products\/property\/login$/);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(activeSlide(page).getByRole('heading', { name: 'Kjøretøydata' })).toBeVisible();

  const grid = page.locator('#products');
  await expect(grid.getByRole('link', { name: 'Les mer' })).toHaveCount(6);
  await expect(grid.getByText('Beta')).toHaveCount(2);
  await expect(grid.getByText('Stabil')).toHaveCount(0);

  const email = `visitor-${Date.now()}@example.no`;
  await page.getByRole('link', { name: 'Registrer deg' }).first().click();
  await page.getByLabel('Fornavn').fill('Kari');
  await page.getByLabel('Etternavn').fill('Nordmann');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Bekreft passord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByText('Sjekk e-posten din')).toBeVisible();
  await expect(page.getByText(`Vi har sendt en e-post til ${email}.`, { exact: false })).toBeVisible();

  // Until its link is opened the account signs nobody in, and the page says why a new account may not.
  await signInOnSite(page, email, undefined, { expectSignedIn: false });
  await expect(page.getByText('Har du nettopp registrert deg, åpner du først lenken i e-posten vi sendte.', { exact: false })).toBeVisible();

  // The link activates the account and signs its owner in.
  await page.goto(await verificationLinkTo(email));
  await expect(page.getByText('Kontoen er aktivert, og du er logget inn.')).toBeVisible();
  await page.getByRole('button', { name: 'Fortsett' }).click();
  await expect(page).toHaveURL(/\/no\/?$/);

  // The area offers its trial once by itself (the old address leads there); afterwards 'Prøv gratis' does.
  await page.goto('/no/products/portfolio');
  await expect(page).toHaveURL(/\/no\/products\/portfolio-optimizer$/);
  await expect(page.getByText('Prøveperioden varer i 30 dager og kan startes bare én gang per produkt.')).toBeVisible();
  // Declining the offer leaves the area, starting nothing.
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL(/\/no\/?$/);

  await page.goto('/no/products/portfolio-optimizer');
  await expect(page.getByText('Ingen tilgang')).toBeVisible();
  await page.getByRole('button', { name: 'Prøv gratis' }).click();
  // Cancelling the confirmation starts nothing.
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Ingen tilgang')).toBeVisible();
  await page.getByRole('button', { name: 'Prøv gratis' }).click();
  await page.getByRole('button', { name: 'Start prøveperioden' }).click();
  // The trial opens the area: the sample portfolio.
  await expect(page.getByRole('cell', { name: /EQNR/ }).first()).toBeVisible();

  await page.goto('/account');
  const portfolio = page.locator('li', { hasText: 'Min Portefølje' });
  await expect(portfolio.getByText('Prøveperiode: 30 dager igjen')).toBeVisible();
  await expect(portfolio.getByRole('link', { name: 'Åpne' }).or(portfolio.getByRole('button', { name: 'Åpne' }))).toBeVisible();
  await expect(portfolio.getByRole('link', { name: 'Min Portefølje' })).toHaveAttribute('href', '/no/products/portfolio');

  // A product whose site area is not built yet offers no trial and says it is coming.
  const models = page.locator('li', { hasText: 'Data & Modeller' });
  await expect(models.getByText('Kommer snart')).toBeVisible();
  await expect(models.getByRole('button', { name: 'Prøv gratis' })).toHaveCount(0);
});

test('the language switcher turns the landing page English and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Utvalgte produkter' })).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(page.locator('#products').getByRole('link', { name: 'Learn more' })).toHaveCount(6);
  await page.getByText('NO', { exact: true }).click();
  await expect(page).toHaveURL(/\/no\/?$/);
  await expect(page.getByRole('heading', { name: 'Utvalgte produkter' })).toBeVisible();
});

test('a signed-in user edits the profile on Min konto; a bad phone number is refused and nothing is lost', async ({ page }) => {
  await signIn(page, 'standard@demo.no');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Min konto' })).toBeVisible();
  await expect(page.getByLabel('E-post')).toHaveValue('standard@demo.no');
  await expect(page.getByLabel('E-post')).not.toBeEditable();
  await expect(page.getByLabel('Telefon')).toHaveAttribute('placeholder', '+47 XXX XX XXX');

  await page.getByLabel('Telefon').fill('12');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Ugyldig telefonnummer. Bruk formatet +47 XXX XX XXX.')).toBeVisible();

  await page.getByLabel('Fornavn').fill('Ingrid');
  await page.getByLabel('Telefon').fill('+47 912 34 567');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Profil oppdatert')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ingrid');
  await expect(page.getByLabel('Telefon')).toHaveValue('+47 912 34 567');
});

test('a signed-out visitor who opens Min konto is sent to sign in and comes back', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=/);
  await page.getByLabel('E-post').fill('basis@demo.no');
  await page.getByLabel('Passord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Min konto' })).toBeVisible();
});

test('the site records page views with browser and system, and none for a browser that asks not to be tracked', async ({ page, browser }) => {
  const ignoredBefore = visitsTo('/en/products/models/landing').length;
  const ignored = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  const privatePage = await ignored.newPage();
  const sent = privatePage.waitForResponse((res) => res.url().endsWith('/api/track/visit'));
  await privatePage.goto('/en/products/models/landing');
  expect((await sent).status()).toBe(204);
  expect(visitsTo('/en/products/models/landing')).toHaveLength(ignoredBefore);
  await ignored.close();

  // Other tests may have visited these pages already: count from here.
  const landingBefore = visitsTo('/en/products/data/landing').length;
  await page.goto('/en/products/data/landing');
  await expect.poll(() => visitsTo('/en/products/data/landing').length).toBe(landingBefore + 1);
  // Recorded once the product has arrived, under the product's own title.
  expect(visitsTo('/en/products/data/landing')[landingBefore]).toMatchObject({
    title: 'Data & Supervisor – data source monitoring',
    browser: expect.stringMatching(/Chrom/),
    os: 'Linux',
    user_id: null,
  });

  // A page loaded on demand is recorded under its own title, not the previous page's.
  const meBefore = visitsTo('/me').length;
  await page.goto('/me');
  await expect.poll(() => visitsTo('/me').length).toBe(meBefore + 1);
  expect(visitsTo('/me')[meBefore].title).toMatch(/^Ola Nordmann – /);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing already shows its headline and the first featured product, in the language of its address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Data og analyser for eiendom, kjøretøy og økonomi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eiendomsanalyse' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Illustrasjon for Eiendomsanalyse' })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Data and analytics for property, vehicles and finance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  });
});
