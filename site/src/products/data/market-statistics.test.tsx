import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, deferred, mockApi } from '../../test/api-mock';
import { companiesStatistics, dataAreaUser, educationStatistics, marketData, queriesTo } from '../../test/market-data';
import { renderSite } from '../../test/render';

const SIMPLE = 'GET /api/market-intelligence/simple';
const PAGE = '/no/products/market-intelligence';

function countyRows(name: string): string[][] {
  return within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ')),
    );
}

/** An accessible name as the user reads it: the number formats' no-break spaces as spaces. */
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;

describe('Market Intelligence statistics tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads a topic only when its tab opens, then draws the national line and the county table of the latest year', async () => {
    const { routes } = dataAreaUser();
    const answer = deferred<unknown>();
    const api = mockApi({ ...routes, [SIMPLE]: marketData(), 'GET /api/market-intelligence/statistics/companies': () => answer.promise });
    renderSite(PAGE);
    await screen.findByText('Oppdatert 26.11.2026 kl. 10:15');
    expect(api.requestsTo('GET /api/market-intelligence/statistics/companies')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Konkurser og foretak' }));
    await waitFor(() => expect(api.requestsTo('GET /api/market-intelligence/statistics/companies')).toHaveLength(1));
    expect(queriesTo(api.fetchMock, '/api/market-intelligence/statistics/companies')[0].get('locale')).toBe('no');
    expect(document.querySelector('[aria-busy="true"] .ant-skeleton')).toBeTruthy();

    answer.resolve(companiesStatistics);
    const table = await screen.findByRole('region', { name: 'Konkurser per fylke, 2024' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fylke', '2024', 'Endring fra 2023']);
    // Counts change in percent of the year before; a county without last year's figure has no change.
    expect(countyRows('Konkurser per fylke, 2024')).toEqual([
      ['Oslo', '1 100', '+10,0 %'],
      ['Vestland', '720', '−10,0 %'],
      ['Finnmark', '40', '–'],
    ]);
    const chart = screen.getByRole('img', { name: named('Konkurser, hele landet per år: 2022 2 900, 2023 3 300, 2024 3 520') });
    expect(chart.querySelector('.recharts-line-curve')).toBeTruthy();
    expect(screen.getByText('Eksempeltall, ikke offisiell statistikk.')).toBeTruthy();
  });

  it('opens education from ?tab= in English: rates with one decimal and their change in percentage points', async () => {
    const { routes } = dataAreaUser();
    const api = mockApi({ ...routes, [SIMPLE]: marketData(), 'GET /api/market-intelligence/statistics/education': educationStatistics });
    renderSite('/en/products/market-intelligence?tab=education');
    expect(await screen.findByRole('region', { name: 'Andel med høyere utdanning by county, 2024' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Education statistics', selected: true })).toBeTruthy();
    expect(queriesTo(api.fetchMock, '/api/market-intelligence/statistics/education')[0].get('locale')).toBe('en');
    expect(countyRows('Andel med høyere utdanning by county, 2024')).toEqual([
      ['Oslo', '55,2 %', '+0,6 percentage points'],
      ['Innlandet', '28,1 %', '−0,3 percentage points'],
    ]);
    expect(screen.getByRole('img', { name: named('Andel med høyere utdanning, Norway by year: 2023 36,1 %, 2024 36,8 %') })).toBeTruthy();
  });

  it('says why a topic failed to load and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { routes } = dataAreaUser();
    let calls = 0;
    mockApi({
      ...routes,
      [SIMPLE]: marketData(),
      'GET /api/market-intelligence/statistics/health': () =>
        ++calls === 1 ? apiError(500, 'Statistikken er ikke lastet inn.') : { ...educationStatistics, topic: 'health', series: [] },
    });
    renderSite(`${PAGE}?tab=health`);
    expect(await screen.findByText('Kunne ikke laste data: Statistikken er ikke lastet inn.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ingen tall er lagret for dette temaet ennå.')).toBeTruthy();
  });
});
