import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PRODUCT_AREA_MESSAGES, PRODUCT_NAMES, type ProductAccess } from '@platform/shared';
import { createQueryClient } from '../../api/query-client';
import { LocaleShell } from '../../components/locale-shell';
import { mockApi, reply, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { useAreaApi, useAreaUser } from './area-api';
import { ProductAreaFrame } from './product-area-frame';

const AUTO = productDetail({ id: 'auto', name: PRODUCT_NAMES.auto, status: 'beta', trialDays: 14 });
const NO_ACCESS = PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.auto);
const TRIAL_ENDED = PRODUCT_AREA_MESSAGES.trialEnded(PRODUCT_NAMES.auto);
const trialEnd = () => new Date(Date.now() + 14 * 24 * 3600 * 1000 - 60_000).toISOString();
const withTrial = (): ProductAccess =>
  productAccess('auto', { subscriptionStatus: 'trial', trialActive: true, trialEndDate: trialEnd(), hasAccess: true, trialAvailable: false });

/** The guard's refusal as the server sends it. */
const refusal = (message: string, reason: string, trialAvailable: boolean) =>
  reply(403, { data: null, error: { status: 403, name: 'PolicyError', message, details: { reason, trialAvailable } } });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** An area inside the frame: names the user, and makes a data call on demand. */
function ProbeArea() {
  const api = useAreaApi();
  const user = useAreaUser();
  const [answer, setAnswer] = useState('');
  return (
    <div>
      <p>Området for {user.firstName}</p>
      <button
        type="button"
        onClick={() =>
          api.request<{ figure: string }>('/api/probe').then(
            (body) => setAnswer(body.figure),
            () => setAnswer('avvist'),
          )
        }
      >
        Hent tall
      </button>
      <p>{answer}</p>
    </div>
  );
}

function renderFrame(path = '/no/products/auto') {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/no" element={<LocaleShell locale="no" />}>
            <Route index element={<p>Forsiden</p>} />
            <Route path="products/:id/login" element={<p>Logg inn på produktet</p>} />
            <Route
              path="products/auto"
              element={
                <ProductAreaFrame productId="auto" title="Kjøretøydata">
                  <ProbeArea />
                </ProductAreaFrame>
              }
            />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const promptButton = (name: string) => screen.findByText(name, { selector: '.ant-modal-confirm button span' });
const noPrompt = () => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0);

