import { useEffect } from 'react';

/*
 * A visit carries the page's title, and some pages know theirs only once their data has arrived. While a page shows
 * its loading state its title is pending: the visit waits until the page sets its title (usePageMeta) or stops loading.
 */
let loadingPages = 0;
const waiting = new Set<() => void>();

function settle(): void {
  for (const run of [...waiting]) run();
}

/** Marks the title pending while the calling component (a loading state) is mounted. */
export function useTitlePending(): void {
  useEffect(() => {
    loadingPages += 1;
    return () => {
      loadingPages -= 1;
      // After the rest of this commit's effects: the page that replaces the loading state sets its title first.
      queueMicrotask(() => {
        if (loadingPages === 0) settle();
      });
    };
  }, []);
}

/** Called when a page has set its title. */
export function titleSet(): void {
  if (loadingPages === 0) settle();
}

/** Calls `callback` once the title is known, at once when no page is loading; the returned function calls it now. */
export function whenTitleKnown(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    waiting.delete(run);
    callback();
  };
  if (loadingPages === 0) run();
  else waiting.add(run);
  return run;
}
