import type { ActiveUser, DashboardAnalyses, DashboardFilters, DashboardMetrics, DailyCount, FunnelMonth, UserActivity } from '@platform/shared';
import { renderWithRefine } from '../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../test/serve-http';

export const METRICS_URL = '/api/admin/metrics';
export const ACTIVITY_URL = '/api/admin/dashboard/activity';
export const ANALYSES_URL = '/api/admin/dashboard/analyses';

// A whole tab with antd and Refine renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;

export const FILTERS: DashboardFilters = { excludeAdmins: true, excludeTestUsers: false };

export const days = (...counts: number[]): DailyCount[] =>
  counts.map((count, index) => ({ date: `2026-11-${String(27 - counts.length + 1 + index).padStart(2, '0')}`, count }));

export const metrics = (revenue: Partial<DashboardMetrics['revenue']> = {}): DashboardMetrics => ({
  overall: { activeSubscriptions: 1042, trialConversions: 7, activeUsers: 312, conversionRate: 35.5, totalUsers: 1520 },
  period: { days: 30 },
  revenue: {
    averageRevenuePerUser: 249,
    churnRate: 4.5,
    previousChurnRate: 5,
    totalRevenue: 123_400,
    lastMonthRevenue: 24_900,
    monthlyRevenue: [
      { month: '2026-06', revenue: 15_000 },
      { month: '2026-07', revenue: 18_000 },
      { month: '2026-08', revenue: 20_500 },
      { month: '2026-09', revenue: 22_000 },
      { month: '2026-10', revenue: 24_900 },
      { month: '2026-11', revenue: 23_000 },
    ],
    ...revenue,
  },
  activity: { signIns: days(4, 10, 6), registrations: days(1, 0, 4) },
  products: [
    { id: 'budsjett', name: 'Budsjett', activeSubscriptions: 30, activeTrials: 4, trialConversions: 5, revenue: 18_000, churnRate: 3.3 },
    { id: 'boligpris', name: 'Boligpris', activeSubscriptions: 12, activeTrials: 0, trialConversions: 2, revenue: 6_900, churnRate: null },
  ],
});

export const activeUser = (overrides: Partial<ActiveUser> = {}): ActiveUser => ({
  userId: 5,
  email: 'kari@demo.no',
  name: 'Kari Nordmann',
  signIns: 1234,
  lastSignIn: '2026-11-27T07:05:00.000Z',
  ...overrides,
});

export const activity = (overrides: Partial<UserActivity> = {}): UserActivity => ({
  days: 30,
  signIns: days(4, 10, 6),
  registrations: days(1, 0, 4),
  mostActive: [activeUser(), activeUser({ userId: 9, email: 'ola@demo.no', name: null, signIns: 3, lastSignIn: '2026-07-01T22:30:00.000Z' })],
  ...overrides,
});

const funnelMonth = (product: string | null, month: string, visitors: number, signUps: number, trials: number, paid: number): FunnelMonth => ({
  product,
  month,
  visitors,
  signUps,
  trials,
  paid,
});

export const analyses = (overrides: Partial<DashboardAnalyses> = {}): DashboardAnalyses => ({
  funnel: [
    funnelMonth(null, '2026-10', 2000, 100, 40, 10),
    funnelMonth(null, '2026-11', 1600, 80, 20, 5),
    funnelMonth('budsjett', '2026-10', 500, 25, 8, 2),
    funnelMonth('budsjett', '2026-11', 400, 0, 0, 0),
  ],
  products: [{ id: 'budsjett', name: 'Budsjett' }],
  cohorts: [
    { month: '2026-10', size: 120, retention: [100, 42.5, null, null, null, null] },
    { month: '2026-11', size: 80, retention: [100, null, null, null, null, null] },
  ],
  ...overrides,
});

/** Answers `path` (any query) with `answer()`, each read anew; every read's query parameters are kept. */
export function serve(path: string, answer: () => Answer) {
  const get = serveGets((url) => (url === path || url.startsWith(`${path}?`) ? answer() : undefined));
  const queries = () =>
    get.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith(path))
      .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
  return { get, queries };
}

export const failure = { reject: { message: 'Internal Server Error', statusCode: 500 } };

export const renderTab = (tab: JSX.Element) =>
  renderWithRefine(tab, { path: '/dashboard', appData: true, routes: { '/users/:id': <p>Brukerside</p> } });

/** The rows of the table in `region`, each as its cells' texts (spaces as plain spaces). */
export function tableRows(region: HTMLElement): string[][] {
  return Array.from(region.querySelectorAll('tbody tr.ant-table-row')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}
