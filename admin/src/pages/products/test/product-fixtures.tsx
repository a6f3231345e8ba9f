import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  EMPTY_PRODUCT_TEXTS,
  type Idea,
  type MissingProduct,
  type Plan,
  type ProductListItem,
  type ProductSettings,
  type RecentProduct,
} from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../test/serve-http';
import { ProductList } from '../list';
import { ProductSettings as ProductSettingsPage } from '../settings';

export const PRODUCTS_URL = '/api/admin/products';
export const productUrl = (id: string) => `${PRODUCTS_URL}/${id}`;

export const listItem = (overrides: Partial<ProductListItem> = {}): ProductListItem => ({
  id: 'property',
  name: 'Eiendomsanalyse',
  description: 'Verdivurdering av eiendom for meglere.',
  short_description: 'Verdivurdering for meglere',
  status: 'stable',
  product_type: 'saas',
  color: '#1677FF',
  icon: 'Home',
  featured: true,
  featured_order: 1,
  is_active: true,
  archived_at: null,
  key_features: ['Prisestimat', 'Områdedata', 'Rapporter', 'Eksport'],
  featured_image: null,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const settings = (overrides: Partial<ProductSettings> = {}): ProductSettings => ({
  ...EMPTY_PRODUCT_TEXTS,
  id: 'property',
  name: 'Eiendomsanalyse',
  description: 'Verdivurdering av eiendom for meglere.',
  short_description: 'Verdivurdering for meglere',
  key_features: ['Prisestimat', 'Områdedata'],
  icon: 'Home',
  color: '#1677FF',
  status: 'stable',
  product_type: 'saas',
  trial_enabled: true,
  trial_days: 30,
  featured: true,
  featured_order: 1,
  integrations: ['Kartverket'],
  is_active: true,
  archived: false,
  archived_at: null,
  settings: {},
  source_idea_id: null,
  source_idea_title: null,
  source_idea_status: null,
  featured_image: null,
  canonical_url: null,
  robots_directives: 'index, follow',
  og_image: null,
  twitter_image: null,
  cta_primary_href: null,
  cta_secondary_href: null,
  launch_date: null,
  deleted_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  landing_defaults: {
    no: {
      cta_primary_text: 'Kom i gang',
      cta_secondary_text: 'Les mer',
      landing_pricing_title: 'Priser',
      landing_features: [{ title: 'Automatisk verdivurdering', description: 'Et prisestimat.' }],
    },
    en: { cta_primary_text: 'Get started', cta_secondary_text: 'Learn more', landing_pricing_title: 'Pricing' },
  },
  translations: { en: { meta_title: 'Property analysis' } },
  ...overrides,
});

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 2,
  productId: 'property',
  name: 'Standard',
  tier: 'standard',
  price_monthly: 499,
  price_yearly: 4990,
  billing_period: 'month',
  is_active: true,
  order: 2,
  ...overrides,
});

export const idea = (overrides: Partial<Idea> = {}) =>
  ({ id: 7, title: 'Eiendomsdata for meglere', status: 'validation', priority: 'high', ...overrides }) as Idea;

interface Server {
  list?: () => ProductListItem[] | Answer;
  recent?: () => RecentProduct[] | Answer;
  one?: () => ProductSettings | Answer;
  plans?: () => Plan[] | Answer;
  ideas?: () => Idea[];
  sync?: () => { missingProducts: MissingProduct[] } | Answer;
}

/** Answers the product pages' GETs as the admin API does; anything else is a 500. */
export function serveProducts({
  list = () => [],
  recent = () => [],
  one = () => settings(),
  plans = () => [],
  ideas = () => [],
  sync = () => ({ missingProducts: [] }),
}: Server = {}) {
  return serveGets((url) => {
    const [path] = url.split('?');
    if (path === PRODUCTS_URL) return list();
    if (path === `${PRODUCTS_URL}/recent`) return recent();
    if (path === '/api/admin/ideas') return ideas();
    if (path === `${PRODUCTS_URL}/sync`) return sync();
    if (/^\/api\/admin\/products\/[^/]+\/plans$/.test(path)) return plans();
    if (/^\/api\/admin\/products\/[^/]+$/.test(path)) return one();
    return undefined;
  });
}

/** The writes the pages make, answered by `answer` (the request's URL and body in, a body or a rejection out). */
export function serveWrites(method: 'put' | 'post' | 'delete', answer: (url: string, body: unknown) => unknown = (_url, body) => body) {
  return vi.spyOn(httpClient, method).mockImplementation((async (url: string, body: unknown) => {
    const data = await answer(url, body);
    if (data && typeof data === 'object' && 'reject' in data) throw (data as { reject: unknown }).reject;
    return { data, headers: {} };
  }) as never);
}

const withUrl = (view: ReturnType<typeof renderWithRefine>) => ({ ...view, url: () => currentUrl(view.getByTestId) });

export const renderList = (url = '/products') =>
  withUrl(
    renderWithRefine(<ProductList />, {
      path: '/products',
      url,
      appData: true,
      routes: { '/products/:productId/settings': <p>Innstillingssiden</p> },
    }),
  );

export const renderSettings = (url = '/products/property/settings') =>
  withUrl(
    renderWithRefine(<ProductSettingsPage />, {
      path: url.includes('/settings') ? '/products/:productId/settings' : '/products/:productId',
      url,
      appData: true,
      routes: { '/products': <p>Produktlisten</p> },
    }),
  );

/** The card of the product named `name`. */
export const cardOf = (name: string) => screen.getByRole('article', { name });

/** A count's figure beside 'Produkter'. */
export const countOf = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')
    ?.textContent ?? '';

/** The button whose text is `name` (antd puts icons and text in spans). */
export const button = (name: string, root: ParentNode = document) => {
  const found = [...root.querySelectorAll('button, a.ant-btn')].find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button ${name}`);
  return found as HTMLButtonElement;
};

// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;
