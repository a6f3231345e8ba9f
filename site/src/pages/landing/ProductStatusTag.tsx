import { Tag } from 'antd';
import { useT } from '../../i18n';
import type { ProductStatus } from '../../products';
import { statusTagColor } from './statusTag';

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const t = useT();
  const color = statusTagColor(status);
  if (!color) return null;
  return <Tag color={color}>{t.products.status[status] ?? status}</Tag>;
}
