import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOG_EXPORT_HEADERS, LOG_LIMITS, LOG_MESSAGES, readCsv } from '@platform/shared';
import { captureDownloads, fileBytes, type SavedFile } from '../../test/capture-downloads';
import { HEAVY_TEST_MS, button, entry, renderPage, serveLogs } from './test/log-fixtures';

const rows = [
  entry({
    timestamp: '2026-02-28T22:15:00.000Z',
    level: 'critical',
    category: 'api',
    action: 'payment_webhook',
    errorMessage: 'Signature mismatch, retrying',
    userId: null,
    userEmail: null,
    ipAddress: '10.0.0.9',
    userAgent: 'Vipps-Webhook/1.0',
  }),
  // A message a spreadsheet would run as a formula.
  entry({ level: 'error', action: 'login', errorMessage: '=HYPERLINK("http://x")', userId: 3, userEmail: 'kari@demo.no' }),
];

describe('Eksporter CSV', { timeout: HEAVY_TEST_MS }, () => {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = captureDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('exports up to 10,000 entries with the current filters as the spec’s CSV, named by the Norwegian date', async () => {
    // 23:30 UTC on 28 February is already 1 March in Oslo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-28T23:30:00Z'));
    let answer!: (body: unknown) => void;
    const get = serveLogs({ list: () => rows, exported: () => new Promise((resolve) => (answer = resolve)) });
    renderPage('/logs?tab=errors&level=critical&search=webhook');
    await screen.findByText('payment_webhook');

    fireEvent.click(button('Eksporter CSV'));
    // Busy while the server reads the entries.
    await waitFor(() => expect(button('Eksporter CSV').className).toContain('ant-btn-loading'));
    const exportCall = get.mock.calls.map(([url]) => url as string).find((url) => url.includes('export=true'))!;
    const [path, search] = exportCall.split('?');
    expect(path).toBe('/api/admin/logs');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      export: 'true',
      limit: String(LOG_LIMITS.exportMax),
      page: '1',
      tab: 'errors',
      level: 'critical',
      search: 'webhook',
    });
    expect(saved).toEqual([]);

    answer({ logs: rows, total: 2, page: 1, limit: LOG_LIMITS.exportMax, totalPages: 1, nextCursor: null });
    await waitFor(() => expect(saved).toHaveLength(1));
    const [{ name, blob }] = saved;
    expect(name).toBe('logs-export-2026-03-01.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // The UTF-8 BOM first, so that a spreadsheet reads æ, ø and å right; then the header, each record ending in CRLF.
    const bytes = await fileBytes(blob);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith('Timestamp,Level,Category,Action,Message,User ID,User Email,IP Address,User Agent\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const table = readCsv(csv)!;
    expect(table.fields).toEqual(LOG_EXPORT_HEADERS);
    expect(table.rows[0]).toEqual({
      Timestamp: '28.02.2026 23:15:00',
      Level: 'critical',
      Category: 'api',
      Action: 'payment_webhook',
      Message: 'Signature mismatch, retrying',
      'User ID': '',
      'User Email': '',
      'IP Address': '10.0.0.9',
      'User Agent': 'Vipps-Webhook/1.0',
    });
    expect(table.rows[1]).toMatchObject({ Level: 'error', Message: `'=HYPERLINK("http://x")`, 'User ID': '3', 'User Email': 'kari@demo.no' });
    expect(await screen.findByText('Eksporterte 2 logger')).toBeTruthy();
    await waitFor(() => expect(button('Eksporter CSV').className).not.toContain('ant-btn-loading'));
  });

  it('says when more entries matched than one export holds', async () => {
    serveLogs({ list: () => rows, exported: () => ({ logs: rows, total: 12_345, page: 1, limit: LOG_LIMITS.exportMax, totalPages: 2, nextCursor: 'x' }) });
    renderPage();
    await screen.findByText('payment_webhook');
    fireEvent.click(button('Eksporter CSV'));
    expect(await screen.findByText('Eksporterte de 2 nyeste av 12 345 logger', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('shows “Failed to export logs” when the export fails, and saves no file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveLogs({ list: () => rows, exported: () => ({ reject: { message: 'Internal Server Error', statusCode: 500 } }) });
    renderPage();
    await screen.findByText('payment_webhook');
    fireEvent.click(button('Eksporter CSV'));
    expect(await screen.findByText(LOG_MESSAGES.exportFailed)).toBeTruthy();
    expect(saved).toEqual([]);
    await waitFor(() => expect(button('Eksporter CSV').className).not.toContain('ant-btn-loading'));
  });
});
