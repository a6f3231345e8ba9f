import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { localePath, useLocale, useT } from '../../i18n';
import type { Product } from '../../products';
import { ProductStatusTag } from './ProductStatusTag';

export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card
      title={product.name}
      extra={<ProductStatusTag status={product.status} />}
      actions={[<Link key="more" to={localePath(locale, `/products/${product.id}/landing`)}>{t.products.learnMore}</Link>]}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
    >
      <Typography.Paragraph>{product.description}</Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {product.features.slice(0, 3).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Card>
  );
}
