import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// What the admin app's and the site's component tests both need to render antd in jsdom.

// Pages load lazily; on a busy machine the first render of a chunk can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/**
 * A matchMedia for a screen `width` pixels wide: it answers min-width and max-width queries, and no other. Without
 * a width, every query is false (antd's smallest breakpoint).
 */
export function mediaQueriesFor(width?: number): (query: string) => MediaQueryList {
  const matches = (query: string) => {
    if (width === undefined) return false;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
  };
  return (query) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no matchMedia; antd's responsive hooks (Grid, Dropdown) need one.
if (!window.matchMedia) window.matchMedia = mediaQueriesFor();

interface SelectorCache {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
}

/**
 * jsdom's getComputedStyle (which antd's popups and tables, and Testing Library's role queries, call all the time)
 * tries every CSS rule on the page against the element and each of its ancestors. antd's CSS-in-JS puts 2,000 to 2,500
 * rules on a page, and nwsapi (jsdom's selector engine, 2.2.28) keeps only the last 1,000 selectors it compiled: going
 * through the rules in order evicts each one before it comes round again, so every call recompiled thousands of
 * selectors, most of a page test's time. An unbounded cache for the matcher keeps them compiled; what matches, and so
 * every computed style, is unchanged.
 */
function keepCompiledSelectors() {
  // The first computed style makes jsdom create that matcher, which it keeps on the document's implementation object.
  window.getComputedStyle(document.documentElement);
  const impl = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const internals = impl && (document as unknown as Record<symbol, { _nwsapiDontThrow?: Record<string, SelectorCache> } | undefined>)[impl];
  const matcher = internals?._nwsapiDontThrow;
  const caches = [matcher?.matchLambdas, matcher?.matchResolvers];
  if (!caches.every((cache) => cache && typeof cache.get === 'function')) {
    console.warn('testing/antd-jsdom: jsdom no longer exposes its selector caches; computed styles will be slow.');
    return;
  }
  for (const cache of caches as SelectorCache[]) {
    const entries = new Map<string, unknown>();
    cache.get = (key) => entries.get(key);
    cache.set = (key, value) => (entries.set(key, value), value);
    cache.has = (key) => entries.has(key);
    cache.clear = () => entries.clear();
  }
}
keepCompiledSelectors();
