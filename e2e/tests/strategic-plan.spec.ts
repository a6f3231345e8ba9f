import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The strategic plan screen (/admin/ideas/strategy) on a fresh demo database: 48 seeded ideas, 16 per company, no
// plan saved for any company.

async function openPlan(page: Page, company: string) {
  await page.goto(`/admin/ideas/strategy?company=${company}`);
  await expect(page.getByRole('heading', { name: 'Strategic Plan' })).toBeVisible();
  // The plan has loaded when its sections show.
  await expect(page.getByRole('region', { name: 'Vision' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@demo.no');
});

test('an edited plan for Aeda is saved, and a reload shows it', async ({ page }) => {
  await openPlan(page, 'aeda');
  await expect(page.getByText('Not saved yet')).toBeVisible();
  // No plan saved: the default goals and data sources.
  await expect(page.getByText('Launch an MVP to Norwegian users and win the first paying customers')).toBeVisible();
  await expect(page.getByText('Brønnøysundregistrene – Enhetsregisteret')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Vision' }).click();
  await page.getByRole('textbox', { name: 'Vision' }).fill('Aeda gir hver boligeier i Norge svar på hva boligen er verdt.');
  await page.getByRole('button', { name: 'Done Vision' }).click();

  await page.getByRole('button', { name: 'Edit Competitive advantages' }).click();
  await page.getByRole('button', { name: 'Add advantage' }).click();
  await page.getByLabel('Advantage 1 title').fill('Matrikkeldata');
  await page.getByLabel('Advantage 1 description').fill('Direkte tilgang til Matrikkelen gjennom avtale med Kartverket');
  // antd draws the radio buttons over hidden inputs: the label is what a user clicks.
  await page.getByRole('region', { name: 'Competitive advantages' }).locator('label', { hasText: 'Positioning' }).click();
  await page.getByRole('button', { name: 'Done Competitive advantages' }).click();

  // The picker lists Aeda's ideas by strategic fit; the first is the best fit.
  await page.getByRole('button', { name: 'Edit Selected ideas' }).click();
  await page.getByRole('button', { name: 'Select Ideas' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Strategic Ideas' });
  const first = picker.getByTestId(/^picker-idea-/).first();
  const firstTitle = (await first.locator('strong').first().textContent())!.trim();
  await first.getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Apply' }).click();
  const selected = page.getByRole('region', { name: 'Selected ideas' });
  await expect(selected.getByText(firstTitle)).toBeVisible();
  await selected.getByLabel(`Notes for ${firstTitle}`).fill('Start her');
  await page.getByRole('button', { name: 'Done Selected ideas' }).click();

  await page.getByRole('button', { name: 'Save Strategic Plan' }).click();
  await expect(page.getByText('Strategic plan saved')).toBeVisible();
  await expect(page.getByText('Not saved yet')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Aeda gir hver boligeier i Norge svar på hva boligen er verdt.')).toBeVisible();
  await expect(page.getByText('Matrikkeldata')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected ideas' }).getByText(firstTitle)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected ideas' }).getByText('Start her')).toBeVisible();
  await expect(page.getByText('Not saved yet')).toHaveCount(0);

  // Another company's plan is untouched. The select's box is clicked: antd lays the chosen value over its input.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Company' }) }).click();
  await page.locator('.ant-select-item-option[title="Approach"]').click();
  await expect(page).toHaveURL(/company=approach/);
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByText('Matrikkeldata')).toHaveCount(0);
});

test('a broken plan is refused in the import dialog with the rule it fails', async ({ page }) => {
  await openPlan(page, 'enmodels');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Strategic Plan' });
  const box = dialog.getByRole('textbox', { name: 'Strategic plan JSON' });

  await box.fill('{ "vision": "Cut off"');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Invalid JSON format. Please check your syntax.')).toBeVisible();

  const plan: { shortTermGoals: Record<string, string>[] } & Record<string, unknown> = {
    vision: 'Enmodels: energimodeller for norske kommuner',
    shortTermGoals: [{ text: 'Første pilot', metric: 'Kommuner' }],
    midTermGoals: [],
    longTermGoals: [],
    competitiveAdvantages: [],
    dataMoatStrategy: { collectionSources: [], networkEffects: [] },
  };
  await box.fill(JSON.stringify(plan));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('shortTermGoals[0] must have metric, target, and timeline fields')).toBeVisible();

  // Fixed, it is saved for Enmodels and shown.
  plan.shortTermGoals[0] = { ...plan.shortTermGoals[0], target: '3', timeline: '0-6 months' };
  await box.fill(JSON.stringify(plan));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  const vision = page.getByRole('region', { name: 'Vision' });
  await expect(vision.getByText('Enmodels: energimodeller for norske kommuner')).toBeVisible();
  await page.reload();
  await expect(vision.getByText('Enmodels: energimodeller for norske kommuner')).toBeVisible();
  await expect(page.getByText('Første pilot')).toBeVisible();
});

test('the plan exports as Markdown named after the company and the day', async ({ page }) => {
  // Approach: no plan saved by the tests before.
  await openPlan(page, 'approach');
  await page.getByRole('button', { name: /Export/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download Markdown' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^strategic-plan-approach-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = fs.readFileSync((await download.path())!, 'utf8');
  expect(markdown).toContain('# Strategic Plan – Approach');
  expect(markdown).toContain('## Top 10 ideas by strategic fit');
  // The defaults go into the export of a plan that was never saved.
  expect(markdown).toContain('Kartverket – Matrikkelen (property register)');
});
