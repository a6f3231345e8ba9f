import { useState } from 'react';
import { App } from 'antd';
import type { ProductAccess } from '@platform/shared';
import { startTrial } from '../../api/account';
import { useT } from '../../i18n';
import { errorText } from '../auth/error-text';

/** What the confirmation names: the product and how long its one trial lasts. */
export type TrialOffer = Pick<ProductAccess, 'productId' | 'name' | 'trialDays'>;

/**
 * 'Prøv gratis': asks first (a trial is once per product, so one stray click must not spend it), then starts the
 * trial on the server and hands back the product's new access. The server decides (unverified e-mail, trial already
 * used…); its message is kept per product for the page to show.
 */
export function useStartTrial(onStarted: (access: ProductAccess) => void) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ productId: string; message: string } | null>(null);

  async function run({ productId, name }: TrialOffer) {
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

  /** `onCancel`: what declining does besides closing the dialog (an area's own prompt leaves the area). */
  function start(offer: TrialOffer, { onCancel }: { onCancel?: () => void } = {}) {
    modal.confirm({
      title: t.trialConfirm.title(offer.name),
      content: t.trialConfirm.text(offer.trialDays),
      okText: t.trialConfirm.ok,
      cancelText: t.trialConfirm.cancel,
      // The dialog stays open, its button spinning, until the server has answered.
      onOk: () => run(offer),
      onCancel,
    });
  }

  return { start, pending, errorFor: (productId: string) => (error?.productId === productId ? error.message : null) };
}
