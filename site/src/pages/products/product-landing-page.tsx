import { Button, Col, Flex, Row, Typography } from 'antd';
import { useParams } from 'react-router';
import type { PublicProductDetail } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { ProductStatusTag } from '../../components/product-status-tag';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useLocale, useT } from '../../i18n';
import { productEntryPath } from '../landing/product-links';
import { ctaTarget } from './cta-target';
import { DemoRequestSection, ItemsSection, PricingSection, TestimonialsSection } from './landing-sections';
import { ProductStates } from './product-states';
import { useProduct } from './use-product';

/** /{locale}/products/:id/landing: the product's public marketing page. */
export default function ProductLandingPage() {
  const { id = '' } = useParams();
  const { state, retry } = useProduct(id);
  return (
    <SiteLayout>
      {state.status === 'ready' ? <ProductLanding product={state.product} /> : <ProductStates state={state} retry={retry} />}
    </SiteLayout>
  );
}

function ProductLanding({ product }: { product: PublicProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();
  const landing = product.landing;

  usePageMeta({
    title: landing?.seo.title || `${product.name} – ${t.platformName}`,
    description: landing?.seo.description || product.description,
    keywords: landing?.seo.keywords,
    image: landing?.hero.image ?? product.featured_image,
  });

  // A product without landing content still gets a page from its own fields.
  const features = landing?.features ?? product.features.map((feature) => ({ title: feature, description: '' }));

  return (
    <>
      <Row gutter={[48, 24]} align="middle" style={{ padding: '56px 0 8px' }}>
        <Col xs={24} md={13}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title style={{ margin: 0 }}>{landing?.hero.title || product.name}</Typography.Title>
            <ProductStatusTag status={product.status} />
          </Flex>
          <Typography.Paragraph style={{ fontSize: 18, marginTop: 16 }}>
            {landing?.hero.subtitle || product.longDescription || product.description}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            {landing && landing.ctas.length > 0
              ? landing.ctas.map((cta) => {
                  const target = ctaTarget(cta.href, locale);
                  return target.external ? (
                    <Button key={cta.label} size="large" type={cta.variant} href={target.to}>
                      {cta.label}
                    </Button>
                  ) : (
                    <LinkButton key={cta.label} size="large" type={cta.variant} to={target.to}>
                      {cta.label}
                    </LinkButton>
                  );
                })
              : !loading && (
                  <LinkButton size="large" type="primary" to={productEntryPath(locale, product.id, Boolean(user))}>
                    {user ? t.products.goToProduct : t.products.tryFree}
                  </LinkButton>
                )}
          </Flex>
        </Col>
        <Col xs={24} md={11}>
          <div style={{ borderRadius: 12, overflow: 'hidden' }}>
            <ProductImage
              src={landing?.hero.image ?? product.featured_image}
              alt={t.products.imageAlt(product.name)}
              height={280}
              background={`${product.color}22`}
            />
          </div>
        </Col>
      </Row>
      <ItemsSection title={t.productLanding.features} id="features" items={features} />
      <ItemsSection title={t.productLanding.benefits} id="benefits" items={landing?.benefits ?? []} />
      <PricingSection plans={landing?.pricingPlans ?? []} color={product.color} />
      <TestimonialsSection testimonials={landing?.testimonials ?? []} />
      <DemoRequestSection product={product.name} />
    </>
  );
}
