import { screen } from '@testing-library/react';
import type { LogEntry, LogStats } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { at, serveGets, type Answer } from '../../../test/serve-http';
import { LogList } from '../list';
export { choose } from '../../../test/choose-option';

export const LOGS_URL = '/api/admin/logs';
export const STATS_URL = '/api/admin/logs/stats';
export const CLEANUP_URL = '/api/admin/logs/cleanup';

let nextId = 1;

export const entry = (overrides: Partial<LogEntry> = {}): LogEntry => ({
  id: nextId++,
  timestamp: '2026-03-01T12:34:56.000Z',
  level: 'info',
  category: 'auth',
  action: 'login',
  errorMessage: null,
  errorStack: null,
  metadata: null,
  userId: 3,
  userEmail: 'kari@demo.no',
  ipAddress: '10.0.0.7',
  userAgent: 'Mozilla/5.0',
  productId: null,
  status: 'success',
  durationMs: 42,
  ...overrides,
});

export const stats = (overrides: Partial<LogStats> = {}): LogStats => ({
  totalLogs: 1234,
  logsByLevel: { debug: 10, info: 1100, warning: 87, error: 30, critical: 7 },
  logsByCategory: { auth: 600, user: 100, product: 50, api: 400, system: 40, admin: 20, security: 14, performance: 10 },
  topActions: [
    { action: 'login', count: 2345 },
    { action: 'api_request', count: 400 },
  ],
  errorsLast24h: 12,
  days: null,
  ...overrides,
});

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

interface Server {
  /** The list's answer for the request's query parameters. */
  list?: (params: Record<string, string>) => LogEntry[];
  stats?: () => Answer;
  /** The export's answer (the call with export=true). */
  exported?: (params: Record<string, string>) => Answer;
  /** The list's x-total-count, when there are more entries than one page shows. */
  total?: number;
}

/**
 * Answers the page's GETs: the list (a plain array, its total in x-total-count), the stats and the export. A route may
 * answer with a promise, to hold its answer back until the test resolves it.
 */
export function serveLogs({ list = () => [], stats: statsAnswer = () => stats(), exported = () => ({ logs: [], total: 0 }), total }: Server = {}) {
  const get = serveGets(at(STATS_URL, statsAnswer, true), (url) => {
    const { path, params } = splitUrl(url);
    if (path !== LOGS_URL) return undefined;
    return params.export === 'true' ? exported(params) : list(params);
  });
  const answer = get.getMockImplementation()!;
  return get.mockImplementation(async (url: string) => {
    const reply = (await answer(url)) as { data: unknown; headers: Record<string, string> };
    const data: unknown = await reply.data;
    return Array.isArray(data) ? { data, headers: { 'x-total-count': String(total ?? data.length) } } : { ...reply, data };
  });
}

/** The list calls made (not the export), as query parameters. */
export const listCalls = (get: ReturnType<typeof serveLogs>) =>
  get.mock.calls
    .map(([url]) => splitUrl(url as string))
    .filter(({ path, params }) => path === LOGS_URL && params.export === undefined)
    .map(({ params }) => params);

const statsUrls = (get: ReturnType<typeof serveLogs>) => get.mock.calls.map(([url]) => splitUrl(url as string)).filter(({ path }) => path === STATS_URL);
export const statsCalls = (get: ReturnType<typeof serveLogs>) => statsUrls(get).length;
/** The query parameters of the stats calls made. */
export const statsParams = (get: ReturnType<typeof serveLogs>) => statsUrls(get).map(({ params }) => params);

export function renderPage(url = '/logs') {
  const view = renderWithRefine(<LogList />, { path: '/logs', url, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** The open dialog titled `title`. */
export const dialog = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

/** A stat card's figure, spaces as plain spaces (nb-NO groups digits with a no-break space). */
export const cardValue = (title: string) =>
  (
    screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent ?? ''
  ).replace(/\s/g, ' ');

// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;
