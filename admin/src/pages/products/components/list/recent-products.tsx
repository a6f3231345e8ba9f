import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { RecentProduct } from '@platform/shared';
import { formatOpenedAt, PRODUCT_LIST_TEXTS, productSettingsPath } from '../../labels';
import { ProductIcon } from '../product-icon';

/** 'Nylig brukt': the products this administrator opened last, each a way to its settings; left out when there are none. */
export function RecentProducts({ products }: { products: RecentProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Card size="small" title={PRODUCT_LIST_TEXTS.recent} style={{ marginBottom: 16 }}>
      <Flex component="ul" wrap gap={24} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {products.map((product) => (
          <Flex component="li" key={product.id} gap={8} align="center">
            <ProductIcon icon={product.icon} color={product.color} size={32} />
            <div>
              <Link to={productSettingsPath(product.id)}>{product.name}</Link>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {PRODUCT_LIST_TEXTS.openedAt(formatOpenedAt(product.openedAt))}
              </Typography.Text>
            </div>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
