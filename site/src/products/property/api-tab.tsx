import { useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { PRODUCT_API_KEY_LIMITS, PUBLIC_API_KEY_HEADER, type ProductApiKey, type ProductApiKeyCreated } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { ApiKeyTable } from '../../components/api-key-table';
import { CreatedKeyDialog } from '../../components/created-key-dialog';
import { LoadFailed } from '../../components/load-failed';
import { localePath, useLocale } from '../../i18n';
import { isAreaRefusal } from '../frame/area-api';
import { useDataApiKeys } from './property-tools-api';
import { publicApiBaseUrl, usePropertyToolsTexts } from './property-tools-texts';

/** The data API's keys (made here, the full key shown once), the user's calls and limit, and a first call to try. */
export function ApiTab() {
  const { api: texts, platform } = usePropertyToolsTexts();
  const locale = useLocale();
  const { message } = App.useApp();
  const { list, revoke } = useDataApiKeys();
  // The full key of the one just made, until the dialog is closed: it is never fetched again.
  const [created, setCreated] = useState<ProductApiKeyCreated | null>(null);

  const revokeKey = (key: ProductApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => message.success(texts.revoked),
      onError: (error) => {
        if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : texts.revokeFailed);
      },
    });

  let keys;
  if (list.isPending) keys = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (list.isError) keys = <LoadFailed message={texts.keysFailed} onRetry={() => void list.refetch()} />;
  else
    keys = (
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic title={texts.apiCalls} value={texts.count(list.data.apiCalls)} data-testid="api-calls" />
          </Col>
          <Col xs={12} md={10}>
            <Statistic
              title={texts.limit}
              value={list.data.hourlyLimit === null ? texts.unlimited : texts.perHour(list.data.hourlyLimit)}
              data-testid="api-limit"
            />
          </Col>
        </Row>
        <NewKeyForm onCreated={setCreated} />
        {list.data.keys.length === 0 ? (
          <Empty description={texts.noKeys} />
        ) : (
          <ApiKeyTable keys={list.data.keys} texts={texts} onRevoke={revokeKey} />
        )}
      </Space>
    );

  const curl = `curl "${publicApiBaseUrl()}/areas" \\\n  -H "${PUBLIC_API_KEY_HEADER}: ${platform.placeholderKey}"`;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={texts.title}>
        <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
        {keys}
      </Card>
      <Card title={texts.quickStart}>
        <Typography.Paragraph>{texts.quickStartText}</Typography.Paragraph>
        <pre data-testid="api-quick-start" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: 'rgba(0, 0, 0, 0.04)', padding: 12 }}>
          {curl}
        </pre>
        <LinkButton to={localePath(locale, '/products/api-platform')}>{texts.docsLink}</LinkButton>
      </Card>
      <CreatedKeyDialog created={created} texts={texts} onClose={() => setCreated(null)} />
    </Space>
  );
}

/** The name of a new key; the server's refusal (a bad name, too many keys) shows under the field. */
function NewKeyForm({ onCreated }: { onCreated: (answer: ProductApiKeyCreated) => void }) {
  const texts = usePropertyToolsTexts().api;
  const { create } = useDataApiKeys();
  const [form] = Form.useForm<{ name: string }>();

  const submit = ({ name }: { name: string }) =>
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        form.resetFields();
        onCreated(answer);
      },
      onError: (error) => {
        if (isAreaRefusal(error)) return;
        const text = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : '';
        form.setFields([{ name: 'name', errors: [text || texts.createFailed] }]);
      },
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
      <Form.Item
        name="name"
        label={texts.nameLabel}
        htmlFor="data-api-key-name"
        rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}
      >
        <Input id="data-api-key-name" placeholder={texts.namePlaceholder} maxLength={PRODUCT_API_KEY_LIMITS.name} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {texts.create}
      </Button>
    </Form>
  );
}
