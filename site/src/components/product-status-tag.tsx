import { Tag } from 'antd';
import { productStatusChip, type ProductStatus } from '@platform/shared';
import { useLocale } from '../i18n';

/** The status chip beside a product's name; stable products show none. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const chip = productStatusChip(status, useLocale());
  return chip ? <Tag color={chip.color}>{chip.text}</Tag> : null;
}
