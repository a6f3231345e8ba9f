import { useState } from 'react';
import { Button, Empty, Flex, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_NAMES, formatDate, formatNok, type Payment, type ProductId } from '@platform/shared';
import { useUserPayments } from '../hooks/use-user-payments';
import { NONE, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, USER_TEXTS, labelOf } from '../labels';
import { PaymentForm } from './payment-form';

const productOf = (payment: Payment) => payment.productName ?? PRODUCT_NAMES[payment.productId as ProductId] ?? payment.productId ?? NONE;

/** A refund is money paid back: shown below zero, in red; a failed payment moved no money and is shown dimmed. */
function Amount({ payment }: { payment: Payment }) {
  if (payment.status === 'refunded') return <Typography.Text type="danger">{`−${formatNok(payment.amount)}`}</Typography.Text>;
  if (payment.status === 'failed') return <Typography.Text type="secondary">{formatNok(payment.amount)}</Typography.Text>;
  return <>{formatNok(payment.amount)}</>;
}

/** Betalinger: the user's payments and refunds, what they come to, and a form to register one by hand. */
export function PaymentsTab({ userId }: { userId: number }) {
  const { answer, loading, refetch } = useUserPayments(userId);
  const [registering, setRegistering] = useState(false);

  const columns: TableColumnsType<Payment> = [
    { title: 'Dato', dataIndex: 'paidAt', key: 'paidAt', width: 110, render: (at: string) => formatDate(at) },
    { title: 'Produkt', key: 'product', width: 170, render: (_, payment) => productOf(payment) },
    { title: 'Plan', dataIndex: 'planName', key: 'plan', width: 120, render: (plan: string | null) => plan ?? NONE },
    { title: 'Beløp', key: 'amount', width: 120, align: 'right', render: (_, payment) => <Amount payment={payment} /> },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: Payment['status']) => <Tag color={PAYMENT_STATUS_COLORS[status] ?? 'default'}>{labelOf(PAYMENT_STATUS_LABELS, status)}</Tag>,
    },
    {
      title: 'Referanse',
      dataIndex: 'reference',
      key: 'reference',
      width: 180,
      ellipsis: { showTitle: true },
      render: (text: string | null) => text || NONE,
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="end" wrap gap={16} style={{ marginBottom: 16 }}>
        <Statistic
          title={USER_TEXTS.totalSpent}
          value={answer ? answer.totalSpent : NONE}
          formatter={(value) => (typeof value === 'number' ? formatNok(value) : value)}
          loading={loading}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setRegistering(true)}>
          {USER_TEXTS.registerPayment}
        </Button>
      </Flex>
      <Table<Payment>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        scroll={{ x: 810 }}
        dataSource={answer?.payments ?? []}
        columns={columns}
        loading={loading}
        pagination={false}
        locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={USER_TEXTS.paymentsEmpty} /> }}
      />
      <PaymentForm userId={userId} open={registering} onClose={() => setRegistering(false)} onSaved={() => void refetch()} />
    </>
  );
}
