import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { currentUrl } from '../../../test/render-with-refine';
import ActivityTab from '../tabs/activity-tab';
import { INSIGHT_MESSAGES } from './messages';
import { ACTIVITY_URL, FILTERS, HEAVY_TEST_MS, activity, days, failure, renderTab, serve, tableRows } from './test-fixtures';

describe('User activity tab', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the activity with the switches and shows sign-ins and registrations per day with their totals', async () => {
    const { queries } = serve(ACTIVITY_URL, () => activity());
    renderTab(<ActivityTab filters={{ excludeAdmins: false, excludeTestUsers: true }} />);
    const signIns = (await screen.findByText('Innlogginger per dag')).closest('.ant-card') as HTMLElement;
    expect(queries()[0]).toEqual({ excludeAdmins: 'false', excludeTestUsers: 'true' });
    expect(within(signIns).getByText('Totalt 20')).toBeTruthy();
    // Days as dd.mm: the busiest one named in the chart's description.
    const chart = within(signIns).getByRole('img', { name: 'Innlogginger per dag: 20 innlogginger, flest 26.11 (10)' });
    expect(chart.querySelector('svg.recharts-surface')).toBeTruthy();
    const registrations = screen.getByText('Registreringer per dag').closest('.ant-card') as HTMLElement;
    expect(within(registrations).getByText('Totalt 5')).toBeTruthy();
    expect(within(registrations).getByRole('img', { name: 'Registreringer per dag: 5 registreringer, flest 27.11 (4)' })).toBeTruthy();
  });

  it('lists the most active users with their sign-ins and last sign-in in Oslo time, each linking to the user', async () => {
    serve(ACTIVITY_URL, () => activity());
    const view = renderTab(<ActivityTab filters={FILTERS} />);
    const table = await screen.findByRole('region', { name: 'Mest aktive brukere' });
    // 07:05 UTC is 08:05 in Oslo in November; 22:30 UTC on 1 July is past midnight in Oslo (summer time).
    expect(tableRows(table)).toEqual([
      ['Kari Nordmannkari@demo.no', '1 234', '27.11.2026, 08:05'],
      ['ola@demo.no', '3', '02.07.2026, 00:30'],
    ]);
    const kari = within(table).getByRole('link', { name: 'Kari Nordmann' });
    expect(kari.getAttribute('href')).toBe('/users/5');
    expect(within(table).getByRole('link', { name: 'ola@demo.no' }).getAttribute('href')).toBe('/users/9');
    fireEvent.click(kari);
    expect(await screen.findByText('Brukerside')).toBeTruthy();
    expect(currentUrl(view.getByTestId)).toBe('/users/5');
  });

  it('says so when nobody signed in or registered in the period', async () => {
    serve(ACTIVITY_URL, () => activity({ signIns: days(0, 0, 0), registrations: days(0, 0, 0), mostActive: [] }));
    renderTab(<ActivityTab filters={FILTERS} />);
    expect(await screen.findByText(INSIGHT_MESSAGES.noActivity(30))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mest aktive brukere' })).toBeNull();
  });

  it('says a day chart is empty when nothing happened, while the other still shows', async () => {
    serve(ACTIVITY_URL, () => activity({ registrations: days(0, 0, 0) }));
    renderTab(<ActivityTab filters={FILTERS} />);
    const registrations = (await screen.findByText('Registreringer per dag')).closest('.ant-card') as HTMLElement;
    expect(within(registrations).getByText('Ingen registreringer i perioden')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Innlogginger per dag: 20 innlogginger/ })).toBeTruthy();
  });

  it('says the activity could not be loaded, and loads it on retry', async () => {
    let answer: unknown = failure;
    serve(ACTIVITY_URL, () => answer);
    renderTab(<ActivityTab filters={FILTERS} />);
    expect(await screen.findByText(INSIGHT_MESSAGES.activityFailed)).toBeTruthy();
    answer = activity();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('region', { name: 'Mest aktive brukere' })).toBeTruthy();
    expect(screen.queryByText(INSIGHT_MESSAGES.activityFailed)).toBeNull();
  });
});
