import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_AREA_MESSAGES, PRODUCT_NAMES, PRODUCT_PLACEHOLDER_IMAGE, PROPERTY_STAT_FORMULAS, type AreaListingPage } from '@platform/shared';
import { mockApi, reply, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';
import { AREAS, areaListing, detail, listingPage } from './property-fixtures';

// The page and its chart chunk load on first use; a busy machine (the whole suite in parallel) needs the time.
configure({ asyncUtilTimeout: 10_000 });

const PROPERTY = productDetail({ id: 'property', name: PRODUCT_NAMES.property });
const OPEN = { product: productAccess('property', { subscriptionStatus: 'active', hasAccess: true }) };
const DETAILS: Record<string, ReturnType<typeof detail>> = {
  oslo: detail('oslo', 95000),
  'oslo-frogner': detail('oslo-frogner', 130000),
  bergen: detail('bergen', 60000),
};

/** A signed-in subscriber; the listings answer with `listings` unless the test says otherwise. */
function openArea(listings: AreaListingPage = listingPage([areaListing()]), extra: Record<string, unknown> = {}) {
  const { route } = signedInAs();
  const routes: Record<string, unknown> = {
    ...route,
    'GET /api/products/property': { data: PROPERTY },
    'POST /api/product-areas/property/open': OPEN,
    'GET /api/data/property/areas': AREAS,
    'GET /api/data/property/listings': listings,
    ...extra,
  };
  for (const [id, answer] of Object.entries(DETAILS)) routes[`GET /api/data/property/areas/${id}`] ??= answer;
  return mockApi(routes as Parameters<typeof mockApi>[0]);
}

// Norwegian numbers group with a no-break space; the page is read here as plain text.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const textOf = (element: Element | null) => plain(element?.textContent);
const location = () => screen.getByTestId('location').textContent ?? '';
const areaRow = (id: string) =>
  within(screen.getByRole('region', { name: 'Alle områder' })).getByText((_, element) => element?.getAttribute('data-row-key') === id);
const buttonNamed = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/** The listings calls' query strings, as sent. */
const listingQueries = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/data/property/listings')
    .map((url) => Object.fromEntries(url.searchParams));

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!);
  const found = await waitFor(() => {
    const element = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((item) => item.title === option);
    if (!element) throw new Error(`no option ${option} yet`);
    return element;
  });
  fireEvent.click(found);
}

