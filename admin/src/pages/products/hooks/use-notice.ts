import { useMemo } from 'react';
import { App } from 'antd';

/** How long the product pages' notices stay (Refine's notices keep antd's 4.5 s, and cannot be given another). */
export const NOTICE_SECONDS = 6;

/** Success and failure notices of the product pages, each hiding itself after six seconds. */
export function useNotice() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (message: string, description?: string) => notification.success({ message, description, duration: NOTICE_SECONDS }),
      error: (message: string, description?: string) => notification.error({ message, description, duration: NOTICE_SECONDS }),
    }),
    [notification],
  );
}
