import { cleanupDays, parseCleanupDays, formatLogTime, logExportFileName, logsCsv, parseLogQuery, parseStatsDays, sinceFrom, LOG_MESSAGES, type LogEntry } from './logs';
import { readCsv } from './csv';

const entry = (over: Partial<LogEntry> = {}): LogEntry => ({
  id: 1,
  timestamp: '2026-07-01T10:05:09.000Z',
  level: 'error',
  category: 'admin',
  action: 'ideas.update',
  errorMessage: null,
  errorStack: null,
  metadata: null,
  userId: 7,
  userEmail: 'admin@demo.no',
  ipAddress: '10.0.0.0',
  userAgent: 'curl/8',
  productId: null,
  status: 'success',
  durationMs: 12,
  ...over,
});

describe('the log list query', () => {
  it('defaults to page 1 of 50 with no filters', () => {
    expect(parseLogQuery({})).toEqual({ ok: true, value: { page: 1, limit: 50, offset: 0, range: false } });
    expect(parseLogQuery({ page: '3', limit: '20' })).toMatchObject({ ok: true, value: { page: 3, limit: 20, offset: 40 } });
    expect(parseLogQuery({ _start: '100', _end: '150' })).toMatchObject({ ok: true, value: { page: 3, limit: 50, offset: 100, range: true } });
    expect(parseLogQuery({ _start: '10', _end: '5' })).toMatchObject({ ok: false, errors: [{ message: LOG_MESSAGES.badRange(1000) }] });
  });

  it('makes the tabs real filters, combined with level and category (both must hold)', () => {
    expect(parseLogQuery({ tab: 'errors' })).toMatchObject({ ok: true, value: { levels: ['error', 'critical'] } });
    expect(parseLogQuery({ tab: 'errors', level: 'critical' })).toMatchObject({ ok: true, value: { levels: ['critical'] } });
    expect(parseLogQuery({ tab: 'errors', level: 'info' })).toMatchObject({ ok: true, value: { levels: [] } });
    expect(parseLogQuery({ tab: 'security' })).toMatchObject({ ok: true, value: { category: 'security' } });
    expect(parseLogQuery({ tab: 'performance', category: 'auth' })).toMatchObject({ ok: true, value: { levels: [] } });
    expect(parseLogQuery({ tab: 'all', level: 'all', category: 'all' })).toEqual({ ok: true, value: { page: 1, limit: 50, offset: 0, range: false } });
  });

  it('names every bad parameter with a clear message', () => {
    const result = parseLogQuery({ level: 'fatal', category: 'x', tab: 'nope', page: '0', limit: '5000', since: 'yesterday', cursor: 'abc' });
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.errors.map((e) => e.message);
    expect(messages).toEqual([
      LOG_MESSAGES.badPage,
      LOG_MESSAGES.badLimit(1000),
      LOG_MESSAGES.badTab,
      LOG_MESSAGES.badLevel,
      LOG_MESSAGES.badCategory,
      LOG_MESSAGES.badTime('since'),
      LOG_MESSAGES.badCursor,
    ]);
  });

  it('lets an export read up to 10,000 rows at once', () => {
    expect(parseLogQuery({ export: 'true', limit: '10000' })).toMatchObject({ ok: true, value: { limit: 10000 } });
    expect(parseLogQuery({ export: 'true', limit: '10001' }).ok).toBe(false);
  });

  it('reads a cursor the server gave out, and times as ISO', () => {
    // A day that does not exist is refused, not rolled over to the next month.
    for (const since of ['2026-02-30', '2026-02-30T10:00:00Z', '9999-01-01']) {
      expect(parseLogQuery({ since })).toMatchObject({ ok: false });
    }
    expect(parseLogQuery({ cursor: '1782900309000.42', since: '2026-07-01' })).toMatchObject({
      ok: true,
      value: { cursor: { timestamp: 1782900309000, id: 42 }, since: '2026-07-01T00:00:00.000Z' },
    });
  });
});

describe('delete-old-logs days', () => {
  it('takes 1 to 365 and falls back to 30 for anything else', () => {
    expect([1, 365, '90'].map(cleanupDays)).toEqual([1, 365, 90]);
    expect([0, 366, 2.5, 'x', null, undefined, -1].map(cleanupDays)).toEqual([30, 30, 30, 30, 30, 30, 30]);
  });
});

describe('delete-old-logs days on the server', () => {
  it('takes 1 to 365 (a number or its digits) and 30 when none is sent, and refuses anything else', () => {
    expect([1, 365, '90', undefined].map(parseCleanupDays)).toEqual([1, 365, 90, 30].map((value) => ({ ok: true, value })));
    for (const days of [0, -1, 366, 2.5, 'x', '', null, {}, [30], Number.NaN]) {
      expect([days, parseCleanupDays(days)]).toEqual([days, { ok: false, errors: [{ field: 'days', message: 'days must be a whole number from 1 to 365.' }] }]);
    }
  });
});

describe('stats period', () => {
  it('is every stored entry, or 1 to 90 days', () => {
    expect(parseStatsDays(undefined)).toEqual({ ok: true, value: null });
    expect(parseStatsDays('7')).toEqual({ ok: true, value: 7 });
    expect(parseStatsDays('91')).toEqual({ ok: false, errors: [{ field: 'days', message: LOG_MESSAGES.badDays }] });
  });
});

describe('the CLI --since', () => {
  const now = new Date('2026-07-10T12:00:00.000Z');
  it('reads spans back from now and ISO dates', () => {
    expect(sinceFrom('24h', now)).toBe('2026-07-09T12:00:00.000Z');
    expect(sinceFrom('7d', now)).toBe('2026-07-03T12:00:00.000Z');
    expect(sinceFrom('30m', now)).toBe('2026-07-10T11:30:00.000Z');
    expect(sinceFrom('2026-07-01T08:00:00Z', now)).toBe('2026-07-01T08:00:00.000Z');
    expect(sinceFrom('last week', now)).toBeNull();
  });
});

describe('the export', () => {
  it('shows times as dd.mm.yyyy hh:mm:ss in Norwegian time', () => {
    expect(formatLogTime('2026-07-01T10:05:09.000Z')).toBe('01.07.2026 12:05:09');
    expect(formatLogTime('2026-01-01T23:59:59.000Z')).toBe('02.01.2026 00:59:59');
  });

  it("writes the spec's columns, and a formula in a message is kept as text", () => {
    const csv = logsCsv([entry({ errorMessage: '=HYPERLINK("http://x")' }), entry({ id: 2, userId: null, userEmail: null })]);
    const table = readCsv(csv)!;
    expect(table.fields).toEqual(['Timestamp', 'Level', 'Category', 'Action', 'Message', 'User ID', 'User Email', 'IP Address', 'User Agent']);
    expect(table.rows[0]).toMatchObject({ Timestamp: '01.07.2026 12:05:09', Level: 'error', Message: `'=HYPERLINK("http://x")`, 'User ID': '7' });
    expect(table.rows[1]).toMatchObject({ 'User ID': '', 'User Email': '' });
  });

  it('is named by the Norwegian date', () => {
    expect(logExportFileName(new Date('2026-07-01T22:30:00.000Z'))).toBe('logs-export-2026-07-02.csv');
  });
});
