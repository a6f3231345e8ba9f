import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { isUuid } from '@platform/shared';
import type { PublicProductDetail } from '@platform/shared';
import { apiError, deferred, mockApi, reply, signedInAs } from '../test/api-mock';
import { productDetail } from '../test/product-detail';
import { renderSite } from '../test/render';
import { resetVisitTracking, storedVisitIds } from './use-visit-tracking';

const PUBLIC_ROUTES = { 'GET /api/products': { data: [] }, 'GET /api/products/featured': { data: [] } };
const PROPERTY: PublicProductDetail = productDetail({ id: 'property', name: 'Eiendomsanalyse', description: 'Verdivurdering for norske boliger.' });
const visits = (api: ReturnType<typeof mockApi>) => api.requestsTo('POST /api/track/visit').map((request) => request.body as Record<string, string>);

function setPrivacy(doNotTrack: string | null, globalPrivacyControl?: boolean) {
  Object.defineProperty(navigator, 'doNotTrack', { value: doNotTrack, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: globalPrivacyControl, configurable: true });
}

describe('visit tracking', () => {
  beforeEach(() => {
    resetVisitTracking();
    sessionStorage.clear();
    setPrivacy(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts one visit per route change, with keepalive, stable visitor and session ids and the previous page as referrer', async () => {
    const api = mockApi(PUBLIC_ROUTES);
    renderSite('/no');
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(1));
    const [first] = api.requestsTo('POST /api/track/visit');
    const body = first.body as Record<string, string>;
    expect(first.keepalive).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['page', 'referrer', 'sessionId', 'title', 'visitorId']);
    expect(body.page).toBe('/no');
    expect(isUuid(body.visitorId) && isUuid(body.sessionId)).toBe(true);
    expect(localStorage.getItem('platform.visitor')).toBe(body.visitorId);
    expect(sessionStorage.getItem('platform.session')).toBe(body.sessionId);

    fireEvent.click(await screen.findByRole('link', { name: 'Registrer deg' }));
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(2));
    const second = api.requestsTo('POST /api/track/visit')[1].body as Record<string, string>;
    expect(second.page).toBe('/no/auth/sign-up');
    expect(second.referrer).toBe(`${window.location.origin}/no`);
    expect(second.visitorId).toBe(body.visitorId);
    expect(second.sessionId).toBe(body.sessionId);
  });

  it("sends the UTM tags of the session's first page, and nothing else of its query", async () => {
    const api = mockApi(PUBLIC_ROUTES);
    renderSite('/no?utm_source=facebook&utm_medium=cpc&utm_campaign=v%C3%A5r-2026&token=hemmelig&utm_term=bil');
    await waitFor(() => expect(visits(api)).toHaveLength(1));
    const [first] = visits(api);
    expect(first).toMatchObject({ page: '/no', referrer: '', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'vår-2026' });
    expect(Object.keys(first).sort()).toEqual(['page', 'referrer', 'sessionId', 'title', 'utmCampaign', 'utmMedium', 'utmSource', 'visitorId']);
    expect(JSON.stringify(first)).not.toContain('hemmelig');

    fireEvent.click(await screen.findByRole('link', { name: 'Registrer deg' }));
    await waitFor(() => expect(visits(api)).toHaveLength(2));
    expect(Object.keys(visits(api)[1]).sort()).toEqual(['page', 'referrer', 'sessionId', 'title', 'visitorId']);
  });

  it('sends no UTM tags on a page opened later in the same session', async () => {
    sessionStorage.setItem('platform.session', 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c');
    const api = mockApi(PUBLIC_ROUTES);
    renderSite('/no?utm_source=facebook');
    await waitFor(() => expect(visits(api)).toHaveLength(1));
    expect(visits(api)[0]).toMatchObject({ sessionId: 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c' });
    expect(visits(api)[0]).not.toHaveProperty('utmSource');
  });

  it('sends the token when signed in, so the server can tie the visit to the user', async () => {
    const { route } = signedInAs();
    const api = mockApi({ ...route, ...PUBLIC_ROUTES });
    renderSite('/no');
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(1));
    expect(api.requestsTo('POST /api/track/visit')[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([
    ['Do Not Track', '1', undefined],
    ['Global Privacy Control', null, true],
  ])('sends nothing under %s', async (_name, doNotTrack, gpc) => {
    setPrivacy(doNotTrack, gpc);
    const api = mockApi(PUBLIC_ROUTES);
    renderSite('/no');
    // The tracker commits with the page, so its effect has run once the page shows.
    await screen.findByRole('link', { name: 'Registrer deg' });
    expect(api.requestsTo('POST /api/track/visit')).toHaveLength(0);
    expect(localStorage.getItem('platform.visitor')).toBeNull();
  });

  it("waits for a product page's title until the product has arrived", async () => {
    const product = deferred<Response>();
    const api = mockApi({ 'GET /api/products/property': () => product.promise });
    renderSite('/no/products/property/landing');
    await waitFor(() => expect(api.requestsTo('GET /api/products/property')).toHaveLength(1));
    expect(visits(api)).toHaveLength(0);

    product.resolve(reply(200, { data: PROPERTY }));
    await screen.findByRole('heading', { name: 'Eiendomsanalyse' });
    await waitFor(() => expect(visits(api)).toHaveLength(1));
    expect(visits(api)[0]).toMatchObject({ page: '/no/products/property/landing', title: 'Eiendomsanalyse – Plattform' });
  });

  it('records the visit to an unknown product once its page gives up loading', async () => {
    const api = mockApi({ 'GET /api/products/nope': apiError(404, 'Not Found') });
    renderSite('/no/products/nope/landing');
    await waitFor(() => expect(visits(api)).toHaveLength(1));
    expect(visits(api)[0].page).toBe('/no/products/nope/landing');
  });

  it('ignores a refusing server', async () => {
    const api = mockApi({ ...PUBLIC_ROUTES, 'POST /api/track/visit': reply(429, { error: { message: 'For mange forespørsler.' } }) });
    renderSite('/no');
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Registrer deg' })).toBeTruthy();
  });
});

describe('the visit ids a form sends along', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => setPrivacy(null, undefined));

  it('are the stored ones, and none are made up', () => {
    expect(storedVisitIds()).toEqual({});
    localStorage.setItem('platform.visitor', '3b241101-e2bb-4255-8caf-4136c566a962');
    sessionStorage.setItem('platform.session', 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(storedVisitIds()).toEqual({ visitor_id: '3b241101-e2bb-4255-8caf-4136c566a962', session_id: 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c' });
  });

  it('are none for a visitor who asked not to be tracked', () => {
    localStorage.setItem('platform.visitor', '3b241101-e2bb-4255-8caf-4136c566a962');
    setPrivacy('1');
    expect(storedVisitIds()).toEqual({});
  });
});
