/**
 * A product's landing page (/{no|en}/products/{id}/landing) as link previews and crawlers read it: most of them run no
 * script, so the site's index.html goes out with the page's head already in it (spa-static). The site's usePageMeta
 * takes the same tags over once the page runs, and knows them by their data attributes:
 * - data-page-meta: the tag belongs to this page only; it goes when the page is left.
 * - data-page-meta-default="…": the site's own tag (title, description), holding the site's text to put back then.
 */
import { PLATFORM_NAME, productLandingMeta, type ProductLandingMeta, type PublicProductDetail } from '@platform/shared';
import { escapeHtml } from '../html-escape';

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

export interface ProductLandingHead extends ProductLandingMeta {
  jsonLd: Record<string, unknown>;
}

/** The head tags' values (shared with the site's page, which keeps them) and the JSON-LD Product description. */
export function productLandingHead(product: PublicProductDetail, pageUrl: string): ProductLandingHead {
  const origin = new URL(pageUrl).origin;
  const meta = productLandingMeta(product, pageUrl, (value) => absoluteUrl(value, origin));
  const plans = product.plans.filter((plan) => Number.isFinite(plan.price_monthly));
  const prices = plans.map((plan) => plan.price_monthly);
  const offer = (plan: (typeof plans)[number]) => ({
    '@type': 'Offer',
    name: plan.name,
    price: plan.price_monthly,
    priceCurrency: 'NOK',
    url: meta.canonical,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.price_monthly,
      priceCurrency: 'NOK',
      unitCode: 'MON',
      billingDuration: 'P1M',
    },
  });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: meta.description,
    url: meta.canonical,
    ...(meta.ogImage ? { image: meta.ogImage } : {}),
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
  return { ...meta, jsonLd };
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

  let page = html
    .replace(REPLACED_META, '')
    .replace(REPLACED_LINK, '')
    .replace(/<html\b([^>]*?)\blang="[^"]*"/i, `<html$1lang="${product.locale}"`);
  // The head takes the place of the title (near the top, before the scripts), else it closes the head.
  if (TITLE.test(page)) page = page.replace(TITLE, () => block);
  else page = page.replace(/<\/head>/i, () => `${block}\n  </head>`);
  return page;
}
