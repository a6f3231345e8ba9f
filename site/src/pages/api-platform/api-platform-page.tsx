import { Card, Space, Table, Tag, Typography } from 'antd';
import { PUBLIC_API_BASE, PUBLIC_API_KEY_HEADER } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { usePropertyToolsTexts, type PropertyToolsTexts } from '../../products/property/property-tools-texts';
import { AREAS_EXAMPLE, AREA_EXAMPLE, LISTINGS_EXAMPLE } from './api-examples';

type PlatformTexts = PropertyToolsTexts['platform'];

interface Endpoint {
  path: string;
  text: string;
  params: Array<{ name: string; text: string }>;
  /** The path of the curl example. */
  example: string;
  answer: unknown;
  errors: number[];
}

function endpoints(texts: PlatformTexts): Endpoint[] {
  return [
    { path: '/areas', text: texts.areasText, params: [], example: '/areas', answer: AREAS_EXAMPLE, errors: [401, 403, 429] },
    {
      path: '/areas/{id}',
      text: texts.areaText,
      params: [{ name: 'id', text: texts.areaId }],
      example: '/areas/oslo',
      answer: AREA_EXAMPLE,
      errors: [401, 403, 404, 429],
    },
    {
      path: '/listings',
      text: texts.listingsText,
      params: [
        { name: 'area', text: texts.paramArea },
        { name: 'status', text: texts.paramStatus },
        { name: 'sort', text: texts.paramSort },
        { name: 'page', text: texts.paramPage },
        { name: 'pageSize', text: texts.paramPageSize },
      ],
      example: '/listings?area=oslo-grunerlokka&status=active&sort=newest&page=1&pageSize=20',
      answer: LISTINGS_EXAMPLE,
      errors: [400, 401, 403, 429],
    },
  ];
}

const curlOf = (baseUrl: string, path: string, key: string) => `curl "${baseUrl}${path}" \\\n  -H "${PUBLIC_API_KEY_HEADER}: ${key}"`;
const CODE_STYLE = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: 'rgba(0, 0, 0, 0.04)', padding: 12 } as const;
const RATE_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'] as const;

/** /{locale}/products/api-platform: the public documentation of the platform's data API (no sign-in needed). */
export default function ApiPlatformPage() {
  const t = useT();
  const texts = usePropertyToolsTexts().platform;
  const locale = useLocale();
  usePageMeta({ title: `${texts.title} – ${t.platformName}`, description: texts.intro });
  const baseUrl = `${window.location.origin}${PUBLIC_API_BASE}`;
  const headerTexts: Record<(typeof RATE_HEADERS)[number], string> = {
    'RateLimit-Limit': texts.headerLimit,
    'RateLimit-Remaining': texts.headerRemaining,
    'RateLimit-Reset': texts.headerReset,
    'Retry-After': texts.headerRetry,
  };
  const errorTexts: Record<number, string> = {
    400: texts.error400,
    401: texts.error401,
    403: texts.error403,
    404: texts.error404,
    429: texts.error429,
  };

  return (
    <SiteLayout>
      <div style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
        <Typography.Title>{texts.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{texts.intro}</Typography.Paragraph>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <section aria-labelledby="api-platform-base">
            <Typography.Title level={2} id="api-platform-base">
              {texts.baseUrl}
            </Typography.Title>
            <Typography.Paragraph>{texts.baseUrlText}</Typography.Paragraph>
            <Typography.Paragraph code data-testid="api-base-url">
              {baseUrl}
            </Typography.Paragraph>
          </section>

          <section aria-labelledby="api-platform-auth">
            <Typography.Title level={2} id="api-platform-auth">
              {texts.authTitle}
            </Typography.Title>
            <Typography.Paragraph>{texts.authText}</Typography.Paragraph>
            <Typography.Paragraph code>{`${PUBLIC_API_KEY_HEADER}: ${texts.placeholderKey}`}</Typography.Paragraph>
            <Typography.Title level={3}>{texts.getKeyTitle}</Typography.Title>
            <Typography.Paragraph>{texts.getKeyText}</Typography.Paragraph>
            <LinkButton type="primary" to={`${localePath(locale, '/products/property')}?tab=api`}>
              {texts.getKey}
            </LinkButton>
          </section>

          <section aria-labelledby="api-platform-limits">
            <Typography.Title level={2} id="api-platform-limits">
              {texts.limitsTitle}
            </Typography.Title>
            <Typography.Paragraph>{texts.limitsText}</Typography.Paragraph>
            <Typography.Paragraph>{texts.limitsAnswer}</Typography.Paragraph>
            <ul>
              {RATE_HEADERS.map((header) => (
                <li key={header}>
                  <Typography.Text code>{header}</Typography.Text>: {headerTexts[header]}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="api-platform-endpoints">
            <Typography.Title level={2} id="api-platform-endpoints">
              {texts.endpointsTitle}
            </Typography.Title>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {endpoints(texts).map((endpoint) => (
                <Card
                  key={endpoint.path}
                  size="small"
                  data-testid={`endpoint-${endpoint.path}`}
                  title={
                    <Space>
                      <Tag color="blue">GET</Tag>
                      <Typography.Text code>{`${PUBLIC_API_BASE}${endpoint.path}`}</Typography.Text>
                    </Space>
                  }
                >
                  <Typography.Paragraph>{endpoint.text}</Typography.Paragraph>
                  <Typography.Text strong>{texts.params}</Typography.Text>
                  {endpoint.params.length === 0 ? (
                    <Typography.Paragraph>{texts.none}</Typography.Paragraph>
                  ) : (
                    <ul>
                      {endpoint.params.map((param) => (
                        <li key={param.name}>
                          <Typography.Text code>{param.name}</Typography.Text>: {param.text}
                        </li>
                      ))}
                    </ul>
                  )}
                  <Typography.Text strong>{texts.example}</Typography.Text>
                  <pre style={CODE_STYLE}>{curlOf(baseUrl, endpoint.example, texts.placeholderKey)}</pre>
                  <Typography.Text strong>{texts.answer} (200)</Typography.Text>
                  {/* Focusable: a long answer scrolls, and the keyboard must reach it. */}
                  <pre style={{ ...CODE_STYLE, maxHeight: 320, overflow: 'auto' }} tabIndex={0} aria-label={`${texts.answer} (200)`}>
                    {JSON.stringify(endpoint.answer, null, 2)}
                  </pre>
                  <Typography.Paragraph>
                    <Typography.Text strong>{texts.errorsTitle}: </Typography.Text>
                    {endpoint.errors.join(', ')}
                  </Typography.Paragraph>
                </Card>
              ))}
            </Space>
          </section>

          <section aria-labelledby="api-platform-errors">
            <Typography.Title level={2} id="api-platform-errors">
              {texts.errorsTitle}
            </Typography.Title>
            <Typography.Paragraph>{texts.errorsText}</Typography.Paragraph>
            <Table
              rowKey="status"
              size="small"
              pagination={false}
              dataSource={[400, 401, 403, 404, 429].map((status) => ({ status, text: errorTexts[status] }))}
              columns={[
                { key: 'status', dataIndex: 'status', title: 'HTTP', width: 80 },
                { key: 'text', dataIndex: 'text', title: texts.errorsTitle },
              ]}
            />
          </section>
        </Space>
      </div>
    </SiteLayout>
  );
}
