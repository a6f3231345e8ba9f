import { Card, Flex, Typography } from 'antd';
import type { ProductListItem } from '@platform/shared';
import { goToSite } from '../../../../utils/site-navigation';
import { siteProductPath } from '../../labels';
import { ProductIcon } from '../product-icon';
import { ProductActions } from './product-actions';
import { ProductStatusTags } from './product-status-tags';

/** How many key features a card lists. */
export const CARD_FEATURES = 3;

/** One product: its colour, name, state, short text and first features. A click opens its page on the site, unless archived (dimmed). */
export function ProductCard({ product }: { product: ProductListItem }) {
  const archived = Boolean(product.archived_at);
  const summary = product.short_description || product.description;
  return (
    <article aria-label={product.name} style={{ height: '100%' }}>
      <Card
        hoverable={!archived}
        onClick={archived ? undefined : () => goToSite(siteProductPath(product.id))}
        style={{ height: '100%', borderTop: `4px solid ${product.color}`, opacity: archived ? 0.6 : 1, cursor: archived ? 'default' : 'pointer' }}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      >
        <Flex gap={12} align="center">
          <ProductIcon icon={product.icon} color={product.color} />
          <div>
            <Typography.Title level={4} style={{ margin: 0, fontSize: 16 }}>
              {product.name}
            </Typography.Title>
            <ProductStatusTags product={product} />
          </div>
        </Flex>
        {summary && (
          <Typography.Paragraph
            type="secondary"
            style={{ margin: 0, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {summary}
          </Typography.Paragraph>
        )}
        {product.key_features.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {product.key_features.slice(0, CARD_FEATURES).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        <div style={{ marginTop: 'auto' }}>
          <ProductActions product={product} />
        </div>
      </Card>
    </article>
  );
}
