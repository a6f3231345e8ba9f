import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Gives a candidate `stars` (1-5) for one score by clicking that star. */
async function rate(candidate: Locator, score: string, stars: number) {
  await candidate.getByRole('radiogroup', { name: score }).getByRole('radio').nth(stars - 1).click();
}

const candidate = (page: Page, text: string) => page.getByRole('group', { name: `Candidate: ${text}` });

test('a brainstorming session: ideas by lines and commas, filtered, scored, and two added to the ideas list', async ({ page }) => {
  // A run mark keeps the titles unique, so the search below finds exactly this run's ideas.
  const run = Date.now().toString(36);
  const widget = `Instant valuation widget ${run}`;
  const yieldMap = `Rental yield map ${run}`;
  const carPrices = `Car price estimator for flats ${run}`;
  const photoCheck = `Photo check of listings ${run}`;
  const reExpressed = `Flat price estimator ${run}`;

  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas?tab=generation');
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page).toHaveURL(/session=new/);

  await page.getByLabel('Session Title').fill(`E2E brainstorm ${run}`);
  // antd's select keeps its input under the shown value; the keyboard opens it as a user would.
  await page.getByRole('combobox', { name: 'Company' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-item-option', { hasText: 'Aeda' }).click();
  await expect(page.locator('.ant-select-selection-item', { hasText: 'Aeda' })).toBeVisible();
  await page.getByLabel('Challenge Question').fill('How might we help estate agents value homes faster?');

  // Lines (bullets removed): two ideas.
  const offTheChest = page.getByLabel('New Off the chest ideas');
  await offTheChest.fill(`- ${widget}\n- ${yieldMap}`);
  await offTheChest.press('Enter');
  await expect(page.getByRole('list', { name: 'Off the chest ideas' }).getByRole('listitem')).toHaveCount(2);
  await expect(offTheChest).toHaveValue('');

  // Commas: two ideas.
  const relatedWorld = page.getByLabel('New Related world ideas');
  await relatedWorld.fill(`${carPrices}, ${photoCheck}`);
  await relatedWorld.press('Enter');
  await expect(page.getByRole('list', { name: 'Related world ideas' }).getByRole('listitem')).toHaveCount(2);

  // Shift+Enter breaks the line; Enter then adds one idea per line.
  const revolution = page.getByLabel('New Revolution ideas');
  await revolution.fill(`No agents at all ${run}`);
  await revolution.press('Shift+Enter');
  await expect(page.getByRole('list', { name: 'Revolution ideas' })).toHaveCount(0);
  await revolution.pressSequentially(`Sellers value their own homes ${run}`);
  await revolution.press('Enter');
  await expect(page.getByRole('list', { name: 'Revolution ideas' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Session saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/session=\d+/);

  await page.getByRole('button', { name: 'Filter Ideas' }).click();
  await expect(page.getByRole('tab', { name: 'Filtered Ideas (6)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: /^Candidate: / })).toHaveCount(6);

  const first = candidate(page, widget);
  await rate(first, 'Relevance', 5);
  await rate(first, 'Feasibility', 4);
  await rate(first, 'Novelty', 4);
  await first.getByRole('checkbox', { name: 'Select' }).check();
  await first.getByLabel('Known knowns').fill('Agents ask for it every week');

  // A rating works by keyboard too: arrow keys on the focused stars.
  const second = candidate(page, carPrices);
  const relevance = second.getByRole('radiogroup', { name: 'Relevance' });
  await relevance.focus();
  for (let i = 0; i < 4; i++) await relevance.press('ArrowRight');
  await expect(relevance.locator('[aria-checked="true"]')).toHaveCount(4);
  await rate(second, 'Alignment', 3);
  await second.getByRole('checkbox', { name: 'Select' }).press('Space');
  await expect(second.getByRole('checkbox', { name: 'Select' })).toBeChecked();
  await second.getByLabel('Re-expression').fill(reExpressed);

  // The minimum relevance leaves the two scored ideas.
  await page.getByLabel('Min. Relevance').fill('4');
  await expect(page.getByRole('group', { name: /^Candidate: / })).toHaveCount(2);

  await page.getByRole('button', { name: 'Add Selected to Ideas (2)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Add 2 selected idea(s) to the main ideas list?');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added 2 idea(s) to the main ideas list!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Selected to Ideas (0)' })).toBeDisabled();

  // The scoring is saved with the session: a reload brings back the same session, tab and scores.
  await expect(page.getByText('Scores are saved with the session.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Filtered Ideas (6)' })).toHaveAttribute('aria-selected', 'true');
  await expect(candidate(page, widget).getByText('Added to ideas')).toBeVisible();
  await expect(candidate(page, widget).getByRole('radiogroup', { name: 'Relevance' }).locator('[aria-checked="true"]')).toHaveCount(5);

  // The two ideas are in the main list.
  await page.goto('/admin/ideas');
  await page.getByLabel('Search ideas').fill(run);
  await expect(page.getByRole('row', { name: new RegExp(widget) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reExpressed) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(yieldMap) })).toHaveCount(0);
});

test('the sessions list shows a saved session and deletes it after a confirmation', async ({ page }) => {
  const title = `E2E session to delete ${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas?tab=generation&session=new');
  await page.getByLabel('Session Title').fill(title);
  await page.getByLabel('New Other ideas').fill('One, two');
  await page.getByLabel('New Other ideas').press('Enter');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Session saved successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'All Sessions' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('None');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await row.getByRole('button', { name: `Delete session ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
