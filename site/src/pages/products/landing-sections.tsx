import type { CSSProperties, ReactNode } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { formatNok, type LandingFeature, type LandingTestimonial, type Plan } from '@platform/shared';
import { PageSection } from '../../components/page-section';
import { useT } from '../../i18n';
import { InquiryForm } from '../contact/inquiry-form';

const COL = { xs: 24, md: 12, lg: 8 };

/** The plan the pricing section recommends. */
const RECOMMENDED_TIER: Plan['tier'] = 'standard';

/** Text with blank lines between its paragraphs, one <p> each. */
export function Paragraphs({ text, style }: { text: string | null; style?: CSSProperties }) {
  if (!text) return null;
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line', ...style }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
    </>
  );
}

export function ItemsSection({ title, id, items }: { title: string; id: string; items: LandingFeature[] }) {
  if (items.length === 0) return null;
  return (
    <PageSection title={title} id={id}>
      <Row gutter={[24, 24]}>
        {items.map((item) => (
          <Col key={item.title} {...COL}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {item.title}
              </Typography.Title>
              {item.description && <Typography.Paragraph style={{ marginBottom: 0 }}>{item.description}</Typography.Paragraph>}
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}

/** 'Om produktet': the overview, and who the product is for. */
export function AboutSection({ overview, audience }: { overview: string | null; audience: string | null }) {
  const t = useT();
  if (!overview && !audience) return null;
  return (
    <PageSection title={t.productLanding.about} id="about">
      <div style={{ maxWidth: 820, fontSize: 16 }}>
        <Paragraphs text={overview} style={{ fontSize: 16 }} />
        {audience && (
          <>
            <Typography.Title level={4}>{t.productLanding.audience}</Typography.Title>
            <Paragraphs text={audience} style={{ fontSize: 16 }} />
          </>
        )}
      </div>
    </PageSection>
  );
}

/** The benefits as a check list; 'Lead: the rest' shows its lead in bold. */
export function BenefitsSection({ title, items, color }: { title: string; items: string[]; color: string }) {
  if (items.length === 0) return null;
  return (
    <PageSection title={title} id="benefits">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 820 }}>
        {items.map((item) => {
          const colon = item.indexOf(': ');
          const lead = colon > 0 && colon < 60 ? item.slice(0, colon) : null;
          return (
            <li key={item} style={{ display: 'flex', gap: 12, marginBottom: 12, fontSize: 16 }}>
              <CheckOutlined aria-hidden style={{ color, marginTop: 5 }} />
              <span>
                {lead ? (
                  <>
                    <Typography.Text strong>{lead}:</Typography.Text> {item.slice(colon + 2)}
                  </>
                ) : (
                  item
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}

/**
 * A plan's price in NOK for its billing period (a month with the yearly price where offered, a quarter, or once); an
 * enterprise plan without a price is priced by agreement.
 */
function PlanPrice({ plan }: { plan: Plan }) {
  const t = useT();
  const words = t.productLanding;
  if (plan.tier === 'enterprise' && plan.price_monthly === 0) {
    return (
      <Typography.Paragraph data-testid="price-monthly" style={{ margin: '16px 0 4px' }}>
        <Typography.Text strong style={{ fontSize: 28 }}>
          {words.byAgreement}
        </Typography.Text>
      </Typography.Paragraph>
    );
  }
  const suffix = { month: words.perMonth, quarter: words.perQuarter, once: words.oneTime }[plan.billing_period];
  return (
    <>
      <Typography.Paragraph data-testid="price-monthly" style={{ margin: '16px 0 4px' }}>
        <Typography.Text strong style={{ fontSize: 28 }}>
          {formatNok(plan.price_monthly)}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{suffix}</Typography.Text>
      </Typography.Paragraph>
      {plan.price_yearly > 0 && (
        <Typography.Paragraph data-testid="price-yearly" type="secondary" style={{ margin: 0 }}>
          {words.yearly}: {formatNok(plan.price_yearly)} {words.perYear}
        </Typography.Paragraph>
      )}
    </>
  );
}

interface PricingSectionProps {
  title: string;
  description: string | null;
  plans: Plan[];
  color: string;
  /** What the visitor can do with a plan, at the bottom of its card (the pricing page); the landing page has none. */
  action?: (plan: Plan) => ReactNode;
}

/** The product's active plans with their prices in NOK; nothing without plans. */
export function PricingSection({ title, description, plans, color, action }: PricingSectionProps) {
  const t = useT();
  if (plans.length === 0) return null;
  // One plan is recommended: the first of the recommended tier (a product may sell several at that tier).
  const recommendedId = plans.find((plan) => plan.tier === RECOMMENDED_TIER)?.id;
  return (
    <PageSection title={title} id="pricing">
      <Paragraphs text={description} style={{ fontSize: 16, maxWidth: 820 }} />
      <Row gutter={[24, 24]}>
        {plans.map((plan) => {
          const recommended = plan.id === recommendedId;
          return (
            <Col key={plan.id} xs={24} md={12} lg={6}>
              <Card
                data-testid="pricing-plan"
                style={{ height: '100%', borderColor: recommended ? color : undefined, borderWidth: recommended ? 2 : 1 }}
                // With an action the body is a column, so that the actions line up at the bottom of the row.
                styles={action ? { body: { height: '100%', display: 'flex', flexDirection: 'column' } } : undefined}
              >
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {plan.name}
                  </Typography.Title>
                  {recommended && <Tag color="blue">{t.productLanding.recommended}</Tag>}
                </Flex>
                <PlanPrice plan={plan} />
                {action && <div style={{ marginTop: 'auto', paddingTop: 16 }}>{action(plan)}</div>}
              </Card>
            </Col>
          );
        })}
      </Row>
    </PageSection>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: LandingTestimonial[] }) {
  const t = useT();
  if (testimonials.length === 0) return null;
  return (
    <PageSection title={t.productLanding.testimonials} id="testimonials">
      <Row gutter={[24, 24]}>
        {testimonials.map((testimonial) => (
          <Col key={testimonial.author + testimonial.quote} {...COL}>
            <Card style={{ height: '100%' }}>
              <blockquote style={{ margin: 0 }}>
                <Typography.Paragraph italic>“{testimonial.quote}”</Typography.Paragraph>
                <footer>
                  <Typography.Text strong>{testimonial.author}</Typography.Text>
                  {testimonial.role && <Typography.Text type="secondary">, {testimonial.role}</Typography.Text>}
                </footer>
              </blockquote>
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}

/** A demo request for the product: an inquiry of type demo_request about it. */
export function DemoRequestSection({ product }: { product: string }) {
  const t = useT();
  return (
    <PageSection title={t.demoRequest.title} id="demo-request">
      <Typography.Paragraph style={{ fontSize: 16 }}>{t.demoRequest.intro(product)}</Typography.Paragraph>
      <Card style={{ maxWidth: 720 }}>
        <InquiryForm name="demo" type="demo_request" service={product} submitLabel={t.demoRequest.submit} />
      </Card>
    </PageSection>
  );
}
