import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRIAL_MESSAGES, type PublicProductDetail } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';

// A product without a built area: the built ones (auto, data, portfolio) open their areas at their own routes.
const MODELS: PublicProductDetail = productDetail({
  id: 'models',
  name: 'Data & Modeller',
  description: 'Datasett og modeller.',
  longDescription: 'Datasett og modeller for analyse.',
  color: '#E53935',
});

// Role queries walk the accessibility tree of the whole page, seconds each in jsdom on a busy machine: buttons are
// found by their text, once the page shows what it waits for.
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const noButton = (name: string) => screen.queryByText(name, { selector: 'button span' });

/** A closed confirmation stays in the page while it animates away; the next one must not be confused with it. */
const confirmationClosed = () => waitFor(() => expect(screen.queryAllByText('Start prøveperioden', { selector: 'button span' })).toHaveLength(0));

describe('product gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to the product sign-in page, which names the product and returns to it', async () => {
    mockApi({ 'GET /api/products/models': { data: MODELS } });
    renderSite('/no/products/models');
    expect(await screen.findByRole('heading', { name: `Logg inn på ${MODELS.name}` })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/no/products/models/login');
    expect(screen.getByRole('link', { name: 'Registrer deg' }).getAttribute('href')).toBe('/no/auth/sign-up?from=/no/products/models');
  });

  it('shows the access label and Åpne to a subscriber', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'GET /api/products/models': { data: MODELS },
      'GET /api/auth/product-access': { products: [productAccess('models', { subscriptionStatus: 'active', hasAccess: true })], isAdmin: false },
    });
    renderSite('/no/products/models');
    expect(await screen.findByText('Aktivt abonnement')).toBeTruthy();
    expect(button('Åpne')).toBeTruthy();
    expect(noButton('Prøv gratis')).toBeNull();
  });

  it("starts a trial, and shows the server's message when it refuses", async () => {
    const { route } = signedInAs({ emailVerified: false });
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000 - 60_000).toISOString();
    let tries = 0;
    const api = mockApi({
      ...route,
      'GET /api/products/models': { data: MODELS },
      'GET /api/auth/product-access': { products: [productAccess('models')], isAdmin: false },
      'POST /api/auth/start-trial': () =>
        ++tries === 1
          ? apiError(403, TRIAL_MESSAGES.emailNotVerified)
          : { product: productAccess('models', { trialActive: true, trialEndDate: end, hasAccess: true, trialAvailable: false }) },
    });
    renderSite('/no/products/models');
    expect(await screen.findByText('Ingen tilgang')).toBeTruthy();

    // Asked first: cancelling starts nothing.
    fireEvent.click(button('Prøv gratis'));
    expect(await screen.findByText('Prøveperioden varer i 30 dager og kan startes bare én gang per produkt.')).toBeTruthy();
    fireEvent.click(button('Avbryt'));
    expect(api.requestsTo('POST /api/auth/start-trial')).toHaveLength(0);

    await confirmationClosed();
    fireEvent.click(button('Prøv gratis'));
    fireEvent.click(await screen.findByText('Start prøveperioden', { selector: 'button span' }));
    expect(await screen.findByText(TRIAL_MESSAGES.emailNotVerified)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/start-trial')[0].body).toEqual({ productId: 'models' });
    expect(api.requestsTo('POST /api/auth/start-trial')[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);

    await confirmationClosed();
    fireEvent.click(button('Prøv gratis'));
    fireEvent.click(await screen.findByText('Start prøveperioden', { selector: 'button span' }));
    expect(await screen.findByText('Prøveperiode: 30 dager igjen')).toBeTruthy();
    expect(button('Åpne')).toBeTruthy();
  });

  it('offers no trial on a product whose area is not built, and says when it comes', async () => {
    const { route } = signedInAs();
    const coming = { ...MODELS, areaReady: false, launchDate: '2030-03-01' };
    mockApi({
      ...route,
      'GET /api/products/models': { data: coming },
      'GET /api/auth/product-access': {
        products: [productAccess('models', { areaReady: false, launchDate: '2030-03-01', trialAvailable: false })],
        isAdmin: false,
      },
    });
    renderSite('/no/products/models');
    expect(await screen.findByText('Kommer 1. mars 2030')).toBeTruthy();
    expect(noButton('Prøv gratis')).toBeNull();
    expect(noButton('Åpne')).toBeNull();
  });
});
