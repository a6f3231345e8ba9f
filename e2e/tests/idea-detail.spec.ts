import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The idea detail page against a fresh demo database. Tests that change data work on an idea they create themselves,
// so the seeded ideas (and the other spec files' expectations of them) stay as they were.

/** Creates an idea through the API with the signed-in user's token and answers its id. */
async function createIdea(page: Page, title: string): Promise<number> {
  return page.evaluate(async (ideaTitle) => {
    const res = await fetch('/api/admin/ideas', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('platform.jwt')}` },
      body: JSON.stringify({
        title: ideaTitle,
        description: 'Made by the detail page test.',
        status: 'draft',
        priority: 'low',
        tags: ['e2e'],
      }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`create ${ideaTitle}: ${res.status}`);
    return ((await res.json()) as { id: number }).id;
  }, title);
}

/** Signs in, creates an idea and opens its detail page. */
async function openNewIdea(page: Page, title: string): Promise<number> {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  const id = await createIdea(page, title);
  await page.goto(`/admin/ideas/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return id;
}

test('a row of the list opens the idea, with its tabs and sidebar', async ({ page }) => {
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/ideas');
  const link = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first();
  const title = await link.innerText();
  await link.click();

  await expect(page).toHaveURL(/\/admin\/ideas\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page).toHaveTitle(title);
  for (const tab of [
    'Overview',
    'Analysis',
    'Business Canvas',
    'Market Analysis',
    'Solution',
    'Elevator Pitch',
    'Planning',
    'Strategic Fit',
    'Tasks',
    'Tips & Guidance',
  ]) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: /^Activity \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Evaluation Score')).toBeVisible();

  await page.getByRole('button', { name: 'Back to Ideas' }).click();
  await expect(page.getByRole('heading', { name: 'Business Ideas' })).toBeVisible();
});

test('edits and saves an idea; Cancel and Esc drop the changes', async ({ page }) => {
  const id = await openNewIdea(page, 'E2E detail: edit and save');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ideas/${id}\\?edit=true$`));
  await page.getByLabel('Title', { exact: true }).fill('Thrown away');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'E2E detail: edit and save' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/ideas/${id}$`));

  // ?edit=true opens edit mode directly.
  await page.goto(`/admin/ideas/${id}?edit=true`);
  await page.getByLabel('Title', { exact: true }).fill('E2E detail: saved');
  await page.getByLabel('Background', { exact: true }).fill('First line\nSecond line');
  await page.getByLabel('Add tags').fill('proptech');
  await page.getByLabel('Add tags').press('Enter');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('heading', { name: 'E2E detail: saved' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/ideas/${id}$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);

  // Saved on the server: a reload shows it, the background with its line break.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'E2E detail: saved' })).toBeVisible();
  await expect(page.getByText('First line\nSecond line', { exact: true })).toHaveCSS('white-space', 'pre-wrap');
  await expect(page.getByText('proptech', { exact: true })).toBeVisible();

  // Ctrl+S saves; a server refusal shows its message.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title', { exact: true }).fill(' ');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('alert').filter({ hasText: 'Title is required.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'E2E detail: saved' })).toBeVisible();
  await expect(page.getByText('Title is required.')).toHaveCount(0);
});

test('a token that stops working while editing leads to sign-in and back to the same idea, edits kept', async ({ page }) => {
  const id = await openNewIdea(page, 'E2E detail: session ends');
  await page.goto(`/admin/ideas/${id}?edit=true`);
  await page.getByLabel('Title', { exact: true }).fill('E2E detail: saved after signing in again');
  await page.getByLabel('Background', { exact: true }).fill('Written before the session ended');

  // The token is no longer accepted (as when it expires or is revoked): the server answers 401.
  await page.evaluate(() => localStorage.setItem('platform.jwt', `${localStorage.getItem('platform.jwt')}x`));
  const refused = page.waitForResponse((res) => res.url().endsWith(`/api/admin/ideas/${id}`) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await refused).status()).toBe(401);

  await expect(page).toHaveURL(new RegExp(`/admin/login\\?to=${encodeURIComponent(`/ideas/${id}?edit=true`)}$`));
  await page.getByLabel('E-mail').fill('admin@demo.no');
  await page.getByLabel('Password').fill('Demo2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/ideas/${id}\\?edit=true$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('E2E detail: saved after signing in again');
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('Written before the session ended');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'E2E detail: saved after signing in again' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'E2E detail: saved after signing in again' })).toBeVisible();
  await expect(page.getByText('Written before the session ended', { exact: true })).toBeVisible();
});

test('drags a task to another column with the mouse', async ({ page }) => {
  const id = await openNewIdea(page, 'E2E detail: task board');
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();

  const todo = page.getByRole('region', { name: 'To Do' });
  const done = page.getByRole('region', { name: 'Done' });
  await page.getByLabel('New task').fill('Drag me');
  await page.getByLabel('New task').press('Enter');
  const card = todo.getByLabel('Task: Drag me');
  await expect(card).toBeVisible();

  const from = (await card.boundingBox())!;
  const to = (await done.boundingBox())!;
  const moved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes(`/api/admin/ideas/${id}/tasks/`),
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // A few steps: the board starts a drag only after some travel, so a click stays a click.
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await page.mouse.up();

  expect((await moved).ok()).toBe(true);
  await expect(done.getByLabel('Task: Drag me')).toBeVisible();
  await expect(todo.getByLabel('Task: Drag me')).toHaveCount(0);

  // The server kept it there.
  await page.reload();
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Done' }).getByLabel('Task: Drag me')).toBeVisible();
});

test('adds a comment, which shows first and counts', async ({ page }) => {
  await openNewIdea(page, 'E2E detail: comments');
  await page.getByRole('tab', { name: 'Activity (0)' }).click();

  await page.getByLabel('Comment', { exact: true }).fill('  First comment from the browser test  ');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByRole('tab', { name: 'Activity (1)' })).toBeVisible();

  await page.getByLabel('Comment', { exact: true }).fill('Second, sent with Ctrl+Enter');
  await page.getByLabel('Comment', { exact: true }).press('Control+Enter');
  await expect(page.getByRole('tab', { name: 'Activity (2)' })).toBeVisible();

  const comments = page.getByLabel('Comments').locator('.ant-list-item');
  await expect(comments.first()).toContainText('Second, sent with Ctrl+Enter');
  await expect(comments.nth(1)).toContainText('First comment from the browser test');
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
});

test('uploads a file, downloads it with the token, and deletes it', async ({ page }) => {
  await openNewIdea(page, 'E2E detail: attachments');
  const content = 'Notes from the browser test.\n';

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
  const attachments = page.getByLabel('Attachments', { exact: true });
  await expect(attachments.getByText('e2e-notes.txt')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download e2e-notes.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e-notes.txt');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(content);

  await page.getByRole('button', { name: 'Delete e2e-notes.txt' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No attachments')).toBeVisible();
});
