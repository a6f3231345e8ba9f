import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOG_LIMITS } from '@platform/shared';
import {
  HEAVY_TEST_MS,
  cardValue,
  choose,
  dialog,
  entry,
  listCalls,
  statsParams,
  renderPage,
  rowOf,
  serveLogs,
  stats,
  statsCalls,
} from './test/log-fixtures';

const login = entry({ action: 'login', level: 'info', category: 'auth', userEmail: 'kari@demo.no', durationMs: 1500 });
const failure = entry({
  id: 99,
  timestamp: '2026-03-01T08:00:05.000Z',
  level: 'critical',
  category: 'api',
  action: 'payment_webhook',
  errorMessage: 'Signature mismatch',
  errorStack: 'Error: Signature mismatch\n    at verify (webhook.ts:12:9)',
  metadata: { provider: 'vipps', attempt: 2 },
  userEmail: null,
  userAgent: 'Vipps-Webhook/1.0',
  productId: 'boligpris',
  status: '401',
  durationMs: null,
});

/** The formatted metadata, as the page shows it. */
const METADATA_JSON = '{\n  "provider": "vipps",\n  "attempt": 2\n}';

describe('System logs page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the stat cards in Norwegian numbers and the first page of 50, newest first, with the total', async () => {
    const get = serveLogs({ list: () => [login, failure] });
    renderPage();
    expect(screen.getByText('Systemlogger')).toBeTruthy();

    await waitFor(() => expect(cardValue('Totalt')).toBe('1 234'));
    expect(cardValue('Debug')).toBe('10');
    expect(cardValue('Info')).toBe('1 100');
    expect(cardValue('Advarsel')).toBe('87');
    expect(cardValue('Feil')).toBe('30');
    expect(cardValue('Kritisk')).toBe('7');
    expect(cardValue('Feil siste 24 timer')).toBe('12');
    const top = screen.getByLabelText('Vanligste handlinger');
    expect(within(top).getByText('api_request')).toBeTruthy();
    expect(within(top).getByText('2 345', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();

    const row = (await screen.findByText('payment_webhook')).closest('tr')!;
    // 08:00:05 UTC is 09:00:05 in Oslo in March.
    expect(within(row).getByText('01.03.2026 09:00:05')).toBeTruthy();
    expect(within(row).getByText('Kritisk')).toBeTruthy();
    expect(within(row).getByText('API')).toBeTruthy();
    expect(within(row).getByText('Signature mismatch')).toBeTruthy();
    expect(within(row).getByText('401')).toBeTruthy();
    const loginRow = rowOf('kari@demo.no');
    expect(within(loginRow).getByText('Autentisering')).toBeTruthy();
    expect(within(loginRow).getByText('10.0.0.7')).toBeTruthy();
    expect(within(loginRow).getByText('success')).toBeTruthy();
    expect(within(loginRow).getByText('1 500 ms', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
    expect(screen.getByText('2 logger')).toBeTruthy();

    expect(listCalls(get)[0]).toEqual({ _start: '0', _end: String(LOG_LIMITS.pageSize) });
    expect(statsCalls(get)).toBeGreaterThan(0);
  });

  it('says so when no log matches', async () => {
    serveLogs();
    renderPage();
    expect(await screen.findByText('Ingen logger')).toBeTruthy();
  });

  it('the Feil tab asks for tab=errors, keeps it in the URL and shows only what the server answered', async () => {
    const get = serveLogs({ list: (params) => (params.tab === 'errors' ? [failure] : [login, failure]) });
    const { url } = renderPage();
    await screen.findByText('kari@demo.no');

    fireEvent.click(screen.getByText('Feil', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(screen.queryByText('kari@demo.no')).toBeNull());
    expect(screen.getByText('payment_webhook')).toBeTruthy();
    expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', tab: 'errors' });
    expect(url()).toBe('/logs?tab=errors');

    fireEvent.click(screen.getByText('Alle logger', { selector: '.ant-tabs-tab-btn' }));
    expect(await screen.findByText('kari@demo.no')).toBeTruthy();
    expect(url()).toBe('/logs');
  });

  it('sends the level filter and the search, keeps them in the URL, and Enter searches at once', async () => {
    const get = serveLogs({ list: () => [login] });
    const { url } = renderPage();
    await screen.findByText('kari@demo.no');

    await choose('Nivå', 'Advarsel');
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', level: 'warning' }));
    expect(url()).toBe('/logs?level=warning');

    await choose('Kategori', 'Sikkerhet');
    await waitFor(() => expect(listCalls(get).at(-1)).toMatchObject({ level: 'warning', category: 'security' }));

    // Typing searches once it pauses.
    fireEvent.change(screen.getByLabelText('Søk i logger'), { target: { value: 'kari' } });
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', level: 'warning', category: 'security', search: 'kari' }));
    expect(url()).toBe('/logs?level=warning&category=security&search=kari');

    // Enter does not wait for the pause.
    const search = screen.getByLabelText('Søk i logger');
    fireEvent.change(search, { target: { value: 'login failed' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(url()).toBe('/logs?level=warning&category=security&search=login+failed');

    await choose('Nivå', 'Alle');
    await waitFor(() => expect(url()).toBe('/logs?category=security&search=login+failed'));
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', category: 'security', search: 'login failed' }));
  });

  it('reads the stat cards for a period: the last 90 days asks for days=90, keeps it in the URL and the table where it was', async () => {
    const get = serveLogs({ list: () => [login], stats: () => stats({ totalLogs: 5000, days: 90 }) });
    const { url } = renderPage('/logs?page=2');
    await screen.findByText('kari@demo.no');
    expect(statsParams(get).at(-1)).toEqual({});

    await choose('Periode', 'Siste 90 dager');
    await waitFor(() => expect(statsParams(get).at(-1)).toEqual({ days: '90' }));
    expect(url()).toBe('/logs?page=2&period=90');
    await waitFor(() => expect(cardValue('Totalt')).toBe('5 000'));
    expect(listCalls(get).at(-1)).toMatchObject({ _start: '50', _end: '100' });

    await choose('Periode', 'Alle lagrede');
    await waitFor(() => expect(url()).toBe('/logs?page=2'));
    await waitFor(() => expect(statsParams(get).at(-1)).toEqual({}));
  });

  it('opens on the view a shared link names, and pages through the server', async () => {
    const get = serveLogs({ list: () => [failure] });
    const { url } = renderPage('/logs?tab=security&level=error&search=vipps&page=2');
    await screen.findByText('payment_webhook');
    expect(listCalls(get)[0]).toEqual({ _start: '50', _end: '100', tab: 'security', level: 'error', search: 'vipps' });
    expect((screen.getByLabelText('Søk i logger') as HTMLInputElement).value).toBe('vipps');
    expect(screen.getByText('Sikkerhet', { selector: '.ant-tabs-tab-btn' }).closest('.ant-tabs-tab')!.className).toContain('ant-tabs-tab-active');

    // A new tab starts again on the first page.
    fireEvent.click(screen.getByText('Ytelse', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', tab: 'performance', level: 'error', search: 'vipps' }));
    expect(url()).toBe('/logs?tab=performance&level=error&search=vipps');
  });

  it('moves to the next page of 50 with the pager, in the request and the URL', async () => {
    const many = Array.from({ length: 50 }, (_, i) => entry({ action: `action_${i}` }));
    const get = serveLogs({ list: () => many, total: 120 });
    const { url } = renderPage();
    await screen.findByText('action_0');
    expect(screen.getByText('120 logger')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '50', _end: '100' }));
    expect(url()).toBe('/logs?page=2');
  });

  it('expands a row to its metadata, user agent, product and stack, and shows every field in the details dialog', async () => {
    serveLogs({ list: () => [login, failure] });
    renderPage();
    const row = (await screen.findByText('payment_webhook')).closest('tr')!;

    fireEvent.click(within(row).getByLabelText('Expand row'));
    const expanded = row.nextElementSibling as HTMLElement;
    expect(within(expanded).getByLabelText('Metadata').textContent).toBe(METADATA_JSON);
    expect(within(expanded).getByLabelText('Stack').textContent).toBe(failure.errorStack);
    expect(within(expanded).getByText('Vipps-Webhook/1.0')).toBeTruthy();
    expect(within(expanded).getByText('boligpris')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('Detaljer for payment_webhook, 01.03.2026 09:00:05'));
    const details = await dialog('Loggdetaljer');
    expect(within(details).getByLabelText('Metadata').tagName).toBe('PRE');
    expect(within(details).getByLabelText('Metadata').textContent).toBe(METADATA_JSON);
    expect(within(details).getByLabelText('Stack').textContent).toBe(failure.errorStack);
    for (const shown of [
      '01.03.2026 09:00:05',
      'Kritisk',
      'API',
      'payment_webhook',
      'Signature mismatch',
      '401',
      'Vipps-Webhook/1.0',
      'boligpris',
      '10.0.0.7',
      '3',
    ]) {
      expect(within(details).getByText(shown)).toBeTruthy();
    }
    fireEvent.click(within(details).getByText('Lukk'));
    await waitFor(() => expect(screen.queryByText('Loggdetaljer')).toBeNull());
  });

  it("shows one product's entries when opened from the dashboard's product menu, and all again when the tag is closed", async () => {
    const get = serveLogs({ list: () => [login] });
    const { url } = renderPage('/logs?productId=auto');
    await screen.findByText('kari@demo.no');
    expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50', productId: 'auto' });
    screen.getByText('Produkt: auto');

    fireEvent.click(screen.getByLabelText('Vis alle produkter'));
    await waitFor(() => expect(url()).toBe('/logs'));
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '50' }));
  });

  it('refetches the table and the stats every 5 seconds while auto-refresh is on, with the same filters and page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const get = serveLogs({ list: () => [failure] });
    renderPage('/logs?tab=errors&page=2');
    await screen.findByText('payment_webhook');
    await waitFor(() => expect(statsCalls(get)).toBe(1));
    const before = listCalls(get).length;

    fireEvent.click(screen.getByLabelText('Automatisk oppdatering'));
    await vi.advanceTimersByTimeAsync(LOG_LIMITS.refreshMs);
    await waitFor(() => expect(listCalls(get).length).toBe(before + 1));
    await waitFor(() => expect(statsCalls(get)).toBe(2));
    expect(listCalls(get).at(-1)).toEqual({ _start: '50', _end: '100', tab: 'errors' });

    // Off again: no more calls.
    fireEvent.click(screen.getByLabelText('Automatisk oppdatering'));
    await vi.advanceTimersByTimeAsync(LOG_LIMITS.refreshMs * 2);
    expect(listCalls(get).length).toBe(before + 1);
    expect(statsCalls(get)).toBe(2);
  });

  it('shows a failed stats read as a notice, keeping the table', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveLogs({ list: () => [login], stats: () => ({ reject: { message: 'Only administrators can use this.', statusCode: 403 } }) });
    renderPage();
    expect(await screen.findByText('Kunne ikke hente loggstatistikk')).toBeTruthy();
    expect(screen.getByText('Only administrators can use this.')).toBeTruthy();
    expect(cardValue('Totalt')).toBe('–');
    expect(screen.getByText('kari@demo.no')).toBeTruthy();
  });
});
