import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_USER_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, USERS_URL, button, choose, renderCreate, user } from './test/user-fixtures';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Ny bruker', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the set-password mail by default, with the chosen fields, and opens the new user', async () => {
    const created = { ...user({ id: 77, email: 'ola@demo.no' }), mailSent: true };
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: created });
    const { url } = renderCreate();
    type('E-post', ' ola@demo.no ');
    type('Fornavn', 'Ola');
    await choose('Tilgangsnivå', '3 – Premium');
    await choose('Kontotype', 'Test');
    await choose('Språk', 'Engelsk');
    fireEvent.click(screen.getByLabelText('E-post bekreftet'));
    expect((screen.getByLabelText('Send e-post der brukeren setter passordet') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(button('Opprett bruker'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(USERS_URL, {
      email: 'ola@demo.no',
      firstName: 'Ola',
      lastName: null,
      phone: null,
      accessLevel: 3,
      accountType: 1,
      preferredLanguage: 'en',
      emailVerified: true,
      sendPasswordMail: true,
    });
    await waitFor(() => expect(url()).toBe('/users/77'));
    expect(await screen.findByText('E-posten der brukeren setter passordet, er sendt.')).toBeTruthy();
  });

  it('warns when the user was made but the set-password mail could not be sent', async () => {
    vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { ...user({ id: 79 }), mailSent: false } });
    const { url } = renderCreate();
    type('E-post', 'siri@demo.no');
    fireEvent.click(button('Opprett bruker'));
    await waitFor(() => expect(url()).toBe('/users/79'));
    const notice = (await screen.findByText(/kunne ikke sendes/)).closest('.ant-notification-notice') as HTMLElement;
    expect(notice.className).toContain('warning');
  });

  it('sends the password when it is set now, and asks for one when it is missing', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: user({ id: 78 }) });
    const { url } = renderCreate();
    type('E-post', 'per@demo.no');
    fireEvent.click(screen.getByLabelText('Sett passord nå'));
    fireEvent.click(button('Opprett bruker'));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.passwordOrMail)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    type('Nytt passord', 'Fjord-Lys-2026');
    fireEvent.click(button('Opprett bruker'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const body = post.mock.calls[0][1] as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'per@demo.no', password: 'Fjord-Lys-2026' });
    expect(body).not.toHaveProperty('sendPasswordMail');
    await waitFor(() => expect(url()).toBe('/users/78'));
  });

  it('says what is wrong before sending: the e-mail and the phone, in the shared words', async () => {
    const post = vi.spyOn(httpClient, 'post');
    renderCreate();
    type('E-post', 'not-an-address');
    type('Telefon', '12');
    fireEvent.click(button('Opprett bruker'));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(ADMIN_USER_MESSAGES.badPhone)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s 409 in the form and stays on it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: ADMIN_USER_MESSAGES.emailTaken, statusCode: 409 });
    const { url } = renderCreate();
    type('E-post', 'kari@demo.no');
    fireEvent.click(button('Opprett bruker'));
    const alert = await screen.findByText(ADMIN_USER_MESSAGES.emailTaken);
    expect(alert.closest('.ant-alert')!.className).toContain('ant-alert-error');
    expect(url()).toBe('/users/new');
  });
});
