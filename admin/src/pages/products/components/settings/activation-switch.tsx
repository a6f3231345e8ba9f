import { Alert, Popconfirm, Space, Switch } from 'antd';
import type { ProductSettings } from '@platform/shared';
import { useProductFlags } from '../../hooks/use-product-actions';
import { ACTIVATION_TEXTS } from '../../settings-labels';

/**
 * Switches the product on or off for visitors, saved at once after a confirmation that says what it changes (it is
 * a change visitors see, so it does not wait for Lagre).
 */
export function ActivationSwitch({ product }: { product: Pick<ProductSettings, 'id' | 'is_active'> }) {
  const { setActive, busy } = useProductFlags(product.id);
  const next = !product.is_active;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 24 }}>
      <Popconfirm
        title={next ? ACTIVATION_TEXTS.activateTitle : ACTIVATION_TEXTS.deactivateTitle}
        description={next ? ACTIVATION_TEXTS.activateDescription : ACTIVATION_TEXTS.deactivateDescription}
        okText={next ? 'Activate' : 'Deactivate'}
        onConfirm={() => setActive(next)}
      >
        <Space>
          <Switch id="product-active" checked={product.is_active} loading={busy} aria-label={ACTIVATION_TEXTS.label} />
          <label htmlFor="product-active">{ACTIVATION_TEXTS.label}</label>
        </Space>
      </Popconfirm>
      {!product.is_active && <Alert type="info" showIcon message={ACTIVATION_TEXTS.inactiveNote} />}
    </Space>
  );
}
