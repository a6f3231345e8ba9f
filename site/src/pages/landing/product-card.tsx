import { Card, Flex, Typography } from 'antd';
import type { PublicProduct } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { ProductStatusTag } from '../../components/product-status-tag';
import { useLocale, useT } from '../../i18n';
import { productLandingPath } from '../../site-paths';
import { productEntryPath } from './product-links';

const FEATURES_SHOWN = 3;

export function ProductCard({ product }: { product: PublicProduct }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useCurrentUser();

  return (
    <Card
      data-testid="product-card"
      cover={
        <ProductImage src={product.featured_image} alt={t.products.imageAlt(product.name)} height={160} background={`${product.color}22`} />
      }
      actions={[
        <LinkButton key="more" type="link" to={productLandingPath(locale, product.id)}>
          {t.products.learnMore}
        </LinkButton>,
        <LinkButton key="try" type="link" to={productEntryPath(locale, product.id, Boolean(user))}>
          {t.products.tryNow}
        </LinkButton>,
      ]}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: `3px solid ${product.color}` }}
      styles={{ body: { flex: 1 } }}
    >
      <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {product.name}
        </Typography.Title>
        <ProductStatusTag status={product.status} />
      </Flex>
      <Typography.Paragraph>{product.description}</Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {product.features.slice(0, FEATURES_SHOWN).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Card>
  );
}
