import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TRIAL_MESSAGES, type PublicProductDetail } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { renderSite } from '../../test/render';

const AUTO: PublicProductDetail = {
  id: 'auto',
  name: 'Kjøretøydata',
  description: 'Bruktbilpriser.',
  longDescription: 'Bruktbilpriser og kjøretøyhistorikk.',
  status: 'stable',
  features: [],
  color: '#E53935',
  featured_image: null,
  featured: false,
  trialEnabled: true,
  trialDays: 30,
  landing: null,
};

describe('product gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to the product sign-in page, which returns to the product', async () => {
    mockApi({});
    renderSite('/no/products/auto');
    expect(await screen.findByRole('heading', { name: 'Logg inn' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/no/products/auto/login');
    expect(screen.getByRole('link', { name: 'Registrer deg' }).getAttribute('href')).toBe('/no/auth/sign-up?from=/no/products/auto');
  });

  it('shows the access label and Åpne to a subscriber', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'GET /api/auth/product-access': { products: [productAccess('auto', { subscriptionStatus: 'active', hasAccess: true })], isAdmin: false },
    });
    renderSite('/no/products/auto');
    expect(await screen.findByText('Aktivt abonnement')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Åpne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prøv gratis' })).toBeNull();
  });

  it("starts a trial, and shows the server's message when it refuses", async () => {
    const { route } = signedInAs({ emailVerified: false });
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000 - 60_000).toISOString();
    let tries = 0;
    const api = mockApi({
      ...route,
      'GET /api/products/auto': { data: AUTO },
      'GET /api/auth/product-access': { products: [productAccess('auto')], isAdmin: false },
      'POST /api/auth/start-trial': () =>
        ++tries === 1
          ? apiError(403, TRIAL_MESSAGES.emailNotVerified)
          : { product: productAccess('auto', { trialActive: true, trialEndDate: end, hasAccess: true, trialAvailable: false }) },
    });
    renderSite('/no/products/auto');
    expect(await screen.findByText('Ingen tilgang')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Prøv gratis' }));
    expect(await screen.findByText(TRIAL_MESSAGES.emailNotVerified)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/start-trial')[0].body).toEqual({ productId: 'auto' });
    expect(api.requestsTo('POST /api/auth/start-trial')[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);

    fireEvent.click(screen.getByRole('button', { name: 'Prøv gratis' }));
    expect(await screen.findByText('Prøveperiode: 30 dager igjen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Åpne' })).toBeTruthy();
  });
});
