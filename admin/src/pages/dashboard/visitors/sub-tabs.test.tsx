import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DASHBOARD_MESSAGES } from '@platform/shared';
import { EMPTY_ANALYTICS, cardShows, plain, renderTab, rowOf, serveVisitors, subTab, HEAVY_TEST_MS } from './test/visitor-fixtures';

/** Opens the sub-tab and gives its panel. */
async function open(name: string) {
  fireEvent.click(subTab(name));
  return (await screen.findByRole('tabpanel', { name })) as HTMLElement;
}

describe('Visitors tab, sub-tabs', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists search terms, traffic sources, popular pages and referrers', async () => {
    serveVisitors();
    renderTab();
    await cardShows('Unike besøkende', '1 234');

    let panel = await open('Søkeord');
    let row = within(panel).getByText('boligpris oslo').closest('tr')!;
    expect(within(row).getByText('Google')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();

    panel = await open('Trafikkilder');
    row = within(panel).getByText('newsletter').closest('tr')!;
    expect(within(row).getByText('email')).toBeTruthy();
    expect(within(row).getByText('31')).toBeTruthy();

    panel = await open('Populære sider');
    row = within(panel).getByText('/products/boligpris').closest('tr')!;
    expect(within(row).getByText('Boligpris')).toBeTruthy();
    expect(within(row).getByText('1 500', { normalizer: plain })).toBeTruthy();

    panel = await open('Henvisninger');
    row = within(panel).getByText('finn.no').closest('tr')!;
    expect(within(row).getByText('77')).toBeTruthy();
  });

  it('says so when a list is empty', async () => {
    serveVisitors({ analytics: () => EMPTY_ANALYTICS });
    renderTab();
    await cardShows('Unike besøkende', '0');

    expect(within(await open('Søkeord')).getByText(DASHBOARD_MESSAGES.noSearchTerms)).toBeTruthy();
    expect(within(await open('Trafikkilder')).getByText(DASHBOARD_MESSAGES.noTrafficSources)).toBeTruthy();
    expect(within(await open('Populære sider')).getByText(DASHBOARD_MESSAGES.noPages)).toBeTruthy();
    expect(within(await open('Henvisninger')).getByText(DASHBOARD_MESSAGES.noReferrers)).toBeTruthy();
    expect(within(await open('Besøkende')).getByText(DASHBOARD_MESSAGES.noVisitors)).toBeTruthy();
  });

  it('lists the visitors with the shortened id, masked address, flag, city, last visit and status', async () => {
    serveVisitors();
    renderTab();
    await cardShows('Unike besøkende', '1 234');
    await open('Besøkende');

    const row = rowOf('203.0.113.0');
    expect(within(row).getByRole('button', { name: '3f2a9c1e' })).toBeTruthy();
    const flag = within(row).getByRole('img', { name: 'NO' });
    expect(flag.getAttribute('title')).toBe('NO');
    expect(flag.className).toBe('fi fi-no');
    expect(within(row).getByText('Oslo')).toBeTruthy();
    // 90 minutes ago, the exact time on hover.
    expect(within(row).getByText('for 1 time siden')).toBeTruthy();
    expect(within(row).getByLabelText(/^for 1 time siden \(\d\d\.\d\d\.\d{4}, \d\d:\d\d\)$/)).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('/products/boligpris')).toBeTruthy();
    expect(within(row).getByText('Mobil')).toBeTruthy();
    expect(within(row).getByText('Safari')).toBeTruthy();
    expect(within(row).getByText('iOS')).toBeTruthy();
    expect(within(row).getByText('Ikke konvertert')).toBeTruthy();
  });
});
