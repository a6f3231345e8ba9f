import { Card, Skeleton } from 'antd';
import type { ProductListItem } from '@platform/shared';
import { ProductCard } from './product-card';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 } as const;
const SKELETON_CARDS = 6;

/** The cards, as many to a row as fit; grey cards while the products load. */
export function ProductGrid({ products, loading }: { products: ProductListItem[]; loading: boolean }) {
  if (loading) {
    return (
      <div style={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index}>
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <div style={GRID}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
