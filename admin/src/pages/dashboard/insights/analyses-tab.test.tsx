import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { choose } from '../../../test/choose-option';
import AnalysesTab from '../tabs/analyses-tab';
import { INSIGHT_MESSAGES } from './messages';
import { ANALYSES_URL, FILTERS, HEAVY_TEST_MS, analyses, failure, renderTab, serve, tableRows } from './test-fixtures';

const funnelRows = () => tableRows(screen.getByRole('region', { name: 'Trakt per måned' }));

describe('Analyses tab', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the platform funnel per month with each step’s share of the one before, and the latest month drawn', async () => {
    const { queries } = serve(ANALYSES_URL, () => analyses());
    renderTab(<AnalysesTab filters={FILTERS} />);
    await screen.findByRole('region', { name: 'Trakt per måned' });
    expect(queries()[0]).toEqual({ excludeAdmins: 'true', excludeTestUsers: 'false' });
    expect(screen.getByLabelText('Produkt', { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('Alle produkter', { selector: '.ant-select-selection-item' })).toBeTruthy();
    expect(funnelRows()).toEqual([
      ['okt. 2026', '2 000', '100 (5,0 %)', '40 (40,0 %)', '10 (25,0 %)'],
      ['nov. 2026', '1 600', '80 (5,0 %)', '20 (25,0 %)', '5 (25,0 %)'],
    ]);
    const chart = screen.getByRole('img', { name: /^Trakt nov\. 2026/ });
    expect(chart.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Trakt nov. 2026: Besøkende 1 600, Registreringer 80 (5,0 %), Prøveperioder 20 (25,0 %), Betalende 5 (25,0 %)',
    );
    expect(chart.querySelector('svg.recharts-surface')).toBeTruthy();
  });

  it('shows the chosen product’s funnel, and draws the month chosen for the chart', async () => {
    serve(ANALYSES_URL, () => analyses());
    renderTab(<AnalysesTab filters={FILTERS} />);
    await screen.findByRole('region', { name: 'Trakt per måned' });

    await choose('Produkt', 'Budsjett');
    // No one signed up in November: the steps after it have no share to show.
    expect(funnelRows()).toEqual([
      ['okt. 2026', '500', '25 (5,0 %)', '8 (32,0 %)', '2 (25,0 %)'],
      ['nov. 2026', '400', '0 (0,0 %)', '0 (–)', '0 (–)'],
    ]);
    await choose('Måned i grafen', 'okt. 2026');
    expect(screen.getByRole('img', { name: /^Trakt okt\. 2026: Besøkende 500, Registreringer 25/ })).toBeTruthy();

    await choose('Produkt', 'Alle produkter');
    expect(funnelRows()[0][1]).toBe('2 000');
    // The chosen month stays while the product has it.
    expect(screen.getByRole('img', { name: /^Trakt okt\. 2026: Besøkende 2\s000/ })).toBeTruthy();
  });

  it('shows the cohort retention with a heat colour per cell and a dash for months still ahead', async () => {
    serve(ANALYSES_URL, () => analyses());
    renderTab(<AnalysesTab filters={FILTERS} />);
    const cohorts = await screen.findByRole('region', { name: 'Kohortanalyse' });
    expect(
      within(cohorts)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Registreringsmåned', 'Brukere', 'Måned 0', 'Måned 1', 'Måned 2', 'Måned 3', 'Måned 4', 'Måned 5']);
    expect(tableRows(cohorts)).toEqual([
      ['okt. 2026', '120', '100,0 %', '42,5 %', '–', '–', '–', '–'],
      ['nov. 2026', '80', '100,0 %', '–', '–', '–', '–', '–'],
    ]);
    const [full, part, ahead] = Array.from(cohorts.querySelectorAll('tbody tr.ant-table-row')[0].querySelectorAll('td')).slice(2, 5);
    expect(full.style.background).not.toBe('');
    expect(part.style.background).not.toBe(full.style.background);
    expect(ahead.style.background).toBe('');
  });

  it('says so when the funnel and the cohorts have nothing to show', async () => {
    serve(ANALYSES_URL, () =>
      analyses({
        funnel: analyses().funnel.map((month) => ({ ...month, visitors: 0, signUps: 0, trials: 0, paid: 0 })),
        cohorts: [],
      }),
    );
    renderTab(<AnalysesTab filters={FILTERS} />);
    expect(await screen.findByText(INSIGHT_MESSAGES.noFunnel)).toBeTruthy();
    expect(screen.getByText(INSIGHT_MESSAGES.noCohorts)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Trakt/ })).toBeNull();
  });

  it('says the analyses could not be loaded, and loads them on retry', async () => {
    let answer: unknown = failure;
    serve(ANALYSES_URL, () => answer);
    renderTab(<AnalysesTab filters={FILTERS} />);
    expect(await screen.findByText(INSIGHT_MESSAGES.analysesFailed)).toBeTruthy();
    answer = analyses();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('region', { name: 'Kohortanalyse' })).toBeTruthy();
    expect(screen.queryByText(INSIGHT_MESSAGES.analysesFailed)).toBeNull();
  });
});
