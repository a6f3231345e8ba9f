/**
 * A product's landing page (/{no|en}/products/{id}/landing) as link previews and crawlers read it: most of them run no
 * script, so the site's index.html goes out with the page's head already in it (spa-static). The site's usePageMeta
 * takes the same tags over once the page runs, and knows them by their data attributes:
 * - data-page-meta: the tag belongs to this page only; it goes when the page is left.
 * - data-page-meta-default="…": the site's own tag (title, description), holding the site's text to put back then.
 */
import type { PublicProductDetail } from '@platform/shared';
import { escapeHtml } from '../html-escape';

/** The site's name (site/src/i18n/first-screen.ts, platformName): the brand, and the title's suffix. */
export const PLATFORM_NAME = 'Plattform';

const OG_LOCALES = { no: 'nb_NO', en: 'en_GB' } as const;

/** The site's path of a product's landing page in a language. */
export const productLandingPath = (locale: 'no' | 'en', id: string) => `/${locale}/products/${encodeURIComponent(id)}/landing`;

/** An http(s) address from an address or a path on the site; null for anything else (javascript:, #anchors, junk). */
function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  if (!value || value.startsWith('#')) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** JSON inside <script>: `<` and `>` as \u escapes, so no text can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const first = (...values: Array<string | null | undefined>) => values.find((value) => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';

export interface ProductLandingHead {
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
  jsonLd: Record<string, unknown>;
}

/** The values of the head tags, each with its fallbacks (the site's landing page falls back the same way). */
export function productLandingHead(product: PublicProductDetail, pageUrl: string): ProductLandingHead {
  const { texts } = product;
  const origin = new URL(pageUrl).origin;
  const title = first(texts.meta_title, `${product.name} – ${PLATFORM_NAME}`);
  const description = first(texts.meta_description, texts.description, product.description);
  const canonical = absoluteUrl(product.canonicalUrl, origin) ?? pageUrl;
  const ogImage = absoluteUrl(product.ogImage, origin) ?? absoluteUrl(product.featured_image, origin);
  const ogTitle = first(texts.og_title, texts.meta_title, product.name);
  const ogDescription = first(texts.og_description, description);
  const plans = product.plans.filter((plan) => Number.isFinite(plan.price_monthly));
  const prices = plans.map((plan) => plan.price_monthly);
  const offer = (plan: (typeof plans)[number]) => ({
    '@type': 'Offer',
    name: plan.name,
    price: plan.price_monthly,
    priceCurrency: 'NOK',
    url: canonical,
    availability: 'https://schema.org/InStock',
    priceSpecification: { '@type': 'UnitPriceSpecification', price: plan.price_monthly, priceCurrency: 'NOK', unitCode: 'MON', billingDuration: 'P1M' },
  });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    url: canonical,
    ...(ogImage ? { image: ogImage } : {}),
    brand: { '@type': 'Brand', name: PLATFORM_NAME },
    ...(plans.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'NOK',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: plans.length,
            offers: plans.map(offer),
          },
        }
      : {}),
  };
  return {
    title,
    description,
    keywords: first(texts.meta_keywords) || null,
    canonical,
    robots: product.robots || 'index, follow',
    ogTitle,
    ogDescription,
    ogImage,
    twitterTitle: first(texts.twitter_title, ogTitle),
    twitterDescription: first(texts.twitter_description, ogDescription),
    twitterImage: absoluteUrl(product.twitterImage, origin) ?? ogImage,
    ogLocale: OG_LOCALES[product.locale] ?? OG_LOCALES.no,
    jsonLd,
  };
}

/** The tags the page's head gets, which any like them in index.html give way to. */
const REPLACED_META = /<meta\b[^>]*?\b(?:name|property)\s*=\s*["'](?:description|keywords|robots|og:[\w:]+|twitter:[\w:]+)["'][^>]*>\s*/gi;
const REPLACED_LINK = /<link\b[^>]*?\brel\s*=\s*["']canonical["'][^>]*>\s*/gi;
const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title>/i;
const DESCRIPTION_CONTENT = /<meta\b[^>]*?\bname\s*=\s*["']description["'][^>]*?\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/i;

/** An attribute's value from HTML text already escaped for the page (a title's text, an attribute's value): only `"` is left. */
const asAttribute = (html: string) => html.replace(/"/g, '&quot;');

/**
 * The site's index.html with the head of a product's landing page: title, description, keywords, canonical link,
 * robots, Open Graph, Twitter card and a schema.org Product in JSON-LD. `pageUrl` is the page's absolute address
 * (the canonical link's fallback and the origin of relative pictures). Every value is escaped.
 */
export function fillProductLandingHead(html: string, product: PublicProductDetail, pageUrl: string): string {
  const head = productLandingHead(product, pageUrl);
  const defaultTitle = TITLE.exec(html)?.[1]?.trim();
  const descriptionMatch = DESCRIPTION_CONTENT.exec(html);
  const defaultDescription = descriptionMatch ? (descriptionMatch[1] ?? descriptionMatch[2]) : undefined;

  const attr = (value: string) => `"${escapeHtml(value)}"`;
  const pageOnly = ' data-page-meta';
  const defaultOf = (value: string | undefined) => (value === undefined ? pageOnly : ` data-page-meta-default="${asAttribute(value)}"`);
  const meta = (kind: 'name' | 'property', key: string, value: string | null) =>
    value ? `<meta ${kind}="${key}" content=${attr(value)}${pageOnly}>` : '';
  const tags = [
    `<title${defaultOf(defaultTitle)}>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content=${attr(head.description)}${defaultOf(defaultDescription)}>`,
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href=${attr(head.canonical)}${pageOnly}>`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', PLATFORM_NAME),
    meta('property', 'og:locale', head.ogLocale),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogDescription),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.twitterTitle),
    meta('name', 'twitter:description', head.twitterDescription),
    meta('name', 'twitter:image', head.twitterImage),
    `<script type="application/ld+json"${pageOnly}>${scriptJson(head.jsonLd)}</script>`,
  ].filter(Boolean);
  const block = tags.join('\n    ');

  let page = html.replace(REPLACED_META, '').replace(REPLACED_LINK, '').replace(/<html\b([^>]*?)\blang="[^"]*"/i, `<html$1lang="${product.locale}"`);
  // The head takes the place of the title (near the top, before the scripts), else it closes the head.
  if (TITLE.test(page)) page = page.replace(TITLE, () => block);
  else page = page.replace(/<\/head>/i, () => `${block}\n  </head>`);
  return page;
}
