import { useState } from 'react';
import { List } from '@refinedev/antd';
import { Alert, Button, Space } from 'antd';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { NoProducts } from './components/list/no-products';
import { ProductCounts } from './components/list/product-counts';
import { ProductGrid } from './components/list/product-grid';
import { ProductTable } from './components/list/product-table';
import { ProductToolbar } from './components/list/product-toolbar';
import { RecentProducts } from './components/list/recent-products';
import { SyncDialog } from './components/list/sync-dialog';
import { useProductFilters } from './hooks/use-product-filters';
import { countProducts, filterProducts, useProductList, useRecentProducts } from './hooks/use-product-list';
import { PRODUCT_LIST_TEXTS } from './labels';
import { NEW_PRODUCT_PATH } from './wizard-labels';
import { RouteLinkButton } from '../../components/route-link-button';

/** Produktadministrasjon: every product with its counts, the recently opened ones, search and filters kept in the URL. */
export function ProductList() {
  const { filters, set } = useProductFilters();
  const { products, loading, failed, retry } = useProductList();
  const recent = useRecentProducts();
  const shown = filterProducts(products, filters);
  const [syncing, setSyncing] = useState(false);

  return (
    <List
      title={PRODUCT_LIST_TEXTS.header}
      headerButtons={
        <Space wrap>
          <Button icon={<SyncOutlined />} onClick={() => setSyncing(true)}>
            {PRODUCT_LIST_TEXTS.sync}
          </Button>
          <RouteLinkButton to={NEW_PRODUCT_PATH} type="primary" icon={<PlusOutlined />}>
            {PRODUCT_LIST_TEXTS.newProduct}
          </RouteLinkButton>
        </Space>
      }
    >
      <SyncDialog open={syncing} onClose={() => setSyncing(false)} />
      <ProductCounts counts={countProducts(products)} loading={loading} />
      <RecentProducts products={recent} />
      <ProductToolbar filters={filters} onChange={set} />
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={PRODUCT_LIST_TEXTS.loadFailed}
          action={
            <Button size="small" onClick={retry}>
              {PRODUCT_LIST_TEXTS.retry}
            </Button>
          }
        />
      ) : !loading && shown.length === 0 ? (
        <NoProducts />
      ) : filters.view === 'list' ? (
        <ProductTable products={shown} loading={loading} />
      ) : (
        <ProductGrid products={shown} loading={loading} />
      )}
    </List>
  );
}

export default ProductList;
