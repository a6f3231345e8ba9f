import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, deferred, mockApi } from '../../test/api-mock';
import { dataAreaUser, marketData, queriesTo } from '../../test/market-data';
import { renderSite } from '../../test/render';

const SIMPLE = 'GET /api/market-intelligence/simple';
const PAGE = '/no/products/market-intelligence';

/** The rows of a table region, each as its cells' texts. */
function rowsOf(regionName: string): string[][] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ')),
    );
}

const figure = (region: string, label: string) => within(screen.getByRole('region', { name: region })).getByRole('group', { name: label });

describe('Market Intelligence page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows skeleton cards while loading, then the summary of both markets with NOK prices and signed changes', async () => {
    const { routes } = dataAreaUser();
    const answer = deferred<unknown>();
    const api = mockApi({ ...routes, [SIMPLE]: () => answer.promise });
    renderSite(PAGE);

    await waitFor(() => expect(api.requestsTo(SIMPLE)).toHaveLength(1));
    expect(queriesTo(api.fetchMock, '/api/market-intelligence/simple')[0].toString()).toBe('days=30&locale=no');
    expect(document.querySelectorAll('.ant-card-loading').length).toBe(10);

    answer.resolve(marketData());
    expect(await screen.findByText('Oppdatert 26.11.2026 kl. 10:15')).toBeTruthy();
    expect(document.querySelector('.ant-card-loading')).toBeNull();

    expect(within(figure('Eiendom', 'Annonser totalt')).getByText('12 840')).toBeTruthy();
    const newProperty = figure('Eiendom', 'Nye annonser');
    expect(within(newProperty).getByText('1 520')).toBeTruthy();
    expect(within(newProperty).getByText('+12,5 %')).toBeTruthy();
    const priceProperty = figure('Eiendom', 'Gjennomsnittspris');
    expect(within(priceProperty).getByText('4 875 433 kr')).toBeTruthy();
    expect(within(priceProperty).getByText('−3,4 %')).toBeTruthy();
    expect(within(figure('Eiendom', 'Medianpris')).getByText('4 250 000 kr')).toBeTruthy();
    expect(within(figure('Eiendom', 'Prisspenn')).getByText('650 000 kr – 28 500 000 kr')).toBeTruthy();

    // No previous period to compare with: a dash; no change: neither up nor down.
    expect(within(figure('Bil', 'Nye annonser')).getByText('–')).toBeTruthy();
    expect(within(figure('Bil', 'Gjennomsnittspris')).getByText('0,0 %')).toBeTruthy();
    expect(within(figure('Bil', 'Annonser totalt')).getByText('20 412')).toBeTruthy();
    // Up is green, down is red.
    expect(within(newProperty).getByText('+12,5 %').closest('.ant-typography')?.getAttribute('style')).toContain('rgb(35, 120, 4)');
    expect(within(priceProperty).getByText('−3,4 %').closest('.ant-typography')?.getAttribute('style')).toContain('rgb(168, 7, 26)');
  });

  it('switches tabs: the property market has its top locations and property types, in the server’s order', async () => {
    const { routes } = dataAreaUser();
    mockApi({ ...routes, [SIMPLE]: marketData() });
    renderSite(PAGE);
    await screen.findByText('Oppdatert 26.11.2026 kl. 10:15');
    expect(screen.getByRole('tab', { name: 'Oversikt', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Oversikt',
      'Eiendomsmarkedet',
      'Bilmarkedet',
      'Konkurser og foretak',
      'Helsestatistikk',
      'Utdanningsstatistikk',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Eiendomsmarkedet' }));
    expect(await screen.findByRole('region', { name: 'Mest aktive områder' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?tab=property`);
    expect(screen.queryByRole('region', { name: 'Bil' })).toBeNull();
    expect(within(figure('Eiendom', 'Annonser totalt')).getByText('12 840')).toBeTruthy();

    const locations = rowsOf('Mest aktive områder');
    expect(locations).toHaveLength(8);
    expect(locations[0]).toEqual(['Oslo', '3 120', '6 450 000 kr']);
    expect(locations.map(([name]) => name)).toEqual(['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Drammen', 'Fredrikstad', 'Kristiansand', 'Tromsø']);
    expect(locations[7]).toEqual(['Tromsø', '401', '–']);
    const types = rowsOf('Boligtyper');
    expect(types).toHaveLength(8);
    expect(types[1]).toEqual(['Enebolig', '3 050', '6 900 000 kr']);
  });

  it('opens the tab named in ?tab=: the auto market has its ten brands and eight categories', async () => {
    const { routes } = dataAreaUser();
    mockApi({ ...routes, [SIMPLE]: marketData() });
    renderSite(`${PAGE}?tab=auto`);
    expect(await screen.findByRole('region', { name: 'Største bilmerker' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bilmarkedet', selected: true })).toBeTruthy();

    const brands = rowsOf('Største bilmerker');
    expect(brands).toHaveLength(10);
    expect(brands[0]).toEqual(['Toyota', '2 400', '200', '300 000 kr']);
    expect(brands[9]).toEqual(['Hyundai', '1 050', '110', '390 000 kr']);
    const categories = rowsOf('Kategorier');
    expect(categories).toHaveLength(8);
    expect(categories.map(([name]) => name)).toEqual([
      'SUV',
      'Stasjonsvogn',
      'Kombi 5-dørs',
      'Sedan',
      'Flerbruksbil',
      'Coupé',
      'Cabriolet',
      'Pickup',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Oversikt' }));
    expect(await screen.findByRole('region', { name: 'Eiendom' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
  });

  it('says why the data failed to load and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { routes } = dataAreaUser();
    let calls = 0;
    const api = mockApi({ ...routes, [SIMPLE]: () => (++calls === 1 ? apiError(503, 'Databasen svarer ikke akkurat nå.') : marketData()) });
    renderSite(PAGE);

    expect(await screen.findByText('Kunne ikke laste data: Databasen svarer ikke akkurat nå.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Oppdatert 26.11.2026 kl. 10:15')).toBeTruthy();
    expect(screen.queryByText(/Kunne ikke laste data/)).toBeNull();
    expect(api.requestsTo(SIMPLE)).toHaveLength(2);
  });

  it('says the same in English, with the chip in English form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { routes } = dataAreaUser();
    let calls = 0;
    const api = mockApi({ ...routes, [SIMPLE]: () => (++calls === 1 ? apiError(500, 'Internal Server Error') : marketData()) });
    renderSite('/en/products/market-intelligence');

    expect(await screen.findByText('Failed to load data: Internal Server Error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Updated 26 Nov 2026, 10:15')).toBeTruthy();
    expect(within(figure('Property', 'Average price')).getByText('4 875 433 kr')).toBeTruthy();
    expect(queriesTo(api.fetchMock, '/api/market-intelligence/simple')[1].get('locale')).toBe('en');
  });

  it('refreshes: the button works until the new figures arrive, and the chip moves to their time', async () => {
    const { routes } = dataAreaUser();
    const second = deferred<unknown>();
    let calls = 0;
    const api = mockApi({ ...routes, [SIMPLE]: () => (++calls === 1 ? marketData() : second.promise) });
    renderSite(PAGE);
    await screen.findByText('Oppdatert 26.11.2026 kl. 10:15');

    const refresh = screen.getByRole('button', { name: 'Oppdater' });
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.classList.contains('ant-btn-loading')).toBe(true));
    expect(api.requestsTo(SIMPLE)).toHaveLength(2);

    second.resolve({
      ...marketData('2026-11-26T10:42:00.000Z'),
      property: { ...marketData().property, summary: { ...marketData().property.summary, total_listings: 12901 } },
    });
    expect(await screen.findByText('Oppdatert 26.11.2026 kl. 11:42')).toBeTruthy();
    expect(within(figure('Eiendom', 'Annonser totalt')).getByText('12 901')).toBeTruthy();
    await waitFor(() => expect(refresh.classList.contains('ant-btn-loading')).toBe(false));
  });
});
