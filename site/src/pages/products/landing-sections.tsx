import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { formatNok, type ProductLanding } from '@platform/shared';
import { PageSection } from '../../components/page-section';
import { useT } from '../../i18n';
import { InquiryForm } from '../contact/inquiry-form';

const COL = { xs: 24, md: 12, lg: 8 };

type Item = { title: string; description: string };

export function ItemsSection({ title, id, items }: { title: string; id: string; items: Item[] }) {
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

export function PricingSection({ plans, color }: { plans: ProductLanding['pricingPlans']; color: string }) {
  const t = useT();
  if (plans.length === 0) return null;
  return (
    <PageSection title={t.productLanding.pricing} id="pricing">
      <Row gutter={[24, 24]}>
        {plans.map((plan) => (
          <Col key={plan.name} xs={24} md={12} lg={6}>
            <Card
              data-testid="pricing-plan"
              style={{ height: '100%', borderColor: plan.highlighted ? color : undefined, borderWidth: plan.highlighted ? 2 : 1 }}
            >
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {plan.name}
                </Typography.Title>
                {plan.highlighted && <Tag color="blue">{t.productLanding.recommended}</Tag>}
              </Flex>
              <Typography.Paragraph style={{ margin: '16px 0' }}>
                <Typography.Text strong style={{ fontSize: 28 }}>
                  {formatNok(plan.price)}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{t.productLanding.periods[plan.period] ?? plan.period}</Typography.Text>
              </Typography.Paragraph>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {plan.features.map((feature) => (
                  <li key={feature} style={{ marginBottom: 6 }}>
                    <CheckOutlined style={{ color, marginRight: 8 }} />
                    {feature}
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: ProductLanding['testimonials'] }) {
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
