import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// A visitor's message from the contact page, as an administrator finds and answers it, on the server's fresh demo
// database. Each run writes its own name, so repeated runs find their own inquiry.

/** Picks an option of an antd Select, found by its label, as a user clicking it open would. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.locator('.ant-select', { has: page.getByRole('combobox', { name: label }) }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

const listAnswered = (page: Page, status: string) =>
  page.waitForResponse((res) => res.url().includes('/api/admin/inquiries?') && res.url().includes(`status=${status}`) && res.ok());

test('a visitor sends the contact form; an administrator finds it among the new ones, marks it contacted with a note', async ({ page, browser }) => {
  const name = `Kari ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const message = `Hei! Vi vil gjerne høre mer om plattformen. (${name})`;

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Kontakt oss', level: 1 })).toBeVisible();
  await page.getByLabel('Navn').fill(name);
  await page.getByLabel('E-post').fill('kari@example.no');
  await page.getByLabel('Melding').fill(message);
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/inquiries') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send henvendelsen' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Takk for henvendelsen!')).toBeVisible();

  // The administrator, in a browser session of their own.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.no');
  const newOnes = listAnswered(admin, 'new');
  await admin.goto('/admin/inquiries?status=new');
  expect((await (await newOnes).json()).some((inquiry: { name: string }) => inquiry.name === name)).toBe(true);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ny');

  await row.getByRole('button', { name: `Åpne henvendelsen fra ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Henvendelse fra ${name}` });
  await expect(dialog).toContainText(message);
  await choose(admin, dialog, 'Status', 'Kontaktet');
  await dialog.getByLabel('Notater').fill('Ringte kunden og avtalte et møte.');
  const saved = admin.waitForResponse((res) => /\/api\/admin\/inquiries\/\d+$/.test(res.url()) && res.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    status: 'contacted',
    notes: 'Ringte kunden og avtalte et møte.',
    responded_at: expect.any(String),
    closed_at: null,
  });
  await expect(dialog).toBeHidden();

  // No longer among the new ones; among the contacted, with its note.
  const contacted = listAnswered(admin, 'contacted');
  await choose(admin, admin, 'Statusfilter', 'Kontaktet');
  await contacted;
  await expect(admin).toHaveURL(/status=contacted/);
  const answered = admin.getByRole('row').filter({ hasText: name });
  await expect(answered).toContainText('Kontaktet');
  await answered.getByRole('button', { name: `Åpne henvendelsen fra ${name}` }).click();
  await expect(admin.getByRole('dialog', { name: `Henvendelse fra ${name}` }).getByLabel('Notater')).toHaveValue('Ringte kunden og avtalte et møte.');
  await admin.context().close();
});
