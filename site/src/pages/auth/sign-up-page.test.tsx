import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { AUTH_MESSAGES } from '@platform/shared';
import { apiError, mockApi } from '../../test/api-mock';
import { renderSite } from '../../test/render';

describe('sign-up page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where the next step was mailed, signs nobody in, and sends `from` for the mailed link', async () => {
    localStorage.clear();
    const api = mockApi({ 'POST /api/auth/local/register': { ok: true, email: 'kari@demo.no' } });
    renderSite('/auth/sign-up?from=/no/me');
    fireEvent.change(await screen.findByLabelText('E-post'), { target: { value: 'kari@demo.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'Demo2026!' } });
    fireEvent.change(screen.getByLabelText('Bekreft passord'), { target: { value: 'Demo2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));

    expect(await screen.findByText('Sjekk e-posten din')).toBeTruthy();
    expect(screen.getByText(/Vi har sendt en e-post til kari@demo\.no\. Åpne lenken i den for å aktivere kontoen og logge inn\./)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.requestsTo('POST /api/auth/local/register')[0].body).toMatchObject({ email: 'kari@demo.no', username: 'kari@demo.no', from: '/no/me' });
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/no');
  });

  it('says it in English on the English page', async () => {
    mockApi({ 'POST /api/auth/local/register': { ok: true, email: 'kari@demo.no' } });
    renderSite('/en/auth/sign-up');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'kari@demo.no' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo2026!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Demo2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByText(/We have sent an e-mail to kari@demo\.no\./)).toBeTruthy();
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