describe('product area frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to the product’s sign-in page', async () => {
    const api = mockApi({});
    renderFrame();
    expect(await screen.findByText('Logg inn på produktet')).toBeTruthy();
    expect(location()).toBe('/no/products/auto/login');
    expect(api.requestsTo('POST /api/product-areas/auto/open')).toHaveLength(0);
  });

  it('sends a user whose sign-in has expired to the product’s sign-in page', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': () =>
        reply(401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Logg inn på nytt.' } }),
    });
    renderFrame();
    expect(await screen.findByText('Logg inn på produktet')).toBeTruthy();
    expect(location()).toBe('/no/products/auto/login');
  });

  it('shows the area once the server lets the user in, with the header’s chips and menu', async () => {
    const { route } = signedInAs();
    const api = mockApi({ ...route, 'GET /api/products/auto': { data: AUTO }, 'POST /api/product-areas/auto/open': { product: withTrial() } });
    renderFrame();
    expect(await screen.findByText('Området for Kari')).toBeTruthy();
    expect(screen.getByText('Prøveperiode: 14 dager igjen')).toBeTruthy();
    expect(await screen.findByText('Beta')).toBeTruthy();
    expect(screen.getByText('Kjøretøydata', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('Min konto', { selector: 'a' }).getAttribute('href')).toBe('/no/account?from=/no/products/auto');
    expect(screen.getByText('Tilbake til oversikten', { selector: 'a' }).getAttribute('href')).toBe('/no');
    expect(screen.queryByText('Admin Produkter')).toBeNull();
    expect(api.requestsTo('POST /api/product-areas/auto/open')[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });

  it('gives an administrator the Admin Produkter link, a full page load into the admin app', async () => {
    const { route } = signedInAs({ accessLevel: 5 });
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': { product: productAccess('auto', { hasAccess: true }) },
    });
    renderFrame();
    expect(await screen.findByText('Området for Kari')).toBeTruthy();
    expect(screen.getByText('Admin tilgang')).toBeTruthy();
    expect(screen.getByText('Admin Produkter', { selector: 'a' }).getAttribute('href')).toBe('/admin/products');
  });

  it('refuses with the server’s reason and offers the trial once per user; declining leaves for the front page', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': () => refusal(NO_ACCESS, 'noAccess', true),
    });
    const first = renderFrame();
    expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
    expect(screen.queryByText('Området for Kari')).toBeNull();
    // The prompt opens by itself, naming the product and its trial length.
    const decline = await promptButton('Avbryt');
    expect(screen.getByText('Prøveperioden varer i 14 dager og kan startes bare én gang per produkt.')).toBeTruthy();
    fireEvent.click(decline);
    await waitFor(() => expect(location()).toBe('/no'));
    expect(api.requestsTo('POST /api/auth/start-trial')).toHaveLength(0);
    first.unmount();
    document.body.innerHTML = '';

    // Back again (a reload): the same refusal, 'Prøv gratis' still there, but no prompt.
    renderFrame();
    expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
    expect(await screen.findByText('Beta')).toBeTruthy();
    await act(async () => {});
    noPrompt();
    expect(button('Prøv gratis')).toBeTruthy();
    expect(location()).toBe('/no/products/auto');
  });

  it('starts the trial from the prompt and opens the area without a reload', async () => {
    const { route } = signedInAs();
    let started = false;
    const api = mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': () => (started ? { product: withTrial() } : refusal(NO_ACCESS, 'noAccess', true)),
      'POST /api/auth/start-trial': () => {
        started = true;
        return reply(201, { product: withTrial() });
      },
    });
    renderFrame();
    fireEvent.click(await promptButton('Start prøveperioden'));
    expect(await screen.findByText('Området for Kari')).toBeTruthy();
    expect(screen.getByText('Prøveperiode: 14 dager igjen')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/start-trial')[0].body).toEqual({ productId: 'auto' });
    expect(api.requestsTo('POST /api/product-areas/auto/open')).toHaveLength(2);
    expect(location()).toBe('/no/products/auto');
  });

  it('offers no trial where none can be started, and prompts for none', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': () => refusal(TRIAL_ENDED, 'trialEnded', false),
    });
    renderFrame();
    expect(await screen.findByText(TRIAL_ENDED)).toBeTruthy();
    expect(await screen.findByText('Beta')).toBeTruthy();
    await act(async () => {});
    noPrompt();
    expect(screen.queryByText('Prøv gratis')).toBeNull();
  });

  it('closes the area when a later data call is refused (the trial ended while in use)', async () => {
    const { route } = signedInAs();
    let ended = false;
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': { product: withTrial() },
      'GET /api/probe': () => (ended ? refusal(TRIAL_ENDED, 'trialEnded', false) : { figure: '42' }),
    });
    renderFrame();
    fireEvent.click(await screen.findByText('Hent tall'));
    expect(await screen.findByText('42')).toBeTruthy();
    ended = true;
    fireEvent.click(screen.getByText('Hent tall'));
    expect(await screen.findByText(TRIAL_ENDED)).toBeTruthy();
    expect(screen.queryByText('Området for Kari')).toBeNull();
  });

  it('shows not-found for a product the server does not know, and a retry when the server cannot be reached', async () => {
    const { route } = signedInAs();
    let reachable = false;
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'POST /api/product-areas/auto/open': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { product: withTrial() };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFrame();
    expect(await screen.findByText('Kunne ikke åpne produktet. Sjekk nettforbindelsen og prøv igjen.')).toBeTruthy();
    reachable = true;
    fireEvent.click(button('Prøv igjen'));
    expect(await screen.findByText('Området for Kari')).toBeTruthy();
  });

  it('answers an unknown product with the not-found state', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'POST /api/product-areas/auto/open': () =>
        reply(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Fant ikke produktet.' } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFrame();
    expect(await screen.findByText('Produktet finnes ikke, eller det er ikke lenger tilgjengelig.')).toBeTruthy();
  });
});
