import {
  LANDING_TEXT_DEFAULTS,
  ROOT_ROUTE_NAME,
  resolveProductTexts,
  type Plan,
  type ProductTexts,
  type PublicProductDetail,
} from '@platform/shared';

type Overrides = Partial<Omit<PublicProductDetail, 'texts'>> & { texts?: Partial<ProductTexts> };

/**
 * GET /api/products/:id's answer for a product: its texts resolved as the server resolves them (the given texts, then
 * the generic defaults of the language), no plans and no links of its own unless given.
 */
export function productDetail({ texts = {}, ...overrides }: Overrides = {}): PublicProductDetail {
  const locale = overrides.locale ?? 'no';
  return {
    id: 'property',
    name: 'Eiendomsanalyse',
    description: 'Verdivurdering for norske boliger.',
    longDescription: '',
    status: 'stable',
    features: [],
    color: '#1E88E5',
    featured_image: null,
    featured: false,
    trialEnabled: true,
    trialDays: 30,
    areaReady: true,
    launchDate: null,
    locale,
    ctaPrimaryHref: null,
    ctaSecondaryHref: null,
    canonicalUrl: null,
    robots: 'index, follow',
    ogImage: null,
    twitterImage: null,
    plans: [],
    template: null,
    routes: [{ path: '/', name: ROOT_ROUTE_NAME }],
    hasAuth: true,
    ...overrides,
    texts: resolveProductTexts([
      { description: overrides.description ?? 'Verdivurdering for norske boliger.', ...texts },
      LANDING_TEXT_DEFAULTS[locale],
    ]),
  };
}

/** The demo products' plans (NOK): a year costs ten months. */
export const DEMO_PLANS: Plan[] = [
  { id: 1, productId: 'property', name: 'Basis', tier: 'basic', price_monthly: 99, price_yearly: 990, billing_period: 'month', is_active: true, order: 0 },
  { id: 2, productId: 'property', name: 'Standard', tier: 'standard', price_monthly: 199, price_yearly: 1990, billing_period: 'month', is_active: true, order: 1 },
  { id: 3, productId: 'property', name: 'Premium', tier: 'premium', price_monthly: 399, price_yearly: 3990, billing_period: 'month', is_active: true, order: 2 },
];
