import { useEffect } from 'react';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { productQueries, remoteState } from '../../api/queries';
import { LoadFailed } from '../../components/load-failed';
import { useLocale, useT } from '../../i18n';
import { ProductCard } from './product-card';

const SKELETON_COUNT = 6;
const COL = { xs: 24, md: 12, lg: 8 };

export function ProductGrid() {
  const t = useT();
  const locale = useLocale();
  const products = useQuery(productQueries.all(locale));
  const state = remoteState(products);
  const retry = () => void products.refetch();

  // A deep link to /#products arrives before the cards exist; scroll once they are laid out.
  useEffect(() => {
    if (state.status === 'ready' && window.location.hash === '#products') {
      document.getElementById('products')?.scrollIntoView?.();
    }
  }, [state.status]);

  return (
    <section id="products" style={{ scrollMarginTop: 16 }}>
      <Typography.Title level={2}>{t.products.title}</Typography.Title>
      {state.status === 'failed' && <LoadFailed message={t.products.loadError} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && <Empty description={t.products.empty} />}
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
          state.data.map((product) => (
            <Col key={product.id} {...COL}>
              <ProductCard product={product} />
            </Col>
          ))}
      </Row>
    </section>
  );
}
