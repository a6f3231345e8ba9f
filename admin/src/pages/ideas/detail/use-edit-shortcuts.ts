import { useEffect, useRef } from 'react';

interface EditShortcuts {
  enabled: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** In edit mode, Ctrl/Cmd+S saves (instead of the browser's Save Page) and Esc cancels. */
export function useEditShortcuts({ enabled, onSave, onCancel }: EditShortcuts): void {
  // The latest handlers, without re-binding the listener on every render.
  const handlers = useRef({ onSave, onCancel });
  handlers.current = { onSave, onCancel };

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        handlers.current.onSave();
      } else if (event.key === 'Escape' && !insidePopup(event.target)) {
        handlers.current.onCancel();
      }
    };
    // Capture: seen before a select or dropdown handles the key and closes (so it can still be told apart).
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}

// Esc in an open select, a popup, a keyboard drag or an input with its own Esc ([data-keeps-escape]) is theirs;
// it should not also throw the page's edits away.
const POPUPS =
  '.ant-select-open, .ant-select-dropdown, .ant-picker-dropdown, .ant-modal, .ant-popover, .ant-dropdown, [aria-pressed="true"], [data-keeps-escape]';

function insidePopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(POPUPS) !== null;
}
