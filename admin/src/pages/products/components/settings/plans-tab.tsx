import { Alert, Switch, Table, Tag, Typography } from 'antd';
import type { Plan } from '@platform/shared';
import { usePlans, useUpdatePlan } from '../../hooks/use-plans';
import { PLAN_TEXTS } from '../../settings-labels';
import { PriceInput } from './price-input';

/** The product's plans with their prices and whether they are offered; each change is saved at once. */
export function PlansTab({ productId }: { productId: string }) {
  const { plans, loading, failed } = usePlans(productId);
  const update = useUpdatePlan(productId);
  if (failed) return <Alert type="error" showIcon message={PLAN_TEXTS.loadFailed} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{PLAN_TEXTS.note}</Typography.Paragraph>
      <Table<Plan>
        rowKey="id"
        dataSource={plans}
        loading={loading}
        pagination={false}
        locale={{ emptyText: PLAN_TEXTS.empty }}
        columns={[
          { title: 'Plan', dataIndex: 'name', key: 'name' },
          { title: 'Tier', dataIndex: 'tier', key: 'tier', render: (tier: string) => <Tag>{tier}</Tag> },
          {
            title: PLAN_TEXTS.period,
            dataIndex: 'billing_period',
            key: 'billing_period',
            render: (period: Plan['billing_period']) => PLAN_TEXTS.periods[period],
          },
          {
            title: PLAN_TEXTS.monthly,
            key: 'price_monthly',
            render: (_, plan) => (
              <PriceInput
                value={plan.price_monthly}
                label={`${PLAN_TEXTS.monthly}, ${plan.name}`}
                onSave={(price) => update(plan.id, { price_monthly: price })}
              />
            ),
          },
          {
            title: PLAN_TEXTS.yearly,
            key: 'price_yearly',
            render: (_, plan) => (
              <PriceInput
                value={plan.price_yearly}
                label={`${PLAN_TEXTS.yearly}, ${plan.name}`}
                onSave={(price) => update(plan.id, { price_yearly: price })}
              />
            ),
          },
          {
            title: PLAN_TEXTS.active,
            key: 'is_active',
            render: (_, plan) => (
              <Switch
                checked={plan.is_active}
                aria-label={`${PLAN_TEXTS.active}, ${plan.name}`}
                onChange={(active) => update(plan.id, { is_active: active })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
