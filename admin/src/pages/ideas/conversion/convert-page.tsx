import { useState } from 'react';
import { useApiUrl, useCustomMutation, useOne, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Tag, message } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { CONVERT_MESSAGES, type Idea } from '@platform/shared';
import { serverMessage, NO_NOTICES } from '../../../utils/server-message';

/** /ideas/:id/convert: make a product of the idea (once); the idea then links to it. */
export function ConvertPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const apiUrl = useApiUrl();
  const { result: idea, query } = useOne<Idea, HttpError>({ resource: 'ideas', id, errorNotification: false });
  // The product's name starts as the idea's title until it is edited.
  const [editedName, setName] = useState<string | null>(null);
  const name = editedName ?? idea?.title ?? '';
  const { mutateAsync: convertIdea, mutation } = useCustomMutation<{ id: string; name: string }, HttpError>();
  const saving = mutation.isPending || mutation.isSuccess;
  const [saveError, setSaveError] = useState<string | null>(null);
  const loadError = query.error ? serverMessage(query.error, 'Failed to load idea details. Please try again.') : null;

  async function convert() {
    setSaveError(null);
    try {
      const { data } = await convertIdea({
        url: `${apiUrl}/ideas/${id}/convert`,
        method: 'post',
        values: { name: name.trim() },
        ...NO_NOTICES,
      });
      message.success(CONVERT_MESSAGES.converted(data.name));
      navigate(`/products/${data.id}/settings`);
    } catch (error) {
      setSaveError(serverMessage(error, CONVERT_MESSAGES.failed));
    }
  }

  if (loadError) return <Result status="warning" title={loadError} extra={<Button onClick={() => navigate('/ideas')}>Back to Ideas</Button>} />;
  if (!idea) return <Skeleton active paragraph={{ rows: 6 }} />;

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/ideas/${id}`)}>
      Back to the idea
    </Button>
  );
  const linkedId = idea.linked_product_id as string | null;
  if (linkedId) {
    return (
      <Result
        status="info"
        title={CONVERT_MESSAGES.alreadyConverted(String(idea.linked_product_name ?? linkedId))}
        extra={
          <Space>
            {back}
            <Link to={`/products/${linkedId}/settings`}>Open the product</Link>
          </Space>
        }
      />
    );
  }

  const features = (idea.features ?? []) as string[];
  return (
    <Card title={`Convert to Product: ${idea.title}`} extra={back}>
      <Form layout="vertical" onFinish={convert} disabled={saving} style={{ maxWidth: 720 }}>
        <Form.Item label="Product name" htmlFor="product-name" required validateStatus={name.trim() ? undefined : 'error'} help={name.trim() ? undefined : CONVERT_MESSAGES.nameRequired}>
          <Input id="product-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={255} />
        </Form.Item>
        <Descriptions column={1} bordered size="small" title="Carried over from the idea" style={{ marginBottom: 24 }}>
          <Descriptions.Item label="Description">{(idea.description as string) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Features">{features.length ? features.map((f) => <Tag key={f}>{f}</Tag>) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Target group">{(idea.target_group as string) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Status">prototype</Descriptions.Item>
        </Descriptions>
        <Alert type="info" showIcon message={CONVERT_MESSAGES.startsInactive} style={{ marginBottom: 16 }} />
        {saveError && <Alert type="error" showIcon closable message={saveError} onClose={() => setSaveError(null)} style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!name.trim()}>
            Convert to Product
          </Button>
          <Button onClick={() => navigate(`/ideas/${id}`)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

export default ConvertPage;