describe('property analytics area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the market overview as the server computed it, in Norwegian form, each figure with its formula', async () => {
    openArea();
    renderSite('/no/products/property');
    await waitFor(() => expect(textOf(screen.getByTestId('stat-listings'))).toContain('12 345'));
    expect(textOf(screen.getByTestId('stat-listings'))).toContain('Boliger til salgs');
    expect(textOf(screen.getByTestId('stat-price'))).toContain('87 654 kr');
    expect(textOf(screen.getByTestId('stat-trend'))).toContain('−2,4 %');
    expect(screen.getByTestId('stat-trend').querySelector('.ant-typography-danger')).toBeTruthy();
    expect(textOf(screen.getByTestId('stat-days'))).toContain('27');
    expect(textOf(screen.getByTestId('stat-sold'))).toContain('3 456');
    expect(screen.getByText('Beregnet 20.11.2026, 10:30')).toBeTruthy();

    // The formula is in a tooltip that a keyboard reaches: the icon takes focus and names the formula.
    const info = within(screen.getByTestId('stat-price')).getByRole('img', { name: /^Slik beregnes median kvadratmeterpris:/ });
    expect(info.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(info);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', PROPERTY_STAT_FORMULAS.pricePerSqm.no);
  });

  it('has the API platform in its header menu', async () => {
    openArea();
    renderSite('/no/products/property');
    const link = await screen.findByText('API-plattformen', { selector: 'nav a' });
    expect(link.getAttribute('href')).toBe('/no/products/api-platform');
  });

  it('lists all 14 areas, districts under their city, with every figure formatted and – where none could be computed', async () => {
    openArea();
    renderSite('/no/products/property');
    await waitFor(() => expect(areaRow('oslo-frogner')).toBeTruthy());
    const table = screen.getByRole('region', { name: 'Alle områder' });
    expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(14);
    // Districts are a level below their city.
    expect(areaRow('oslo').className).toContain('ant-table-row-level-0');
    expect(areaRow('oslo-frogner').className).toContain('ant-table-row-level-1');

    const oslo = textOf(areaRow('oslo'));
    for (const figure of ['Oslo', '98 765 kr', '+3,2 %', '1 234', '21', 'Lavt', 'Høy', '3,9 %']) expect(oslo).toContain(figure);
    expect(areaRow('oslo').querySelector('.ant-typography-success')).toBeTruthy();
    const frogner = textOf(areaRow('oslo-frogner'));
    for (const figure of ['Frogner', '132 456 kr', '−1,5 %', '87', '34', 'Høyt', 'Lav', '3,5 %']) expect(frogner).toContain(figure);
    expect(areaRow('oslo-frogner').querySelector('.ant-typography-danger')).toBeTruthy();
    expect(textOf(areaRow('bergen'))).toContain('Balansert');
    expect(textOf(areaRow('bergen'))).toContain('Middels');
    const cells = Array.from(areaRow('bergen-sandviken').querySelectorAll('td')).map((cell) => textOf(cell));
    expect(cells.filter((cell) => cell === '–')).toHaveLength(6);

    // The headers carry their formulas too.
    expect(within(table).getByRole('img', { name: /^Slik beregnes brutto avkastning: Brutto avkastning = median månedsleie/ })).toBeTruthy();
  });

  it('opens an area’s detail with its figures and months, and keeps the choice in the address', async () => {
    const api = openArea();
    renderSite('/no/products/property');
    fireEvent.click(await screen.findByRole('button', { name: 'Vis detaljer for Frogner, Oslo' }));
    await waitFor(() => expect(location()).toBe('/no/products/property?area=oslo-frogner'));
    const panel = await screen.findByTestId('area-detail');
    await waitFor(() => expect(textOf(panel)).toContain('Frogner, Oslo'));
    for (const figure of ['132 456 kr', '−1,5 %', '7,3', '14,2', '390 kr', 'Leilighet', '130 000 kr', 'sep. 2026', '131 000 kr']) {
      expect(textOf(panel)).toContain(figure);
    }
    expect(api.requestsTo('GET /api/data/property/areas/oslo-frogner')).toHaveLength(1);
  });

  it('keeps Sammenlign disabled until a second area is chosen, then shows both areas side by side', async () => {
    openArea();
    renderSite('/no/products/property?area=oslo-frogner');
    await waitFor(() => expect(textOf(screen.getByTestId('area-detail'))).toContain('132 456 kr'));
    expect(buttonNamed('Sammenlign').disabled).toBe(true);
    await pick('Sammenlign med', 'Bergen');
    expect(buttonNamed('Sammenlign').disabled).toBe(false);
    fireEvent.click(buttonNamed('Sammenlign'));
    await waitFor(() => expect(location()).toBe('/no/products/property?area=oslo-frogner&compare=bergen'));

    const comparison = await screen.findByTestId('area-comparison');
    await waitFor(() => expect(textOf(comparison)).toContain('Frogner, Oslo mot Bergen'));
    const row = (label: string) =>
      Array.from(comparison.querySelectorAll('tbody tr')).find((tr) => textOf(tr.querySelector('td')).startsWith(label)) as HTMLElement;
    const [, frognerPrice, bergenPrice] = Array.from(row('Kr per m²').querySelectorAll('td')).map((cell) => textOf(cell));
    expect([frognerPrice, bergenPrice]).toEqual(['132 456 kr', '61 234 kr']);
    // Better where that makes sense: Bergen's price grew, sells faster and yields more; no side wins on price.
    const bestIn = (label: string) => Array.from(row(label).querySelectorAll('td')).map((cell) => textOf(cell).includes('Best'));
    expect(bestIn('Kr per m²')).toEqual([false, false, false]);
    expect(bestIn('Trend')).toEqual([false, false, true]);
    expect(bestIn('Dager på markedet')).toEqual([false, false, true]);
    expect(bestIn('Brutto avkastning')).toEqual([false, false, true]);
  });

  it('reproduces a comparison from a link', async () => {
    openArea();
    renderSite('/no/products/property?area=oslo-frogner&compare=bergen');
    const comparison = await screen.findByTestId('area-comparison');
    await waitFor(() => expect(textOf(comparison)).toContain('Frogner, Oslo mot Bergen'));
    expect(textOf(comparison)).toContain('132 456 kr');
    expect(textOf(comparison)).toContain('61 234 kr');
    fireEvent.click(buttonNamed('Avslutt sammenligning'));
    await waitFor(() => expect(location()).toBe('/no/products/property?area=oslo-frogner'));
    expect(await screen.findByTestId('area-detail')).toBeTruthy();
  });

  it('opens the tab the address names, and the tabs and the hero change the address', async () => {
    openArea();
    renderSite('/no/products/property?tab=trends');
    expect(await screen.findByText('Utviklingen i Oslo')).toBeTruthy();
    const months = screen.getByText('Måned for måned i Oslo').parentElement!;
    expect(textOf(months)).toContain('okt. 2026');
    expect(textOf(months)).toContain('96 000 kr');

    fireEvent.click(screen.getByRole('tab', { name: 'Søk' }));
    await waitFor(() => expect(location()).toBe('/no/products/property?tab=search'));
    fireEvent.click(screen.getByText('Lag rapport', { selector: 'button span' }));
    await waitFor(() => expect(location()).toBe('/no/products/property?tab=reports'));
    expect(screen.getByRole('tab', { name: 'Rapporter', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByText('Søk i boliger', { selector: 'button span' }));
    await waitFor(() => expect(location()).toBe('/no/products/property?tab=search'));
  });

  it('shows another area’s trend when one is chosen', async () => {
    const api = openArea();
    renderSite('/no/products/property?tab=trends');
    expect(await screen.findByText('Utviklingen i Oslo')).toBeTruthy();
    await pick('Område', 'Bergen');
    expect(await screen.findByText('Utviklingen i Bergen')).toBeTruthy();
    expect(location()).toBe('/no/products/property?tab=trends&area=bergen');
    expect(api.requestsTo('GET /api/data/property/areas/bergen')).toHaveLength(1);
  });

  it('sends the search’s area, status, sort and page to the server, and starts over at page 1 on a new filter', async () => {
    const api = openArea(listingPage([areaListing()], 45, 2));
    renderSite('/no/products/property?tab=search&listingArea=oslo-frogner&status=sold&sort=price-asc&page=2');
    await waitFor(() => expect(textOf(screen.getByTestId('listings-total'))).toBe('45 boliger'));
    expect(listingQueries(api)).toEqual([{ area: 'oslo-frogner', status: 'sold', sort: 'price-asc', page: '2', pageSize: '20' }]);

    await pick('Status', 'Alle');
    await waitFor(() => expect(listingQueries(api)).toHaveLength(2));
    expect(listingQueries(api)[1]).toEqual({ area: 'oslo-frogner', status: 'all', sort: 'price-asc', page: '1', pageSize: '20' });
    await pick('Område', 'Alle områder');
    await waitFor(() => expect(listingQueries(api)).toHaveLength(3));
    expect(listingQueries(api)[2]).toEqual({ status: 'all', sort: 'price-asc', page: '1', pageSize: '20' });
    expect(location()).toBe('/no/products/property?tab=search&status=all&sort=price-asc');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listingQueries(api)).toHaveLength(4));
    expect(listingQueries(api)[3].page).toBe('2');
  });

  it('shows each listing’s figures, opens it in a new tab, and falls back to the placeholder picture', async () => {
    openArea(
      listingPage([
        areaListing(),
        areaListing({ finnCode: '300100201', title: 'Solgt enebolig', image: null, price: null, soldAt: '2026-11-02T10:00:00.000Z' }),
      ]),
    );
    renderSite('/no/products/property?tab=search');
    const [first, second] = await screen.findAllByTestId('property-listing');
    for (const figure of ['Lys treroms med balkong', 'Bygdøy allé 12, 0257 Oslo', '6 950 000 kr', '72 m²', '96 528 kr', '56', '1 543']) {
      expect(textOf(first)).toContain(figure);
    }
    const link = within(first).getByRole('link', { name: /Lys treroms med balkong/ });
    expect(link.getAttribute('href')).toBe('/no/products/property-listings/300100200');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(textOf(second)).toContain('Pris ikke oppgitt');
    expect(textOf(second)).toContain('Solgt 02.11.2026');

    const picture = within(first).getByAltText('Bilde av Lys treroms med balkong') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('https://bilder.example/300100200.jpg');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_IMAGE);
    expect(within(second).getByAltText('Bilde av Solgt enebolig').getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_IMAGE);
  });

  it('says when no home matches, and offers a retry when the search fails', async () => {
    let fails = false;
    openArea(undefined, {
      'GET /api/data/property/listings': () => (fails ? reply(500, { data: null, error: { status: 500, message: 'Feil' } }) : listingPage([], 0)),
    });
    renderSite('/no/products/property?tab=search&listingArea=bergen-sandviken');
    expect(await screen.findByText('Ingen boliger funnet')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fails = true;
    await pick('Sortering', 'Mest sett');
    expect(await screen.findByText('Kunne ikke hente boligene.')).toBeTruthy();
    fails = false;
    fireEvent.click(buttonNamed('Prøv igjen'));
    expect(await screen.findByText('Ingen boliger funnet')).toBeTruthy();
  });

  it('offers a user without access the trial and the free market-analysis report', async () => {
    const { route } = signedInAs();
    const message = PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.property);
    const api = mockApi({
      ...route,
      'GET /api/products/property': { data: PROPERTY },
      'POST /api/product-areas/property/open': () =>
        reply(403, { data: null, error: { status: 403, name: 'PolicyError', message, details: { reason: 'noAccess', trialAvailable: false } } }),
    });
    renderSite('/no/products/property');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Gratis markedsanalyse', { selector: 'button span' })).toBeTruthy();
    expect(api.requestsTo('GET /api/data/property/areas')).toHaveLength(0);
  });
});
