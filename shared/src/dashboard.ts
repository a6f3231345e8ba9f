/**
 * The admin dashboard (spec admin-area.md: screen "Admin dashboard", §3 dashboard overview, metrics and visitor
 * analytics responses, the visitor status rules, §4 data refresh, §7 calls, §8 messages, §9 figures). Every figure is
 * computed on the server from what the platform records: users, sign-ins in the log, subscriptions, trials,
 * payments, inquiries, page visits and the stored health checks. The definitions are written beside each field so the
 * screen can show them.
 */
import type { ServiceHealth } from './system-health';

export const DASHBOARD_TABS = ['products', 'activity', 'health', 'analytics', 'metrics', 'visitors'] as const;
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
