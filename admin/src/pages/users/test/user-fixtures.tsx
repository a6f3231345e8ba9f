import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  PRODUCT_IDS,
  PRODUCT_NAMES,
  type AdminUser,
  type AdminUserList,
  type AdminUserProduct,
  type AdminUserStats,
  type LogEntry,
  type Payment,
  type Plan,
  type ProductListItem,
} from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { httpClient } from '../../../providers/http-client';
import { UserCreate } from '../create';
import { UserList } from '../list';
import { UserShow } from '../show';
import { listItem } from '../../products/test/product-fixtures';
export { plan } from '../../products/test/product-fixtures';
export { choose } from '../../../test/choose-option';

export const USERS_URL = '/api/admin/users';
export const userUrl = (id: number) => `${USERS_URL}/${id}`;

let nextId = 100;

export const product = (overrides: Partial<AdminUserProduct> = {}): AdminUserProduct => ({
  productId: 'property',
  productName: 'Eiendomsanalyse',
  subscriptionStatus: 'active',
  planId: 2,
  planName: 'Standard',
  accessLevel: 'standard',
  accessGrantedDate: '2026-01-10T10:00:00.000Z',
  trialActive: false,
  trialEndDate: null,
  currentPeriodEnd: '2026-12-31T00:00:00.000Z',
  lastLogin: '2026-03-01T08:00:00.000Z',
  usage: { searches: 1234, apiCalls: 56, dataDownloads: 7 },
  ...overrides,
});

export const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: nextId++,
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@demo.no',
  emailVerified: true,
  signUpDate: '2026-01-05T09:00:00.000Z',
  accountType: 0,
  accessLevel: 2,
  accountStatus: 'active',
  isAdmin: false,
  phone: '+47 912 34 567',
  preferredLanguage: 'no',
  referralSource: 'google',
  lastLoginAt: '2026-03-01T08:00:00.000Z',
  linkedGmail: true,
  linkedVipps: false,
  twoFactorEnabled: false,
  totalSpent: 1990,
  hasActiveTrial: false,
  hasActiveSubscription: true,
  products: [product()],
  ...overrides,
});

export const stats = (overrides: Partial<AdminUserStats> = {}): AdminUserStats => ({
  totalUsers: 1234,
  activeSubscriptions: 321,
  trials: 45,
  totalRevenue: 1234567,
  testUsers: 12,
  unverifiedEmails: 67,
  ...overrides,
});

export const listAnswer = (users: AdminUser[], overrides: Partial<AdminUserList> = {}): AdminUserList => ({
  users,
  total: users.length,
  stats: stats(),
  warning: null,
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: nextId++,
  productId: 'property',
  productName: 'Eiendomsanalyse',
  planId: 2,
  planName: 'Standard',
  amount: 499,
  status: 'paid',
  paidAt: '2026-02-01T12:00:00.000Z',
  reference: 'F-1001',
  ...overrides,
});

export const logEntry = (overrides: Partial<LogEntry> = {}): LogEntry => ({
  id: nextId++,
  timestamp: '2026-03-01T12:34:56.000Z',
  level: 'info',
  category: 'auth',
  action: 'login',
  errorMessage: null,
  errorStack: null,
  metadata: null,
  userId: 1,
  userEmail: 'kari@demo.no',
  ipAddress: '10.0.0.7',
  userAgent: 'Mozilla/5.0',
  productId: null,
  status: 'success',
  durationMs: 42,
  ...overrides,
});

/** A refusal as the http client rejects with it (Refine's HttpError carrying the server's message). */
export const refusal = (statusCode: number, message: string) => ({ reject: { message, statusCode } });

type Answer<T> = T | ReturnType<typeof refusal> | Promise<T>;
type Params = Record<string, string>;

