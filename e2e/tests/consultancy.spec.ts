import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatConsultancyDate, todayInOslo, type ContactEntry, type CvTemplate, type Customer, type Tender } from '@platform/shared';
import { latestMailTo } from './mailbox';
import { adminAuth } from './made-products';
import { signIn } from './sign-in';

// Consultancy: an admin edits a CV template and opens its PDF, sends a templated e-mail to a customer, and marks a
// tender applied. Each test makes its own record through the API and deletes it afterwards, so the demo stays as it was.
const API = '/api/admin/consultancy';
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const path of made.splice(0)) await request.delete(path, { headers });
});

async function makeRecord<T extends { id: number }>(request: APIRequestContext, collection: string, data: object): Promise<T> {
  const res = await request.post(`${API}/${collection}`, { headers: await adminAuth(request), data });
  expect(res.status()).toBe(201);
  const record: T = await res.json();
  made.push(`${API}/${collection}/${record.id}`);
  return record;
}

const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === path);

const unique = () => Date.now().toString(36);

// The PDF opens in the browser's own viewer, which the headless shell lacks.
test('edits a CV template with a new job and opens its PDF', { tag: '@full-browser' }, async ({ page, request }) => {
  const name = `E2E-mal ${unique()}`;
  const template = await makeRecord<CvTemplate>(request, 'cv-templates', { name, fullName: 'Åse Kvæl', title: 'Utvikler' });
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/consultancy?tab=cvs');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Rediger CV-mal' })).toBeVisible();
  await expect(page.getByLabel('Fullt navn')).toHaveValue('Åse Kvæl');

  await page.getByLabel('Tittel', { exact: true }).fill('Senior utvikler');
  await page.getByRole('button', { name: 'Legg til arbeidsforhold' }).click();
  const job = page.getByRole('group', { name: 'Arbeidsforhold 1' });
  await job.getByLabel('Firma').fill('Fjordlys Energi AS');
  await job.getByLabel('Stilling').fill('Dataingeniør');
  const from = job.getByLabel('Fra');
  await from.click();
  await from.fill('03.2024');
  await from.press('Enter');
  await expect(from).toHaveValue('03.2024');
  const saved = answered(page, 'PUT', `${API}/cv-templates/${template.id}`);
  await page.getByRole('button', { name: 'Lagre' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    title: 'Senior utvikler',
    workExperience: [{ company: 'Fjordlys Energi AS', position: 'Dataingeniør', startDate: '2024-03', endDate: null }],
  });

  // Back on the CV tab, where the row shows the new title; its PDF opens in a new tab.
  await expect(page).toHaveURL(/\/admin\/consultancy\?tab=cvs$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Senior utvikler');
  const pdf = answered(page, 'GET', `${API}/cv-templates/${template.id}/pdf`);
  const tab = page.waitForEvent('popup');
  await row.getByRole('button', { name: /Åpne PDF/ }).click();
  const pdfAnswer = await pdf;
  expect([pdfAnswer.status(), pdfAnswer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(async () => (await tab).url()).toMatch(/^blob:/);
});

test('sends a templated e-mail to a customer, which arrives filled in and shows in the contact history', async ({ page, request }) => {
  const email = `e2e-${unique()}@example.test`;
  const customer = await makeRecord<Customer>(request, 'customers', { companyName: `Havbris ${unique()} AS`, contactPerson: 'Kari Nordmann', email });
  await signIn(page, 'admin@demo.no');
  await page.goto(`/admin/consultancy/customers/${customer.id}`);
  await expect(page.getByText('Ingen e-poster eller notater ennå')).toBeVisible();
  await page.getByRole('button', { name: 'Send e-post' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Send$/ })).toBeDisabled();
  await dialog.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Første kontakt med kunde"]').click();
  await expect(dialog.getByLabel('Emne')).toHaveValue('Konsulenttjenester for {company}');

  const sent = answered(page, 'POST', `${API}/send-email`);
  await dialog.getByRole('button', { name: /Send$/ }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const { contact }: { contact: ContactEntry } = await answer.json();
  expect(contact.subject).toBe(`Konsulenttjenester for ${customer.companyName}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(contact.subject as string)).toBeVisible();

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe(`Konsulenttjenester for ${customer.companyName}`);
  expect(mail.text).toContain('Kari Nordmann');
  expect(mail.text).not.toContain('{');
});

test('marks a tender applied, dated today', async ({ page, request }) => {
  const title = `E2E-utlysning ${unique()}`;
  const tender = await makeRecord<Tender>(request, 'utlysninger', { title, status: 'considering', deadline: '2099-01-31' });
  await signIn(page, 'admin@demo.no');
  const searched = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `${API}/utlysninger` && new URL(res.url()).searchParams.get('q') === title,
  );
  await page.goto(`/admin/consultancy?tab=tenders`);
  await page.getByLabel('Søk i utlysninger').fill(title);
  await searched;
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Vurderer');
  const applied = answered(page, 'PUT', `${API}/utlysninger/${tender.id}`);
  await row.getByRole('button', { name: `Marker som søkt: ${title}` }).click();
  expect((await applied).status()).toBe(200);
  await expect(row).toContainText('Søkt');
  await expect(row).toContainText(formatConsultancyDate(todayInOslo()));
});
