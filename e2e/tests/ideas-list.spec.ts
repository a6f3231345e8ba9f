import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The main ideas page against a fresh demo database (48 seeded ideas, ranks 1-48). Tests that change data either
// undo it (rank) or work on ideas they create themselves, so the order of the spec files does not matter.

/** The data rows of the ideas table (row 0 is the header). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowTitle = (row: Locator) => row.getByRole('link').first().innerText();

async function openIdeas(page: Page, query = '') {
  await signIn(page, 'admin@demo.no');
  await page.goto(`/admin/ideas${query}`);
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
}

const statCard = (page: Page, title: string) => page.locator('.ant-card', { hasText: title }).locator('.ant-statistic-content');

async function statValue(page: Page, title: string): Promise<number> {
  await expect(statCard(page, title)).toHaveText(/\d/);
  return Number((await statCard(page, title).innerText()).replace(/[^\d.]/g, ''));
}

async function chooseOption(page: Page, label: string, option: string) {
  // The select's box, not its inner search input (antd lays the shown value over the input).
  await page.locator(`.ant-select[aria-label="${label}"]`).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** Types a search and waits for the table's answer to it (the box waits for a pause in typing). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (res) => res.url().includes('/api/admin/ideas?') && decodeURIComponent(res.url()).includes(`q=${text}`) && res.ok(),
  );
  await page.getByLabel('Search ideas').fill(text);
  await answered;
}

/** Searches and waits until the table shows the answer (matching rows only), then returns the rows' texts. */
async function searchShown(page: Page, text: string): Promise<string[]> {
  await search(page, text);
  const matches = (row: string) => row.toLowerCase().includes(text.toLowerCase());
  await expect
    .poll(async () => {
      const rows = await dataRows(page).allInnerTexts();
      return rows.length > 0 && rows.every(matches);
    })
    .toBe(true);
  return dataRows(page).allInnerTexts();
}

/** Creates ideas through the API with the signed-in user's token (the site and the admin app share it). */
async function createIdeas(page: Page, titles: string[]) {
  await page.evaluate(async (list) => {
    const token = localStorage.getItem('platform.jwt');
    for (const title of list) {
      const res = await fetch('/api/admin/ideas', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ title, status: 'draft', priority: 'low', tags: ['e2e'] }),
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`create ${title}: ${res.status}`);
    }
  }, titles);
}

test('filters, sorts and switches views, keeping them in the URL', async ({ page }) => {
  await openIdeas(page);
  expect(await statValue(page, 'Total Ideas')).toBeGreaterThanOrEqual(40);

  // The cards keep the previous figures while the filtered ones load: compare them with the server's answer.
  const criticalStats = page.waitForResponse((res) => res.url().includes('/api/admin/ideas/stats?') && res.url().includes('priority=critical') && res.ok());
  await chooseOption(page, 'Priority', 'Critical');
  await expect(page).toHaveURL(/priority/);
  const { total } = (await (await criticalStats).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(statCard(page, 'Total Ideas')).toHaveText(String(total));
  await expect(statCard(page, 'High Priority')).toHaveText(String(total));
  await expect(dataRows(page)).toHaveCount(Math.min(total, 20));
  for (const row of await dataRows(page).all()) await expect(row.getByText('Critical', { exact: true })).toBeVisible();

  // Sort by score, highest first.
  await chooseOption(page, 'Sort by', 'Score');
  await page.getByRole('button', { name: 'Ascending' }).click();
  await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();
  await expect(page).toHaveURL(/score/);
  // The table shows the re-sorted page once it has arrived.
  const shownScores = async () => (await dataRows(page).locator('td.ant-table-cell').filter({ hasText: /^\d+\.\d$/ }).allInnerTexts()).map(Number);
  await expect.poll(async () => {
    const scores = await shownScores();
    return scores.length > 0 && scores.every((score, i) => i === 0 || scores[i - 1] >= score);
  }).toBe(true);

  // A reload shows the same list.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(Math.min(total, 20));

  await page.getByText('Ranking View', { exact: true }).click();
  await expect(page).toHaveURL(/view=ranking/);
  const cards = page.getByRole('list', { name: 'Ideas by ranking score' }).getByRole('listitem');
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('button', { name: /Columns/ })).toHaveCount(0);

  await page.getByText('Priority Matrix', { exact: true }).click();
  await expect(page).toHaveURL(/view=matrix/);
  const matrix = page.getByRole('group', { name: 'Priority matrix' });
  await expect(page.getByText(/^Quick Wins \(\d+\)$/)).toBeVisible();
  await expect(page.getByText(/^Low Priority \(0\)$/)).toBeVisible(); // critical ideas sit on the right
  // One bubble per spot: alone, an idea's bubble is empty; several show their count. Together they are every idea.
  const bubbleCounts = (await matrix.getByRole('button').allInnerTexts()).map((text) => Number(text.trim() || 1));
  expect(bubbleCounts.reduce((sum, n) => sum + n, 0)).toBe(total);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Priority matrix' })).toBeVisible();
  // The demo data has critical ideas that share a spot: their bubble lists them, and each opens.
  const shared = page.getByRole('group', { name: 'Priority matrix' }).getByRole('button', { name: /^\d+ ideas · / }).first();
  await shared.click();
  const list = page.getByRole('list', { name: /^\d+ ideas · / });
  await expect(list.getByRole('listitem')).toHaveCount(Number(await shared.innerText()));
  await list.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/admin\/ideas\/\d+$/);
});

