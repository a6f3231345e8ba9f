import { useEffect, useRef } from 'react';

/** Ctrl/Cmd+S saves the plan instead of the browser's Save Page. */
export function useSaveShortcut(enabled: boolean, onSave: () => void): void {
  // The latest handler, without re-binding the listener on every render.
  const handler = useRef(onSave);
  handler.current = onSave;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        handler.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
