import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { HEAVY_TEST_MS, button, choose, dialog, renderShow, serveUsers, user, userUrl } from '../test/user-fixtures';

/** The server's copy of the user: a save changes it, and later reads answer the saved one. */
function serveOne(initial: AdminUser) {
  let current = initial;
  const get = serveUsers({ one: () => current });
  return { get, save: (next: AdminUser) => (current = next) };
}

const saveButton = () => button('Lagre');

describe('User detail: Profil', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows who the user is and the read-only facts, with Save off until something changes', async () => {
    const kari = user({ twoFactorEnabled: true, referralSource: 'google' });
    serveOne(kari);
    renderShow(kari.id);
    expect(await screen.findByText('Kari Nordmann', { selector: 'h3' })).toBeTruthy();
    expect(screen.getAllByText('kari@demo.no').length).toBeGreaterThan(0);
    expect(screen.getByText('Nivå 2 – Standard')).toBeTruthy();
    expect(screen.getByText('Tilbake til brukere')).toBeTruthy();
    expect(screen.getByText('(Vipps-innlogging finnes ikke på plattformen ennå)')).toBeTruthy();
    expect(screen.getByText('På')).toBeTruthy();
    expect(screen.getByText('05.01.2026')).toBeTruthy();
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).value).toBe('+47 912 34 567');
    expect(saveButton().disabled).toBe(true);

    // Typing the same value back is no change.
    fireEvent.change(screen.getByLabelText('Fornavn'), { target: { value: 'Karin' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Fornavn'), { target: { value: 'Kari ' } });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('sends only the changed fields, and shows the saved user', async () => {
    const kari = user();
    const { save } = serveOne(kari);
    const put = vi
      .spyOn(httpClient, 'put')
      .mockImplementation(async (_url: string, body: unknown) => ({ data: save({ ...kari, ...(body as object), isAdmin: true }) }));
    renderShow(kari.id);
    fireEvent.change(await screen.findByLabelText('Telefon'), { target: { value: '+47 400 00 000' } });
    await choose('Tilgangsnivå', '5 – Admin');
    await choose('Kontostatus', 'Suspendert');
    fireEvent.click(saveButton());

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(userUrl(kari.id), { phone: '+47 400 00 000', accessLevel: 5, accountStatus: 'suspended' });
    expect(await screen.findByText('Nivå 5 – Admin')).toBeTruthy();
    expect(screen.getByText('Suspendert', { selector: '.ant-tag' })).toBeTruthy();
    expect(await screen.findByText('Endringene er lagret')).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('shows the server’s 409 in an alert and keeps the edit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const astrid = user({ firstName: 'Astrid', accessLevel: 5, isAdmin: true });
    serveOne(astrid);
    const put = vi.spyOn(httpClient, 'put').mockRejectedValue({ message: ADMIN_USER_MESSAGES.lastAdmin, statusCode: 409 });
    renderShow(astrid.id);
    await screen.findByText('Astrid Nordmann', { selector: 'h3' });
    await choose('Tilgangsnivå', '4 – Professional');
    fireEvent.click(saveButton());

    const alert = (await screen.findByText(ADMIN_USER_MESSAGES.lastAdmin)).closest('.ant-alert') as HTMLElement;
    expect(alert.className).toContain('ant-alert-error');
    expect(put).toHaveBeenCalledWith(userUrl(astrid.id), { accessLevel: 4 });
    expect(screen.getByText('Nivå 5 – Admin')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('asks before deleting, saying it cannot be undone, then deletes and goes back to the list', async () => {
    const kari = user();
    serveOne(kari);
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { ok: true } });
    const { url } = renderShow(kari.id);
    await screen.findByText('Kari Nordmann', { selector: 'h3' });

    fireEvent.click(button('Slett bruker'));
    const open = await dialog('Slette brukeren?');
    expect(within(open).getByText('Dette kan ikke angres.')).toBeTruthy();
    expect(within(open).getByText(/Betalingene beholdes anonymisert for regnskapet/)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(button('Slett bruker', open));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(userUrl(kari.id)));
    await waitFor(() => expect(url()).toBe('/users'));
    expect(screen.getByText('Brukerlisten')).toBeTruthy();
  });

  it('keeps the dialog open with the server’s reason when the delete is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const kari = user();
    serveOne(kari);
    vi.spyOn(httpClient, 'delete').mockRejectedValue({ message: ADMIN_USER_MESSAGES.selfDelete, statusCode: 409 });
    const { url } = renderShow(kari.id);
    await screen.findByText('Kari Nordmann', { selector: 'h3' });

    fireEvent.click(button('Slett bruker'));
    const open = await dialog('Slette brukeren?');
    fireEvent.click(button('Slett bruker', open));
    expect(await within(open).findByText(ADMIN_USER_MESSAGES.selfDelete)).toBeTruthy();
    expect(url()).toBe(`/users/${kari.id}`);
  });

  it('says so when the user does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveUsers({ one: () => ({ reject: { message: ADMIN_USER_MESSAGES.notFound, statusCode: 404 } }) as never });
    renderShow(999);
    expect(await screen.findByText(ADMIN_USER_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByText('Tilbake til brukere')).toBeTruthy();
  });
});
