import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardFilters, ExcludedIp, VisitorAnalytics, VisitorDetail, VisitorJourney } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../../test/serve-http';
import VisitorsTab from '../../tabs/visitors-tab';

export const ANALYTICS_URL = '/api/analytics/dashboard';
export const EXCLUDED_URL = '/api/admin/analytics/excluded-ips';
export const JOURNEY_URL = '/api/analytics/visitors/';

export const NO_FILTERS: DashboardFilters = { excludeAdmins: false, excludeTestUsers: false };

/** A recent visitor: 90 minutes before now, from Oslo. */
export const visitor = (overrides: Partial<VisitorDetail> = {}): VisitorDetail => ({
  visitor_id: '3f2a9c1e-7b4d-4e8a-9f00-1a2b3c4d5e6f',
  ip_address: '203.0.113.0',
  country_code: 'NO',
  city: 'Oslo',
  last_visit: new Date(Date.now() - 90 * 60_000).toISOString(),
  session_count: 3,
  page_view_count: 12,
  last_page: '/products/boligpris',
  landing_page: '/',
  device_type: 'mobile',
  browser: 'Safari',
  os: 'iOS',
  user_id: null,
  status: 'not_converted',
  ...overrides,
});

export const analytics = (overrides: Partial<VisitorAnalytics> = {}): VisitorAnalytics => ({
  days: 30,
  total_visitors: 1234,
  total_sessions: 2345,
  unique_search_terms: 17,
  conversion_rate: 12.5,
  avg_session_seconds: 187,
  pages_per_session: 3.4,
  visitors_by_day: [
    { date: '2026-11-25', visitors: 40, sessions: 52 },
    { date: '2026-11-26', visitors: 45, sessions: 60 },
    { date: '2026-11-27', visitors: 12, sessions: 14 },
  ],
  search_queries: [{ search_engine: 'Google', query: 'boligpris oslo', count: 42 }],
  traffic_sources: [{ source: 'newsletter', medium: 'email', count: 31 }],
  popular_pages: [{ page_url: '/products/boligpris', page_title: 'Boligpris', views: 1500 }],
  top_referrers: [{ domain: 'finn.no', count: 77 }],
  visitor_details: [visitor()],
  ...overrides,
});

export const EMPTY_ANALYTICS = analytics({
  total_visitors: 0,
  total_sessions: 0,
  unique_search_terms: 0,
  conversion_rate: null,
  avg_session_seconds: null,
  pages_per_session: null,
  search_queries: [],
  traffic_sources: [],
  popular_pages: [],
  top_referrers: [],
  visitor_details: [],
});

export const journey = (overrides: Partial<VisitorJourney> = {}): VisitorJourney => ({
  visitor: visitor(),
  sessions: [
    {
      session_id: 'session-2',
      started_at: '2026-11-26T09:00:00.000Z',
      ended_at: '2026-11-26T09:03:07.000Z',
      duration_seconds: 187,
      landing_page: '/',
      referrer_type: 'search',
      referrer_domain: 'google.com',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      page_views: [
        { page_url: '/', page_title: 'Forsiden', viewed_at: '2026-11-26T09:00:00.000Z' },
        { page_url: '/products/boligpris', page_title: 'Boligpris', viewed_at: '2026-11-26T09:03:07.000Z' },
      ],
    },
    {
      session_id: 'session-1',
      started_at: '2026-11-20T18:30:00.000Z',
      ended_at: '2026-11-20T18:30:00.000Z',
      duration_seconds: 0,
      landing_page: '/pricing',
      referrer_type: null,
      referrer_domain: null,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'november',
      page_views: [{ page_url: '/pricing', page_title: null, viewed_at: '2026-11-20T18:30:00.000Z' }],
    },
  ],
  ...overrides,
});

export const excludedIp = (overrides: Partial<ExcludedIp> = {}): ExcludedIp => ({
  id: 7,
  address: '192.0.2.0/24',
  note: 'Kontoret',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

interface Server {
  /** The analytics for the request's query parameters. */
  analytics?: (params: Record<string, string>) => Answer;
  excluded?: () => Answer;
  journey?: (visitorId: string, params: Record<string, string>) => Answer;
  product?: (id: string) => Answer;
}

/** Answers the tab's GETs: the analytics, the excluded addresses, a visitor's journey and the product's name. */
export function serveVisitors({
  analytics: answer = () => analytics(),
  excluded = () => [],
  journey: journeyAnswer = () => journey(),
  product,
}: Server = {}) {
  return serveGets((url) => {
    const { path, params } = splitUrl(url);
    if (path === ANALYTICS_URL) return answer(params);
    if (path === EXCLUDED_URL) return excluded();
    if (path.startsWith(JOURNEY_URL)) return journeyAnswer(decodeURIComponent(path.slice(JOURNEY_URL.length)), params);
    if (product && path.startsWith('/api/admin/products/')) return product(path.slice('/api/admin/products/'.length));
    return undefined;
  });
}

/** The query parameters of the analytics calls made. */
export const analyticsCalls = (get: ReturnType<typeof serveVisitors>) =>
  get.mock.calls
    .map(([url]) => splitUrl(url as string))
    .filter(({ path }) => path === ANALYTICS_URL)
    .map(({ params }) => params);

export function renderTab({
  url = '/dashboard?tab=analytics',
  filters = NO_FILTERS,
  productId = null,
}: { url?: string; filters?: DashboardFilters; productId?: string | null } = {}) {
  const view = renderWithRefine(<VisitorsTab filters={filters} productId={productId} />, { path: '/dashboard', url, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** Spaces as plain spaces (nb-NO groups digits with a no-break space). */
export const plain = (text: string) => text.replace(/\s/g, ' ');

/** The figure card titled `title`. */
export const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
export const cardShows = (title: string, figure: string) => waitFor(() => within(card(title)).getByText(figure, { normalizer: plain }));

export const subTab = (name: string) => screen.getByRole('tab', { name });

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

/** The open dialog. */
export const openDialog = async () => (await screen.findByRole('dialog')) as HTMLElement;

// The whole tab renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 60_000;
