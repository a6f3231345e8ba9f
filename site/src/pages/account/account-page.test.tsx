import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  GMAIL_MESSAGES,
  PROFILE_MESSAGES,
  VERIFICATION_NOTICE_MS,
  VERIFY_EMAIL_MESSAGES,
  type PlatformUser,
} from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { renderSite } from '../../test/render';

const DAY = 24 * 3600 * 1000;

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
    productAccess('models', { areaReady: false, launchDate: null, trialAvailable: false }),
  ],
};

let current: PlatformUser;
/** The signed-in user as the server has it, for answers that return the user. */
const savedUser = () => current;

/** A signed-in account page with the calls every card makes; `routes` add to or replace them. */
function openAccount(user: Partial<PlatformUser> = {}, routes: Record<string, unknown> = {}, path = '/account') {
  const { route, user: signedIn } = signedInAs(user);
  current = signedIn;
  const api = mockApi({
    ...route,
    'GET /api/auth/product-access': PRODUCT_ACCESS,
    'GET /api/auth/gmail-config': { clientId: null },
    ...routes,
  });
  renderSite(path);
  return api;
}

describe('account page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.google;
    document.head.querySelectorAll('script[src*="accounts.google.com"]').forEach((script) => script.remove());
  });

  it('sends a signed-out visitor to sign-in with the way back', async () => {
    mockApi({});
    renderSite('/account');
    expect(await screen.findByRole('heading', { name: 'Logg inn' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/no/auth/sign-in?from=/account');
  });

  it('saves first name, last name and phone, and says Profil oppdatert', async () => {
    const api = openAccount(
      {},
      { 'POST /api/auth/update-profile': ({ body }: { body: Record<string, string> }) => ({ user: { ...savedUser(), ...body } }) },
    );
    const phone = await screen.findByLabelText('Telefon');
    expect(phone.getAttribute('placeholder')).toBe('+47 XXX XX XXX');
    const email = screen.getByLabelText('E-post') as HTMLInputElement;
    expect(email.value).toBe('kari@demo.no');
    expect(email.readOnly).toBe(true);

    fireEvent.change(screen.getByLabelText('Fornavn'), { target: { value: 'Kari Anne' } });
    fireEvent.change(phone, { target: { value: '+47 912 34 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/update-profile')[0].body).toEqual({
      firstName: 'Kari Anne',
      lastName: 'Nordmann',
      phone: '+47 912 34 567',
    });
  });

  it("shows a bad phone number under the field, and the server's other refusals under the form", async () => {
    const api = openAccount({}, { 'POST /api/auth/update-profile': apiError(400, PROFILE_MESSAGES.onlyProfileFields) });
    const phone = await screen.findByLabelText('Telefon');
    fireEvent.change(phone, { target: { value: 'ring meg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(PROFILE_MESSAGES.invalidPhone)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/update-profile')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(PROFILE_MESSAGES.onlyProfileFields)).toBeTruthy();
  });

  it('lists Mine produkter with their access labels and Åpne or Prøv gratis', async () => {
    openAccount();
    const trial = await screen.findByTestId('product-access-property');
    expect(within(trial).getByText('Prøveperiode: 10 dager igjen')).toBeTruthy();
    expect(within(trial).getByRole('link', { name: 'Åpne' }).getAttribute('href')).toBe('/no/products/property');
    const subscription = screen.getByTestId('product-access-auto');
    expect(within(subscription).getByText('Aktivt abonnement')).toBeTruthy();
    const none = screen.getByTestId('product-access-portfolio');
    expect(within(none).getByText('Ingen tilgang')).toBeTruthy();
    expect(within(none).getByRole('button', { name: 'Prøv gratis' })).toBeTruthy();
    expect(within(none).getByRole('link', { name: 'Min Portefølje' }).getAttribute('href')).toBe('/no/products/portfolio');
    const coming = screen.getByTestId('product-access-models');
    expect(within(coming).getByText('Kommer snart')).toBeTruthy();
    expect(within(coming).queryByRole('button', { name: 'Prøv gratis' })).toBeNull();
  });

  it('labels every product Admin tilgang for an admin and shows the Administrator badge and account info', async () => {
    openAccount(
      { accessLevel: 5 },
      {
        'GET /api/auth/product-access': {
          isAdmin: true,
          products: PRODUCT_ACCESS.products.map((entry) => ({ ...entry, hasAccess: true })),
        },
      },
    );
    expect(await screen.findAllByText('Admin tilgang')).toHaveLength(4);
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('05.03.2024')).toBeTruthy();
    expect(screen.getByText('5 – Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se abonnementene mine' }).getAttribute('href')).toBe('/no/account/subscriptions');
  });

  it('offers a way back to `from`, into the admin app with a full page load', async () => {
    openAccount({}, {}, '/account?from=/admin/ideas');
    expect((await screen.findByRole('link', { name: /Tilbake/ })).getAttribute('href')).toBe('/admin/ideas');
  });

  it('warns about an unverified e-mail and resends the mail: sending, sent, and the notice goes after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: () => void;
    const api = openAccount(
      { emailVerified: false },
      {
        'POST /api/auth/verify-email': () =>
          new Promise((resolve) => {
            answer = () => resolve({ sent: true, message: VERIFY_EMAIL_MESSAGES.sent });
          }),
      },
    );
    expect(await screen.findByText('E-postadressen din er ikke bekreftet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slik bekrefter du' }).getAttribute('href')).toBe('/no/auth/verify-email');

    fireEvent.click(screen.getByRole('button', { name: 'Send verifikasjons-e-post på nytt' }));
    expect(await screen.findByRole('button', { name: /Sender/ })).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/verify-email')[0].body).toEqual({ step: 'send', user: { email: 'kari@demo.no' } });

    answer();
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.sent)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(VERIFICATION_NOTICE_MS - 1000);
    });
    expect(screen.getByText(VERIFY_EMAIL_MESSAGES.sent)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText(VERIFY_EMAIL_MESSAGES.sent)).toBeNull());
  });

  it('says the mail could not be sent when the server fails', async () => {
    openAccount({ emailVerified: false }, { 'POST /api/auth/verify-email': apiError(502, 'SMTP down') });
    fireEvent.click(await screen.findByRole('button', { name: 'Send verifikasjons-e-post på nytt' }));
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.failed)).toBeTruthy();
  });

  it('shows no warning to a verified user', async () => {
    openAccount({ emailVerified: true });
    await screen.findByText('Mine produkter');
    expect(screen.queryByText('E-postadressen din er ikke bekreftet')).toBeNull();
  });

  it('disables Gmail linking when the platform has no Google client id, without loading Google', async () => {
    openAccount();
    const button = await screen.findByRole('button', { name: /Gmail-kobling er ikke satt opp/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.head.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("loads Google's sign-in when configured and links the credential", async () => {
    const api = openAccount(
      {},
      {
        'GET /api/auth/gmail-config': { clientId: 'client-1.apps.googleusercontent.com' },
        'POST /api/auth/link-gmail': () => ({ user: { ...savedUser(), emailConnected: 'google' } }),
      },
    );
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.head.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
      expect(script).toBeTruthy();
    });
    let callback: (response: { credential?: string }) => void = () => {};
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
      callback = options.callback;
    });
    window.google = { accounts: { id: { initialize, renderButton: vi.fn() } } };
    act(() => {
      script!.onload?.(new Event('load'));
    });
    await waitFor(() => expect(initialize).toHaveBeenCalled());
    expect(initialize.mock.calls[0][0].client_id).toBe('client-1.apps.googleusercontent.com');

    await act(async () => callback({ credential: 'google-id-token' }));
    expect(await screen.findByText('Gmail-kontoen er koblet til.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/link-gmail')[0].body).toEqual({ googleToken: 'google-id-token' });
    expect(await screen.findByText('Gmail er koblet til')).toBeTruthy();
  });

  it('asks before disconnecting Gmail, with the exact confirmation text', async () => {
    const api = openAccount(
      { emailConnected: 'google' },
      { 'POST /api/auth/disconnect-gmail': () => ({ user: { ...savedUser(), emailConnected: null } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Koble fra Gmail' }));
    expect(await screen.findByText(GMAIL_MESSAGES.disconnectConfirm)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/disconnect-gmail')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Koble fra' }));
    expect(await screen.findByText('Gmail-kontoen er koblet fra.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/disconnect-gmail')).toHaveLength(1);
  });
});
