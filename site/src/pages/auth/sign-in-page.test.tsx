import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUTH_MESSAGES, TOKEN_STORAGE_KEY } from '@platform/shared';
import { AppRoutes } from '../../app-routes';

function respond(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
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
    expect(await screen.findByText('Feil e-postadresse eller passord.')).toBeTruthy();
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
    expect(await screen.findByText('Wrong e-mail address or password.')).toBeTruthy();
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
});
