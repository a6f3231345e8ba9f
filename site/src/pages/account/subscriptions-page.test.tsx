import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError, deferred, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('subscriptions page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to sign-in', async () => {
    mockApi({});
    renderSite('/account/subscriptions');
    await screen.findByRole('heading', { name: 'Logg inn' });
    expect(screen.getByTestId('location').textContent).toBe('/no/auth/sign-in?from=/account/subscriptions');
  });

  it('loads, then lists each subscription with its status, plan and Norwegian dates', async () => {
    const { route } = signedInAs();
    const answer = deferred<unknown>();
    mockApi({ ...route, 'GET /api/auth/subscriptions': () => answer.promise });
    renderSite('/no/account/subscriptions');
    expect(await screen.findByRole('heading', { name: 'Mine abonnementer' })).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();

    answer.resolve({
      data: [
        {
          productId: 'auto',
          productName: 'Kjøretøydata',
          status: 'active',
          plan: 'Månedlig',
          trialEndDate: null,
          startedAt: '2025-01-10T09:00:00.000Z',
          currentPeriodEnd: '2025-02-10T09:00:00.000Z',
        },
        {
          productId: 'property',
          productName: 'Eiendomsanalyse',
          status: 'trial',
          plan: null,
          trialEndDate: '2025-03-01T09:00:00.000Z',
          startedAt: '2025-01-30T09:00:00.000Z',
          currentPeriodEnd: null,
        },
      ],
    });
    const auto = (await screen.findByRole('link', { name: 'Kjøretøydata' })).closest('tr')!;
    expect(within(auto).getByText('Aktiv')).toBeTruthy();
    expect(within(auto).getByText('Månedlig')).toBeTruthy();
    expect(within(auto).getByText('10.01.2025')).toBeTruthy();
    expect(within(auto).getByText('10.02.2025')).toBeTruthy();
    const property = screen.getByRole('link', { name: 'Eiendomsanalyse' }).closest('tr')!;
    expect(within(property).getByText('Prøveperiode')).toBeTruthy();
    expect(within(property).getByText('01.03.2025')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, 'GET /api/auth/subscriptions': { data: [] } });
    renderSite('/en/account/subscriptions');
    expect(await screen.findByText('You have no subscriptions or trials yet.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { route } = signedInAs();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...route, 'GET /api/auth/subscriptions': apiError(500, 'boom') });
    renderSite('/account/subscriptions');
    expect(await screen.findByText('Kunne ikke hente abonnementene.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });
});
