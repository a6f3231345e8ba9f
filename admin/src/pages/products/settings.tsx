import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, BulbOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { serverMessage } from '../../utils/server-message';

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

/** /products/:productId/settings: the product's settings, with a way back to the idea it came from. */
export function ProductSettings() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const [product, setProduct] = useState<Product | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    httpClient
      .get<Product>(`/api/admin/products/${productId}`)
      .then((res) => setProduct(res.data))
      .catch((e) => setError(serverMessage(e, PRODUCT_MESSAGES.notFound)));
  }, [productId]);

  if (error) return <Result status="warning" title={error} extra={<Button onClick={() => navigate('/ideas')}>Back to Ideas</Button>} />;
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
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Product id">{product.id}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag>{product.status}</Tag> {product.is_active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Type">{product.product_type}</Descriptions.Item>
        <Descriptions.Item label="Description">{product.description || '—'}</Descriptions.Item>
        <Descriptions.Item label="Target audience">{product.target_audience || '—'}</Descriptions.Item>
        <Descriptions.Item label="Key features">{product.key_features.length ? product.key_features.map((f) => <Tag key={f}>{f}</Tag>) : '—'}</Descriptions.Item>
        <Descriptions.Item label="Source idea">{product.source_idea_title ?? '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export default ProductSettings;
