import { useState } from 'react';
import { Alert, App, Button, Empty, Form, Input, Skeleton, Space, Typography } from 'antd';
import {
  PRODUCT_API_KEY_LIMITS,
  PRODUCT_API_KEY_MESSAGES,
  validateProductApiKey,
  type ProductApiKey,
  type ProductApiKeyCreated,
  type PublicProductDetail,
} from '@platform/shared';
import { ApiError } from '../../../api/http';
import { ApiKeyTable } from '../../../components/api-key-table';
import { CreatedKeyDialog } from '../../../components/created-key-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { isAreaRefusal } from '../../frame/area-api';
import { useAreaSession } from '../../frame/area-session';
import { SignInFirst } from '../record-pages';
import { useApiKeysApi, useKeyList } from './api-keys-api';
import { useApiTexts } from './api-texts';

/** The keys page of an API product: make a key (shown once), see the keys by their prefix, revoke one. */
export function ApiKeysPage({ product }: { product: PublicProductDetail }) {
  const texts = useApiTexts();
  const { user } = useAreaSession();
  if (!user) return <SignInFirst productId={product.id} message={texts.signInForKeys} />;
  return <KeyManager productId={product.id} />;
}

function KeyManager({ productId }: { productId: string }) {
  const texts = useApiTexts();
  const { message } = App.useApp();
  const { keys, state, reload, retry } = useKeyList(productId);
  // The full key of the one just made, until the user closes the dialog: it is never fetched again.
  const [created, setCreated] = useState<ProductApiKeyCreated | null>(null);

  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 5 }} />;
  if (state.status === 'failed') return <LoadFailed message={texts.keysFailed} onRetry={retry} />;

  const onCreated = (answer: ProductApiKeyCreated) => {
    setCreated(answer);
    reload();
  };
  const revoke = async (key: ProductApiKey) => {
    try {
      await keys.revoke(key.id);
      message.success(texts.revoked);
      reload();
    } catch (error) {
      if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : texts.revokeFailed);
    }
  };

  const list = state.list.keys;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <NewKeyForm productId={productId} full={list.length >= PRODUCT_API_KEY_LIMITS.perUserAndProduct} onCreated={onCreated} />
      <Typography.Text type="secondary">{texts.keyCount(list.length)}</Typography.Text>
      {list.length === 0 ? <Empty description={texts.noKeys} /> : <ApiKeyTable keys={list} texts={texts} onRevoke={revoke} />}
      <CreatedKeyDialog created={created} texts={texts} onClose={() => setCreated(null)} />
    </Space>
  );
}

interface NewKeyFormProps {
  productId: string;
  /** At the limit: the server would refuse, so the form says so instead. */
  full: boolean;
  onCreated: (answer: ProductApiKeyCreated) => void;
}

/** The name of a new key: the rules' message under the field before sending, and the server's refusal there too. */
function NewKeyForm({ productId, full, onCreated }: NewKeyFormProps) {
  const texts = useApiTexts();
  const keys = useApiKeysApi(productId);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailure(null);
    const checked = validateProductApiKey({ name });
    if (!checked.ok) {
      setFieldError(checked.errors[0].message);
      return;
    }
    setSaving(true);
    try {
      const answer = await keys.create(checked.value);
      setName('');
      onCreated(answer);
    } catch (error) {
      // The server's message about the name (or the key limit) goes under the field; the typed name stays.
      if (error instanceof ApiError && (error.fieldErrors.length > 0 || error.status === 409))
        setFieldError(error.fieldErrors[0]?.message ?? error.message);
      else if (!isAreaRefusal(error)) setFailure(error instanceof ApiError && error.message ? error.message : texts.createFailed);
    } finally {
      setSaving(false);
    }
  };

  // At the limit the button is off and the field says why (the server would answer the same).
  const help = fieldError ?? (full ? PRODUCT_API_KEY_MESSAGES.tooMany : null);
  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 480 }}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form.Item label={texts.nameLabel} htmlFor="api-key-name" required validateStatus={fieldError ? 'error' : undefined} help={help}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="api-key-name"
            value={name}
            placeholder={texts.namePlaceholder}
            maxLength={PRODUCT_API_KEY_LIMITS.name}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={saving} disabled={full}>
            {texts.create}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
