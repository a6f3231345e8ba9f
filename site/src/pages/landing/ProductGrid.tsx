import { useEffect, useState } from 'react';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { fetchProducts } from '../../api/products';
import { useT } from '../../i18n';
import type { Product } from '../../products';
import { ProductCard } from './ProductCard';

const SKELETON_COUNT = 6;
const COL = { xs: 24, md: 12, lg: 8 };

type State = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

export function ProductGrid() {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchProducts(controller.signal).then(
      (products) => setState({ status: 'ready', products }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, []);

  // A deep link to /#products arrives before the cards exist; scroll once they are laid out.
  useEffect(() => {
    if (state.status === 'ready' && window.location.hash === '#products') {
      document.getElementById('products')?.scrollIntoView?.();
    }
  }, [state.status]);

  return (
    <section id="products" style={{ scrollMarginTop: 16 }}>
      <Typography.Title level={2}>{t.products.title}</Typography.Title>
      {state.status === 'failed' && <Alert type="error" showIcon message={t.products.loadError} />}
      <Row gutter={[24, 24]}>
        {state.status === 'loading' &&
          Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <Col key={index} {...COL}>
              <Card data-testid="product-skeleton">
                <Skeleton active />
              </Card>
            </Col>
          ))}
        {state.status === 'ready' &&
          state.products.map((product) => (
            <Col key={product.id} {...COL}>
              <ProductCard product={product} />
            </Col>
          ))}
      </Row>
    </section>
  );
}
