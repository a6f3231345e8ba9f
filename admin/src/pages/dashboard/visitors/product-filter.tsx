import { Button, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { VISITOR_TEXTS } from './labels';
import { useProductName } from './use-visitor-data';

/** Which product the analytics are narrowed to, and a way back to all of them (drops ?productId). */
export function ProductFilter({ productId }: { productId: string }) {
  const go = useGo();
  const name = useProductName(productId);
  return (
    <Tag color="blue" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, margin: 0, paddingInlineEnd: 0 }}>
      <span>
        {VISITOR_TEXTS.productFilter}: <strong>{name ?? productId}</strong>
      </span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={VISITOR_TEXTS.clearProduct}
        title={VISITOR_TEXTS.clearProduct}
        onClick={() => go({ type: 'push', query: { productId: undefined }, options: { keepQuery: true } })}
      />
    </Tag>
  );
}
