import { Button, Popconfirm, Space } from 'antd';
import { ExportOutlined, RollbackOutlined, SettingOutlined } from '@ant-design/icons';
import type { ProductListItem } from '@platform/shared';
import { RouteLinkButton } from '../../../../components/route-link-button';
import { useProductFlags } from '../../hooks/use-product-actions';
import { PRODUCT_LIST_TEXTS, productSettingsPath, siteLandingPath, siteProductPath } from '../../labels';

/** Restores an archived product, after asking. */
function RestoreButton({ productId }: { productId: string }) {
  const { setArchived, busy } = useProductFlags(productId);
  return (
    <Popconfirm
      title={PRODUCT_LIST_TEXTS.restoreTitle}
      description={PRODUCT_LIST_TEXTS.restoreDetails}
      okText={PRODUCT_LIST_TEXTS.restore}
      onConfirm={() => setArchived(false)}
    >
      <Button size="small" icon={<RollbackOutlined />} loading={busy}>
        {PRODUCT_LIST_TEXTS.restore}
      </Button>
    </Popconfirm>
  );
}

/**
 * Innstillinger (in the app), Landing (the site's landing page, new tab) and Produkt (the site's product page).
 * An archived product has none of them, only Gjenopprett. Clicks stay here: the card's own click must not follow.
 */
export function ProductActions({ product }: { product: ProductListItem }) {
  if (product.archived_at) {
    return (
      <Space wrap onClick={(event) => event.stopPropagation()}>
        <Button size="small" icon={<SettingOutlined />} disabled>
          {PRODUCT_LIST_TEXTS.settings}
        </Button>
        <Button size="small" disabled>
          {PRODUCT_LIST_TEXTS.landing}
        </Button>
        <Button size="small" disabled>
          {PRODUCT_LIST_TEXTS.product}
        </Button>
        <RestoreButton productId={product.id} />
      </Space>
    );
  }
  return (
    <Space wrap onClick={(event) => event.stopPropagation()}>
      <RouteLinkButton size="small" icon={<SettingOutlined />} to={productSettingsPath(product.id)}>
        {PRODUCT_LIST_TEXTS.settings}
      </RouteLinkButton>
      <Button size="small" icon={<ExportOutlined />} href={siteLandingPath(product.id)} target="_blank" rel="noopener">
        {PRODUCT_LIST_TEXTS.landing}
      </Button>
      <Button size="small" href={siteProductPath(product.id)}>
        {PRODUCT_LIST_TEXTS.product}
      </Button>
    </Space>
  );
}
