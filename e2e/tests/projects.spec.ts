import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, EVENT_MESSAGES, formatApiDate, todayInOslo, type EventOccurrence, type Project } from '@platform/shared';
import { adminAuth } from './made-products';
import { signIn } from './sign-in';

// Projects: an admin creates a project, schedules a weekly meeting, deletes one occurrence and sees the series in
// the calendar's week view without that day; the project is deleted through the list at the end (and by the API if
// the test stops earlier), so the demo's projects stay as they were.
let made: number | null = null;
test.afterEach(async ({ request }) => {
  if (made === null) return;
  await request.delete(`/api/admin/projects/${made}`, { headers: await adminAuth(request) });
  made = null;
});

const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));

/** Types a time into an antd time picker and leaves it with Tab (Enter would also submit the form). */
async function pickTime(input: Locator, time: string) {
  await input.click();
  await input.fill(time);
  await input.press('Tab');
  await expect(input).toHaveValue(time);
}

/** 'Nov 26, 2026': how the tables, the chips and the delete buttons name a day. */
const dayLabel = (isoDay: string) => formatApiDate(`${isoDay}T12:00:00Z`);

test('creates a project, schedules a weekly meeting, deletes one occurrence and sees the rest in the calendar', async ({ page }) => {
  const name = `e2e-${Date.now().toString(36)}`;
  const displayName = `Prosjekt ${name}`;
  await signIn(page, 'admin@demo.no');
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Project ID').fill(name);
  await form.getByLabel('Display Name').fill(displayName);
  await form.getByLabel('Tags').fill(' kart, data ,, ');
  const created = answered(page, 'POST', /^\/api\/admin\/projects$/);
  await form.getByRole('button', { name: 'Create' }).click();
  const project: Project = await (await created).json();
  made = project.id;
  expect(project).toMatchObject({ name, display_name: displayName, status: 'planning', priority: 'medium', tags: ['kart', 'data'] });

  const searched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/projects' && new URL(res.url()).searchParams.get('q') === name);
  await page.getByLabel('Search projects').fill(name);
  await searched;
  await page.getByRole('row', { name: new RegExp(displayName) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${project.id}`));
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByText(EVENT_MESSAGES.empty)).toBeVisible();

  // A weekly meeting from today at 09:00-09:30 (Oslo), on today's weekday by default.
  await page.getByRole('button', { name: EVENT_MESSAGES.scheduleFirst }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Ukemøte');
  await pickTime(dialog.getByLabel('Start time'), '09:00');
  await pickTime(dialog.getByLabel('End time'), '09:30');
  // The select's box, not its inner search input (antd lays the shown value over the input).
  await dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Repeat', exact: true }) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Weekly"]').click();
  const saved = answered(page, 'POST', /\/api\/admin\/projects\/\d+\/events$/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const series: EventOccurrence = await (await saved).json();
  const today = todayInOslo();
  expect(series).toMatchObject({ title: 'Ukemøte', event_date: today, recurrence_pattern: 'weekly', recurrence_interval: 1 });

  // The series row and the generated occurrences of the next weeks, each at 9:00 AM.
  const nextWeek = addDays(today, 7);
  const inTwoWeeks = addDays(today, 14);
  const deleteButton = (day: string) => page.getByRole('button', { name: `Delete Ukemøte, ${dayLabel(day)}` });
  await expect(deleteButton(nextWeek)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(dayLabel(nextWeek)) })).toContainText('9:00 AM');
  await expect(page.getByRole('button', { name: `Edit Ukemøte, ${dayLabel(nextWeek)}` })).toBeDisabled();

  // Deleting next week's occurrence keeps the series.
  await deleteButton(nextWeek).click();
  await expect(page.getByText(EVENT_MESSAGES.deleteInstance)).toBeVisible();
  const deleted = answered(page, 'DELETE', /\/events\/[^/]+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(deleteButton(nextWeek)).toHaveCount(0);
  await expect(deleteButton(today)).toBeVisible();
  await expect(deleteButton(inTwoWeeks)).toBeVisible();

  // The calendar of every project, week by week: this week has the meeting, next week not, the week after again.
  await page.goto('/admin/projects/calendar');
  const chip = (day: string) => page.getByRole('button', { name: new RegExp(`^Ukemøte, ${displayName}, ${dayLabel(day)}`) });
  await page.getByLabel('Calendar view').getByText('Week', { exact: true }).click();
  await expect(chip(today)).toBeVisible();
  let range = answered(page, 'GET', /^\/api\/admin\/events$/);
  await page.getByRole('button', { name: 'Next week' }).click();
  await range;
  await expect(page.getByRole('button', { name: /^Ukemøte, / })).toHaveCount(0);
  range = answered(page, 'GET', /^\/api\/admin\/events$/);
  await page.getByRole('button', { name: 'Next week' }).click();
  await range;
  await expect(chip(inTwoWeeks)).toBeVisible();

  // Delete warns that the records go with the project.
  await page.goto(`/admin/projects?q=${name}`);
  await page.getByRole('row', { name: new RegExp(displayName) }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/todos, reminders, events and notes are deleted/)).toBeVisible();
  const removed = answered(page, 'DELETE', new RegExp(`^/api/admin/projects/${project.id}$`));
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  expect((await removed).status()).toBe(200);
  made = null;
  await expect(page.getByRole('row', { name: new RegExp(displayName) })).toHaveCount(0);
});
