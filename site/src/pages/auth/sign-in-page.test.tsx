import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUTH_MESSAGES, TOKEN_STORAGE_KEY, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS } from '@platform/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from '../../app-routes';
import { createQueryClient } from '../../api/query-client';

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-post'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passord'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
}

describe('sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's refusal in the page's language, not Strapi's English", async () => {
    respond(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } });
    render(
      <MemoryRouter initialEntries={['/auth/sign-in']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await submit('basis@demo.no', 'wrong');
    expect(await screen.findByText('Feil e-postadresse eller passord. Har du nettopp registrert deg, åpner du først lenken i e-posten vi sendte.')).toBeTruthy();
    expect(screen.queryByText('Invalid identifier or password')).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says in Norwegian why a suspended account is not signed in', async () => {
    respond(401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: AUTH_MESSAGES.accountSuspended } });
    render(
      <MemoryRouter initialEntries={['/auth/sign-in']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await submit('basis@demo.no', 'Demo2026!');
    expect(await screen.findByText('Kontoen er suspendert. Kontakt oss hvis du mener dette er feil.')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says so in English on the English page, and names too many attempts', async () => {
    respond(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/en/auth/sign-in']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'basis@demo.no' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail address or password. If you have just signed up, open the link in the e-mail we sent first.')).toBeTruthy();
    unmount();

    respond(429, { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' } });
    render(
      <MemoryRouter initialEntries={['/auth/sign-in']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await submit('basis@demo.no', 'wrong');
    expect(await screen.findByText('For mange forsøk. Vent litt og prøv igjen.')).toBeTruthy();
  });

  it('stores the token and goes to the `from` path', async () => {
    respond(200, { jwt: 'token-1', user: { id: 1, email: 'basis@demo.no', accessLevel: 1 } });
    render(
      <MemoryRouter initialEntries={['/no/auth/sign-in?from=%2Fen%2Fauth%2Fsign-up']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await submit('basis@demo.no', 'Demo2026!');
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('asks an account with two-factor sign-in for its code, says a wrong one in Norwegian, and signs in with the right one', async () => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/auth/local')) return json(200, { twoFactorRequired: true, challenge: 'chal' });
      const { code } = JSON.parse(String(init.body));
      if (code === '000000')
        return json(400, { data: null, error: { status: 400, name: 'BadRequestError', message: TWO_FACTOR_MESSAGES.codeInvalid } });
      return json(200, { jwt: 'session', user: { id: 7 } });
    });
    vi.stubGlobal('fetch', fetch);
    // Signed in, the page goes on to the account page, which reads through the query client.
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={['/auth/sign-in']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await submit('tofaktor@demo.no', 'Demo2026!');
    const code = await screen.findByLabelText('Kode fra autentiseringsappen');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByText('Skriv inn den sekssifrede koden fra appen, eller en gjenopprettingskode.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByText('Koden stemmer ikke. Skriv inn koden appen viser nå, eller en ubrukt gjenopprettingskode.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    await vi.waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session'));
    const codeSteps = fetch.mock.calls.filter(([url]) => url.endsWith(TWO_FACTOR_PATHS.verify));
    expect(codeSteps.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { challenge: 'chal', code: '000000' },
      { challenge: 'chal', code: '123 456' },
    ]);
  });
});
