import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { AUTH_MESSAGES } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('sign-up page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a verification mail was sent, then continues to `from`', async () => {
    const { user } = signedInAs();
    localStorage.clear();
    const api = mockApi({ 'POST /api/auth/local/register': { jwt: 'new-token', user }, 'GET /api/users/me': user });
    renderSite('/auth/sign-up?from=/no/me');
    fireEvent.change(await screen.findByLabelText('E-post'), { target: { value: 'kari@demo.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'Demo2026!' } });
    fireEvent.change(screen.getByLabelText('Bekreft passord'), { target: { value: 'Demo2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));

    expect(await screen.findByText('Kontoen er opprettet')).toBeTruthy();
    expect(screen.getByText(/Vi har sendt en verifikasjons-e-post til kari@demo\.no/)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(api.requestsTo('POST /api/auth/local/register')[0].body).toMatchObject({ email: 'kari@demo.no', username: 'kari@demo.no' });

    fireEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    expect(await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/no/me');
  });

  it('shows a refused password in Norwegian, whichever rule refused it', async () => {
    localStorage.clear();
    mockApi({ 'POST /api/auth/local/register': apiError(400, AUTH_MESSAGES.passwordWeak) });
    renderSite('/auth/sign-up');
    fireEvent.change(await screen.findByLabelText('E-post'), { target: { value: 'kari@demo.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'password' } });
    fireEvent.change(screen.getByLabelText('Bekreft passord'), { target: { value: 'password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(await screen.findByText(/Passordet er for lett å gjette/)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
