import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { goToSite } from '../../utils/site-navigation';
import { UserMenu } from './user-menu';

vi.mock('../../utils/site-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../utils/site-navigation')>()),
  goToSite: vi.fn(),
}));

const user = { email: 'admin@demo.no', username: 'admin@demo.no', firstName: 'Astrid', lastName: 'Admin' };

function openMenu(onSignOut = vi.fn(), onTwoFactor = vi.fn()) {
  render(<UserMenu user={user} currentPath="/ideas" onSignOut={onSignOut} onTwoFactor={onTwoFactor} />);
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return onSignOut;
}

describe('UserMenu', () => {
  beforeEach(() => vi.mocked(goToSite).mockClear());

  it("shows the user's initials on the avatar", () => {
    render(<UserMenu user={user} currentPath="/ideas" onSignOut={vi.fn()} onTwoFactor={vi.fn()} />);
    expect(screen.getByText('AA')).toBeTruthy();
  });

  it('lists the e-mail (disabled), Back to overview, My account, Two-factor sign-in and Sign out', async () => {
    openMenu();
    const email = await screen.findByRole('menuitem', { name: 'admin@demo.no' });
    expect(email.getAttribute('aria-disabled')).toBe('true');
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual(['admin@demo.no', 'Back to overview', 'My account', 'Two-factor sign-in', 'Sign out']);
  });

  it('leaves for the site root, or the account page with the way back', async () => {
    openMenu();
    fireEvent.click(await screen.findByText('Back to overview'));
    expect(goToSite).toHaveBeenLastCalledWith('/');
    fireEvent.click(screen.getByText('My account'));
    expect(goToSite).toHaveBeenLastCalledWith('/account?from=/admin/ideas');
  });

  it('opens the two-factor page through its callback', async () => {
    const onTwoFactor = vi.fn();
    openMenu(vi.fn(), onTwoFactor);
    fireEvent.click(await screen.findByText('Two-factor sign-in'));
    expect(onTwoFactor).toHaveBeenCalledOnce();
  });

  it('signs out through the callback', async () => {
    const onSignOut = openMenu();
    fireEvent.click(await screen.findByText('Sign out'));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