interface Server {
  list?: (params: Params) => Answer<AdminUserList>;
  one?: (id: number) => Answer<AdminUser>;
  payments?: (id: number) => Answer<{ payments: Payment[]; totalSpent: number }>;
  activity?: (params: Params) => LogEntry[];
  /** The activity's x-total-count, when there are more entries than one page shows. */
  activityTotal?: number;
  plans?: (productId: string) => Plan[];
  /** The platform's products (/api/admin/products): the six demo products unless given. */
  products?: () => ProductListItem[];
}

const DEMO_PRODUCTS = () => PRODUCT_IDS.map((id) => listItem({ id, name: PRODUCT_NAMES[id] }));

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) as Params };
}

const isRefusal = (answer: unknown): answer is ReturnType<typeof refusal> => answer !== null && typeof answer === 'object' && 'reject' in answer;

/**
 * A fake admin API answering the users pages' GETs by URL, as the server would: the list (an object with its totals),
 * a user, the user's payments, activity (an array with x-total-count) and a product's plans. Anything else is a 500.
 */
export function serveUsers({
  list = () => listAnswer([]),
  one,
  payments = () => ({ payments: [], totalSpent: 0 }),
  activity = () => [],
  activityTotal,
  plans = () => [],
  products = DEMO_PRODUCTS,
}: Server = {}) {
  return vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    const { path, params } = splitUrl(url);
    const parts = path.split('/');
    let answer: unknown;
    let headers: Record<string, string> = {};
    if (path === USERS_URL) answer = list(params);
    else if (/^\/api\/admin\/users\/\d+$/.test(path) && one) answer = one(Number(parts[4]));
    else if (/^\/api\/admin\/users\/\d+\/payments$/.test(path)) answer = payments(Number(parts[4]));
    else if (/^\/api\/admin\/users\/\d+\/activity$/.test(path)) {
      const entries = activity(params);
      answer = entries;
      headers = { 'x-total-count': String(activityTotal ?? entries.length) };
    } else if (path === '/api/admin/products') answer = products();
    else if (/^\/api\/admin\/products\/[^/]+\/plans$/.test(path)) answer = plans(decodeURIComponent(parts[4]));
    else throw { message: `Unexpected GET ${url}`, statusCode: 500 };
    const data = await answer;
    if (isRefusal(data)) throw data.reject;
    return { data, headers };
  });
}

/** The calls made to `path` (exactly, without the query), as query parameters. */
export const callsTo = (get: ReturnType<typeof serveUsers>, path: string) =>
  get.mock.calls
    .map(([url]) => splitUrl(url as string))
    .filter((call) => call.path === path)
    .map(({ params }) => params);

const withUrl = (view: ReturnType<typeof renderWithRefine>) => ({ ...view, url: () => currentUrl(view.getByTestId) });

export const renderList = (url = '/users') =>
  withUrl(renderWithRefine(<UserList />, { path: '/users', url, appData: true, routes: { '/users/:id': <p>Brukersiden</p> } }));

export const renderCreate = () =>
  withUrl(renderWithRefine(<UserCreate />, { path: '/users/new', url: '/users/new', appData: true, routes: { '/users/:id': <p>Brukersiden</p> } }));

export const renderShow = (id: number, query = '') =>
  withUrl(
    renderWithRefine(<UserShow />, { path: '/users/:id', url: `/users/${id}${query}`, appData: true, routes: { '/users': <p>Brukerlisten</p> } }),
  );

export const button = (name: string, root: ParentNode = document) => {
  const found = [...root.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button ${name}`);
  return found as HTMLButtonElement;
};

/** The open dialog titled `title`. */
export const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

/** A stat card's figure, spaces as plain spaces (nb-NO groups digits with a no-break space). */
export const cardValue = (title: string) =>
  (
    screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')
      ?.textContent ?? ''
  ).replace(/\s/g, ' ');

/** Text with every kind of space as a plain one (formatNok and nb-NO counts use no-break spaces). */
export const spaces = { normalizer: (text: string) => text.replace(/\s/g, ' ').trim() };

// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;
