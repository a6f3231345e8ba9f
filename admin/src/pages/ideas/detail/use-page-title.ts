import { useEffect } from 'react';

/** The browser tab shows the idea's title while the page is open, and what it showed before afterwards. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
