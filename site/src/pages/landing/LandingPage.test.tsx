import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { LocaleContext, type Locale } from '../../i18n';
import LandingPage from './LandingPage';

// Products that never arrive: the page stays in its loading state.
vi.mock('../../api/products', () => ({ fetchProducts: () => new Promise(() => {}) }));

function renderLanding(locale: Locale = 'no') {
  return render(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <LocaleContext.Provider value={locale}>
        <LandingPage />
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
}

describe('landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 6 skeleton cards while the products load', () => {
    renderLanding();
    const skeletons = screen.getAllByTestId('product-skeleton');
    expect(skeletons).toHaveLength(6);
    expect(skeletons.every((card) => card.querySelector('.ant-skeleton'))).toBe(true);
  });

  it('offers sign-in in the top bar and the hero when signed out', () => {
    renderLanding('en');
    const signInLinks = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signInLinks.map((link) => link.getAttribute('href'))).toEqual(['/en/auth/sign-in', '/en/auth/sign-in']);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/auth/sign-up');
  });

  it('shows the user menu and the admin dashboard button to a signed-in admin', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'admin-token');
    const user = { id: 1, email: 'admin@demo.no', firstName: 'Ada', lastName: 'Admin', accessLevel: 5 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(user), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderLanding();
    expect((await screen.findByRole('link', { name: 'Admin-dashbord' })).getAttribute('href')).toBe('/admin/ideas');
    expect(screen.getByRole('button', { name: 'Brukermeny' }).textContent).toBe('AA');
    expect(screen.queryByRole('link', { name: 'Logg inn' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1); // top bar and hero share one /users/me request
  });

  it('clears a token the server rejects with 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"data":null,"error":{"status":401,"message":"x"}}', { status: 401 })));
    renderLanding();
    expect(await screen.findAllByRole('link', { name: 'Logg inn' })).toHaveLength(2);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
