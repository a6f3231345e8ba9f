import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MyPropertyListingCard, PlatformUser } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { renderSite } from '../../test/render';
import { card, plain } from '../../products/property-listings/listings-fixtures';

const DAY = 24 * 3600 * 1000;
// The machine is shared and slow at times: every first appearance gets time.
const FIRST_RENDER = { timeout: 10_000 };

const PRODUCT_ACCESS = {
  isAdmin: false,
  products: [
    productAccess('property', {
      trialActive: true,
      trialEndDate: new Date(Date.now() + 10 * DAY - 60_000).toISOString(),
      hasAccess: true,
    }),
    productAccess('auto', { subscriptionStatus: 'active', hasAccess: true }),
    productAccess('portfolio'),
  ],
};

const mine = (overrides: Partial<MyPropertyListingCard>): MyPropertyListingCard => ({ ...card(overrides), status: 'published', ...overrides });

const MINE: MyPropertyListingCard[] = [
  mine({ finnCode: '900000004', title: 'Rekkehus i Bergen', locationLabel: 'Fana, Bergen', price: 5200000 }),
  mine({
    finnCode: '900000003',
    title: 'Hybel ved NTNU',
    listingType: 'rent',
    price: 6500,
    locationLabel: 'Gløshaugen, Trondheim',
    status: 'unpublished',
  }),
  mine({ finnCode: '900000002', title: 'Enebolig med hage' }),
  mine({ finnCode: '900000001', title: 'Den eldste annonsen' }),
];

const SAVED = [
  card({ finnCode: '100000001', title: 'Lys leilighet med balkong', saved: true }),
  card({ finnCode: '100000002', title: 'Loft på Frogner', price: null, locationLabel: 'Frogner, Oslo', saved: true }),
];

/** A signed-in dashboard with every section answering; `routes` add to or replace the answers. */
function openDashboard(user: Partial<PlatformUser> = {}, routes: Record<string, unknown> = {}, path = '/dashboard') {
  const { route } = signedInAs(user);
  const api = mockApi({
    ...route,
    'GET /api/auth/product-access': PRODUCT_ACCESS,
    'GET /api/property-listings/mine': MINE,
    'GET /api/property-listings/saved': SAVED,
    ...routes,
  });
  renderSite(path);
  return api;
}

