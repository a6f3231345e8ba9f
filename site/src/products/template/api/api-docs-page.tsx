import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { PRODUCT_API_KEY_HEADER, type PublicProductDetail } from '@platform/shared';
import { ApiError } from '../../../api/http';
import { LinkButton } from '../../../components/link-button';
import { useLocale } from '../../../i18n';
import { isAreaRefusal } from '../../frame/area-api';
import { useAreaSession } from '../../frame/area-session';
import { useRecordsApi } from '../record-api';
import { SignInFirst } from '../record-pages';
import { routeHref } from '../template-routes';
import { useApiTexts, type ApiTexts } from './api-texts';
import { templateRoutePath } from './api-routes';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  method: Method;
  path: string;
  text: string;
  /** Whether the call takes the record's fields as a JSON body. */
  withBody: boolean;
  answer: string;
  errors: number[];
}

const METHOD_COLORS: Record<Method, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };
const EXAMPLE_BODY = JSON.stringify({ title: 'Ordre 1', description: 'Kunde A' });

/** The product's API: its records, each call with the user's key. */
function endpoints(texts: ApiTexts): Endpoint[] {
  return [
    { method: 'GET', path: '/records?page=1', text: texts.listText, withBody: false, answer: texts.listAnswer, errors: [401, 403] },
    { method: 'POST', path: '/records', text: texts.createText, withBody: true, answer: texts.createAnswer, errors: [400, 401, 403] },
    { method: 'GET', path: '/records/{id}', text: texts.readText, withBody: false, answer: texts.readAnswer, errors: [401, 403, 404] },
    { method: 'PUT', path: '/records/{id}', text: texts.updateText, withBody: true, answer: texts.updateAnswer, errors: [400, 401, 403, 404] },
    { method: 'DELETE', path: '/records/{id}', text: texts.deleteText, withBody: false, answer: texts.deleteAnswer, errors: [401, 403, 404] },
  ];
}

/** A curl call of the endpoint, ready to paste once the placeholder key is replaced. */
function curlOf(endpoint: Endpoint, baseUrl: string, key: string): string {
  const lines = [`curl${endpoint.method === 'GET' ? '' : ` -X ${endpoint.method}`} "${baseUrl}${endpoint.path.replace('{id}', '1')}"`];
  lines.push(`  -H "${PRODUCT_API_KEY_HEADER}: ${key}"`);
  if (endpoint.withBody) lines.push('  -H "Content-Type: application/json"', `  -d '${EXAMPLE_BODY}'`);
  return lines.join(' \\\n');
}

