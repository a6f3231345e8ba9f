import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, USER_PAGE_SIZE, singleAdminWarning } from '@platform/shared';
import {
  HEAVY_TEST_MS,
  USERS_URL,
  callsTo,
  cardValue,
  choose,
  listAnswer,
  product,
  refusal,
  renderList,
  rowOf,
  serveUsers,
  spaces,
  user,
} from './test/user-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

const kari = user({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@demo.no', accessLevel: 3, totalSpent: 2490 });
const tester = user({
  firstName: null,
  lastName: null,
  email: 'test@demo.no',
  accountType: 1,
  accessLevel: 1,
  accountStatus: 'suspended',
  emailVerified: false,
  totalSpent: 0,
  signUpDate: '2026-02-14T10:00:00.000Z',
  products: [
    // Ends in ten days and a bit: 11 days left, counting the last part-day.
    product({
      productId: 'auto',
      productName: 'Kjøretøydata',
      subscriptionStatus: 'trial',
      trialActive: true,
      trialEndDate: new Date(Date.now() + 10.5 * DAY_MS).toISOString(),
    }),
    product({ productId: 'data', productName: 'Data & Supervisor', subscriptionStatus: 'expired' }),
  ],
});

describe('Brukere', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the six stat cards over all users and a row per user, with the total', async () => {
    const get = serveUsers({ list: () => listAnswer([kari, tester], { total: 2 }) });
    renderList();
    expect(screen.getByText('Brukere', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();

    await waitFor(() => expect(cardValue('Totalt antall brukere')).toBe('1 234'));
    expect(cardValue('Aktive abonnementer')).toBe('321');
    expect(cardValue('Prøveperioder')).toBe('45');
    expect(cardValue('Total omsetning')).toBe('1 234 567 kr');
    expect(cardValue('Testbrukere')).toBe('12');
    expect(cardValue('Ubekreftede e-poster')).toBe('67');

    const karis = rowOf('Kari Nordmann');
    expect(within(karis).getByText('kari@demo.no')).toBeTruthy();
    expect(within(karis).getByText('Premium')).toBeTruthy();
    expect(within(karis).getByText('Vanlig')).toBeTruthy();
    expect(within(karis).getByText('Aktiv').closest('.ant-tag')!.className).toContain('green');
    expect(within(karis).getByText('Bekreftet')).toBeTruthy();
    expect(within(karis).getByText('Eiendomsanalyse').className).toContain('green');
    expect(within(karis).getByText('2 490 kr', spaces)).toBeTruthy();
    expect(within(karis).getByText('05.01.2026')).toBeTruthy();

    // No name: the e-mail stands for it.
    const testers = rowOf('Basis');
    expect(within(testers).getAllByText('test@demo.no').length).toBe(2);
    expect(within(testers).getByText('Test')).toBeTruthy();
    expect(within(testers).getByText('Suspendert').closest('.ant-tag')!.className).toContain('red');
    expect(within(testers).getByText('Ubekreftet')).toBeTruthy();
    expect(within(testers).getByText('Kjøretøydata · 11 dager igjen').className).toContain('blue');
    expect(within(testers).getByText('Data & Supervisor · utløpt')).toBeTruthy();
    expect(screen.getByText('2 brukere')).toBeTruthy();

    expect(callsTo(get, USERS_URL)[0]).toEqual({ _start: '0', _end: String(USER_PAGE_SIZE) });
  });

  it('opens a user from the row', async () => {
    serveUsers({ list: () => listAnswer([kari]) });
    const { url } = renderList();
    fireEvent.click(await screen.findByText('Premium'));
    await waitFor(() => expect(url()).toBe(`/users/${kari.id}`));
    expect(screen.getByText('Brukersiden')).toBeTruthy();
  });

  it('sends the search, type and e-mail status, keeps them in the URL, and starts again on the first page', async () => {
    const get = serveUsers({ list: () => listAnswer([kari], { total: 80 }) });
    const { url } = renderList('/users?page=3');
    await screen.findByText('Kari Nordmann');
    expect(callsTo(get, USERS_URL)[0]).toEqual({ _start: '50', _end: '75' });

    await choose('Type', 'Test');
    await waitFor(() => expect(callsTo(get, USERS_URL).at(-1)).toEqual({ type: 'test', _start: '0', _end: '25' }));
    expect(url()).toBe('/users?type=test');

    await choose('E-poststatus', 'Ubekreftet');
    await waitFor(() => expect(callsTo(get, USERS_URL).at(-1)).toEqual({ type: 'test', emailStatus: 'unverified', _start: '0', _end: '25' }));

    // Typing searches once it pauses.
    fireEvent.change(screen.getByLabelText('Søk etter brukere'), { target: { value: 'kari' } });
    await waitFor(() =>
      expect(callsTo(get, USERS_URL).at(-1)).toEqual({ q: 'kari', type: 'test', emailStatus: 'unverified', _start: '0', _end: '25' }),
    );
    expect(url()).toBe('/users?type=test&emailStatus=unverified&q=kari');

    // The pager moves on with the same filters; a new filter goes back to page 1.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(callsTo(get, USERS_URL).at(-1)).toEqual({ q: 'kari', type: 'test', emailStatus: 'unverified', _start: '25', _end: '50' }),
    );
    expect(url()).toBe('/users?type=test&emailStatus=unverified&q=kari&page=2');
    await choose('Type', 'Alle');
    await waitFor(() => expect(url()).toBe('/users?emailStatus=unverified&q=kari'));
    await waitFor(() => expect(callsTo(get, USERS_URL).at(-1)).toEqual({ q: 'kari', emailStatus: 'unverified', _start: '0', _end: '25' }));
  });

  it("shows a product's users when opened from the dashboard's 'manage access', and all again with Alle", async () => {
    const get = serveUsers({ list: () => listAnswer([kari]) });
    const { url } = renderList('/users?product=auto');
    await screen.findByText('Kari Nordmann');
    expect(callsTo(get, USERS_URL).at(-1)).toEqual({ product: 'auto', _start: '0', _end: '25' });
    await choose('Produkt', 'Alle');
    await waitFor(() => expect(url()).toBe('/users'));
    await waitFor(() => expect(callsTo(get, USERS_URL).at(-1)).toEqual({ _start: '0', _end: '25' }));
  });

  it('says so when no user matches', async () => {
    serveUsers();
    renderList('/users?q=nobody');
    expect(await screen.findByText('Ingen brukere passer til filtrene')).toBeTruthy();
  });

  it('shows a failed read in a red panel with the server’s message', async () => {
    serveUsers({ list: () => refusal(400, ADMIN_USER_MESSAGES.searchTooLong) });
    renderList();
    const title = await screen.findByText(ADMIN_USER_MESSAGES.loadFailed);
    const panel = title.closest('.ant-alert') as HTMLElement;
    expect(panel.className).toContain('ant-alert-error');
    expect(within(panel).getByText(ADMIN_USER_MESSAGES.searchTooLong)).toBeTruthy();
    expect(cardValue('Totalt antall brukere')).toBe('–');
  });

  it('falls back to its own words when the server gave none', async () => {
    serveUsers({ list: () => refusal(0, 'Network Error') });
    renderList();
    const panel = (await screen.findByText(ADMIN_USER_MESSAGES.loadFailed, {}, { timeout: 10_000 })).closest('.ant-alert') as HTMLElement;
    expect(within(panel).getByText(ADMIN_USER_MESSAGES.loadError)).toBeTruthy();
  });

  it('shows the server’s warning in a warning panel beside the users', async () => {
    serveUsers({ list: () => listAnswer([kari], { warning: singleAdminWarning(1) }) });
    renderList();
    const panel = (await screen.findByText(ADMIN_USER_MESSAGES.singleAdmin)).closest('.ant-alert') as HTMLElement;
    expect(panel.className).toContain('ant-alert-warning');
    expect(screen.getByText('Kari Nordmann')).toBeTruthy();
  });
});
