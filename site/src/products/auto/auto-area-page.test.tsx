import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PRODUCT_NAMES,
  type VehicleListing,
  type VehicleOverview,
  type VehicleSearchAnswer,
  type VehicleSearchBody,
  type VehicleStatistics,
} from '@platform/shared';
import { apiError, mockApi, signedInAs, type ApiRequest } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';

const AUTO = productDetail({ id: 'auto', name: PRODUCT_NAMES.auto });
const OPEN = { product: productAccess('auto', { subscriptionStatus: 'active', hasAccess: true }) };

const OVERVIEW: VehicleOverview = {
  totalListings: 21345,
  averagePrice: 187654.4,
  newLast30Days: 1789,
  averageMileage: 123456,
  computedAt: '2025-11-20T10:00:00.000Z',
};

function listing(overrides: Partial<VehicleListing>): VehicleListing {
  return {
    id: 1,
    brand: 'Tesla',
    model: 'Model 3',
    year: 2021,
    mileage: 45000,
    location: 'oslo,oslo',
    locationLabel: 'Oslo',
    fuel_type: 'Elektrisk',
    transmission: 'Automat',
    body_type: 'Sedan',
    price: 349900,
    listed_at: '2025-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const answer = (listings: VehicleListing[], total: number, page = 1): VehicleSearchAnswer => ({ data: { listings, total, page, pageSize: 20 } });

/** A signed-in subscriber whose search answers with `search` (by the request). */
function openArea(search: (body: VehicleSearchBody) => VehicleSearchAnswer = () => answer([], 0), extra: Record<string, unknown> = {}) {
  const { route } = signedInAs();
  return mockApi({
    ...route,
    'GET /api/products/auto': { data: AUTO },
    'POST /api/product-areas/auto/open': OPEN,
    'GET /api/data/vehicles/overview': OVERVIEW,
    'POST /api/data/vehicles/listings/': (request: ApiRequest) => search(request.body as VehicleSearchBody),
    ...extra,
  });
}

// Norwegian numbers group with a no-break space; the page is read here as plain text.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const textOf = (testId: string) => plain(screen.getByTestId(testId).textContent);
const location = () => screen.getByTestId('location').textContent ?? '';
const searchBox = () => screen.findByLabelText('Søk etter kjøretøy');
const searches = (api: ReturnType<typeof mockApi>) =>
  api.requestsTo('POST /api/data/vehicles/listings/').map((request) => request.body as VehicleSearchBody);
const rowTexts = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map((row) => plain(row.textContent));

describe('vehicle analytics area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four key figures as the server computed them, and the hero opens the other tabs', async () => {
    openArea();
    renderSite('/no/products/auto');
    await waitFor(() => expect(textOf('kpi-total')).toContain('21 345'));
    expect(textOf('kpi-total')).toContain('Annonser totalt');
    expect(textOf('kpi-price')).toContain('187 654 kr');
    expect(textOf('kpi-new')).toContain('Nye siste 30 dager');
    expect(textOf('kpi-new')).toContain('1 789');
    expect(textOf('kpi-mileage')).toContain('123 456 km');

    fireEvent.click(screen.getByText('Søk i annonser'));
    expect(await searchBox()).toBeTruthy();
    expect(location()).toBe('/no/products/auto?tab=search');
  });

  it('says when the key figures could not be loaded, and tries again on request', async () => {
    let fails = true;
    openArea(undefined, { 'GET /api/data/vehicles/overview': () => (fails ? apiError(500, 'Internal Server Error') : OVERVIEW) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/no/products/auto?tab=overview');
    expect(await screen.findByText('Kunne ikke hente nøkkeltallene.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByText('Prøv igjen', { selector: 'button span' }));
    await waitFor(() => expect(textOf('kpi-total')).toContain('21 345'));
  });

  it('says a query is needed and sends nothing when the box holds only spaces', async () => {
    const api = openArea();
    renderSite('/no/products/auto?tab=search');
    const box = await searchBox();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Skriv inn et søkeord')).toBeTruthy();
    fireEvent.click(screen.getByText('Søk', { selector: 'button span' }));
    expect(searches(api)).toHaveLength(0);
    expect(location()).toBe('/no/products/auto?tab=search');
  });

  it('searches on Enter and lists what was found, with the total and a missing price said so', async () => {
    const api = openArea(() =>
      answer(
        [
          listing({ id: 1 }),
          listing({ id: 2, model: 'Model Y', year: 2019, mileage: 123456, price: null, locationLabel: 'Bergen, Vestland', transmission: 'Manuell' }),
        ],
        1234,
      ),
    );
    renderSite('/no/products/auto?tab=search');
    const box = await searchBox();
    fireEvent.change(box, { target: { value: '  Tesla ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(textOf('search-total')).toBe('1 234 treff'));
    expect(searches(api)).toEqual([
      {
        searchQuery: 'Tesla',
        selectedProperties: [],
        selectedCategories: ['vehicle'],
        selectedSubCategories: ['car'],
        page: 1,
        pageSize: 20,
        sort: 'relevance',
        filters: {},
      },
    ]);
    const [first, second] = rowTexts();
    expect(first).toBe('Tesla Model 3202145 000 kmOsloElektriskAutomat349 900 kr');
    expect(second).toBe('Tesla Model Y2019123 456 kmBergen, VestlandElektriskManuellPris ikke oppgitt');
    expect(location()).toBe('/no/products/auto?tab=search&q=Tesla');
  });

  it('says when nothing was found', async () => {
    openArea(() => answer([], 0));
    renderSite('/no/products/auto?tab=search&q=Lada');
    expect(await screen.findByText('Ingen resultater funnet for “Lada”')).toBeTruthy();
  });

  it('re-runs the current query when a filter changes, with the filter in the body and the address', async () => {
    const api = openArea(() => answer([listing({})], 1));
    renderSite('/no/products/auto?tab=search&q=Tesla');
    await waitFor(() => expect(searches(api)).toHaveLength(1));

    const yearFrom = screen.getByLabelText('Årsmodell fra');
    fireEvent.change(yearFrom, { target: { value: '2018' } });
    fireEvent.blur(yearFrom);
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]).toMatchObject({ searchQuery: 'Tesla', page: 1, filters: { yearFrom: 2018 } });

    // Fuel: pick Diesel in the list.
    const fuel = screen.getByLabelText('Drivstoff');
    fireEvent.mouseDown(fuel);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Diesel"]');
      if (!found) throw new Error('no Diesel option yet');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(searches(api)).toHaveLength(3));
    expect(searches(api)[2]).toMatchObject({ searchQuery: 'Tesla', filters: { yearFrom: 2018, fuel: ['Diesel'] } });
    expect(location()).toBe('/no/products/auto?tab=search&q=Tesla&yearFrom=2018&fuel=Diesel');
  });

  it('pages through the results, twenty at a time', async () => {
    const api = openArea((body) =>
      answer(
        Array.from({ length: 20 }, (_, index) =>
          listing({ id: (body.page! - 1) * 20 + index + 1, model: `Modell ${(body.page! - 1) * 20 + index + 1}` }),
        ),
        45,
        body.page,
      ),
    );
    renderSite('/no/products/auto?tab=search&q=Tesla');
    await waitFor(() => expect(rowTexts()[0]).toContain('Tesla Modell 1'));
    const pager = document.querySelector<HTMLElement>('.ant-pagination')!;
    expect(within(pager).getByText('3')).toBeTruthy();
    fireEvent.click(within(pager).getByText('2'));
    await waitFor(() => expect(rowTexts()[0]).toContain('Tesla Modell 21'));
    expect(searches(api).map((body) => body.page)).toEqual([1, 2]);
    expect(location()).toBe('/no/products/auto?tab=search&q=Tesla&page=2');
  });

  it('runs the search kept in the address, as after a reload', async () => {
    const api = openArea(() => answer([listing({ brand: 'Volvo', model: 'V60', fuel_type: 'Diesel' })], 21));
    renderSite('/no/products/auto?tab=search&q=Volvo&fuel=Diesel&region=vestland&sort=price_asc&page=2');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(searches(api)[0]).toMatchObject({ searchQuery: 'Volvo', page: 2, sort: 'price_asc', filters: { fuel: ['Diesel'], region: 'vestland' } });
    expect(((await searchBox()) as HTMLInputElement).value).toBe('Volvo');
  });

  it('draws the statistics with a title and the figures of each chart', async () => {
    const statistics: VehicleStatistics = {
      priceByYear: [
        { year: 2018, averagePrice: 210000, count: 40 },
        { year: 2019, averagePrice: 245500, count: 52 },
      ],
      mileageVsPrice: [
        { mileageFrom: 0, averagePrice: 412000, count: 12 },
        { mileageFrom: 25000, averagePrice: 356000, count: 30 },
      ],
      perBrand: [
        { brand: 'Toyota', count: 1500 },
        { brand: 'Volkswagen', count: 1320 },
      ],
      perFuel: [
        { fuel: 'Elektrisk', count: 2100 },
        { fuel: 'Diesel', count: 900 },
      ],
      newPerWeek: [
        { week: '2025-11-03', count: 310 },
        { week: '2025-11-10', count: 0 },
      ],
      computedAt: '2025-11-20T10:00:00.000Z',
    };
    openArea(undefined, { 'GET /api/data/vehicles/statistics': statistics });
    renderSite('/no/products/auto?tab=statistics');
    const table = async (title: string) => {
      const found = await screen.findByText(title, { selector: 'h3' });
      const card = found.closest('.ant-card') as HTMLElement;
      return Array.from(card.querySelectorAll('tbody tr')).map((row) => plain(row.textContent));
    };
    expect(await table('Snittpris etter årsmodell')).toEqual(['2018210 000 kr', '2019245 500 kr']);
    expect(await table('Snittpris etter kilometerstand')).toEqual(['0–25 000 km412 000 kr', '25 000–50 000 km356 000 kr']);
    expect(await table('Annonser per merke')).toEqual(['Toyota1 500', 'Volkswagen1 320']);
    expect(await table('Annonser per drivstoff')).toEqual(['Elektrisk2 100', 'Diesel900']);
    expect(await table('Nye annonser per uke')).toEqual(['03.11.2025310', '10.11.20250']);
  });
});
