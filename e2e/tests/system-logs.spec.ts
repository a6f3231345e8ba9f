import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { readCsv, LOG_EXPORT_HEADERS } from '@platform/shared';
import { signIn } from './sign-in';

// The system log as an administrator reads it, on the server's fresh demo database. An unhandled error is caused for
// real: the database is made to refuse comments (a trigger), as a broken table would, while one is added.

const cmsDir = path.join(__dirname, '..', '..', 'cms');
const dbFile = path.join(cmsDir, '.tmp', `e2e-${process.env.E2E_PORT ?? '1338'}.db`);

function withCommentsRefused<T>(run: () => Promise<T>): Promise<T> {
  const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');
  const db = new Database(dbFile);
  db.exec("CREATE TRIGGER e2e_refuse_comments BEFORE INSERT ON idea_comments BEGIN SELECT RAISE(ABORT, 'refused by the e2e test'); END");
  return run().finally(() => {
    db.exec('DROP TRIGGER e2e_refuse_comments');
    db.close();
  });
}

/** A comment the server fails on (500), sent with the signed-in administrator's token. */
async function causeUnhandledError(page: Page, token: string): Promise<number> {
  return withCommentsRefused(async () => {
    const headers = { Authorization: `Bearer ${token}` };
    const idea = await (await page.request.post('/api/admin/ideas', { headers, data: { title: 'Logget feil' } })).json();
    const res = await page.request.post(`/api/admin/ideas/${idea.id}/comments`, { headers, data: { comment: 'Hei' } });
    return res.status();
  });
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the Feil tab, an entry in detail, the CSV export read back, and deleting old logs', async ({ page }) => {
  const token = await signIn(page, 'admin@demo.no');
  expect(await causeUnhandledError(page, token)).toBe(500);

  await page.goto('/admin/logs');
  await expect(page.getByRole('heading', { name: 'Systemlogger' })).toBeVisible();

  // Feil: the tab is a real filter, answered by the server.
  const errorsAnswered = page.waitForResponse((res) => res.url().includes('/api/admin/logs?') && res.url().includes('tab=errors') && res.ok());
  await page.getByRole('tab', { name: 'Feil' }).click();
  const answer = await (await errorsAnswered).json();
  expect(answer.length).toBeGreaterThan(0);
  expect(answer.every((entry: { level: string }) => ['error', 'critical'].includes(entry.level))).toBe(true);
  await expect(page).toHaveURL(/tab=errors/);
  await expect(rows(page)).toHaveCount(answer.length);
  const failure = rows(page).filter({ hasText: 'system.unhandled_error' }).first();
  await expect(failure).toBeVisible();

  // Its details: the message and the stack.
  await failure.getByRole('button', { name: /^Detaljer for system\.unhandled_error/ }).click();
  const details = page.getByRole('dialog', { name: 'Loggdetaljer' });
  await expect(details).toContainText('refused by the e2e test');
  await expect(details).toContainText(/\n?\s*at /);
  await details.getByRole('button', { name: 'Lukk' }).click();
  await expect(details).toBeHidden();

  // The export of what the tab shows, read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^logs-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const table = readCsv(fs.readFileSync(await download.path(), 'utf8'))!;
  expect(table.fields).toEqual(LOG_EXPORT_HEADERS);
  expect(table.rows).toHaveLength(answer.length);
  expect(table.rows.map((row) => row.Action)).toContain('system.unhandled_error');
  expect(table.rows.every((row) => ['error', 'critical'].includes(row.Level))).toBe(true);

  // Deleting old logs: nothing on a fresh database is 30 days old; the deletion itself is logged.
  await page.getByRole('button', { name: 'Slett gamle logger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett gamle logger' });
  await expect(dialog).toContainText('arkiveres før sletting');
  const cleaned = page.waitForResponse((res) => res.url().endsWith('/api/admin/logs/cleanup') && res.ok());
  await dialog.getByRole('button', { name: 'Slett logger' }).click();
  expect(await (await cleaned).json()).toMatchObject({ deletedCount: 0 });
  await expect(page.getByText('Slettet 0 logger')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The deletion is in the log: the newest entry of a search for it, with every tab's entries.
  await page.getByRole('tab', { name: 'Alle logger' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  const searched = page.waitForResponse(
    (res) => res.url().includes('/api/admin/logs?') && res.url().includes('search=logs.cleanup') && !res.url().includes('tab=') && res.ok(),
  );
  await page.getByLabel('Søk i logger').fill('logs.cleanup');
  await page.getByLabel('Søk i logger').press('Enter');
  const found = await (await searched).json();
  expect(found[0]).toMatchObject({ action: 'logs.cleanup.create', userEmail: 'admin@demo.no', metadata: { result: { deletedCount: 0 } } });
  await expect(rows(page).first()).toContainText('logs.cleanup.create');
  await expect(page).toHaveURL(/search=logs\.cleanup/);
  await expect(page).not.toHaveURL(/tab=/);
});
