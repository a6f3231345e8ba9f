import { useEffect } from 'react';
import { titleSet } from '../visit-tracking/page-title';

export interface PageMeta {
  title: string;
  description?: string | null;
  /** A list, or the text as an editor wrote it ('a, b, c'). */
  keywords?: string | string[] | null;
  image?: string | null;
  /** og:type: 'website' unless the page is about one thing, such as a product. */
  type?: 'website' | 'product';
  /** The page's canonical address, also its og:url; without it, og:url is the address in the bar and no canonical link. */
  canonical?: string | null;
  robots?: string | null;
  /** og:locale, e.g. nb_NO. */
  ogLocale?: string | null;
  /** Open Graph's and Twitter's own texts and picture, where they differ from the page's. */
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  twitterImage?: string | null;
}

/*
 * The server writes some pages' head into their HTML (a product's landing page, for link previews that run no script;
 * cms/src/middlewares/product-landing-head.ts). The tags are taken over here, never written twice, and are known by
 * their attributes: data-page-meta belongs to the page served and goes when it is left; data-page-meta-default is the
 * site's own tag (title, description), holding the site's text to put back then.
 */
const PAGE_ONLY = 'data-page-meta';
const SITE_DEFAULT = 'data-page-meta-default';

/** How to put back what a tag was before the page changed it. */
function restorer(element: Element, attribute: string, created: boolean): () => void {
  const previous = element.getAttribute(attribute);
  return () => {
    const siteDefault = element.getAttribute(SITE_DEFAULT);
    if (created || (element.hasAttribute(PAGE_ONLY) && siteDefault === null)) element.remove();
    else if (siteDefault !== null) {
      element.setAttribute(attribute, siteDefault);
      element.removeAttribute(SITE_DEFAULT);
    } else if (previous !== null) element.setAttribute(attribute, previous);
  };
}

/** Sets one `<meta>` (the one already in the head, else a new one) and returns how to put back what was there. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null | undefined): () => void {
  if (content === undefined || content === null || content === '') return () => {};
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  const restore = restorer(element, 'content', created);
  element.setAttribute('content', content);
  return restore;
}

function setLink(rel: string, href: string | null | undefined): () => void {
  if (!href) return () => {};
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('link');
    element.setAttribute('rel', rel);
    document.head.appendChild(element);
  }
  const restore = restorer(element, 'href', created);
  element.setAttribute('href', href);
  return restore;
}

function setTitle(title: string): () => void {
  const previous = document.title;
  document.title = title;
  return () => {
    const element = document.head.querySelector('title');
    const siteDefault = element?.getAttribute(SITE_DEFAULT);
    element?.removeAttribute(SITE_DEFAULT);
    document.title = siteDefault ?? previous;
  };
}

const absolute = (url: string | null | undefined) => (url ? new URL(url, window.location.origin).href : undefined);

/**
 * Title, description, keywords, canonical link, robots, Open Graph and Twitter tags while the page is mounted; the
 * previous values come back after, and tags the server wrote for the page alone (JSON-LD among them) go.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;

  useEffect(() => {
    if (key === null) return;
    const page = JSON.parse(key) as PageMeta;
    const keywords = Array.isArray(page.keywords) ? page.keywords.join(', ') : page.keywords;
    const image = absolute(page.image);
    const canonical = absolute(page.canonical);
    const ogTitle = page.ogTitle || page.title;
    const ogDescription = page.ogDescription || page.description;
    const restore = [
      setTitle(page.title),
      setMeta('name', 'description', page.description),
      setMeta('name', 'keywords', keywords),
      setMeta('name', 'robots', page.robots),
      setLink('canonical', canonical),
      setMeta('property', 'og:title', ogTitle),
      setMeta('property', 'og:description', ogDescription),
      setMeta('property', 'og:type', page.type ?? 'website'),
      setMeta('property', 'og:url', canonical ?? window.location.href),
      setMeta('property', 'og:image', image),
      setMeta('property', 'og:locale', page.ogLocale),
      // The Twitter card only where the page asks for one (its own texts or picture).
      ...(page.twitterTitle || page.twitterImage
        ? [
            setMeta('name', 'twitter:card', 'summary_large_image'),
            setMeta('name', 'twitter:title', page.twitterTitle || ogTitle),
            setMeta('name', 'twitter:description', page.twitterDescription || ogDescription),
            setMeta('name', 'twitter:image', absolute(page.twitterImage) ?? image),
          ]
        : []),
    ];
    titleSet();
    return () => restore.reverse().forEach((undo) => undo());
  }, [key]);

  // Whatever else the server wrote for the page it served (its JSON-LD, og:site_name...) leaves with it.
  useEffect(() => () => document.head.querySelectorAll(`[${PAGE_ONLY}]`).forEach((element) => element.remove()), []);
}
