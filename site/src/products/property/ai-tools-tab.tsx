import { useState } from 'react';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Statistic, Typography } from 'antd';
import {
  LISTING_DRAFT_LIMITS,
  PROPERTY_CITIES,
  PROPERTY_TYPES,
  formatNok,
  propertyTypeLabel,
  type AiPricingAnswer,
  type PropertyType,
} from '@platform/shared';
import { ApiError } from '../../api/http';
import { useLocale } from '../../i18n';
import { isAreaRefusal } from '../frame/area-api';
import { useValuation, type ValuationInput } from './property-tools-api';
import { usePropertyToolsTexts } from './property-tools-texts';

interface ValuationValues {
  city: string;
  propertyType: PropertyType;
  squareMeters: number | null;
}

type State = { status: 'idle' } | { status: 'busy' } | { status: 'done'; answer: AiPricingAnswer } | { status: 'failed'; message: string };

/** The valuation estimate: the platform's pricing from comparable stored listings, with what it rests on. */
export function AiToolsTab() {
  const texts = usePropertyToolsTexts().ai;
  const locale = useLocale();
  const estimate = useValuation();
  const [state, setState] = useState<State>({ status: 'idle' });

  const submit = async (values: ValuationValues) => {
    setState({ status: 'busy' });
    const input: ValuationInput = { ...values, squareMeters: values.squareMeters ?? 0 };
    try {
      setState({ status: 'done', answer: await estimate(input) });
    } catch (error) {
      if (isAreaRefusal(error)) return;
      const fields = error instanceof ApiError ? error.fieldErrors.map((field) => field.message).join('; ') : '';
      setState({ status: 'failed', message: fields || (error instanceof ApiError && error.message) || texts.failed });
    }
  };

  return (
    <Card title={texts.title}>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      <Form<ValuationValues>
        layout="vertical"
        initialValues={{ city: PROPERTY_CITIES[0], propertyType: 'apartment', squareMeters: null }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="city" label={texts.city} htmlFor="valuation-city" rules={[{ required: true, message: texts.required }]}>
              <Select id="valuation-city" options={PROPERTY_CITIES.map((city) => ({ value: city, label: city }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="propertyType" label={texts.type} htmlFor="valuation-type" rules={[{ required: true, message: texts.required }]}>
              <Select id="valuation-type" options={PROPERTY_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type, locale) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="squareMeters"
              label={texts.livingArea}
              htmlFor="valuation-area"
              rules={[{ required: true, type: 'number', min: 1, message: texts.livingAreaRequired }]}
            >
              <InputNumber id="valuation-area" min={1} max={LISTING_DRAFT_LIMITS.squareMeters} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={state.status === 'busy'}>
          {texts.estimate}
        </Button>
      </Form>
      {state.status === 'failed' && <Alert type="error" showIcon message={state.message} style={{ marginTop: 16 }} />}
      {state.status === 'done' && <Estimate answer={state.answer} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {texts.rests}
      </Typography.Paragraph>
    </Card>
  );
}

function Estimate({ answer }: { answer: AiPricingAnswer }) {
  const texts = usePropertyToolsTexts().ai;
  const perSqm = `${formatNok(answer.pricePerSqm)}/m²`;
  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="valuation-estimate">
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Statistic title={texts.result} value={formatNok(answer.price)} />
        </Col>
        <Col xs={24} sm={12}>
          <Statistic title={texts.perSqm} value={perSqm} />
        </Col>
      </Row>
      {answer.fallback || !answer.basis ? (
        <Alert type="warning" showIcon message={texts.fallback(formatNok(answer.pricePerSqm))} style={{ marginTop: 12 }} />
      ) : (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{texts.basis(answer.basis.count, answer.basis.city)}</Typography.Paragraph>
      )}
    </Card>
  );
}