/** The docs page of an API product: the address, the key header, every endpoint with an example, and a live try. */
export function ApiDocsPage({ product }: { product: PublicProductDetail }) {
  const texts = useApiTexts();
  const locale = useLocale();
  const keysPath = templateRoutePath(product, 'keys');
  const baseUrl = `${window.location.origin}/api/product-areas/${encodeURIComponent(product.id)}`;
  const errorTexts: Record<number, string> = { 400: texts.error400, 401: texts.error401, 403: texts.error403, 404: texts.error404 };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <section aria-labelledby="api-docs-base">
        <Typography.Title level={3} id="api-docs-base">
          {texts.baseUrl}
        </Typography.Title>
        <Typography.Paragraph>{texts.baseUrlText}</Typography.Paragraph>
        <Typography.Paragraph code copyable={{ text: baseUrl, tooltips: [texts.copy, texts.copied] }} data-testid="api-base-url">
          {baseUrl}
        </Typography.Paragraph>
      </section>

      <section aria-labelledby="api-docs-auth">
        <Typography.Title level={3} id="api-docs-auth">
          {texts.authTitle}
        </Typography.Title>
        <Typography.Paragraph>{texts.authText(PRODUCT_API_KEY_HEADER)}</Typography.Paragraph>
        <Typography.Paragraph code>{`${PRODUCT_API_KEY_HEADER}: ${texts.placeholderKey}`}</Typography.Paragraph>
        {keysPath && <LinkButton to={routeHref(locale, product.id, keysPath)}>{texts.authKeysLink}</LinkButton>}
      </section>

      <section aria-labelledby="api-docs-endpoints">
        <Typography.Title level={3} id="api-docs-endpoints">
          {texts.endpointsTitle}
        </Typography.Title>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {endpoints(texts).map((endpoint) => (
            <Card
              key={`${endpoint.method} ${endpoint.path}`}
              size="small"
              title={
                <Space>
                  <Tag color={METHOD_COLORS[endpoint.method]}>{endpoint.method}</Tag>
                  <Typography.Text code>{endpoint.path}</Typography.Text>
                </Space>
              }
            >
              <Typography.Paragraph>{endpoint.text}</Typography.Paragraph>
              {endpoint.withBody && (
                <>
                  <Typography.Text strong>{texts.body}</Typography.Text>
                  <ul>
                    <li>
                      <Typography.Text code>title</Typography.Text> ({texts.required}): {texts.titleField}
                    </li>
                    <li>
                      <Typography.Text code>description</Typography.Text> ({texts.optional}): {texts.descriptionField}
                    </li>
                  </ul>
                </>
              )}
              <Typography.Paragraph>
                <Typography.Text strong>{texts.answer}: </Typography.Text>
                {endpoint.answer}
              </Typography.Paragraph>
              <Typography.Paragraph>
                <Typography.Text strong>{texts.errors}: </Typography.Text>
                {endpoint.errors.join(', ')}
              </Typography.Paragraph>
              <Typography.Text strong>{texts.example}</Typography.Text>
              <Typography.Paragraph copyable={{ text: curlOf(endpoint, baseUrl, texts.placeholderKey), tooltips: [texts.copy, texts.copied] }}>
                <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{curlOf(endpoint, baseUrl, texts.placeholderKey)}</pre>
              </Typography.Paragraph>
            </Card>
          ))}
        </Space>
      </section>

      <section aria-labelledby="api-docs-errors">
        <Typography.Title level={3} id="api-docs-errors">
          {texts.errorsTitle}
        </Typography.Title>
        <Typography.Paragraph>{texts.errorsText}</Typography.Paragraph>
        <Table
          rowKey="status"
          size="small"
          pagination={false}
          dataSource={[400, 401, 403, 404].map((status) => ({ status, text: errorTexts[status] }))}
          columns={[
            { key: 'status', dataIndex: 'status', title: 'HTTP', width: 80 },
            { key: 'text', dataIndex: 'text', title: texts.errors },
          ]}
        />
      </section>

      <TryIt product={product} />
    </Space>
  );
}

type TryState = { status: 'idle' } | { status: 'running' } | { status: 'done'; json: string } | { status: 'failed'; message: string };

/** Calls GET records with the user's sign-in and shows the answer as it came. */
function TryIt({ product }: { product: PublicProductDetail }) {
  const texts = useApiTexts();
  const { user } = useAreaSession();
  const records = useRecordsApi(product.id);
  const [state, setState] = useState<TryState>({ status: 'idle' });

  const run = async () => {
    setState({ status: 'running' });
    try {
      setState({ status: 'done', json: JSON.stringify(await records.list(1), null, 2) });
    } catch (error) {
      if (isAreaRefusal(error)) return;
      setState({ status: 'failed', message: error instanceof ApiError && error.message ? error.message : texts.tryFailed });
    }
  };

  return (
    <section aria-labelledby="api-docs-try">
      <Typography.Title level={3} id="api-docs-try">
        {texts.tryTitle}
      </Typography.Title>
      {!user ? (
        <SignInFirst productId={product.id} message={texts.signInToTry} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{texts.tryText}</Typography.Paragraph>
          <Space>
            <Tag color={METHOD_COLORS.GET}>GET</Tag>
            <Typography.Text code>/records?page=1</Typography.Text>
            <Button type="primary" onClick={() => void run()} loading={state.status === 'running'}>
              {texts.tryButton}
            </Button>
          </Space>
          {state.status === 'failed' && <Alert type="error" showIcon message={state.message} />}
          {state.status === 'done' && (
            <pre data-testid="api-try-answer" style={{ maxHeight: 400, overflow: 'auto', background: 'rgba(0, 0, 0, 0.04)', padding: 12 }}>
              {state.json}
            </pre>
          )}
        </Space>
      )}
    </section>
  );
}
