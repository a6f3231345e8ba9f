/**
 * The landing's HTML carries its first screen (site/first-screen.ts), which on most screens reaches into the featured
 * carousel. The build leaves the first slide as a template between these markers; the server fills it with the first
 * featured product for each request (or drops it when there is none), so that its picture, the page's largest, shows
 * with the HTML instead of after every script has run.
 */
export const FIRST_SLIDE_START = '<!--first-slide-->';
export const FIRST_SLIDE_END = '<!--/first-slide-->';

/** A product without a picture of its own shows this one (the carousel, the cards and the first screen alike). */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

const DEFAULT_COLOR = '#1677ff';

export interface FirstSlideProduct {
  name: string;
  description: string;
  featured_image: string | null;
  color: string;
}

/** Text as HTML: the five characters that could end an element or an attribute, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A picture path of the platform's own (an absolute path, no scheme, no quotes), else the placeholder. */
const safeImage = (src: string | null) => (src && /^\/(?!\/)[\w\-./%]+$/.test(src) ? src : PRODUCT_PLACEHOLDER_IMAGE);

/** The template's {{name}}, {{description}}, {{image}} and {{color}}, escaped; the whole slide goes without a product. */
export function fillFirstSlide(html: string, product: FirstSlideProduct | null): string {
  const start = html.indexOf(FIRST_SLIDE_START);
  const end = html.indexOf(FIRST_SLIDE_END);
  if (start === -1 || end < start) return html;
  const template = html.slice(start + FIRST_SLIDE_START.length, end);
  const values: Record<string, string> = product
    ? {
        name: escapeHtml(product.name),
        description: escapeHtml(product.description ?? ''),
        image: escapeHtml(safeImage(product.featured_image)),
        color: /^#[0-9a-f]{6}$/i.test(product.color ?? '') ? product.color : DEFAULT_COLOR,
      }
    : {};
  const slide = product ? template.replace(/\{\{(name|description|image|color)\}\}/g, (_match, key: string) => values[key]) : '';
  return html.slice(0, start) + slide + html.slice(end + FIRST_SLIDE_END.length);
}
