import { Button, Flex, Typography } from 'antd';
import { ArrowLeftOutlined, BulbOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ProductSettings } from '@platform/shared';
import { RouteLinkButton } from '../../../../components/route-link-button';
import { ideaPath, PRODUCTS_LIST_PATH } from '../../labels';
import { SETTINGS_TEXTS } from '../../settings-labels';
import { ProductStatusTags } from '../list/product-status-tags';
import { ProductIcon } from '../product-icon';

/** Back to the list, the product's name and state, and the idea it came from. */
export function SettingsHeader({ product }: { product: ProductSettings }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(PRODUCTS_LIST_PATH)} style={{ paddingInline: 0 }}>
          {SETTINGS_TEXTS.back}
        </Button>
      </div>
      <Flex gap={12} align="center" wrap>
        <ProductIcon icon={product.icon} color={product.color} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {product.name}
        </Typography.Title>
        <Typography.Text code>{product.id}</Typography.Text>
        <div>
          <ProductStatusTags product={product} />
        </div>
        {product.source_idea_id && (
          <RouteLinkButton icon={<BulbOutlined />} to={ideaPath(product.source_idea_id)}>
            {SETTINGS_TEXTS.viewIdea}
          </RouteLinkButton>
        )}
      </Flex>
    </Flex>
  );
}
