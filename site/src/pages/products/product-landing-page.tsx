import { Button, Col, Flex, Row, Typography } from 'antd';
import { useParams } from 'react-router';
import { isLinkTarget, productLandingMeta, type PublicProductDetail } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { ProductStatusTag } from '../../components/product-status-tag';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta, type PageMeta } from '../../components/use-page-meta';
import { useLocale, useT, type Locale } from '../../i18n';
import { productLandingPath } from '../../site-paths';
import { productEntryPath } from '../landing/product-links';
import { ctaTarget } from './cta-target';
import { AboutSection, BenefitsSection, DemoRequestSection, ItemsSection, Paragraphs, PricingSection, TestimonialsSection } from './landing-sections';
import { ProductStates } from './product-states';
import { useProduct } from './use-product';

/** /{locale}/products/:id/landing: the product's public marketing page. */
export default function ProductLandingPage() {
  const { id = '' } = useParams();
  const { state, retry } = useProduct(id);
  return (
    <SiteLayout>{state.status === 'ready' ? <ProductLanding product={state.product} /> : <ProductStates state={state} retry={retry} />}</SiteLayout>
  );
}

/** A stored address as the page's head uses it: as it is, when it can be a link at all. */
const headLink = (value: string | null) => (value && !value.startsWith('#') && isLinkTarget(value) ? value : null);

/**
 * The page's head: the same tags and fallbacks as the head the server writes into its HTML for link previews
 * (shared productLandingMeta), so that nothing changes when the page takes it over.
 */
function landingPageMeta(product: PublicProductDetail, locale: Locale): PageMeta {
  const meta = productLandingMeta(product, productLandingPath(locale, product.id), headLink);
  return { ...meta, image: meta.ogImage, type: 'product' };
}

/** A call to action: a site path navigates in the app; an address, an anchor or the admin app is a plain link. */
function CtaButton({ href, type, children }: { href: string; type: 'primary' | 'default'; children: string }) {
  const locale = useLocale();
  const target = ctaTarget(href, locale);
  return target.external ? (
    <Button size="large" type={type} href={target.to}>
      {children}
    </Button>
  ) : (
    <LinkButton size="large" type={type} to={target.to}>
      {children}
    </LinkButton>
  );
}

function ProductLanding({ product }: { product: PublicProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useCurrentUser();
  const { texts } = product;

  usePageMeta(landingPageMeta(product, locale));

  // Without features of its own the page lists the product's key features.
  const features =
    texts.landing_features.length > 0 ? texts.landing_features : texts.key_features.map((feature) => ({ title: feature, description: '' }));
  // Until the user is known the visitor's way in: the product's sign-in page sends a signed-in user on to the product.
  const primaryHref = product.ctaPrimaryHref ?? productEntryPath(locale, product.id, Boolean(user));
  const secondaryHref = product.ctaSecondaryHref ?? (features.length > 0 ? '#features' : '#demo-request');
  const heroTitle = texts.landing_hero_title || product.name;

  return (
    <>
      <Row gutter={[48, 24]} align="middle" style={{ padding: '56px 0 8px' }}>
        <Col xs={24} md={13}>
          {heroTitle !== product.name && (
            <Typography.Text strong type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 16 }}>
              {product.name}
            </Typography.Text>
          )}
          <Flex align="center" gap={8} wrap>
            <Typography.Title style={{ margin: 0 }}>{heroTitle}</Typography.Title>
            <ProductStatusTag status={product.status} />
          </Flex>
          <Typography.Paragraph style={{ fontSize: 18, marginTop: 16 }}>{texts.landing_hero_subtitle || product.description}</Typography.Paragraph>
          <Paragraphs text={texts.landing_hero_description} style={{ fontSize: 16 }} />
          <Flex gap={12} wrap>
            <CtaButton href={primaryHref} type="primary">
              {texts.cta_primary_text || t.products.tryFree}
            </CtaButton>
            <CtaButton href={secondaryHref} type="default">
              {texts.cta_secondary_text || t.products.learnMore}
            </CtaButton>
          </Flex>
        </Col>
        <Col xs={24} md={11}>
          <div style={{ borderRadius: 12, overflow: 'hidden' }}>
            <ProductImage src={product.featured_image} alt={t.products.imageAlt(product.name)} height={280} background={`${product.color}22`} />
          </div>
        </Col>
      </Row>
      <AboutSection overview={texts.overview_description} audience={texts.target_audience} />
      <ItemsSection title={t.productLanding.features} id="features" items={features} />
      <BenefitsSection title={texts.landing_benefits_title || t.productLanding.benefits} items={texts.landing_benefits_items} color={product.color} />
      <PricingSection
        title={texts.landing_pricing_title || t.productLanding.pricing}
        description={texts.landing_pricing_description}
        plans={product.plans}
        color={product.color}
      />
      <TestimonialsSection testimonials={texts.landing_testimonials} />
      <DemoRequestSection product={product.name} />
    </>
  );
}
