import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_MESSAGES, VISITOR_REFRESH_MS } from '@platform/shared';
import { EMPTY_ANALYTICS, analytics, analyticsCalls, card, cardShows, renderTab, serveVisitors, HEAVY_TEST_MS } from './test/visitor-fixtures';

describe('Visitors tab', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the six figures of the last 30 days and the chart of visitors and sessions per day', async () => {
    const get = serveVisitors();
    renderTab();

    await cardShows('Unike besøkende', '1 234');
    await cardShows('Totalt økter', '2 345');
    await cardShows('Unike søkeord', '17');
    await cardShows('Konverteringsrate', '12,5 %');
    await cardShows('Snittlengde per økt', '3:07');
    await cardShows('Sider per økt', '3,4');
    const chart = screen.getByRole('figure', { name: 'Besøkende og økter per dag' });
    expect(within(chart).getByText('Besøkende')).toBeTruthy();
    expect(within(chart).getByText('Økter')).toBeTruthy();

    expect(analyticsCalls(get)[0]).toEqual({ days: '30', excludeAdmins: 'false', excludeTestUsers: 'false' });
  });

  it('shows dashes where there is nothing to compute a figure from', async () => {
    serveVisitors({ analytics: () => EMPTY_ANALYTICS });
    renderTab();
    await cardShows('Unike besøkende', '0');
    expect(within(card('Konverteringsrate')).getByText('–')).toBeTruthy();
    expect(within(card('Snittlengde per økt')).getByText('–')).toBeTruthy();
  });

  it('asks for 7 days when chosen, and keeps the choice in the address', async () => {
    const get = serveVisitors({
      analytics: (params) => analytics({ days: Number(params.days) as 7, total_visitors: params.days === '7' ? 99 : 1234 }),
    });
    const view = renderTab();
    await cardShows('Unike besøkende', '1 234');

    fireEvent.click(screen.getByText('7 dager'));

    await cardShows('Unike besøkende', '99');
    expect(analyticsCalls(get).at(-1)).toMatchObject({ days: '7' });
    expect(view.url()).toContain('days=7');
  });

  it('fetches the figures again every minute', async () => {
    // Only the polling interval is faked: everything else runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const get = serveVisitors({ analytics: () => analytics({ total_visitors: analyticsCalls(get).length > 1 ? 1300 : 1234 }) });
    renderTab();
    await cardShows('Unike besøkende', '1 234');
    expect(analyticsCalls(get)).toHaveLength(1);

    vi.advanceTimersByTime(VISITOR_REFRESH_MS);
    await cardShows('Unike besøkende', '1 300');
    expect(analyticsCalls(get)).toHaveLength(2);
  });

  it('reads the days from the address', async () => {
    const get = serveVisitors();
    renderTab({ url: '/dashboard?tab=analytics&days=90' });
    await cardShows('Unike besøkende', '1 234');
    expect(analyticsCalls(get).every((params) => params.days === '90')).toBe(true);
  });

  it('passes the switches along', async () => {
    const get = serveVisitors();
    renderTab({ filters: { excludeAdmins: true, excludeTestUsers: true } });
    await cardShows('Unike besøkende', '1 234');
    expect(analyticsCalls(get)[0]).toMatchObject({ excludeAdmins: 'true', excludeTestUsers: 'true' });
  });

  it('narrows to one product, names it, and can show all products again', async () => {
    const get = serveVisitors({ product: (id) => ({ id, name: 'Boligpris' }) });
    const view = renderTab({ url: '/dashboard?tab=analytics&productId=boligpris', productId: 'boligpris' });

    expect(await screen.findByText('Boligpris', { selector: 'strong' })).toBeTruthy();
    await cardShows('Unike besøkende', '1 234');
    expect(analyticsCalls(get)[0]).toMatchObject({ productId: 'boligpris' });

    fireEvent.click(screen.getByRole('button', { name: 'Vis alle produkter' }));
    await waitFor(() => expect(view.url()).not.toContain('productId'));
    expect(view.url()).toContain('tab=analytics');
  });

  it('says the analytics could not be loaded, and tries again on request', async () => {
    let fail = true;
    serveVisitors({ analytics: () => (fail ? { reject: { message: 'Failed to fetch analytics', statusCode: 500 } } : analytics()) });
    renderTab();

    expect(await screen.findByText(DASHBOARD_MESSAGES.visitorsFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await cardShows('Unike besøkende', '1 234');
    expect(screen.queryByText(DASHBOARD_MESSAGES.visitorsFailed)).toBeNull();
  });
});
