import { List } from '@refinedev/antd';
import { Alert, Button, Space } from 'antd';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { ComingLaterButton } from './components/list/coming-later-button';
import { NoProducts } from './components/list/no-products';
import { ProductCounts } from './components/list/product-counts';
import { ProductGrid } from './components/list/product-grid';
import { ProductTable } from './components/list/product-table';
import { ProductToolbar } from './components/list/product-toolbar';
import { RecentProducts } from './components/list/recent-products';
import { useProductFilters } from './hooks/use-product-filters';
import { countProducts, filterProducts, useProductList, useRecentProducts } from './hooks/use-product-list';
import { PRODUCT_LIST_TEXTS } from './labels';

/** Produktadministrasjon: every product with its counts, the recently opened ones, search and filters kept in the URL. */
export function ProductList() {
  const { filters, set } = useProductFilters();
  const { products, loading, failed, retry } = useProductList();
  const recent = useRecentProducts();
  const shown = filterProducts(products, filters);

  return (
    <List
      title={PRODUCT_LIST_TEXTS.header}
      headerButtons={
        // The creation wizard and the sync from code come in a later version.
        <Space wrap>
          <ComingLaterButton icon={<SyncOutlined />}>{PRODUCT_LIST_TEXTS.sync}</ComingLaterButton>
          <ComingLaterButton icon={<PlusOutlined />}>{PRODUCT_LIST_TEXTS.newProduct}</ComingLaterButton>
        </Space>
      }
    >
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
