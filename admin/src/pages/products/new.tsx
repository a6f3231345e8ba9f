import { Button, Card, Flex, Form, Steps, Typography } from 'antd';
import { Navigate } from 'react-router';
import { usePermissions } from '@refinedev/core';
import { isAdmin } from '@platform/shared';
import { FullPageSpin } from '../../components/full-page-spin';
import { BasicsStep } from './components/wizard/basics-step';
import { FeaturesStep } from './components/wizard/features-step';
import { ReviewStep } from './components/wizard/review-step';
import { SetupStep } from './components/wizard/setup-step';
import { useProductWizard } from './hooks/use-product-wizard';
import { PRODUCTS_LIST_PATH } from './labels';
import { WIZARD_STEPS, WIZARD_TEXTS } from './wizard-labels';

/** /products/new: the product creation wizard, four steps, then the product and its code scaffold. */
export function ProductWizard() {
  const wizard = useProductWizard();
  const { step, draft, errors, change, sending } = wizard;
  const last = step === WIZARD_STEPS.length - 1;
  const steps = [
    <BasicsStep key="basics" draft={draft} errors={errors} change={change} changeId={wizard.changeId} chooseTemplate={wizard.chooseTemplate} />,
    <FeaturesStep key="features" draft={draft} errors={errors} change={change} />,
    <SetupStep key="setup" draft={draft} errors={errors} change={change} />,
    <ReviewStep key="review" draft={draft} />,
  ];

  return (
    <Card>
      <Typography.Title level={3}>{WIZARD_TEXTS.title}</Typography.Title>
      <Steps current={step} items={WIZARD_STEPS.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      {/* The form only lays out the fields: the draft is the wizard's state, so nothing typed is lost between steps. */}
      <Form layout="vertical" component={false}>
        <div style={{ maxWidth: 960 }}>{steps[step]}</div>
      </Form>
      <Flex justify="space-between" style={{ marginTop: 24 }}>
        <Button onClick={wizard.back} disabled={sending}>
          {step === 0 ? WIZARD_TEXTS.toList : WIZARD_TEXTS.back}
        </Button>
        {last ? (
          <Button type="primary" loading={sending} disabled={sending} onClick={wizard.submit}>
            {WIZARD_TEXTS.create}
          </Button>
        ) : (
          <Button type="primary" onClick={wizard.next}>
            {WIZARD_TEXTS.next}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** Level 4 and below may not create products (spec §6): back to the product list. */
export function ProductWizardPage() {
  const { data: level, isLoading } = usePermissions<number | null>({});
  if (isLoading) return <FullPageSpin />;
  if (typeof level === 'number' && !isAdmin({ accessLevel: level })) return <Navigate to={PRODUCTS_LIST_PATH} replace />;
  return <ProductWizard />;
}

export default ProductWizardPage;
