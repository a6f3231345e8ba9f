import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { accessWithoutGrant, productAction, type ProductAccess, type PublicProductDetail } from '@platform/shared';
import { fetchProductAccess } from '../../api/account';
import { ProductAccessTag } from '../../components/product-access-tag';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { ProductLaunchTag } from '../../components/product-launch-tag';
import { ProductStatusTag } from '../../components/product-status-tag';
import { RequireUser } from '../../components/require-user';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { siteHasArea } from '../../products/areas';
import { productLandingPath, productLoginPath, productPath } from '../../site-paths';
import { ProductStates } from './product-states';
import { useProduct } from './use-product';
import { useStartTrial } from './use-start-trial';

/**
 * /{locale}/products/:id for a product without an area of its own or a template (see product-page.tsx): signed-in only;
 * shows the product, the user's access and 'Åpne' (into the area) or 'Prøv gratis' (confirmed first); a product
 * whose area is not built says when it comes and offers no trial.
 */
export default function ProductGatePage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  return (
    <RequireUser signInPath={productLoginPath(locale, id)}>
      {() => (
        <SiteLayout>
          <ProductGate id={id} />
        </SiteLayout>
      )}
    </RequireUser>
  );
}

function ProductGate({ id }: { id: string }) {
  const { state, retry } = useProduct(id);
  if (state.status !== 'ready') return <ProductStates state={state} retry={retry} />;
  return <ProductWithAccess product={state.product} />;
}

type AccessState = { status: 'loading' } | { status: 'ready'; access: ProductAccess; isAdmin: boolean } | { status: 'failed' };

function ProductWithAccess({ product }: { product: PublicProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [access, setAccess] = useState<AccessState>({ status: 'loading' });
  const trial = useStartTrial((started) => setAccess((previous) => (previous.status === 'ready' ? { ...previous, access: started } : previous)));
  usePageMeta({ title: `${product.name} – ${t.platformName}`, description: product.description });

  useEffect(() => {
    const controller = new AbortController();
    fetchProductAccess(controller.signal).then(
      ({ products, isAdmin }) => {
        // Every active product is listed; a missing entry means nothing has been granted yet.
        const entry =
          products.find((candidate) => candidate.productId === product.id) ??
          accessWithoutGrant(product.id, product.name, {
            trialAvailable: product.trialEnabled && product.areaReady,
            hasAccess: isAdmin,
            areaReady: product.areaReady,
            launchDate: product.launchDate,
            trialDays: product.trialDays,
          });
        setAccess({ status: 'ready', access: entry, isAdmin });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Product access could not be loaded', error);
        setAccess({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [product]);

  const trialError = trial.errorFor(product.id);

  return (
    <Row gutter={[48, 24]} style={{ paddingTop: 48 }}>
      <Col xs={24} md={10}>
        <div style={{ borderRadius: 12, overflow: 'hidden' }}>
          <ProductImage src={product.featured_image} alt={t.products.imageAlt(product.name)} height={240} background={`${product.color}22`} />
        </div>
      </Col>
      <Col xs={24} md={14}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title style={{ margin: 0 }}>{product.name}</Typography.Title>
          <ProductStatusTag status={product.status} />
        </Flex>
        <Typography.Paragraph style={{ fontSize: 16, marginTop: 12 }}>{product.longDescription || product.description}</Typography.Paragraph>
        <Card>
          {access.status === 'loading' && <Skeleton active paragraph={{ rows: 1 }} />}
          {access.status === 'failed' && <Alert type="error" showIcon message={t.account.products.loadError} />}
          {access.status === 'ready' && (
            <Flex vertical gap={16}>
              <Flex align="center" gap={8}>
                <Typography.Text strong>{t.productGate.access}:</Typography.Text>
                <ProductAccessTag access={access.access} isAdmin={access.isAdmin} />
              </Flex>
              {productAction(access.access) === 'coming' ? (
                <Flex vertical gap={8} align="start">
                  <ProductLaunchTag launchDate={access.access.launchDate} />
                  <Typography.Text type="secondary">{t.productGate.comingSoon}</Typography.Text>
                </Flex>
              ) : productAction(access.access) === 'open' ? (
                <Flex>
                  {siteHasArea(product) ? (
                    <LinkButton type="primary" size="large" to={productPath(locale, product.id)}>
                      {t.productGate.open}
                    </LinkButton>
                  ) : (
                    // The server may count an area as ready that this build of the site lacks: say so, lead nowhere.
                    <Button type="primary" size="large" onClick={() => message.info(t.productGate.comingSoon)}>
                      {t.productGate.open}
                    </Button>
                  )}
                </Flex>
              ) : (
                <>
                  <Typography.Text type="secondary">
                    {product.trialEnabled ? t.productGate.trialInfo(product.trialDays) : t.productGate.noTrial}
                  </Typography.Text>
                  <Flex>
                    <Button type="primary" size="large" loading={trial.pending === product.id} onClick={() => trial.start(access.access)}>
                      {t.productGate.tryFree}
                    </Button>
                  </Flex>
                  {trialError && (
                    <Alert
                      type="error"
                      showIcon
                      message={trialError}
                      action={<Link to={localePath(locale, '/account')}>{t.productGate.myAccount}</Link>}
                    />
                  )}
                </>
              )}
            </Flex>
          )}
        </Card>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <Link to={productLandingPath(locale, product.id)}>{t.productGate.learnMore}</Link>
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}
