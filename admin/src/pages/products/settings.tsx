import { useOne, useUpdate, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, BulbOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_MESSAGES } from '@platform/shared';

interface Product {
  id: string;
  name: string;
  description: string | null;
  status: string;
  product_type: string;
  target_audience: string | null;
  key_features: string[];
  is_active: boolean;
  source_idea_id: number | null;
  source_idea_title: string | null;
}

export const ACTIVATION_TEXTS = {
  label: 'Active on the public site',
  activateTitle: 'Activate this product?',
  activateDescription: 'It will show on the public site with its texts, and signed-in users can start trials.',
  deactivateTitle: 'Deactivate this product?',
  deactivateDescription: 'It will be hidden from the public site and offer no new trials. Running trials and subscriptions stay.',
  inactiveNote: 'Inactive: visitors do not see this product and cannot start trials.',
} as const;

/** Switches a product on or off for visitors, after a confirmation that says what it changes. */
function ActivationSwitch({ product }: { product: Product }) {
  const { mutate, mutation } = useUpdate<Product, HttpError, { is_active: boolean }>();
  const next = !product.is_active;
  const change = () =>
    mutate({
      resource: 'products',
      id: product.id,
      values: { is_active: next },
      successNotification: () => ({ type: 'success', message: next ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated }),
      errorNotification: (error) => ({ type: 'error', message: error?.message ?? PRODUCT_MESSAGES.updateFailed }),
    });
  return (
    <Popconfirm
      title={next ? ACTIVATION_TEXTS.activateTitle : ACTIVATION_TEXTS.deactivateTitle}
      description={next ? ACTIVATION_TEXTS.activateDescription : ACTIVATION_TEXTS.deactivateDescription}
      okText={next ? 'Activate' : 'Deactivate'}
      onConfirm={change}
    >
      <Space>
        <Switch id="product-active" checked={product.is_active} loading={mutation.isPending} aria-label={ACTIVATION_TEXTS.label} />
        <label htmlFor="product-active">{ACTIVATION_TEXTS.label}</label>
      </Space>
    </Popconfirm>
  );
}

/** /products/:productId/settings: the product's settings, with a way back to the idea it came from. */
export function ProductSettings() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const { result: product, query } = useOne<Product, HttpError>({ resource: 'products', id: productId, queryOptions: { retry: false } });

  if (query.isError) {
    return <Result status="warning" title={query.error?.message ?? PRODUCT_MESSAGES.notFound} extra={<Button onClick={() => navigate('/ideas')}>Back to Ideas</Button>} />;
  }
  if (!product) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Card
      title={product.name}
      extra={
        product.source_idea_id ? (
          <Link to={`/ideas/${product.source_idea_id}`}>
            <Button icon={<BulbOutlined />}>View idea</Button>
          </Link>
        ) : (
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            Back
          </Button>
        )
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <ActivationSwitch product={product} />
        {!product.is_active && <Alert type="info" showIcon message={ACTIVATION_TEXTS.inactiveNote} />}
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Product id">
            <Typography.Text code>{product.id}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag>{product.status}</Tag> {product.is_active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="Type">{product.product_type}</Descriptions.Item>
          <Descriptions.Item label="Description">{product.description || '—'}</Descriptions.Item>
          <Descriptions.Item label="Target audience">{product.target_audience || '—'}</Descriptions.Item>
          <Descriptions.Item label="Key features">{product.key_features.length ? product.key_features.map((f) => <Tag key={f}>{f}</Tag>) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Source idea">{product.source_idea_title ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}

export default ProductSettings;
