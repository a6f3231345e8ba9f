import { Button, Flex, Skeleton, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { productAction, type Plan, type PublicProductDetail } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { ProductLaunchTag } from '../../components/product-launch-tag';
import { useLocale } from '../../i18n';
import { productPath, signUpPath } from '../../site-paths';
import { orderPath } from '../contact/contact-prefill';
import type { useStartTrial } from '../products/use-start-trial';
import { pricingPath } from './pricing-path';
import { usePricingTexts } from './pricing-texts';
import type { Visitor } from './use-visitor';

interface PlanActionProps {
  plan: Plan;
  product: PublicProductDetail;
  visitor: Visitor;
  trial: ReturnType<typeof useStartTrial>;
}

/**
 * The bottom of a plan's card: sign up (signed out), start the product's trial (its one trial not used yet), open the
 * product (access), or order the plan through the contact form, the only way to subscribe while no payment provider
 * is connected. An enterprise plan is agreed with us, whoever asks.
 */
export function PlanAction({ plan, product, visitor, trial }: PlanActionProps) {
  const texts = usePricingTexts();
  const locale = useLocale();
  const order = (label: string) => (
    <Flex vertical gap={4} align="center">
      <LinkButton block to={orderPath(locale, product.id, plan.name)}>
        {label}
      </LinkButton>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {texts.viaContactForm}
      </Typography.Text>
    </Flex>
  );

  if (plan.tier === 'enterprise') return order(texts.contactUs);
  if (visitor.status === 'signedOut') {
    return (
      <LinkButton type="primary" block to={signUpPath(locale, pricingPath(locale, product.id))}>
        {texts.choose}
      </LinkButton>
    );
  }
  if (visitor.status === 'checking') return <Skeleton.Button active block />;
  // The page says the access could not be loaded, with a retry.
  if (visitor.status === 'failed') return null;

  const { access, isAdmin } = visitor;
  const kind = productAction(access);
  if (kind === 'coming') return <ProductLaunchTag launchDate={access.launchDate} />;
  if (kind === 'open') {
    // A trial ends: meanwhile its user can order the plan.
    const onTrial = access.trialActive && access.subscriptionStatus !== 'active' && !isAdmin;
    return (
      <Flex vertical gap={8}>
        <Typography.Text type="success">
          <CheckCircleOutlined aria-hidden /> {texts.hasAccess}
        </Typography.Text>
        <LinkButton type="primary" block to={productPath(locale, product.id)}>
          {texts.open(product.name)}
        </LinkButton>
        {onTrial && <Link to={orderPath(locale, product.id, plan.name)}>{texts.order}</Link>}
      </Flex>
    );
  }
  if (access.trialAvailable) {
    return (
      <Button type="primary" block loading={trial.pending === product.id} onClick={() => trial.start(access)}>
        {texts.startTrial}
      </Button>
    );
  }
  return order(texts.choose);
}
