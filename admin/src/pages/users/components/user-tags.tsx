import { Tag } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { trialDaysLeft, type AccountStatus, type AdminUserProduct } from '@platform/shared';
import { ACCOUNT_STATUS_COLORS, ACCOUNT_STATUS_LABELS, SUBSCRIPTION_COLORS, SUBSCRIPTION_LABELS, labelOf, trialDaysText } from '../labels';

// Each tag says its meaning in words; the colour only repeats it.

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  return <Tag color={ACCOUNT_STATUS_COLORS[status] ?? 'default'}>{labelOf(ACCOUNT_STATUS_LABELS, status)}</Tag>;
}

/** Test accounts are marked; ordinary ones carry no tag. */
export function TestUserTag({ accountType }: { accountType: number }) {
  return accountType === 1 ? <Tag color="purple">Test</Tag> : null;
}

export function EmailVerifiedTag({ verified }: { verified: boolean }) {
  return verified ? (
    <Tag icon={<CheckCircleOutlined />} color="green">
      Bekreftet
    </Tag>
  ) : (
    <Tag icon={<ExclamationCircleOutlined />} color="orange">
      Ubekreftet
    </Tag>
  );
}

export function SubscriptionTag({ product }: { product: Pick<AdminUserProduct, 'subscriptionStatus' | 'trialEndDate'> | null }) {
  const status = product?.subscriptionStatus ?? 'inactive';
  const days = status === 'trial' && product?.trialEndDate ? `, ${trialDaysText(trialDaysLeft(product.trialEndDate, new Date()))}` : '';
  return <Tag color={SUBSCRIPTION_COLORS[status] ?? 'default'}>{`${labelOf(SUBSCRIPTION_LABELS, status)}${days}`}</Tag>;
}

/** A product in the list: its name, the colour of its standing, and for a trial the days left. */
export function ProductChip({ product }: { product: AdminUserProduct }) {
  const status = product.subscriptionStatus;
  const detail =
    status === 'trial'
      ? product.trialEndDate
        ? trialDaysText(trialDaysLeft(product.trialEndDate, new Date()))
        : SUBSCRIPTION_LABELS.trial.toLowerCase()
      : status === 'active'
        ? ''
        : labelOf(SUBSCRIPTION_LABELS, status).toLowerCase();
  return (
    <Tag color={SUBSCRIPTION_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 4, marginBottom: 4 }}>
      {detail ? `${product.productName} · ${detail}` : product.productName}
    </Tag>
  );
}
