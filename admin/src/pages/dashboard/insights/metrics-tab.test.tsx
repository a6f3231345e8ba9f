import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_MESSAGES, METRIC_DEFINITIONS } from '@platform/shared';
import MetricsTab from '../tabs/metrics-tab';
import { FILTERS, HEAVY_TEST_MS, METRICS_URL, failure, metrics, renderTab, serve, tableRows } from './test-fixtures';

type CardKey = keyof typeof METRIC_DEFINITIONS;
const metricCard = (key: CardKey) => screen.getByTestId(`metric-${key}`);
/** A card's big figure (the shared stat card writes it in 28 px), spaces as plain spaces. */
const figure = (key: CardKey) => metricCard(key).querySelector('div[style*="font-size: 28px"]')?.textContent?.replace(/\s/g, ' ');

describe('Metrics tab', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the metrics with the switches and shows each figure with its definition, busy until they arrive', async () => {
    const { queries } = serve(METRICS_URL, () => metrics());
    renderTab(<MetricsTab filters={FILTERS} />);
    expect(document.querySelector('[aria-busy="true"] .ant-skeleton')).toBeTruthy();

    await screen.findByText('Innloggingsaktivitet');
    expect(queries()[0]).toEqual({ excludeAdmins: 'true', excludeTestUsers: 'false' });
    const expected: Array<[CardKey, string]> = [
      ['activeSubscriptions', '1 042'],
      ['trialConversions', '7'],
      ['activeUsers', '312'],
      ['conversionRate', '35,5 %'],
      ['averageRevenuePerUser', '249 kr'],
      ['churnRate', '4,5 %'],
      ['lastMonthRevenue', '24 900 kr'],
      ['totalUsers', '1 520'],
    ];
    expect(screen.getAllByTestId(/^metric-/)).toHaveLength(expected.length);
    for (const [key, value] of expected) {
      const { label, definition } = METRIC_DEFINITIONS[key];
      expect(within(metricCard(key)).getByText(label)).toBeTruthy();
      expect(figure(key)).toBe(value);
      expect(within(metricCard(key)).getByText(definition)).toBeTruthy();
    }
    // 4,5 % now against 5,0 % in the 30 days before: half a point down, in green.
    expect(within(metricCard('churnRate')).getByText('−0,5 pp mot forrige 30 dager').className).toContain('ant-typography-success');
  });

  it('shows the activity panels with their totals and the product metrics', async () => {
    serve(METRICS_URL, () => metrics());
    renderTab(<MetricsTab filters={FILTERS} />);
    const signIns = (await screen.findByText('Innloggingsaktivitet')).closest('.ant-card') as HTMLElement;
    expect(within(signIns).getByText('Totalt 20')).toBeTruthy();
    expect(within(signIns).getByRole('img', { name: 'Innloggingsaktivitet: 20 innlogginger, flest 26.11 (10)' })).toBeTruthy();
    const registrations = screen.getByText('Registreringsaktivitet').closest('.ant-card') as HTMLElement;
    expect(within(registrations).getByText('Totalt 5')).toBeTruthy();

    expect(tableRows(screen.getByRole('region', { name: 'Produktmetrikker' }))).toEqual([
      ['Budsjett', '30', '4', '5', '18 000 kr', '3,3 %'],
      ['Boligpris', '12', '0', '2', '6 900 kr', '–'],
    ]);
  });

  it('draws the revenue per month with the six months in thousands, ARPU and churn', async () => {
    serve(METRICS_URL, () => metrics());
    renderTab(<MetricsTab filters={FILTERS} />);
    const section = (await screen.findByText('Inntekt', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    // recharts draws into the fixed first size where jsdom measures nothing.
    expect(within(section).getByTestId('revenue-chart').querySelector('svg.recharts-surface')).toBeTruthy();
    expect(tableRows(within(section).getByRole('region', { name: 'Inntekt per måned' }))).toEqual([
      ['juni 2026', '15 000 kr'],
      ['juli 2026', '18 000 kr'],
      ['aug. 2026', '20 500 kr'],
      ['sep. 2026', '22 000 kr'],
      ['okt. 2026', '24 900 kr'],
      ['nov. 2026', '23 000 kr'],
    ]);
    expect(within(section).getByTestId('revenue-Total inntekt (siste 6 måneder)').textContent?.replace(/\s/g, ' ')).toBe('123,4 k kr');
    expect(within(section).getByText(METRIC_DEFINITIONS.totalRevenue.definition)).toBeTruthy();
    expect(within(section).getByTestId(`revenue-${METRIC_DEFINITIONS.averageRevenuePerUser.label}`).textContent?.replace(/\s/g, ' ')).toBe('249 kr');
    expect(within(section).getByText('−0,5 pp mot forrige 30 dager')).toBeTruthy();
  });

  it('computes the churn change from the two rates, and says when there is nothing to compare with', async () => {
    serve(METRICS_URL, () => metrics({ churnRate: 6.2, previousChurnRate: 5.2 }));
    const first = renderTab(<MetricsTab filters={FILTERS} />);
    const rising = await screen.findAllByText('+1,0 pp mot forrige 30 dager');
    expect(rising[0].className).toContain('ant-typography-danger');
    first.unmount();

    vi.restoreAllMocks();
    serve(METRICS_URL, () => metrics({ churnRate: null, previousChurnRate: null, averageRevenuePerUser: null }));
    renderTab(<MetricsTab filters={FILTERS} />);
    await screen.findByText('Innloggingsaktivitet');
    expect(figure('churnRate')).toBe('–');
    expect(screen.getAllByText('Ingen sammenligning').length).toBeGreaterThan(0);
    expect(screen.queryByText(/pp mot forrige/)).toBeNull();
  });

  it('says the metrics could not be loaded, and loads them on retry', async () => {
    let answer: unknown = failure;
    serve(METRICS_URL, () => answer);
    renderTab(<MetricsTab filters={FILTERS} />);
    expect(await screen.findByText(DASHBOARD_MESSAGES.metricsFailed)).toBeTruthy();

    answer = metrics();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await screen.findByText('Innloggingsaktivitet');
    await waitFor(() => expect(screen.queryByText(DASHBOARD_MESSAGES.metricsFailed)).toBeNull());
  });
});
