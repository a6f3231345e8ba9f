import { useEffect } from 'react';
import { titleSet } from '../visit-tracking/page-title';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  image?: string | null;
}

/** Sets one `<meta>` and returns how to put back what was there before. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): () => void {
  if (content === undefined) return () => {};
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  const previous = element.getAttribute('content');
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

/** Title, description, keywords and Open Graph tags while the page is mounted; the previous values come back after. */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, keywords, image } = meta ?? {};
  const keywordText = keywords?.join(', ');

  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    document.title = title;
    titleSet();
    const absoluteImage = image ? new URL(image, window.location.origin).href : undefined;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('name', 'keywords', keywordText),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:url', window.location.href),
      setMeta('property', 'og:image', absoluteImage),
    ];
    return () => {
      document.title = previousTitle;
      restore.forEach((undo) => undo());
    };
  }, [title, description, keywordText, image]);
}
