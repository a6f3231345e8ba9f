import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VISITOR_MESSAGES } from '@platform/shared';
import { cardShows, openDialog, renderTab, serveVisitors, subTab, HEAVY_TEST_MS } from './test/visitor-fixtures';

async function openVisitor() {
  await cardShows('Unike besøkende', '1 234');
  fireEvent.click(subTab('Besøkende'));
  fireEvent.click(await screen.findByRole('button', { name: '3f2a9c1e' }));
  return openDialog();
}

describe('Visitor detail dialog', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens from the visitor's id with their summary and sessions, each with its page views in order", async () => {
    const get = serveVisitors();
    renderTab();
    const dialog = await openVisitor();

    expect(await within(dialog).findByText('3f2a9c1e-7b4d-4e8a-9f00-1a2b3c4d5e6f')).toBeTruthy();
    expect(get.mock.calls.map(([url]) => url)).toContain('/api/analytics/visitors/3f2a9c1e-7b4d-4e8a-9f00-1a2b3c4d5e6f');

    // 09:00 UTC is 10:00 in Oslo in November.
    const latest = within(dialog).getByLabelText('Økt 26.11.2026, 10:00');
    expect(within(latest).getByText('3:07')).toBeTruthy();
    expect(within(latest).getByText('google.com / search')).toBeTruthy();
    const views = Array.from(latest.querySelectorAll('tr.ant-table-row'), (row) =>
      Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
    );
    expect(views).toEqual([
      ['10:00:00', '/', 'Forsiden'],
      ['10:03:07', '/products/boligpris', 'Boligpris'],
    ]);

    const earlier = within(dialog).getByLabelText('Økt 20.11.2026, 19:30');
    expect(within(earlier).getByText('newsletter / email / november')).toBeTruthy();
    expect(within(earlier).getByText('0:00')).toBeTruthy();
  });

  it('says so when the visitor has no visits, and closes with Esc', async () => {
    serveVisitors({ journey: () => ({ reject: { message: VISITOR_MESSAGES.visitorNotFound, statusCode: 404 } }) });
    renderTab();
    const dialog = await openVisitor();

    expect(await within(dialog).findByText(VISITOR_MESSAGES.visitorNotFound)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