test('editing a rank moves the idea and shifts the others', async ({ page }) => {
  await openIdeas(page);
  await expect(dataRows(page)).toHaveCount(20);
  const top = (await dataRows(page).all()).slice(0, 5);
  const titles = await Promise.all(top.map(rowTitle));
  const ranks = await Promise.all(top.map(async (row) => Number(await row.getByRole('button', { name: /^Rank \d+ of / }).innerText())));
  const moved = titles[4];
  const rankButton = (rank: number, title: string) => page.getByRole('button', { name: `Rank ${rank} of ${title}: edit` });
  const rankInput = page.getByRole('textbox', { name: `New rank for ${moved}` });

  // The fifth idea moves up to the second idea's rank; the ideas between move down one.
  await rankButton(ranks[4], moved).click();
  await expect(page.getByText('Changing the rank will shift other ideas to make room.')).toBeVisible();
  await rankInput.fill(String(ranks[1]));
  await rankInput.press('Enter');

  await expect(dataRows(page).nth(1)).toContainText(moved);
  await expect(dataRows(page).nth(2)).toContainText(titles[1]);
  await expect(dataRows(page).nth(4)).toContainText(titles[3]);
  await expect(rankButton(ranks[1], moved)).toBeVisible();
  await expect(rankButton(ranks[1] + 1, titles[1])).toBeVisible();

  // The server keeps the new order.
  await page.reload();
  await expect(dataRows(page).nth(1)).toContainText(moved);

  // Put it back for the other tests.
  await rankButton(ranks[1], moved).click();
  await rankInput.fill(String(ranks[4]));
  await rankInput.press('Enter');
  await expect(dataRows(page).nth(4)).toContainText(moved);
  await expect(dataRows(page).nth(1)).toContainText(titles[1]);
});

test('deletes two selected ideas', async ({ page }) => {
  await openIdeas(page);
  await createIdeas(page, ['E2E bulk delete one', 'E2E bulk delete two']);
  await search(page, 'E2E bulk delete');
  await expect(dataRows(page)).toHaveCount(2);

  for (const row of await dataRows(page).all()) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  await expect(page.getByText('Delete 2 selected idea(s)?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page.getByText('Successfully deleted 2 idea(s)')).toBeVisible();
  await expect(page.getByText('No ideas match the search and filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete Selected/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No ideas match the search and filters.')).toBeVisible();
});

test('imports pasted CSV, settling a title conflict per idea', async ({ page }) => {
  await openIdeas(page);
  const seeded = await searchShown(page, 'used-car price estimator');
  // Titles of this run only, so that the test can run again on the same database.
  const imported = `E2E imported ${Date.now().toString(36)}`;
  const csv = [
    'title,status,priority,company,type,tags',
    `${imported} one,draft,high,approach,product,e2e`,
    `${imported} two,research,low,aeda,feature,e2e;import`,
    // Same title as a seeded idea, in other letter case.
    'USED-CAR PRICE ESTIMATOR,validation,medium,enmodels,product,e2e',
  ].join('\n');

  await page.getByRole('button', { name: /Import$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Ideas' });
  await dialog.getByRole('tab', { name: 'Paste Content' }).click();
  await dialog.getByLabel('Content to import').fill(csv);
  await expect(dialog.getByText('Found 3 valid idea(s) to import')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 Ideas' }).click();

  const conflicts = page.getByRole('dialog', { name: 'Import Conflicts Found' });
  await expect(conflicts).toBeVisible();
  const conflictRow = conflicts.locator('.ant-table-row');
  await expect(conflictRow).toHaveCount(1);
  await expect(conflictRow).toContainText('Used-car price estimator');
  await expect(conflictRow).toContainText('USED-CAR PRICE ESTIMATOR');
  await expect(conflictRow).toContainText('Same title');
  await expect(conflicts.getByRole('button', { name: 'Continue Import' })).toBeDisabled();
  await conflictRow.getByText('Ignore', { exact: true }).click();
  await conflicts.getByRole('button', { name: 'Continue Import' }).click();

  await expect(dialog.getByText('Import completed!')).toBeVisible();
  await expect(dialog.getByText('Imported: 2')).toBeVisible();
  await expect(dialog.getByText('Failed: 0')).toBeVisible();
  await expect(dialog.getByText('Skipped: 1')).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await search(page, imported);
  await expect(dataRows(page)).toHaveCount(2);
  await search(page, 'used-car price estimator');
  // The seeded idea is untouched, and there is no copy of it.
  await expect.poll(() => dataRows(page).allInnerTexts()).toEqual(seeded);
});

test('exports the filtered ideas as JSON and imports the file again', async ({ page }) => {
  await openIdeas(page);
  const count = (await searchShown(page, 'Tender monitor')).length;

  await page.getByRole('button', { name: /Export$/ }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Ideas' });
  await expect(exportDialog.getByLabel('File name')).toHaveValue(/^ideas-custom-export-\d{4}-\d{2}-\d{2}\.json$/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ideas-custom-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: number; title: string }[];
  expect(exported).toHaveLength(count);
  expect(exported.every((idea) => /Tender monitor/i.test(idea.title))).toBe(true);
  await exportDialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /Import$/ }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Ideas' });
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: fs.readFileSync(file),
  });
  await expect(importDialog.getByText(`Found ${count} valid idea(s) to import`)).toBeVisible();
  await importDialog.getByRole('button', { name: `Import ${count} Ideas` }).click();

  // Every exported idea is already there, by id and title.
  const conflicts = page.getByRole('dialog', { name: 'Import Conflicts Found' });
  await expect(conflicts.locator('.ant-table-row')).toHaveCount(count);
  await expect(conflicts.getByText('Same ID and title')).toHaveCount(count);
  await conflicts.getByText('Overwrite all').click();
  await conflicts.getByRole('button', { name: 'Continue Import' }).click();

  await expect(importDialog.getByText('Import completed!')).toBeVisible();
  await expect(importDialog.getByText(`Imported: ${count}`)).toBeVisible();
  await importDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dataRows(page)).toHaveCount(count);
});
