import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The task board with a real mouse: every column takes a card over its whole area, empty or not, and the server
// keeps the card where it was dropped.

async function openBoardOfNewIdea(page: Page, title: string): Promise<number> {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  const id = await page.evaluate(async (ideaTitle) => {
    const res = await fetch('/api/admin/ideas', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('platform.jwt')}` },
      body: JSON.stringify({ title: ideaTitle, status: 'draft' }),
    });
    return ((await res.json()) as { id: number }).id;
  }, title);
  await page.goto(`/admin/ideas/${id}`);
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  return id;
}

const column = (page: Page, name: string) => page.getByRole('region', { name });

test.use({ viewport: { width: 1280, height: 1000 } });

type Spot = 'centre' | 'left edge' | 'right edge of the header' | 'bottom edge';

/** Where in a column's box the card is released. */
function spotIn(box: { x: number; y: number; width: number; height: number }, spot: Spot) {
  if (spot === 'left edge') return { x: box.x + 8, y: box.y + box.height / 2 };
  if (spot === 'right edge of the header') return { x: box.x + box.width - 8, y: box.y + 12 };
  if (spot === 'bottom edge') return { x: box.x + box.width / 2, y: box.y + box.height - 8 };
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a card with the mouse and waits for the server's answer to the move. */
async function drag(page: Page, ideaId: number, card: Locator, target: Locator, spot: Spot) {
  // The previous drop has finished animating (the board takes no new drag while its overlay is still out).
  await expect(page.locator('[data-task-overlay]')).toHaveCount(0);
  const from = (await card.boundingBox())!;
  const to = spotIn((await target.boundingBox())!, spot);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/admin/ideas/${ideaId}/tasks/`));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Some travel first: the board starts a drag only after a few pixels, so a click stays a click.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
}

test('cards land in the column they are released over: centre and edges, empty and full columns, kept after a reload', async ({ page }) => {
  // Five real drags, each waiting for the server: more than the default half minute on a busy machine.
  test.setTimeout(90_000);
  const id = await openBoardOfNewIdea(page, `Tavle ${Date.now().toString(36)}`);
  for (const task of ['Alfa', 'Beta']) {
    await page.getByLabel('New task').fill(task);
    await page.getByLabel('New task').press('Enter');
    await expect(column(page, 'To Do').getByLabel(`Task: ${task}`)).toBeVisible();
  }
  const card = (name: string) => page.getByLabel(`Task: ${name}`);
  /** The board as the page shows it once the move has settled: each column's task titles. */
  const expectBoard = async (board: Record<string, string[]>) => {
    for (const [name, titles] of Object.entries(board)) {
      await expect(column(page, name).getByLabel(/^Task: /)).toHaveCount(titles.length);
      for (const title of titles) await expect(column(page, name).getByLabel(`Task: ${title}`)).toBeVisible();
    }
  };

  await drag(page, id, card('Alfa'), column(page, 'In Progress'), 'left edge');
  await expectBoard({ 'To Do': ['Beta'], 'In Progress': ['Alfa'], Done: [] });

  await drag(page, id, card('Beta'), column(page, 'Done'), 'centre');
  await expectBoard({ 'To Do': [], 'In Progress': ['Alfa'], Done: ['Beta'] });

  // To Do is empty now: Done's card goes back to its middle.
  await drag(page, id, card('Beta'), column(page, 'To Do'), 'centre');
  await expectBoard({ 'To Do': ['Beta'], 'In Progress': ['Alfa'], Done: [] });

  // A column with a card takes one on its header and at its bottom too.
  await drag(page, id, card('Alfa'), column(page, 'To Do'), 'right edge of the header');
  await expectBoard({ 'To Do': ['Beta', 'Alfa'], 'In Progress': [], Done: [] });
  await drag(page, id, card('Beta'), column(page, 'Done'), 'bottom edge');
  await expectBoard({ 'To Do': ['Alfa'], 'In Progress': [], Done: ['Beta'] });

  await page.reload();
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await expectBoard({ 'To Do': ['Alfa'], 'In Progress': [], Done: ['Beta'] });
});
