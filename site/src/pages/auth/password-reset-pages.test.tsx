import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES, TOKEN_STORAGE_KEY } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('forgotten password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on the sign-in page, and asking says the same whatever the address', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': { ok: true } });
    renderSite('/auth/sign-in');
    fireEvent.click(await screen.findByText('Glemt passordet?'));
    const send = await screen.findByText('Send lenke', { selector: 'button span' });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'kari@demo.no' } });
    fireEvent.click(send);
    expect(await screen.findByText(/Hvis det finnes en konto for kari@demo\.no, har vi sendt en lenke dit/)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'kari@demo.no' });
  });

  it('sets a new password from the link, signs in and goes to the account; a spent link says what to do', async () => {
    const { user } = signedInAs();
    localStorage.clear();
    let tries = 0;
    const api = mockApi({
      'POST /api/auth/reset-password': () => (++tries === 1 ? apiError(400, AUTH_MESSAGES.resetLinkInvalid) : { jwt: 'reset-jwt', user }),
      'GET /api/users/me': user,
    });
    renderSite(`/auth/reset-password?code=${'a'.repeat(64)}`);
    fireEvent.change(await screen.findByLabelText('Nytt passord'), { target: { value: 'Fjellvann-og-Fyrstikk-9' } });
    fireEvent.change(screen.getByLabelText('Bekreft passord'), { target: { value: 'Fjellvann-og-Fyrstikk-9' } });
    fireEvent.click(screen.getByText('Lagre passordet', { selector: 'button span' }));
    expect(await screen.findByText('Lenken er ugyldig eller utløpt. Be om en ny.')).toBeTruthy();
    expect(screen.getByText('Glemt passordet?').closest('a')?.getAttribute('href')).toBe('/no/auth/forgot-password');

    fireEvent.click(screen.getByText('Lagre passordet', { selector: 'button span' }));
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'location' && el.textContent === '/no/account');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('reset-jwt');
    expect(api.requestsTo('POST /api/auth/reset-password')[1].body).toEqual({
      code: 'a'.repeat(64),
      password: 'Fjellvann-og-Fyrstikk-9',
      passwordConfirmation: 'Fjellvann-og-Fyrstikk-9',
    });
  });

  it('says so when the link has no code', async () => {
    mockApi({});
    renderSite('/en/auth/reset-password');
    expect(await screen.findByText('The link has no code. Open the link from the e-mail again, or ask for a new one.')).toBeTruthy();
  });
});
