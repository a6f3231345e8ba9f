import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DATA_API_PRODUCT, PUBLIC_API_HOURLY_LIMIT, productAction, type PublicProductDetail } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useLocale, useT } from '../../i18n';
import { accountPath, productLandingPath, signInPath } from '../../site-paths';
import { useTitlePending } from '../../visit-tracking/page-title';
import { orderPath } from '../contact/contact-prefill';
import { PricingSection } from '../products/landing-sections';
import { ProductStates } from '../products/product-states';
import { useProduct } from '../products/use-product';
import { useStartTrial } from '../products/use-start-trial';
import { PlanAction } from './plan-action';
import { DEFAULT_PRICING_PRODUCT, pricingPath } from './pricing-path';
import { usePricingTexts } from './pricing-texts';
import { useVisitor, type Visitor } from './use-visitor';

/** /{locale}/pricing?product=…: a product's plans from the database (Eiendomsanalyse's without a product), public. */
export default function PricingPage() {
  const id = useSearchParams()[0].get('product')?.trim() || DEFAULT_PRICING_PRODUCT;
  const { state, retry } = useProduct(id);
  return (
    <SiteLayout>
      {state.status === 'ready' ? (
        <Pricing product={state.product} />
      ) : state.status === 'loading' ? (
        <PricingSkeleton />
      ) : (
        <ProductStates state={state} retry={retry} />
      )}
    </SiteLayout>
  );
}

function PricingSkeleton() {
  const t = useT();
  useTitlePending();
  return (
    <div role="status" aria-label={t.loading} aria-busy="true" style={{ paddingTop: 48 }}>
      <Skeleton active paragraph={{ rows: 2 }} />
      <Row gutter={[24, 24]} style={{ marginTop: 56 }}>
        {[0, 1, 2, 3].map((index) => (
          <Col key={index} xs={24} md={12} lg={6}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

function Pricing({ product }: { product: PublicProductDetail }) {
  const t = useT();
  const texts = usePricingTexts();
  const locale = useLocale();
  const { visitor, trialStarted } = useVisitor(product);
  const trial = useStartTrial(trialStarted);
  const title = texts.title(product.name);
  usePageMeta({ title: `${title} – ${t.platformName}`, description: texts.metaDescription(product.name) });

  const enterprise = product.plans.find((plan) => plan.tier === 'enterprise')?.name ?? null;
  const trialError = trial.errorFor(product.id);

  return (
    <>
      <div style={{ paddingTop: 48, maxWidth: 820 }}>
        <Typography.Title>{title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{texts.currency}</Typography.Paragraph>
        {product.id === DATA_API_PRODUCT && (
          <Typography.Paragraph style={{ fontSize: 16 }}>{texts.apiLimits(PUBLIC_API_HOURLY_LIMIT, enterprise)}</Typography.Paragraph>
        )}
        <Typography.Paragraph style={{ fontSize: 16 }}>{texts.ordering}</Typography.Paragraph>
        <VisitorNote product={product} visitor={visitor} />
      </div>
      {product.plans.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 32 }}
          message={texts.noPlans(product.name)}
          action={<Link to={orderPath(locale, product.id)}>{texts.contactUs}</Link>}
        />
      ) : (
        <PricingSection
          title={texts.plans}
          description={product.texts.landing_pricing_description}
          plans={product.plans}
          color={product.color}
          action={(plan) => <PlanAction plan={plan} product={product} visitor={visitor} trial={trial} />}
        />
      )}
      {/* The server's refusal (e-mail not verified…); the account page is where it is put right. */}
      {trialError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 24 }}
          message={trialError}
          action={<Link to={accountPath(locale, pricingPath(locale, product.id))}>{texts.myAccount}</Link>}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 32 }}>
        <Link to={productLandingPath(locale, product.id)}>{texts.learnMore(product.name)}</Link>
      </Typography.Paragraph>
    </>
  );
}

/** One line for the visitor's situation: sign in, the trial on offer, or the access that could not be loaded. */
function VisitorNote({ product, visitor }: { product: PublicProductDetail; visitor: Visitor }) {
  const texts = usePricingTexts();
  const locale = useLocale();
  if (visitor.status === 'signedOut') {
    return (
      <Typography.Paragraph style={{ fontSize: 16 }}>
        {texts.signedOut}{' '}
        <Link to={signInPath(locale, pricingPath(locale, product.id))} style={{ textDecoration: 'underline' }}>
          {texts.signIn}
        </Link>
      </Typography.Paragraph>
    );
  }
  if (visitor.status === 'failed') return <LoadFailed message={texts.accessFailed} onRetry={visitor.retry} />;
  if (visitor.status === 'signedIn' && productAction(visitor.access) === 'try' && visitor.access.trialAvailable) {
    return <Typography.Paragraph style={{ fontSize: 16 }}>{texts.trialOffer(product.name, visitor.access.trialDays)}</Typography.Paragraph>;
  }
  return null;
}
