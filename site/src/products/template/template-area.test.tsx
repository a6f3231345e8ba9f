import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accessWithoutGrant, type PublicProductDetail } from '@platform/shared';
import { mockApi, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';
import { matchRoute, pageKind } from './template-routes';

// Products made by the wizard: no registry area, a template and the template's routes.
const CRUD: PublicProductDetail = productDetail({
  id: 'ordrebok',
  name: 'Ordrebok',
  description: 'Ordre og kunder på ett sted.',
  features: ['Liste', 'Opprett'],
  template: 'crud',
  hasAuth: true,
  routes: [
    { path: '/', name: 'Oversikt' },
    { path: '/create', name: 'Ny ordre' },
    { path: '/[id]/edit', name: 'Rediger ordre' },
  ],
});
const DASHBOARD: PublicProductDetail = productDetail({
  id: 'salgstall',
  name: 'Salgstall',
  description: 'Salget per måned.',
  features: ['Dashboard', 'Rapporter'],
  template: 'analytics-dashboard',
  hasAuth: false,
  routes: [
    { path: '/', name: 'Oversikt' },
    { path: '/reports', name: 'Rapporter' },
    { path: '/export', name: 'Eksport' },
  ],
});
const openAccess = (product: PublicProductDetail) => ({ product: accessWithoutGrant(product.id, product.name, { hasAccess: true }) });

const location = () => screen.getByTestId('location').textContent;
const menuLink = (name: string) => screen.getByText(name, { selector: 'nav a' });

describe('template areas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a template product at /products/{id} with its routes in the navigation by name, each route its own page', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/products/ordrebok': { data: CRUD },
      'POST /api/product-areas/ordrebok/open': openAccess(CRUD),
      'GET /api/product-areas/ordrebok/records': { records: [], total: 0, page: 1, pageSize: 20 },
    });
    renderSite('/no/products/ordrebok');
    expect(await screen.findByText('Ordre og kunder på ett sted.')).toBeTruthy();
    expect(screen.getByText('Ordrebok', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('Opprett')).toBeTruthy();
    expect(menuLink('Oversikt').getAttribute('href')).toBe('/no/products/ordrebok');
    expect(menuLink('Ny ordre').getAttribute('href')).toBe('/no/products/ordrebok/create');
    // The edit page takes an id: named in the menu, opened from a record.
    expect(screen.getByText('Rediger ordre')).toBeTruthy();
    expect(screen.queryByText('Rediger ordre', { selector: 'nav a' })).toBeNull();
    expect(await screen.findByText('Ingen poster ennå.')).toBeTruthy();

    fireEvent.click(menuLink('Ny ordre'));
    expect(await screen.findByText('Ny ordre', { selector: 'h2' })).toBeTruthy();
    expect(location()).toBe('/no/products/ordrebok/create');
    expect(screen.getByLabelText('Tittel')).toBeTruthy();
    expect(api.requestsTo('POST /api/product-areas/ordrebok/open')[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });

  it('shows a parameter route as a page that takes the id from the address', async () => {
    const { route } = signedInAs();
    const record = { id: 42, title: 'Ordre 42', description: '', createdAt: '2026-03-05T10:00:00.000Z', updatedAt: '2026-03-05T10:00:00.000Z' };
    mockApi({
      ...route,
      'GET /api/products/ordrebok': { data: CRUD },
      'POST /api/product-areas/ordrebok/open': openAccess(CRUD),
      'GET /api/product-areas/ordrebok/records/42': record,
    });
    renderSite('/no/products/ordrebok/42/edit');
    expect(await screen.findByText('Rediger ordre', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Tittel') as HTMLInputElement).value).toBe('Ordre 42'));
  });

  it('sends a signed-out visitor of a product with sign-in to the product’s login page, naming the page to return to', async () => {
    const api = mockApi({ 'GET /api/products/ordrebok': { data: CRUD } });
    renderSite('/no/products/ordrebok/create');
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok/login?from=/no/products/ordrebok/create'));
    expect(api.requestsTo('POST /api/product-areas/ordrebok/open')).toHaveLength(0);
  });

  it('the login page brings a signed-in user back to the product’s page they came from, and never outside the product', async () => {
    const { route } = signedInAs();
    const answers = { ...route, 'GET /api/products/ordrebok': { data: CRUD }, 'POST /api/product-areas/ordrebok/open': openAccess(CRUD) };
    mockApi(answers);
    const view = renderSite('/no/products/ordrebok/login?from=/no/products/ordrebok/create');
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok/create'));
    view.unmount();
    for (const elsewhere of ['/no/account', '//evil.example/no/products/ordrebok', '/no/products/ordrebok-2/create']) {
      mockApi(answers);
      const other = renderSite(`/no/products/ordrebok/login?from=${encodeURIComponent(elsewhere)}`);
      await waitFor(() => expect(location()).toBe('/no/products/ordrebok'));
      other.unmount();
    }
  });

  it('opens a product without sign-in to a visitor who is not signed in', async () => {
    const api = mockApi({ 'GET /api/products/salgstall': { data: DASHBOARD }, 'POST /api/product-areas/salgstall/open': openAccess(DASHBOARD) });
    renderSite('/no/products/salgstall/reports');
    expect(await screen.findByText('Rapporter', { selector: 'h2' })).toBeTruthy();
    // The reports are of the user's own data: an anonymous visitor is asked to sign in.
    expect(await screen.findByText('Logg inn for å laste opp og analysere dine egne data.')).toBeTruthy();
    expect(location()).toBe('/no/products/salgstall/reports');
    expect(screen.getByText('Logg inn', { selector: 'nav a' }).getAttribute('href')).toBe(
      '/no/products/salgstall/login?from=/no/products/salgstall/reports',
    );
    expect(api.requestsTo('POST /api/product-areas/salgstall/open')[0].headers.get('Authorization')).toBeNull();

    fireEvent.click(menuLink('Oversikt'));
    // The analytics root: the features as cards, no figures.
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Salget per måned.')).toBeTruthy();
  });

  it('answers an address the product has no route for with a page of its own', async () => {
    mockApi({ 'GET /api/products/salgstall': { data: DASHBOARD }, 'POST /api/product-areas/salgstall/open': openAccess(DASHBOARD) });
    renderSite('/no/products/salgstall/nowhere');
    expect(await screen.findByText('Produktet har ingen side med denne adressen.')).toBeTruthy();
  });

  it('still opens a registry area, and keeps the gate page for a product with neither', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/products/models': { data: productDetail({ id: 'models', name: 'Data & Modeller' }) },
      'GET /api/auth/product-access': { products: [productAccess('models', { subscriptionStatus: 'active', hasAccess: true })], isAdmin: false },
      'POST /api/product-areas/auto/open': { product: productAccess('auto', { hasAccess: true }) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gate = renderSite('/no/products/models');
    expect(await screen.findByText('Aktivt abonnement')).toBeTruthy();
    expect(screen.getByText('Åpne', { selector: 'button span' })).toBeTruthy();
    expect(api.requestsTo('POST /api/product-areas/models/open')).toHaveLength(0);
    gate.unmount();

    renderSite('/no/products/auto');
    expect(await screen.findByText('Kjøretøydata', { selector: 'h1' })).toBeTruthy();
    expect(api.requestsTo('POST /api/product-areas/auto/open').length).toBeGreaterThan(0);
  });
});

describe('template routes', () => {
  const routes = CRUD.routes;
  it('matches written-out routes before parameter routes, and a pattern to itself', () => {
    expect(matchRoute(routes, '/')?.route.name).toBe('Oversikt');
    expect(matchRoute(routes, '/create')).toEqual({ route: routes[1], params: {} });
    expect(matchRoute(routes, '/7/edit')).toEqual({ route: routes[2], params: { id: '7' } });
    expect(matchRoute(routes, '/[id]/edit')).toEqual({ route: routes[2], params: {} });
    expect(matchRoute(routes, '/7')).toBeNull();
    expect(pageKind('crud', '/[id]/edit')).toBe('record');
    expect(pageKind('api-integration', '/keys')).toBe('keys');
    expect(pageKind('custom', '/reports')).toBe('page');
  });
});
