import { Tag } from 'antd';
import type { ProductListItem } from '@platform/shared';
import { PRODUCT_LIST_TEXTS, STAGE_COLORS, STAGE_LABELS } from '../../labels';

/** The product's stage, and whether visitors see it: the word is always beside the colour. */
export function ProductStatusTags({ product }: { product: Pick<ProductListItem, 'status' | 'is_active' | 'archived_at'> }) {
  const state = product.archived_at
    ? { label: PRODUCT_LIST_TEXTS.archived, color: 'default' }
    : product.is_active
      ? { label: PRODUCT_LIST_TEXTS.active, color: 'green' }
      : { label: PRODUCT_LIST_TEXTS.inactive, color: 'orange' };
  return (
    <>
      <Tag color={STAGE_COLORS[product.status] ?? 'default'}>{STAGE_LABELS[product.status] ?? product.status}</Tag>
      <Tag color={state.color}>{state.label}</Tag>
    </>
  );
}
