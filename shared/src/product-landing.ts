/**
 * What a product's public landing page shows, in one language: the product's own texts in that language, else its
 * Norwegian texts, else the registry's texts for the product, else the generic defaults below.
 */
import type { Plan } from './payments';
import type { ProductId } from './product-access';
import { PRODUCT_REGISTRY, type ProductTemplate } from './product-registry';
import { PRODUCT_TEXT_FIELDS, type ProductTexts, type RobotsDirective } from './product-settings';
import type { PublicProduct } from './public-product';
import type { ProductRoute } from './product-wizard';

export type ProductLocale = 'no' | 'en';

export const LANDING_TEXT_DEFAULTS: Record<ProductLocale, Partial<ProductTexts>> = {
  no: { cta_primary_text: 'Kom i gang', cta_secondary_text: 'Les mer', landing_pricing_title: 'Priser', landing_benefits_title: 'Fordeler' },
  en: { cta_primary_text: 'Get started', cta_secondary_text: 'Learn more', landing_pricing_title: 'Pricing', landing_benefits_title: 'Benefits' },
};

const isMissing = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A product without any texts (lists empty, the rest null). */
export const EMPTY_PRODUCT_TEXTS: Readonly<ProductTexts> = {
  description: null,
  short_description: null,
  overview_description: null,
  target_audience: null,
  key_features: [],
  landing_hero_title: null,
  landing_hero_subtitle: null,
  landing_hero_description: null,
  cta_primary_text: null,
  cta_secondary_text: null,
  landing_features: [],
  landing_benefits_title: null,
  landing_benefits_items: [],
  landing_pricing_title: null,
  landing_pricing_description: null,
  landing_testimonials: [],
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  og_title: null,
  og_description: null,
  twitter_title: null,
  twitter_description: null,
};

/** The first of the sources that has the field, field by field. */
export function resolveProductTexts(sources: ReadonlyArray<Partial<ProductTexts> | null | undefined>): ProductTexts {
  const texts: Record<string, unknown> = {};
  for (const field of PRODUCT_TEXT_FIELDS) {
    const found = sources.find((source) => source && !isMissing(source[field]));
    texts[field] = found ? found[field] : Array.isArray(EMPTY_PRODUCT_TEXTS[field]) ? [] : null;
  }
  return texts as unknown as ProductTexts;
}

/** The registry's landing texts of a product, or none for a product code does not know. */
export const registryLanding = (productId: string): Partial<ProductTexts> | undefined => PRODUCT_REGISTRY[productId as ProductId]?.landing;

/** The texts of a product in a language, with every fallback applied. */
export function landingTexts(
  productId: string,
  own: Partial<ProductTexts>,
  translation: Partial<ProductTexts> | null | undefined,
  locale: ProductLocale,
): ProductTexts {
  return resolveProductTexts([locale === 'no' ? null : translation, own, registryLanding(productId), LANDING_TEXT_DEFAULTS[locale]]);
}

/** One product's public landing page: its card fields, its texts in the asked language, links, images and plans. */
export interface PublicProductDetail extends PublicProduct {
  locale: ProductLocale;
  texts: ProductTexts;
  ctaPrimaryHref: string | null;
  ctaSecondaryHref: string | null;
  canonicalUrl: string | null;
  robots: RobotsDirective;
  ogImage: string | null;
  twitterImage: string | null;
  /** The product's active plans, in order: the pricing section. */
  plans: Plan[];
  /** The template a wizard-made product was made from; its generic area on the site draws it. Null for the others. */
  template: ProductTemplate | null;
  /** The product's pages: its stored routes, else its template's (see productRoutesOf). */
  routes: ProductRoute[];
  /** False: the product's area is open to anyone, no sign-in (the wizard's "Autentisering"). */
  hasAuth: boolean;
}

/** The platform's name: the brand of every product, and the suffix of a landing page's default title. */
export const PLATFORM_NAME = 'Plattform';

export const OG_LOCALES: Record<ProductLocale, string> = { no: 'nb_NO', en: 'en_GB' };

/** A landing page's head: what the server writes into its HTML and the page keeps once it runs. */
export interface ProductLandingMeta {
  title: string;
  description: string;
  keywords: string | null;
  canonical: string;
  robots: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string | null;
  ogLocale: string;
}

const firstText = (...values: Array<string | null | undefined>) =>
  values.find((value) => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';

/**
 * The head of a product's landing page, each tag with its fallbacks. `link` turns a stored address into the form the
 * head uses (absolute on the server, as stored in the browser), or null for one that cannot be a link; `pageUrl` is
 * the page's own address, the canonical one when the product names none.
 */
export function productLandingMeta(product: PublicProductDetail, pageUrl: string, link: (value: string | null) => string | null): ProductLandingMeta {
  const { texts } = product;
  const description = firstText(texts.meta_description, texts.description, product.description);
  const ogTitle = firstText(texts.og_title, texts.meta_title, product.name);
  const ogDescription = firstText(texts.og_description, description);
  const ogImage = link(product.ogImage) ?? link(product.featured_image);
  return {
    title: firstText(texts.meta_title, `${product.name} – ${PLATFORM_NAME}`),
    description,
    keywords: firstText(texts.meta_keywords) || null,
    canonical: link(product.canonicalUrl) ?? pageUrl,
    robots: product.robots || 'index, follow',
    ogTitle,
    ogDescription,
    ogImage,
    twitterTitle: firstText(texts.twitter_title, ogTitle),
    twitterDescription: firstText(texts.twitter_description, ogDescription),
    twitterImage: link(product.twitterImage) ?? ogImage,
    ogLocale: OG_LOCALES[product.locale] ?? OG_LOCALES.no,
  };
}
