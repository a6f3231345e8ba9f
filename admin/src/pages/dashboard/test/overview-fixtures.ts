import type { DashboardOverview, ProductStat, ServiceHealth } from '@platform/shared';

export const HEAVY_TEST_MS = 45_000;
export const OVERVIEW_URL = '/api/admin/dashboard-overview';
export const HEALTH_URL = '/api/admin/system-health';

export const product = (overrides: Partial<ProductStat> = {}): ProductStat => ({
  id: 'budsjett',
  name: 'Budsjett',
  users: 1234,
  uniqueVisitors: 5678,
  uptime: 99.95,
  responseTime: 245,
  status: 'healthy',
  ...overrides,
});

export const service = (overrides: Partial<ServiceHealth> = {}): ServiceHealth => ({
  service: 'database',
  name: 'Database',
  status: 'healthy',
  uptime: 99.9,
  lastCheck: '2026-11-27T10:55:00.000Z',
  responseMs: 12,
  detail: null,
  ...overrides,
});

export const overview = (analytics: Partial<DashboardOverview['analytics']> = {}, productStats = [product()]): DashboardOverview => ({
  analytics: {
    totalUsers: 1520,
    activeUsers: 312,
    uniqueVisitors: 4821,
    newUsers: 87,
    userGrowth: 12.5,
    visitorGrowth: -3.2,
    newInquiries: 3,
    ...analytics,
  },
  productStats,
  systemHealth: [service()],
});
