import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicProduct } from '@platform/shared';
import { apiError, deferred, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { mediaQueriesFor } from '../../../../testing/antd-jsdom';

const product = (id: string, name: string, status: PublicProduct['status'], featured = false): PublicProduct => ({
  id,
  name,
  description: `${name} beskrivelse`,
  longDescription: '',
  status,
  features: ['Første', 'Andre', 'Tredje', 'Fjerde'].map((word) => `${word} funksjon for ${name}`),
  color: '#1E88E5',
  featured_image: `/images/products/${id}.svg`,
  featured,
  trialEnabled: true,
  trialDays: 30,
  areaReady: true,
  launchDate: null,
});

const PRODUCTS = [
  product('property', 'Eiendomsanalyse', 'stable', true),
  product('portfolio', 'Min Portefølje', 'beta', true),
  product('models', 'Data & Modeller', 'prototype'),
];
const FEATURED = PRODUCTS.filter((entry) => entry.featured);

/** The real slides: react-slick adds clones around them to wrap. */
function realSlides(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.slick-slide:not(.slick-cloned) [data-testid="featured-slide"]'));
}

describe('landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows six skeleton cards while the products load, then one card per product with its first three features', async () => {
    const products = deferred<unknown>();
    mockApi({ 'GET /api/products': () => products.promise, 'GET /api/products/featured': { data: [] } });
    renderSite('/');
    const skeletons = await screen.findAllByTestId('product-skeleton');
    expect(skeletons).toHaveLength(6);
    expect(skeletons.every((card) => card.querySelector('.ant-skeleton'))).toBe(true);

    products.resolve({ data: PRODUCTS });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
    const first = within(cards[0]);
    expect(first.getByText('Første funksjon for Eiendomsanalyse')).toBeTruthy();
    expect(first.getByText('Tredje funksjon for Eiendomsanalyse')).toBeTruthy();
    expect(first.queryByText('Fjerde funksjon for Eiendomsanalyse')).toBeNull();
  });

  it('describes the platform to search engines and link previews, in the page’s language', async () => {
    mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: [] } });
    const { unmount } = renderSite('/');
    await screen.findAllByTestId('product-card');
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toMatch(/^Eiendomsanalyse, kjøretøydata og porteføljeverktøy/);
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(description());
    unmount();
    renderSite('/en');
    await screen.findAllByTestId('product-card');
    expect(description()).toMatch(/^Property analytics, vehicle data and portfolio tools/);
  });

  it('asks for the products in the page’s language: English descriptions and features on /en', async () => {
    const english = PRODUCTS.map((entry) => ({ ...entry, description: `${entry.name} in English`, features: [`First feature of ${entry.name}`] }));
    const api = mockApi({ 'GET /api/products': { data: english }, 'GET /api/products/featured': { data: [] } });
    renderSite('/en');
    const [card] = await screen.findAllByTestId('product-card');
    expect(within(card).getByText('Eiendomsanalyse in English')).toBeTruthy();
    expect(within(card).getByText('First feature of Eiendomsanalyse')).toBeTruthy();
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/products?locale=en');
    expect(urls).toContain('/api/products/featured?locale=en');
  });

  it('asks for the Norwegian texts with the plain URLs the landing’s HTML preloads', async () => {
    const api = mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: [] } });
    renderSite('/no');
    await screen.findAllByTestId('product-card');
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/products'));
    expect(urls.sort()).toEqual(['/api/products', '/api/products/featured']);
  });

  it('hides the status chip for stable products and shows beta and prototype chips', async () => {
    mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: [] } });
    renderSite('/');
    const [stable, beta, prototype] = await screen.findAllByTestId('product-card');
    expect(stable.querySelector('.ant-tag')).toBeNull();
    expect(within(beta).getByText('Beta').className).toContain('ant-tag-warning');
    expect(within(prototype).getByText('Prototype').className).toContain('ant-tag-processing');
  });

  it('offers Learn more and Try now on each card; Try now goes to the product sign-in page when signed out', async () => {
    mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: [] } });
    renderSite('/en');
    const [card] = await screen.findAllByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/en/products/property/landing');
    expect(within(card).getByRole('link', { name: 'Try now' }).getAttribute('href')).toBe('/en/products/property/login');
  });

  it('says so with a retry when the products cannot be loaded, instead of a blank page', async () => {
    let calls = 0;
    mockApi({
      'GET /api/products': () => (++calls === 1 ? apiError(500, 'Internal Server Error') : { data: PRODUCTS }),
      'GET /api/products/featured': { data: [] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/');
    expect(await screen.findByText('Kunne ikke hente produktene.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });

  /** A screen this many pixels wide, as antd's breakpoints ask it. */
  const screenWidth = (width: number) => vi.stubGlobal('matchMedia', mediaQueriesFor(width));

  it('shows one carousel slide per featured product with Prøv gratis and Les mer for anonymous visitors', async () => {
    screenWidth(1280);
    mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: FEATURED } });
    renderSite('/no');
    await waitFor(() => expect(realSlides()).toHaveLength(2));
    const [first, second] = realSlides().map((slide) => within(slide));
    expect(first.getByText('Eiendomsanalyse')).toBeTruthy();
    expect(first.getByText('Eiendomsanalyse beskrivelse')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Prøv gratis', hidden: true }).getAttribute('href')).toBe('/no/products/property/login');
    expect(first.getByRole('link', { name: 'Les mer', hidden: true }).getAttribute('href')).toBe('/no/products/property/landing');
    expect(second.getByText('Beta')).toBeTruthy();
    expect(document.querySelectorAll('.slick-dots li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Forrige' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neste' })).toBeTruthy();
  });

  it('on a phone, shows the dots but no arrows over the slide, and each picture whole', async () => {
    screenWidth(390);
    mockApi({ 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: FEATURED } });
    renderSite('/no');
    await waitFor(() => expect(realSlides()).toHaveLength(2));
    expect(document.querySelectorAll('.slick-dots li')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Forrige' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neste' })).toBeNull();
    const picture = within(realSlides()[0]).getByRole('img', { name: 'Illustrasjon for Eiendomsanalyse', hidden: true }) as HTMLImageElement;
    expect(picture.style.objectFit).toBe('contain');
  });

  it('offers Gå til produktet on each slide to a signed-in user', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, 'GET /api/products': { data: PRODUCTS }, 'GET /api/products/featured': { data: FEATURED } });
    renderSite('/no');
    await waitFor(() => expect(realSlides()).toHaveLength(2));
    await waitFor(() =>
      expect(within(realSlides()[0]).getByRole('link', { name: 'Gå til produktet', hidden: true }).getAttribute('href')).toBe(
        '/no/products/property',
      ),
    );
    expect(within(realSlides()[0]).queryByRole('link', { name: 'Prøv gratis', hidden: true })).toBeNull();
  });

  it('shows a skeleton over each featured image until it loads, and the placeholder when it fails', async () => {
    mockApi({ 'GET /api/products': { data: [] }, 'GET /api/products/featured': { data: FEATURED } });
    renderSite('/no');
    await waitFor(() => expect(realSlides()).toHaveLength(2));
    const [first, second] = realSlides();
    expect(within(first).getByTestId('image-skeleton')).toBeTruthy();
    fireEvent.load(within(first).getByRole('img', { hidden: true, name: 'Illustrasjon for Eiendomsanalyse' }));
    expect(within(first).queryByTestId('image-skeleton')).toBeNull();

    const image = within(second).getByRole('img', { hidden: true, name: 'Illustrasjon for Min Portefølje' });
    fireEvent.error(image);
    expect(within(second).queryByTestId('image-skeleton')).toBeNull();
    expect(within(second).getByRole('img', { hidden: true, name: 'Illustrasjon for Min Portefølje' }).getAttribute('src')).toBe(
      '/images/products/placeholder.svg',
    );
  });

  it('offers sign-in in the top bar and the hero when signed out', async () => {
    mockApi({ 'GET /api/products': { data: [] }, 'GET /api/products/featured': { data: [] } });
    renderSite('/en');
    await screen.findByRole('link', { name: 'Sign up' });
    const signInLinks = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signInLinks.map((link) => link.getAttribute('href'))).toEqual(['/en/auth/sign-in', '/en/auth/sign-in']);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/auth/sign-up');
  });

  it('shows the admin dashboard button and the avatar menu to a signed-in admin', async () => {
    const { route } = signedInAs({ email: 'admin@demo.no', firstName: 'Ada', lastName: 'Admin', accessLevel: 5 });
    const api = mockApi({ ...route, 'GET /api/products': { data: [] }, 'GET /api/products/featured': { data: [] } });
    renderSite('/');
    expect((await screen.findByRole('link', { name: 'Admin-dashbord' })).getAttribute('href')).toBe('/admin');
    const avatar = screen.getByRole('button', { name: 'Brukermeny' });
    expect(avatar.textContent).toBe('AA');
    expect(screen.queryByRole('link', { name: 'Logg inn' })).toBeNull();
    expect(api.requestsTo('GET /api/users/me')).toHaveLength(1); // top bar, hero and slides share one request

    fireEvent.click(avatar);
    expect(await screen.findByText('admin@demo.no')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Min konto' }).getAttribute('href')).toBe('/no/account');
    expect(screen.getAllByRole('link', { name: 'Admin-dashbord' }).map((link) => link.getAttribute('href'))).toEqual(['/admin', '/admin']);
    expect(screen.getByText('Logg ut')).toBeTruthy();
  });

  it('clears a token the server rejects with 401', async () => {
    signedInAs();
    mockApi({
      'GET /api/users/me': apiError(401, 'x'),
      'GET /api/products': { data: [] },
      'GET /api/products/featured': { data: [] },
    });
    renderSite('/');
    expect(await screen.findAllByRole('link', { name: 'Logg inn' })).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });
});
