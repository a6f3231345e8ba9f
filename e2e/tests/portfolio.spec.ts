import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ExecutedRebalance, Portfolio, RebalancePlan } from '@platform/shared';
import { adminAuth } from './made-products';
import { activatedAccount } from './mailbox';
import { DEMO_PASSWORD, signIn } from './sign-in';

// Min Portefølje: a subscriber with the sample portfolio runs each strategy, reviews and executes the plan, sees the
// positions change, and exports the plan as a PDF. Each test has an account of its own (deleted afterwards), so the
// sample portfolio is fresh however often it runs.
let account: { id: number; email: string } | null = null;

async function subscriber(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = `portefolje-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.no`;
  const user = await activatedAccount(request, email, DEMO_PASSWORD);
  const granted = await request.post(`/api/admin/users/${user.id}/products/portfolio`, {
    headers: await adminAuth(request),
    data: { subscriptionStatus: 'active' },
  });
  expect(granted.ok()).toBe(true);
  return { id: user.id, email };
}

test.afterEach(async ({ request }) => {
  if (!account) return;
  const removed = await request.delete(`/api/admin/users/${account.id}`, { headers: await adminAuth(request) });
  expect(removed.ok()).toBe(true);
  account = null;
});

const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === path);

test('runs each strategy on the server and shows its trades and figures', async ({ page, request }) => {
  account = await subscriber(request);
  await signIn(page, account.email);
  await page.goto('/no/products/portfolio-optimizer/rebalance');
  await expect(page.getByText('Kjør simulering').first()).toBeVisible();

  for (const strategy of ['Toleransebånd', 'Kalender', 'Kostnadsbevisst']) {
    // The strategy is kept in the address, so the choice shows once the address has changed.
    const choice = page.getByRole('radio', { name: new RegExp(strategy) });
    await choice.click();
    await expect(choice).toBeChecked();
    const simulated = answered(page, 'POST', '/api/portfolio/rebalance/simulate');
    await page.getByRole('button', { name: 'Kjør simulering' }).click();
    const answer = await simulated;
    expect(answer.status()).toBe(200);
    const plan: RebalancePlan = await answer.json();
    expect(plan.trades.length).toBeGreaterThan(0);
    // Every trade the server proposed is in the table, with its whole shares.
    for (const trade of plan.trades) {
      await expect(page.getByRole('row', { name: new RegExp(`${trade.ticker}\\b`) }).first()).toBeVisible();
    }
    await expect(page.getByText(`${plan.scoreBefore.toLocaleString('nb-NO')}`).first()).toBeVisible();
  }
});

test('reviews and executes the plan, sees the positions change, and exports the plan as a PDF', async ({ page, request }) => {
  account = await subscriber(request);
  await signIn(page, account.email);
  const loaded = answered(page, 'GET', '/api/portfolio');
  await page.goto('/no/products/portfolio-optimizer');
  const before: Portfolio = await (await loaded).json();

  await page.getByRole('link', { name: 'Planlegg rebalansering' }).click();
  const simulated = answered(page, 'POST', '/api/portfolio/rebalance/simulate');
  await page.getByRole('button', { name: 'Kjør simulering' }).click();
  const plan: RebalancePlan = await (await simulated).json();
  const [first] = plan.trades;

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^rebalanseringsplan-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync((await pdf.path()) as string)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('link', { name: 'Gjennomgå og utfør' }).click();
  await expect(page).toHaveURL(/\/products\/portfolio-optimizer\/review/);
  await expect(page.getByText('Ingen megler er koblet til', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Utfør handler' }).click();
  const executed = answered(page, 'POST', '/api/portfolio/rebalance/execute');
  await page.getByRole('button', { name: 'Utfør', exact: true }).click();
  const result: ExecutedRebalance = await (await executed).json();
  expect(result.orders).toHaveLength(plan.trades.length);

  const reloaded = answered(page, 'GET', '/api/portfolio');
  await page.getByRole('link', { name: 'Til porteføljen' }).click();
  const after: Portfolio = await (await reloaded).json();
  const sharesOf = (portfolio: Portfolio, ticker: string) => portfolio.positions.find((position) => position.ticker === ticker)?.shares;
  const expected = first.action === 'buy' ? first.currentShares + first.tradeShares : first.currentShares - first.tradeShares;
  expect(sharesOf(before, first.ticker)).toBe(first.currentShares);
  expect(sharesOf(after, first.ticker)).toBe(expected);
  const row = page.getByRole('row', { name: new RegExp(`${first.ticker}\\b`) }).first();
  await expect(row).toContainText(expected.toLocaleString('nb-NO').replace(/\s/g, ' '));
});
