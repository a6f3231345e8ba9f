import { Flex, Table, Typography } from 'antd';
import type { ProductListItem } from '@platform/shared';
import { ProductIcon } from '../product-icon';
import { ProductActions } from './product-actions';
import { ProductStatusTags } from './product-status-tags';

/** The list view: the same products and actions as the cards, one row each; archived rows dimmed. */
export function ProductTable({ products, loading }: { products: ProductListItem[]; loading: boolean }) {
  return (
    <Table<ProductListItem>
      rowKey="id"
      dataSource={products}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={(product) => ({ style: product.archived_at ? { opacity: 0.6 } : undefined })}
      columns={[
        {
          title: 'Produkt',
          key: 'name',
          render: (_, product) => (
            <Flex gap={8} align="center">
              <ProductIcon icon={product.icon} color={product.color} size={28} />
              <div>
                <div>{product.name}</div>
                <Typography.Text type="secondary" code>
                  {product.id}
                </Typography.Text>
              </div>
            </Flex>
          ),
        },
        { title: 'Status', key: 'status', render: (_, product) => <ProductStatusTags product={product} /> },
        {
          title: 'Beskrivelse',
          key: 'description',
          render: (_, product) => product.short_description || product.description || '–',
        },
        { title: 'Handlinger', key: 'actions', render: (_, product) => <ProductActions product={product} /> },
      ]}
    />
  );
}