describe('dashboard page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to sign-in with the way back', async () => {
    mockApi({});
    renderSite('/en/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/auth/sign-in?from=/en/dashboard');
  });

  it('greets the user and shows their products, their newest listings and their saved properties', async () => {
    openDashboard();
    expect(await screen.findByRole('heading', { name: 'Hei, Kari!' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Min konto' }).getAttribute('href')).toBe('/no/account?from=/dashboard');
    expect(screen.queryByRole('link', { name: 'Adminområdet' })).toBeNull();

    const products = screen.getByTestId('dashboard-products');
    const trial = await within(products).findByTestId('dashboard-product-property', undefined, FIRST_RENDER);
    expect(within(trial).getByText('Prøveperiode: 10 dager igjen')).toBeTruthy();
    expect(within(trial).getByRole('link', { name: 'Åpne' }).getAttribute('href')).toBe('/no/products/property');
    expect(within(screen.getByTestId('dashboard-product-auto')).getByText('Aktivt abonnement')).toBeTruthy();
    // A product without access or trial is offered on the account page, not listed here.
    expect(within(products).queryByTestId('dashboard-product-portfolio')).toBeNull();
    expect(within(products).getByRole('link', { name: 'Se alle abonnementer' }).getAttribute('href')).toBe('/no/account/subscriptions');

    const listings = screen.getByTestId('dashboard-listings');
    expect(await within(listings).findByText('Rekkehus i Bergen', undefined, FIRST_RENDER)).toBeTruthy();
    expect(within(listings).getByText('Annonser').parentElement!.textContent).toContain('4');
    expect(within(listings).getByText('Publisert', { selector: '.ant-statistic-title' }).parentElement!.textContent).toContain('3');
    const room = within(listings).getByTestId('dashboard-listing-900000003');
    expect(within(room).getByText('Avpublisert')).toBeTruthy();
    expect(plain(room.textContent)).toContain('6 500 kr/mnd');
    expect(within(listings).getByTestId('dashboard-listing-900000004').textContent).toContain('Publisert');
    expect(within(listings).queryByText('Den eldste annonsen')).toBeNull();
    expect(within(listings).getByRole('link', { name: 'Rekkehus i Bergen' }).getAttribute('href')).toBe('/no/products/property-listings/900000004');
    expect(within(listings).getByRole('link', { name: 'Se alle annonsene mine' }).getAttribute('href')).toBe(
      '/no/products/property-listings/my-listings',
    );
    expect(within(listings).getByRole('link', { name: 'Legg ut bolig' }).getAttribute('href')).toBe('/no/products/property-listings/create');

    const saved = screen.getByTestId('dashboard-saved');
    expect(await within(saved).findByText('Loft på Frogner', undefined, FIRST_RENDER)).toBeTruthy();
    expect(within(saved).getByText('Lagret').parentElement!.textContent).toContain('2');
    expect(plain(within(saved).getByTestId('dashboard-listing-100000001').textContent)).toContain('4 250 000 kr');
    expect(within(saved).getByTestId('dashboard-listing-100000002').textContent).toContain('Pris ikke oppgitt');
    expect(within(saved).getByRole('link', { name: 'Se alle lagrede boliger' }).getAttribute('href')).toBe('/no/products/property-listings/saved');
  });

  it('links an administrator to the admin area with a full page load', async () => {
    openDashboard({ accessLevel: 5 }, { 'GET /api/auth/product-access': { ...PRODUCT_ACCESS, isAdmin: true } });
    expect((await screen.findByRole('link', { name: 'Adminområdet' }, FIRST_RENDER)).getAttribute('href')).toBe('/admin');
  });

  it('says so when there are no products, listings or saved properties yet', async () => {
    openDashboard(
      {},
      {
        'GET /api/auth/product-access': { isAdmin: false, products: [productAccess('portfolio')] },
        'GET /api/property-listings/mine': [],
        'GET /api/property-listings/saved': [],
      },
      '/en/dashboard',
    );
    expect(await screen.findByText('You have no products or subscriptions yet.', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try a product for free' }).getAttribute('href')).toBe('/en/account?from=/en/dashboard');
    expect(await screen.findByText('You have no property listings yet.', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List a property' }).getAttribute('href')).toBe('/en/products/property-listings/create');
    expect(await screen.findByText('You have not saved any properties yet.', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the listings' }).getAttribute('href')).toBe('/en/products/property-listings');
  });

  it('shows a failing section its error and retry while the others show, and the retry reloads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const api = openDashboard({}, { 'GET /api/property-listings/mine': () => (fail ? apiError(500, 'boom') : MINE) });
    const listings = await screen.findByTestId('dashboard-listings', undefined, FIRST_RENDER);
    expect(await within(listings).findByText('Kunne ikke hente boligannonsene dine.', undefined, FIRST_RENDER)).toBeTruthy();
    expect(await within(screen.getByTestId('dashboard-saved')).findByText('Loft på Frogner', undefined, FIRST_RENDER)).toBeTruthy();
    expect(await within(screen.getByTestId('dashboard-products')).findByTestId('dashboard-product-auto', undefined, FIRST_RENDER)).toBeTruthy();

    fail = false;
    fireEvent.click(within(listings).getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(listings).findByText('Rekkehus i Bergen', undefined, FIRST_RENDER)).toBeTruthy();
    expect(api.requestsTo('GET /api/property-listings/mine')).toHaveLength(2);
  });

  it('shows the products error while the listings and saved properties show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDashboard({}, { 'GET /api/auth/product-access': apiError(500, 'boom') });
    expect(await screen.findByText('Kunne ikke hente produktene dine.', undefined, FIRST_RENDER)).toBeTruthy();
    expect(await screen.findByText('Rekkehus i Bergen', undefined, FIRST_RENDER)).toBeTruthy();
    expect(await screen.findByText('Loft på Frogner', undefined, FIRST_RENDER)).toBeTruthy();
  });
});
