import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY, VERIFY_EMAIL_MESSAGES } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('verify e-mail page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the token once and says the address is confirmed', async () => {
    const api = mockApi({ 'POST /api/auth/verify-email': { verified: true, message: VERIFY_EMAIL_MESSAGES.verified } });
    renderSite('/auth/verify-email?token=abc123');
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.verified)).toBeTruthy();
    const confirms = api.requestsTo('POST /api/auth/verify-email');
    expect(confirms).toHaveLength(1);
    expect(confirms[0].body).toEqual({ step: 'confirm', token: 'abc123' });
    // Only the path is tracked: the token never leaves in a visit.
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(1));
    expect(api.requestsTo('POST /api/track/visit')[0].body).toMatchObject({ page: '/auth/verify-email' });
  });

  it('activates an account made by sign-up: keeps the session the link gives and continues to the link’s `from`', async () => {
    localStorage.clear();
    const { user } = signedInAs();
    localStorage.clear();
    mockApi({
      'POST /api/auth/verify-email': { verified: true, message: VERIFY_EMAIL_MESSAGES.activated, jwt: 'activated-token' },
      'GET /api/users/me': user,
    });
    renderSite('/auth/verify-email?token=fresh&from=/no/me');
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.activated)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('activated-token');
    fireEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    expect(await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/no/me');
  });

  it('explains an invalid link and offers a new mail to a signed-in user', async () => {
    const { route } = signedInAs({ emailVerified: false });
    const api = mockApi({
      ...route,
      'POST /api/auth/verify-email': ({ body }) =>
        (body as { step: string }).step === 'confirm'
          ? apiError(400, VERIFY_EMAIL_MESSAGES.invalidToken)
          : { sent: true, message: VERIFY_EMAIL_MESSAGES.sent },
    });
    renderSite('/auth/verify-email?token=expired');
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.invalidToken)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Send verifikasjons-e-post på nytt' }));
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.sent)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/verify-email')[1].body).toEqual({ step: 'send', user: { email: 'kari@demo.no' } });
  });

  it('without a token explains the link and asks a signed-out visitor to sign in for a new one', async () => {
    mockApi({});
    renderSite('/en/auth/verify-email');
    expect(await screen.findByText(/Open the link in the e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link.' }).getAttribute('href')).toBe('/en/auth/sign-in?from=/auth/verify-email');
  });
});
