import { useState } from 'react';
import { App } from 'antd';
import type { ProductAccess } from '@platform/shared';
import { startTrial } from '../../api/account';
import { useT } from '../../i18n';
import { errorText } from '../auth/errorText';

/**
 * 'Prøv gratis': starts a trial on the server and hands back the product's new access. The server decides
 * (unverified e-mail, trial already used…); its message is kept per product for the page to show.
 */
export function useStartTrial(onStarted: (access: ProductAccess) => void) {
  const t = useT();
  const { message } = App.useApp();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ productId: string; message: string } | null>(null);

  async function start(productId: string, name: string) {
    setPending(productId);
    setError(null);
    try {
      const access = await startTrial(productId);
      onStarted(access);
      message.success(t.account.products.trialStarted(name));
    } catch (failure) {
      setError({ productId, message: errorText(failure, t) });
    } finally {
      setPending(null);
    }
  }

  return { start, pending, errorFor: (productId: string) => (error?.productId === productId ? error.message : null) };
}
