import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VISIT_ANALYTICS_MESSAGES, type ExcludedIp } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { EXCLUDED_URL, analyticsCalls, cardShows, excludedIp, renderTab, rowOf, serveVisitors, subTab, HEAVY_TEST_MS } from './test/visitor-fixtures';

async function openPanel() {
  await cardShows('Unike besøkende', '1 234');
  fireEvent.click(subTab('Utelatte IP-er'));
  return (await screen.findByRole('tabpanel', { name: 'Utelatte IP-er' })) as HTMLElement;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Excluded IPs', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the excluded addresses with their note and the date they were added', async () => {
    serveVisitors({ excluded: () => [excludedIp()] });
    renderTab();
    await openPanel();

    const row = await waitFor(() => rowOf('192.0.2.0/24'));
    expect(within(row).getByText('Kontoret')).toBeTruthy();
    expect(within(row).getByText('02.11.2026')).toBeTruthy();
  });

  it('adds an address, then fetches the list and the analytics again', async () => {
    let stored: ExcludedIp[] = [];
    const get = serveVisitors({ excluded: () => stored });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async () => {
      stored = [excludedIp({ id: 8, address: '203.0.113.7', note: 'Testmaskin' })];
      return { data: stored[0] };
    });
    renderTab();
    const panel = await openPanel();
    expect(await within(panel).findByText('Ingen utelatte adresser')).toBeTruthy();
    const analyticsBefore = analyticsCalls(get).length;

    type('IP-adresse eller område', ' 203.0.113.7 ');
    type('Notat', 'Testmaskin');
    fireEvent.click(within(panel).getByRole('button', { name: /Utelat adresse/ }));

    await waitFor(() => expect(post).toHaveBeenCalledWith(EXCLUDED_URL, { address: '203.0.113.7', note: 'Testmaskin' }));
    expect(await waitFor(() => rowOf('203.0.113.7'))).toBeTruthy();
    await waitFor(() => expect(analyticsCalls(get).length).toBeGreaterThan(analyticsBefore));
  });

  it("shows the server's refusal on the field it concerns", async () => {
    serveVisitors();
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: VISIT_ANALYTICS_MESSAGES.badExcludedIp, statusCode: 400 });
    renderTab();
    const panel = await openPanel();

    type('IP-adresse eller område', 'not-an-ip');
    fireEvent.click(within(panel).getByRole('button', { name: /Utelat adresse/ }));

    const field = screen.getByLabelText('IP-adresse eller område').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText(VISIT_ANALYTICS_MESSAGES.badExcludedIp)).toBeTruthy();
  });

  it('removes an address only after confirming, then fetches the analytics again', async () => {
    let stored = [excludedIp()];
    const get = serveVisitors({ excluded: () => stored });
    const remove = vi.spyOn(httpClient, 'delete').mockImplementation(async () => {
      stored = [];
      return { data: null };
    });
    renderTab();
    await openPanel();
    await waitFor(() => rowOf('192.0.2.0/24'));
    const analyticsBefore = analyticsCalls(get).length;

    fireEvent.click(screen.getByRole('button', { name: 'Fjern 192.0.2.0/24' }));
    const confirm = (await screen.findByText('Ta med besøk fra 192.0.2.0/24 i tallene igjen?')).closest('.ant-popover') as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${EXCLUDED_URL}/7`));
    expect(await screen.findByText('Ingen utelatte adresser')).toBeTruthy();
    await waitFor(() => expect(analyticsCalls(get).length).toBeGreaterThan(analyticsBefore));
  });
});
