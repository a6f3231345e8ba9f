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
