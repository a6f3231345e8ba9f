/**
 * The admin dashboard (spec admin-area.md: screen "Admin dashboard", §3 dashboard overview, metrics and visitor
 * analytics responses, the visitor status rules, §4 data refresh, §7 calls, §8 messages, §9 figures). Every figure is
 * computed on the server from what the platform records: users, sign-ins in the log, subscriptions, trials,
 * payments, inquiries, page visits and the stored health checks. The definitions are written beside each field so the
 * screen can show them.
 */
import type { ServiceHealth } from './system-health';

/**
 * The six tabs as `?tab=` names them. 'analytics' is the visitor analytics (Besøkende): the inquiries page's
 * visitor-analytics button opens /admin/dashboard?tab=analytics (§2); the funnel and cohort tab is 'analyses'.
 */
export const DASHBOARD_TABS = ['products', 'activity', 'health', 'analyses', 'metrics', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** §9: active users and unique visitors over 30 days; the visitor analytics over 7, 30 or 90 days (30 by default). */
export const DASHBOARD_WINDOW_DAYS = 30;
export const VISITOR_DAY_OPTIONS = [7, 30, 90] as const;
export type VisitorDays = (typeof VISITOR_DAY_OPTIONS)[number];
export const VISITOR_DAYS_DEFAULT: VisitorDays = 30;
/** §4: the visitor analytics are fetched again every 60 s. */
export const VISITOR_REFRESH_MS = 60_000;
/** §9: a visitor id is shown as its first 8 characters. */
export const VISITOR_ID_SHOWN = 8;

export const DASHBOARD_MESSAGES = {
  visitorsFailed: 'Kunne ikke laste besøksdata',
  overviewFailed: 'Failed to load dashboard data',
  metricsFailed: 'Kunne ikke laste metrics data',
  noSearchTerms: 'Ingen søkeord funnet',
  noTrafficSources: 'Ingen trafikkkilder funnet',
  noPages: 'Ingen sider funnet',
  noReferrers: 'Ingen referanser funnet',
  noVisitors: 'Ingen besøkende funnet',
  badDays: `days must be one of: ${VISITOR_DAY_OPTIONS.join(', ')}.`,
} as const;

/** The two switches of the header: leave administrators' and test users' accounts (and their visits) out. */
export interface DashboardFilters {
  excludeAdmins: boolean;
  excludeTestUsers: boolean;
}

/** §3 analytics of the overview. */
export interface DashboardAnalytics {
  /** Accounts (with the switches' exclusions). */
  totalUsers: number;
  /** Accounts that signed in within the last 30 days (the log's sign-ins). */
  activeUsers: number;
  /** Distinct visitors of the site within the last 30 days (excluded addresses left out). */
  uniqueVisitors: number;
  /** Accounts made within the last 30 days. */
  newUsers: number;
  /** Percent change of the accounts made in the last 30 days against the 30 days before; null when there were none before. */
  userGrowth: number | null;
  /** Percent change of unique visitors in the last 30 days against the 30 days before; null when there were none before. */
  visitorGrowth: number | null;
  /** Inquiries with the status new. */
  newInquiries: number;
}

/** §3 productStats[] of the overview. */
export interface ProductStat {
  id: string;
  name: string;
  /** Accounts with a trial or an active subscription of the product. */
  users: number;
  /** Distinct visitors of the product's pages within 30 days. */
  uniqueVisitors: number;
  /** The product area API's 30-day uptime from the health checks (percent), null before the first check. */
  uptime: number | null;
  /** p95 of the product area's API calls in the last 24 hours, from the performance log (ms); null without calls. */
  responseTime: number | null;
  status: ServiceHealth['status'];
}

export interface DashboardOverview {
  analytics: DashboardAnalytics;
  productStats: ProductStat[];
  systemHealth: ServiceHealth[];
}

/** Percent change from `before` to `now`, one decimal; null when there is nothing to compare with. */
export function growthPercent(now: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export const DASHBOARD_FILTER_MESSAGES = {
  badSwitch: 'excludeAdmins and excludeTestUsers must be true or false.',
} as const;

/** The switches from a query (`true`/`false`, `1`/`0`, absent = false); null when one is something else (400). */
export function parseDashboardFilters(query: Record<string, unknown>): DashboardFilters | null {
  const read = (value: unknown): boolean | null => {
    const single = Array.isArray(value) ? value[value.length - 1] : value;
    if (single === undefined || single === '' || single === 'false' || single === '0') return false;
    if (single === 'true' || single === '1' || single === true) return true;
    return null;
  };
  const excludeAdmins = read(query.excludeAdmins);
  const excludeTestUsers = read(query.excludeTestUsers);
  return excludeAdmins === null || excludeTestUsers === null ? null : { excludeAdmins, excludeTestUsers };
}

/** `days` of the visitor analytics: 7, 30 or 90, 30 when absent; null for anything else (400 badDays). */
export function parseVisitorDays(value: unknown): VisitorDays | null {
  const single = Array.isArray(value) ? value[value.length - 1] : value;
  if (single === undefined || single === '') return VISITOR_DAYS_DEFAULT;
  const days = Number(single);
  return (VISITOR_DAY_OPTIONS as readonly number[]).includes(days) ? (days as VisitorDays) : null;
}

/** A count per calendar day (Europe/Oslo), every day of the window present (0 when nothing happened), oldest first. */
export interface DailyCount {
  /** YYYY-MM-DD */
  date: string;
  count: number;
}

/** Days are counted in Norway's time zone everywhere on the dashboard. */
export const DASHBOARD_TIME_ZONE = 'Europe/Oslo';

// ---------------------------------------------------------------------------------------------------------------
// Metrics tab (§3 metrics response: overall, period, revenue, products). GET /api/admin/metrics?excludeAdmins&excludeTestUsers
// Money in whole kroner (payments are stored in øre: paid minus refunded, failed ignored). Percent with one decimal.
// ---------------------------------------------------------------------------------------------------------------

/** Months in the revenue chart: the current calendar month (to date) and the five before it. */
export const REVENUE_MONTHS = 6;

export interface MetricsOverall {
  /** Subscriptions with status active now. */
  activeSubscriptions: number;
  /** Subscriptions that had a trial and became paid (started_at) within the period. */
  trialConversions: number;
  /** Accounts that signed in within the period (the log's sign-ins). */
  activeUsers: number;
  /** Of the trials that ended within the period, the share now paying (status active), percent; null when none ended. */
  conversionRate: number | null;
  /** Accounts (with the switches' exclusions). */
  totalUsers: number;
}

export interface MonthlyRevenue {
  /** YYYY-MM (Europe/Oslo) */
  month: string;
  /** kr, paid minus refunded in the month. */
  revenue: number;
}

export interface MetricsRevenue {
  /** ARPU: the last complete month's revenue divided by the accounts that paid in it, kr; null when nobody paid. */
  averageRevenuePerUser: number | null;
  /** Subscriptions that lapsed (inactive or expired, current_period_end within the period) of those active at the period's start, percent; null without any. */
  churnRate: number | null;
  /** The same churn over the period before, for the change shown under the card; null without any. */
  previousChurnRate: number | null;
  /** kr over the REVENUE_MONTHS months of the chart (the card shows it in thousands). */
  totalRevenue: number;
  /** kr in the last complete calendar month ("Månedlig inntekt"). */
  lastMonthRevenue: number;
  /** REVENUE_MONTHS entries, oldest first, the current month last (to date). */
  monthlyRevenue: MonthlyRevenue[];
}

export interface ProductMetrics {
  id: string;
  name: string;
  activeSubscriptions: number;
  /** Trials running now (status trial, trial_end in the future). */
  activeTrials: number;
  trialConversions: number;
  /** kr paid for the product within the period, minus refunds. */
  revenue: number;
  churnRate: number | null;
}

export interface DashboardMetrics {
  overall: MetricsOverall;
  period: { days: number };
  revenue: MetricsRevenue;
  /** Sign-ins and new accounts per day over the period (login and registration activity panels). */
  activity: { signIns: DailyCount[]; registrations: DailyCount[] };
  products: ProductMetrics[];
}

/** The metric cards' labels and definitions (shown under each figure). */
export const METRIC_DEFINITIONS = {
  activeSubscriptions: { label: 'Aktive abonnementer', definition: 'Abonnementer med status aktiv nå.' },
  trialConversions: { label: 'Prøveperioder konvertert', definition: 'Prøveperioder som ble betalt abonnement de siste 30 dagene.' },
  activeUsers: { label: 'Aktive brukere', definition: 'Brukere som har logget inn de siste 30 dagene.' },
  conversionRate: { label: 'Konverteringsrate', definition: 'Andel av prøveperiodene som endte de siste 30 dagene og nå er betalt.' },
  averageRevenuePerUser: { label: 'ARPU (månedlig)', definition: 'Forrige hele måneds inntekt delt på brukerne som betalte den måneden.' },
  churnRate: { label: 'Frafall', definition: 'Abonnementer som utløp de siste 30 dagene, av dem som var aktive ved periodens start.' },
  lastMonthRevenue: { label: 'Månedlig inntekt', definition: 'Innbetalt minus refusjoner forrige hele måned.' },
  totalUsers: { label: 'Totalt brukere', definition: 'Alle kontoer, med valgte utelatelser.' },
  totalRevenue: { label: 'Total inntekt', definition: 'Innbetalt minus refusjoner de siste 6 månedene (inneværende måned til nå).' },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// User activity tab. GET /api/admin/dashboard/activity?excludeAdmins&excludeTestUsers — the last 30 days.
// ---------------------------------------------------------------------------------------------------------------

export const MOST_ACTIVE_USERS = 10;

export interface ActiveUser {
  userId: number;
  email: string;
  name: string | null;
  signIns: number;
  /** ISO */
  lastSignIn: string;
}

export interface UserActivity {
  days: number;
  signIns: DailyCount[];
  registrations: DailyCount[];
  /** By sign-ins within the period, most first (then the newest sign-in), at most MOST_ACTIVE_USERS. */
  mostActive: ActiveUser[];
}

// ---------------------------------------------------------------------------------------------------------------
// Analyses tab. GET /api/admin/dashboard/analyses?excludeAdmins&excludeTestUsers
// ---------------------------------------------------------------------------------------------------------------

/** Months in the funnel and the cohort table: the current month and the five before it. */
export const ANALYSIS_MONTHS = 6;

/**
 * One month of the funnel visitor → sign-up → trial → paid, for one product or for the platform (product null).
 * Platform: distinct site visitors in the month; accounts made in it; accounts that started a trial in it; accounts
 * whose paid subscription started in it. Product: distinct visitors of the product's pages; accounts made in the month
 * that viewed the product's pages signed in within it; trials of the product started in it; paid subscriptions of the
 * product started in it.
 */
export interface FunnelMonth {
  product: string | null;
  /** YYYY-MM */
  month: string;
  visitors: number;
  signUps: number;
  trials: number;
  paid: number;
}

/**
 * Users by the month they signed up; retention[k] is the percent of them who signed in during month k after (0 = the
 * month itself), null for months still ahead and for a month in which nobody signed up.
 */
export interface Cohort {
  /** YYYY-MM */
  month: string;
  size: number;
  retention: Array<number | null>;
}

export interface DashboardAnalyses {
  /** Platform first (product null), then each product, each with ANALYSIS_MONTHS months oldest first. */
  funnel: FunnelMonth[];
  products: Array<{ id: string; name: string }>;
  cohorts: Cohort[];
}

// ---------------------------------------------------------------------------------------------------------------
// Visitors tab (§3 visitor analytics response). GET /api/analytics/dashboard?days&excludeAdmins&excludeTestUsers
// (administrators only, though outside /api/admin). Excluded addresses are left out of every figure; the switches
// leave out visits made signed in as an administrator or a test user, and every visit of their visitor ids.
// ---------------------------------------------------------------------------------------------------------------

export const VISITOR_LIST_LIMIT = 100;
export const VISITOR_TOP_LIMIT = 20;

export const DEVICE_TYPES = ['mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** The stored device class (ua-parser's: mobile, tablet, desktop, smarttv, console, wearable…) as the spec's three. */
export function deviceTypeOf(device: string | null | undefined): DeviceType {
  return device === 'mobile' || device === 'tablet' ? device : 'other';
}

export const VISITOR_STATUSES = ['not_converted', 'converted', 'admin'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];
export const VISITOR_STATUS_LABELS: Record<VisitorStatus, string> = {
  not_converted: 'Ikke konvertert',
  converted: 'Eksisterende bruker (konvertert)',
  admin: 'Admin bruker',
};
/** §2: admin when a user id is set and the last or landing page contains /admin; converted with a user id; else not. */
export function visitorStatusOf(visitor: { user_id: number | null; last_page: string | null; landing_page: string | null }): VisitorStatus {
  if (visitor.user_id === null || visitor.user_id === undefined) return 'not_converted';
  return (visitor.last_page ?? '').includes('/admin') || (visitor.landing_page ?? '').includes('/admin') ? 'admin' : 'converted';
}

export interface VisitorDetail {
  visitor_id: string;
  /** The masked address (IPv4 /24, IPv6 /48): no full address is stored. */
  ip_address: string | null;
  /** ISO 3166-1 alpha-2, lower or upper as stored (upper); null when unknown. */
  country_code: string | null;
  city: string | null;
  /** ISO */
  last_visit: string;
  session_count: number;
  page_view_count: number;
  last_page: string | null;
  landing_page: string | null;
  device_type: DeviceType;
  browser: string | null;
  os: string | null;
  /** The newest user id the visitor's visits carry (signed in), else null. */
  user_id: number | null;
  status: VisitorStatus;
}

export interface VisitorAnalytics {
  days: VisitorDays;
  /** Distinct visitor ids in the window. */
  total_visitors: number;
  /** Distinct session ids in the window. */
  total_sessions: number;
  /** Distinct search terms from search engines' referrers. */
  unique_search_terms: number;
  /** Percent of the window's visitors whose visits carry a user id (signed in or signed up); null without visitors. */
  conversion_rate: number | null;
  /** Mean seconds from a session's first to its last page view (sessions of one page count 0). */
  avg_session_seconds: number | null;
  /** Mean page views per session, one decimal. */
  pages_per_session: number | null;
  /** Every day of the window (Europe/Oslo), oldest first. */
  visitors_by_day: Array<{ date: string; visitors: number; sessions: number }>;
  search_queries: Array<{ search_engine: string; query: string; count: number }>;
  /** Sessions by where their first page came from: source = UTM source, else the referrer's domain, else '(direct)'; medium = UTM medium, else the referrer's class. */
  traffic_sources: Array<{ source: string; medium: string; count: number }>;
  popular_pages: Array<{ page_url: string; page_title: string | null; views: number }>;
  /** Other sites that sent visits (search engines, social, referral, web mail), by visits. */
  top_referrers: Array<{ domain: string; count: number }>;
  /** The visitors seen last first, at most VISITOR_LIST_LIMIT. */
  visitor_details: VisitorDetail[];
}

/** The visitor detail dialog. GET /api/analytics/visitors/{visitorId}?sessionId — their sessions (newest first, at most 20) and page views. */
export interface VisitorSessionView {
  session_id: string;
  /** ISO of its first and last page view. */
  started_at: string;
  ended_at: string;
  duration_seconds: number;
  landing_page: string;
  referrer_type: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  page_views: Array<{ page_url: string; page_title: string | null; viewed_at: string }>;
}

export interface VisitorJourney {
  visitor: VisitorDetail;
  sessions: VisitorSessionView[];
}

export const VISITOR_JOURNEY_SESSIONS = 20;
export const VISITOR_MESSAGES = {
  badVisitorId: 'visitorId må være en UUID.',
  visitorNotFound: 'Fant ingen besøk for denne besøkende.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Visitors tab, narrowed to one product: GET /api/analytics/dashboard?productId (the product table's "see analyses").
// ---------------------------------------------------------------------------------------------------------------

/** A product id as the visits carry it (page_visits.product_id). */
export const VISITOR_PRODUCT_ID_MAX_LENGTH = 64;
export const VISITOR_PRODUCT_MESSAGES = {
  badProductId: `productId må være en produkt-id på høyst ${VISITOR_PRODUCT_ID_MAX_LENGTH} tegn.`,
} as const;
