import { Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { formatDateTime, type ProductApiKeyList, type PublicProductDetail } from '@platform/shared';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/load-failed';
import { useLocale } from '../../../i18n';
import { useAreaSession } from '../../frame/area-session';
import { SignInFirst } from '../record-pages';
import { routeHref } from '../template-routes';
import { useKeyList } from './api-keys-api';
import { templateRoutePath } from './api-routes';
import { useApiTexts } from './api-texts';

export { ApiDocsPage } from './api-docs-page';
export { ApiKeysPage } from './api-keys-page';

const count = new Intl.NumberFormat('nb-NO');

/** The latest use of any of the keys, or null when none has been used. */
const lastUse = (list: ProductApiKeyList): string | null =>
  list.keys.reduce<string | null>((latest, key) => (key.lastUsedAt && (!latest || key.lastUsedAt > latest) ? key.lastUsedAt : latest), null);

/** Under the features of an API product's front page: the user's use of the API, and the way to the keys and the docs. */
export function ApiOverview({ product }: { product: PublicProductDetail }) {
  const texts = useApiTexts();
  const { user } = useAreaSession();
  return (
    <section aria-labelledby="api-overview-title" style={{ marginTop: 24 }}>
      <Typography.Title level={3} id="api-overview-title">
        {texts.usageTitle}
      </Typography.Title>
      {user ? <Usage product={product} /> : <SignInFirst productId={product.id} message={texts.signInForKeys} />}
    </section>
  );
}

function Usage({ product }: { product: PublicProductDetail }) {
  const texts = useApiTexts();
  const locale = useLocale();
  const { state, retry } = useKeyList(product.id);
  const keysPath = templateRoutePath(product, 'keys');
  const docsPath = templateRoutePath(product, 'docs');

  if (state.status === 'loading') return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (state.status === 'failed') return <LoadFailed message={texts.overviewFailed} onRetry={retry} />;
  const used = lastUse(state.list);
  const cards = [
    { title: texts.apiCalls, value: count.format(state.list.apiCalls) },
    { title: texts.activeKeys, value: count.format(state.list.keys.length) },
    { title: texts.lastKeyUse, value: used ? formatDateTime(used) : texts.neverUsed },
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]} role="list">
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={8} role="listitem">
            <Card style={{ borderTop: `3px solid ${product.color || '#4CAF50'}` }}>
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Space wrap>
        {keysPath && (
          <LinkButton type="primary" to={routeHref(locale, product.id, keysPath)}>
            {texts.manageKeys}
          </LinkButton>
        )}
        {docsPath && <LinkButton to={routeHref(locale, product.id, docsPath)}>{texts.readDocs}</LinkButton>}
      </Space>
    </Space>
  );
}
