import { useId, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { PRODUCT_LIST_TEXTS } from '../../labels';

/**
 * A button for what arrives in a later version: shown, not usable, and saying why. A disabled button takes no focus,
 * so the explanation sits on a focusable wrapper (tooltip on hover and focus) and is its accessible description.
 */
export function ComingLaterButton({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <Tooltip title={PRODUCT_LIST_TEXTS.comingLater} trigger={['hover', 'focus']}>
      <span tabIndex={0} aria-describedby={descriptionId} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button icon={icon} disabled style={{ pointerEvents: 'none' }}>
          {children}
        </Button>
        <span id={descriptionId} hidden>
          {PRODUCT_LIST_TEXTS.comingLater}
        </span>
      </span>
    </Tooltip>
  );
}
