import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './sign-in';

// The public listings product: filtering for real on the server, a listing's page, saving it, and publishing a
// listing through the wizard. What a test saves or publishes is taken away after it (other tests read the listings).
const LISTINGS = '/no/products/property-listings';
let cleanup: Array<(request: APIRequestContext) => Promise<void>> = [];

test.afterEach(async ({ request }) => {
  for (const undo of cleanup) await undo(request);
  cleanup = [];
});

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await (await request.post('/api/auth/local', { data: { identifier: email, password: DEMO_PASSWORD } })).json()).jwt;
}

/** Waits for the listings call carrying `param` (the filters are in the query string) and answers its body. */
const searchWith = (page: Page, param: string) =>
  page.waitForResponse((res) => /\/api\/property-listings(\?|$)/.test(res.url()) && decodeURIComponent(res.url()).includes(param));

test('filters run on the server; a listing opens with its figures, is saved and found under saved properties', async ({ page }) => {
  await signIn(page, 'pro@demo.no');
  cleanup.push(async (request) => {
    const token = await tokenOf(request, 'pro@demo.no');
    const saved = (await (await request.get('/api/property-listings/saved', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{
      finnCode: string;
    }>;
    for (const { finnCode } of saved)
      await request.delete(`/api/property-listings/saved/${finnCode}`, { headers: { Authorization: `Bearer ${token}` } });
  });

  const first = searchWith(page, '');
  await page.goto(LISTINGS);
  expect((await first).status()).toBe(200);
  const total = page.getByText(/^[\d\s]+ boliger$/);
  await expect(total).toBeVisible();
  const before = await total.textContent();

  const inBergen = searchWith(page, 'city=Bergen');
  await page.locator('.ant-select', { has: page.locator('#listings-city') }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Bergen', { exact: true }).click();
  const bergen = await (await inBergen).json();
  expect(bergen.total).toBeGreaterThan(0);
  expect(bergen.listings.every((listing: { city: string }) => listing.city === 'Bergen')).toBe(true);

  const withBalcony = searchWith(page, 'features=balcony');
  await page.getByRole('group', { name: 'Egenskaper' }).getByRole('button', { name: 'Balkong', exact: true }).click();
  const balcony = await (await withBalcony).json();
  expect(balcony.total).toBeLessThan(bergen.total);
  expect(balcony.listings.every((listing: { chips: string[] }) => listing.chips.includes('balcony'))).toBe(true);
  await expect(page).toHaveURL(/city=Bergen/);
  await expect(page).toHaveURL(/features=balcony/);
  await expect(total).not.toHaveText(before ?? '');

  const title = balcony.listings[0].title as string;
  await page.getByRole('heading', { name: title, level: 3 }).first().click();
  await expect(page).toHaveURL(new RegExp(`${LISTINGS}/${balcony.listings[0].finnCode}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Pris per m² = pris / bruksareal')).toBeVisible();

  const saving = page.waitForResponse((res) => res.url().includes('/api/property-listings/saved/') && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Lagre boligen' }).click();
  expect((await saving).status()).toBe(200);

  await page.goto(`${LISTINGS}/saved`);
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
});

test('a listing published through the wizard shows in the list and under my listings', async ({ page }) => {
  await signIn(page, 'standard@demo.no');
  const address = `Veiviserveien ${Date.now() % 1000}`;
  await page.goto(`${LISTINGS}/create`);

  await page.getByLabel('Adresse').fill(address);
  await page.getByLabel('Prisantydning').fill('3450000');
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByLabel('Bruksareal (m²)').fill('64');
  await page.getByRole('button', { name: 'Neste' }).click();
  // Location is required: Next shows the §5 messages until it is filled in.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByText('By er påkrevd')).toBeVisible();
  await page.getByLabel('By', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Bodø', { exact: true }).click();
  await page.getByLabel('Postnummer').fill('8006');
  await expect(page.getByText('By er påkrevd')).toHaveCount(0);
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByText('Balkong', { exact: true }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByLabel('Kontaktperson').fill('Stine Standard');
  await page.getByRole('button', { name: 'Neste' }).click();

  const described = page.waitForResponse((res) => res.url().endsWith('/api/property-listings/ai/description'));
  await page.getByRole('button', { name: 'Skriv annonsetekst' }).click();
  expect((await described).status()).toBe(200);
  await expect(page.getByLabel('Beskrivelse')).toHaveValue(/64 m²/);
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();

  const published = page.waitForResponse(
    (res) => res.url().includes('/api/property-listings') && res.request().method() === 'POST' && !res.url().includes('/ai/'),
  );
  await page.getByRole('button', { name: 'Publiser gratis annonse' }).click();
  const answer = await published;
  expect(answer.status()).toBe(201);
  const { listingId } = await answer.json();
  cleanup.push(async (request) => {
    const token = await tokenOf(request, 'standard@demo.no');
    await request.delete(`/api/property-listings/${listingId}`, { headers: { Authorization: `Bearer ${token}` } });
  });
  await expect(page).toHaveURL(new RegExp(`${LISTINGS}\\?created=true&id=${listingId}`));
  await expect(page.getByText('Annonsen er publisert')).toBeVisible();

  // The newest listing is first in the default list.
  await expect(page.getByRole('heading', { level: 3 }).first()).toContainText('Leilighet på 64 m²');

  await page.goto(`${LISTINGS}/my-listings`);
  await expect(page.getByRole('heading', { name: /Leilighet på 64 m² i Bodø/, level: 3 })).toBeVisible();
});
