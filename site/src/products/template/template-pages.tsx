import { Card, Col, Empty, List, Row, Typography } from 'antd';
import type { PublicProductDetail } from '@platform/shared';
import { AnalyticsExportPage, AnalyticsOverview, AnalyticsReportsPage } from './analytics/analytics-pages';
import { ApiDocsPage, ApiKeysPage, ApiOverview } from './api/api-pages';
import { CrudRecordPage, CrudRecords } from './record-pages';
import type { RouteMatch, TemplatePageKind } from './template-routes';
import { useTemplateTexts } from './template-texts';

interface PageProps {
  product: PublicProductDetail;
  match: RouteMatch;
  kind: TemplatePageKind;
}

/**
 * One page of a template area: the root shows the product; a CRUD product's create and parameter pages are its record
 * form; the others say honestly what they hold today.
 */
export function TemplatePage({ product, match, kind }: PageProps) {
  const texts = useTemplateTexts();
  if (kind === 'root') return <RootPage product={product} />;
  const id = Object.values(match.params)[0];
  const crudPage = product.template === 'crud' && (kind === 'create' || kind === 'record');
  return (
    <section aria-labelledby="template-page-title">
      <Typography.Title level={2} id="template-page-title">
        {match.route.name}
      </Typography.Title>
      {crudPage ? (
        <CrudRecordPage product={product} recordId={id} mode={kind === 'create' ? 'create' : 'edit'} />
      ) : kind === 'reports' ? (
        <AnalyticsReportsPage product={product} />
      ) : kind === 'export' ? (
        <AnalyticsExportPage product={product} />
      ) : kind === 'keys' ? (
        <ApiKeysPage product={product} />
      ) : kind === 'docs' ? (
        <ApiDocsPage product={product} />
      ) : kind === 'record' ? (
        id ? (
          <>
            <Typography.Title level={3}>{texts.record(id)}</Typography.Title>
            <Empty description={texts.recordPending} />
          </>
        ) : (
          <Empty description={texts.chooseRecord} />
        )
      ) : kind === 'create' ? (
        // Only the CRUD template has a create page (see pageKind).
        <Typography.Paragraph>{texts.page}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph>{texts[kind]}</Typography.Paragraph>
      )}
    </section>
  );
}

/** The product's name, description and features; a CRUD product's list under them, an analytics product's features as cards. */
function RootPage({ product }: { product: PublicProductDetail }) {
  const texts = useTemplateTexts();
  return (
    <section aria-labelledby="template-page-title">
      <Typography.Title level={2} id="template-page-title">
        {product.name}
      </Typography.Title>
      <Typography.Paragraph>{product.longDescription || product.description}</Typography.Paragraph>
      <Typography.Title level={3}>{texts.features}</Typography.Title>
      {product.features.length === 0 ? (
        <Typography.Paragraph type="secondary">{texts.noFeatures}</Typography.Paragraph>
      ) : product.template === 'analytics-dashboard' ? (
        <Row gutter={[16, 16]} role="list">
          {product.features.map((feature) => (
            <Col key={feature} xs={24} sm={12} md={8} role="listitem">
              <Card style={{ borderTop: `3px solid ${product.color || '#4CAF50'}` }}>
                <Typography.Text strong>{feature}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <List size="small" bordered dataSource={product.features} renderItem={(feature) => <List.Item>{feature}</List.Item>} />
      )}
      {product.template === 'analytics-dashboard' && <AnalyticsOverview product={product} />}
      {product.template === 'api-integration' && <ApiOverview product={product} />}
      {product.template === 'crud' && (
        <>
          <Typography.Title level={3} style={{ marginTop: 24 }}>
            {texts.records}
          </Typography.Title>
          <CrudRecords product={product} />
        </>
      )}
    </section>
  );
}
