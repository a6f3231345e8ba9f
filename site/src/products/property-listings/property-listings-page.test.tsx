import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_PLACEHOLDER_IMAGE, type PropertyInsights } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { card, page, plain, querySent } from './listings-fixtures';

const location = () => screen.getByTestId('location').textContent ?? '';
const total = () => plain(screen.getByTestId('listings-total').textContent);
const cards = () => screen.queryAllByTestId('listing-card');
const cardTexts = (testId: string) => screen.getAllByTestId(testId).map((element) => plain(element.textContent));

async function pick(label: string, option: string) {
  // The select's own input (a table header may carry the same words).
  fireEvent.mouseDown(screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!);
  const found = await waitFor(() => {
    const element = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((item) => item.title === option);
    if (!element) throw new Error(`no option ${option} yet`);
    return element;
  });
  fireEvent.click(found);
}

const SALE = card();
const RENT = card({
  finnCode: '100000002',
  title: 'Hybel nær sentrum',
  propertyType: 'room',
  listingType: 'rent',
  price: 14500,
  livingArea: 18,
  bedrooms: 1,
  sqmPrice: 806,
  mainImage: null,
  chips: [],
});

describe('property listings: the listings tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default listings with the total, prices in NOK and "/mnd" for rent, facts and chips', async () => {
    const api = mockApi({ 'GET /api/property-listings': page([SALE, RENT], 1234) });
    renderSite('/no/products/property-listings');
    // The first render of a lazily loaded page can be slow on a busy machine.
    await waitFor(() => expect(total()).toBe('1 234 boliger'), { timeout: 30_000 });
    expect(querySent(api)).toEqual(['']);
    expect(cardTexts('card-price')).toEqual(['4 250 000 kr', '14 500 kr/mnd']);
    expect(cardTexts('card-facts')).toEqual(['64 m² · 2 soverom · 66 406 kr/m²', '18 m² · 1 soverom · 806 kr/m²']);
    expect(within(cards()[0]).getByText('Balkong')).toBeTruthy();
    expect(within(cards()[0]).getByRole('link', { name: 'Lys leilighet med balkong' }).getAttribute('href')).toBe(
      '/no/products/property-listings/100000001',
    );
  }, 60_000);

  it('shows the placeholder picture for a listing without one and for a picture that fails', async () => {
    mockApi({ 'GET /api/property-listings': page([SALE, RENT]) });
    renderSite('/no/products/property-listings');
    const [withPicture, without] = await screen.findAllByAltText(/^Bilde av/, {}, { timeout: 15_000 });
    expect(without.getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_IMAGE);
    expect(withPicture.getAttribute('src')).toBe('/uploads/small_storgata.jpg');
    fireEvent.error(withPicture);
    await waitFor(() => expect(withPicture.getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_IMAGE));
  });

  it('sends each filter to the server under the contract’s names and keeps it in the address', async () => {
    const api = mockApi({ 'GET /api/property-listings': page([SALE], 1) });
    renderSite('/no/products/property-listings');
    await waitFor(() => expect(total()).toBe('1 bolig'), { timeout: 15_000 });

    await pick('By', 'Bergen');
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?city=Bergen'));
    await pick('Annonsetype', 'Til leie');
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?listingType=rent&city=Bergen'));
    await pick('Boligtype', 'Leilighet');
    await pick('Minst antall soverom', '3+');
    await pick('Sortering', 'Pris lav–høy');
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?propertyType=apartment&listingType=rent&city=Bergen&minBedrooms=3&sort=price_asc'));

    const box = screen.getByLabelText('Søk i boliger');
    fireEvent.change(box, { target: { value: '  sjøutsikt ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(querySent(api).at(-1)).toContain('search=sjøutsikt&'));
    expect(location()).toBe(
      '/no/products/property-listings?search=sj%C3%B8utsikt&propertyType=apartment&listingType=rent&city=Bergen&minBedrooms=3&sort=price_asc',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Nullstill filtre' }));
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?sort=price_asc'));
  }, 60_000);

  it('toggles the feature chips, each sent comma-separated as features', async () => {
    const api = mockApi({ 'GET /api/property-listings': page([SALE], 1) });
    renderSite('/no/products/property-listings');
    const parking = await screen.findByRole('button', { name: 'Parkering' }, { timeout: 15_000 });
    expect(parking.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(parking);
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?features=parking'));
    expect(screen.getByRole('button', { name: 'Parkering' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Nybygg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hage' }));
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?features=parking,garden,new'));
    fireEvent.click(screen.getByRole('button', { name: 'Parkering' }));
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?features=garden,new'));
    expect(location()).toBe('/no/products/property-listings?features=garden%2Cnew');
  });

  it('runs the search kept in the address, price range included, as after a reload', async () => {
    const api = mockApi({ 'GET /api/property-listings': page([SALE], 40, 2) });
    renderSite(
      '/no/products/property-listings?city=trondheim&minPrice=1000000&maxPrice=5500000&minBedrooms=2&features=new,balcony,bogus&sort=area_desc&page=2',
    );
    await waitFor(() => expect(total()).toBe('40 boliger'), { timeout: 15_000 });
    expect(querySent(api)).toEqual(['?city=Trondheim&minPrice=1000000&maxPrice=5500000&minBedrooms=2&features=balcony,new&sort=area_desc&page=2']);
    expect(plain(screen.getByTestId('price-range').textContent)).toBe('1 000 000 kr – 5 500 000 kr');
  });

  it('pages through the listings, with the page in the call and the address', async () => {
    const api = mockApi({
      'GET /api/property-listings': () => {
        const last = querySent(api).at(-1) ?? '';
        const number = last.includes('page=2') ? 2 : 1;
        return page([card({ finnCode: `20000000${number}`, title: `Bolig på side ${number}` })], 50, number);
      },
    });
    renderSite('/no/products/property-listings?features=garden');
    expect(await screen.findByText('Bolig på side 1', {}, { timeout: 15_000 })).toBeTruthy();
    const pager = document.querySelector<HTMLElement>('.ant-pagination')!;
    fireEvent.click(within(pager).getByText('2'));
    expect(await screen.findByText('Bolig på side 2')).toBeTruthy();
    expect(querySent(api)).toEqual(['?features=garden', '?features=garden&page=2']);
    expect(location()).toBe('/no/products/property-listings?features=garden&page=2');

    // A new filter starts again from the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Parkering' }));
    await waitFor(() => expect(querySent(api).at(-1)).toBe('?features=parking,garden'));
  });

  it('shows skeletons while loading, then the empty state', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({ 'GET /api/property-listings': () => new Promise((resolve) => (answer = resolve)) });
    renderSite('/no/products/property-listings?city=Bodø');
    expect(await screen.findByTestId('listing-skeletons', {}, { timeout: 15_000 })).toBeTruthy();
    answer(page([], 0));
    expect(await screen.findByText('Ingen boliger funnet')).toBeTruthy();
    expect(screen.getByText('Prøv å justere filtrene')).toBeTruthy();
    expect(total()).toBe('0 boliger');
  });

  it('says the listings could not be loaded, never showing made-up ones, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = true;
    mockApi({ 'GET /api/property-listings': () => (fails ? apiError(500, 'Internal Server Error') : page([SALE], 1)) });
    renderSite('/no/products/property-listings');
    expect(await screen.findByText('Kunne ikke laste boligene. Prøv igjen senere.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    fails = false;
    fireEvent.click(screen.getByText('Prøv igjen', { selector: 'button span' }));
    await waitFor(() => expect(total()).toBe('1 bolig'));
  });

  it('says a filter change could not be answered once listings had been shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/property-listings': () => (querySent(api).at(-1)?.includes('features') ? apiError(500, 'Internal Server Error') : page([SALE], 1)),
    });
    renderSite('/no/products/property-listings');
    await waitFor(() => expect(total()).toBe('1 bolig'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Hage' }));
    expect(await screen.findByText('Kunne ikke filtrere boligene. Prøv igjen.')).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('saves and unsaves with the heart when signed in', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/property-listings': page([SALE, card({ finnCode: '100000009', title: 'Lagret rekkehus', saved: true })]),
      'PUT /api/property-listings/saved/100000001': { saved: true },
      'DELETE /api/property-listings/saved/100000009': { saved: false },
    });
    renderSite('/no/products/property-listings');
    const heart = await screen.findByRole('button', { name: 'Lagre boligen: Lys leilighet med balkong' }, { timeout: 15_000 });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    fireEvent.click(heart);
    await waitFor(() => expect(api.requestsTo('PUT /api/property-listings/saved/100000001')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/property-listings/saved/100000001')[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
    expect(screen.getByRole('button', { name: 'Fjern fra lagrede: Lys leilighet med balkong' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Fjern fra lagrede: Lagret rekkehus' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/property-listings/saved/100000009')).toHaveLength(1));
  });

  it('sends a visitor who wants to save to sign in, and back here after', async () => {
    const api = mockApi({ 'GET /api/property-listings': page([SALE]) });
    renderSite('/no/products/property-listings?city=Oslo');
    fireEvent.click(await screen.findByRole('button', { name: 'Lagre boligen: Lys leilighet med balkong' }, { timeout: 15_000 }));
    await waitFor(() => expect(location()).toBe('/no/auth/sign-in?from=/no/products/property-listings%3Fcity%3DOslo'));
    expect(api.requestsTo('PUT /api/property-listings/saved/100000001')).toHaveLength(0);
  });

  it('says the listing was published after the wizard, with a link to it', async () => {
    mockApi({ 'GET /api/property-listings': page([SALE]) });
    renderSite('/no/products/property-listings?created=true&id=123456789');
    expect(await screen.findByText('Annonsen er publisert', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se annonsen' }).getAttribute('href')).toBe('/no/products/property-listings/123456789');
  });
});

describe('property listings: the frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a visitor sign-in and sign-up that come back here, and the footer links', async () => {
    mockApi({ 'GET /api/property-listings': page([]) });
    renderSite('/en/products/property-listings');
    expect(await screen.findByText('Free', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/auth/sign-in?from=/en/products/property-listings');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/auth/sign-up?from=/en/products/property-listings');
    expect(screen.queryByRole('link', { name: /List property/ })).toBeNull();
    const footer = within(screen.getByRole('navigation', { name: 'Footer menu' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/products/api-platform',
      '/en/about',
      '/en/contact',
      '/en',
      '/en/dashboard',
    ]);
  });

  it('gives a signed-in user the list-property button and the menu of their pages', async () => {
    const { route } = signedInAs();
    const api = mockApi({ ...route, 'GET /api/property-listings': page([]), 'POST /api/auth/sign-out': { ok: true } });
    renderSite('/no/products/property-listings');
    const create = await screen.findByRole('link', { name: /Legg ut bolig/ }, { timeout: 15_000 });
    expect(create.getAttribute('href')).toBe('/no/products/property-listings/create');
    fireEvent.click(screen.getByRole('button', { name: 'Brukermeny' }));
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    const menu = within(document.querySelector<HTMLElement>('.ant-dropdown')!);
    expect(menu.getByText('kari@demo.no')).toBeTruthy();
    const href = (name: string) => menu.getByRole('link', { name }).getAttribute('href');
    expect(href('Mitt dashbord')).toBe('/no/dashboard');
    expect(href('Mine annonser')).toBe('/no/products/property-listings/my-listings');
    expect(href('Lagrede boliger')).toBe('/no/products/property-listings/saved');
    expect(href('Kontoinnstillinger')).toBe('/no/account?from=/no/products/property-listings');
    expect(href('Tilbake til plattformen')).toBe('/no');
    fireEvent.click(screen.getByText('Logg ut'));
    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    // The server ended the account's sessions with the token this browser held.
    expect(api.requestsTo('POST /api/auth/sign-out').map((request) => request.headers.get('authorization'))).toEqual([
      expect.stringMatching(/^Bearer /),
    ]);
  });
});

describe('property listings: insights and services', () => {
  afterEach(() => vi.unstubAllGlobals());

  const INSIGHTS: PropertyInsights = {
    rows: [
      { city: 'Oslo', propertyType: 'apartment', sqmPrice: 98000, monthlyRent: 17500, grossYield: 4.3, saleCount: 1200, rentCount: 340 },
      { city: 'Bergen', propertyType: 'house', sqmPrice: 52000, monthlyRent: null, grossYield: null, saleCount: 80, rentCount: 0 },
      { city: 'Oslo', propertyType: 'house', sqmPrice: 85000, monthlyRent: 28000, grossYield: 3.9, saleCount: 300, rentCount: 12 },
    ],
    generatedAt: '2026-11-20T10:00:00.000Z',
  };
  const rows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map((row) => plain(row.textContent));

  it('shows price per m², rent and yield per city and type, sortable and by city, with how they are computed', async () => {
    mockApi({ 'GET /api/property-listings/insights': INSIGHTS });
    renderSite('/no/products/property-listings?tab=insights');
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 15_000 });
    expect(rows()).toEqual([
      'BergenEnebolig52 000 kr––800',
      'OsloLeilighet98 000 kr17 500 kr4,3 %1 200340',
      'OsloEnebolig85 000 kr28 000 kr3,9 %30012',
    ]);
    fireEvent.click(screen.getAllByText('Brutto avkastning', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(rows()[0]).toMatch(/^Bergen/));
    expect(rows()[2]).toMatch(/^OsloLeilighet/);
    await pick('By', 'Oslo');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Slik er tallene regnet ut')).toBeTruthy();
  });

  it('lists the services with working links', async () => {
    mockApi({});
    renderSite('/no/products/property-listings?tab=services');
    const href = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 15_000 })).getAttribute('href');
    expect(await href('Få et prisforslag')).toBe('/no/products/property-listings/create');
    expect(await href('Skriv annonsen')).toBe('/no/products/property-listings/create');
    expect(await href('Til markedssiden')).toBe('/no/products/market-intelligence');
    expect(await href('Om API-plattformen')).toBe('/no/products/api-platform');
  });
});
