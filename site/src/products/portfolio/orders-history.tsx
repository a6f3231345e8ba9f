import { Skeleton, Table, Typography } from 'antd';
import { formatDateTime, type ExecutedRebalance, type PortfolioOrder } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { ActionTag } from './action-tag';
import { formatCount, formatKr, formatSignedKr, signType } from './portfolio-format';
import { useOrders } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';

/** The executed orders, newest first (as the server lists them). */
export function OrdersHistory() {
  const texts = usePortfolioTexts();
  const orders = useOrders();
  return (
    <section aria-label={texts.orders.label}>
      <Typography.Title level={3}>{texts.orders.title}</Typography.Title>
      {orders.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : orders.isError ? (
        <LoadFailed message={texts.orders.loadError} onRetry={() => void orders.refetch()} />
      ) : (
        <OrdersTable orders={orders.data.orders} />
      )}
    </section>
  );
}

/** An order as the history lists it, or as the execution answered it (its gain then from the lots it sold). */
type ShownOrder = PortfolioOrder | ExecutedRebalance['orders'][number];
const realised = (order: ShownOrder) =>
  'realisedGain' in order ? order.realisedGain : (order.lots ?? []).reduce((sum, lot) => sum + lot.realisedGain, 0);

export function OrdersTable({ orders, label }: { orders: ShownOrder[]; label?: string }) {
  const texts = usePortfolioTexts();
  const c = texts.columns;
  return (
    <Table<ShownOrder>
      aria-label={label}
      rowKey="id"
      dataSource={orders}
      pagination={orders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: texts.orders.empty }}
      columns={[
        { key: 'at', title: c.executedAt, render: (_, row) => formatDateTime(row.executedAt) },
        {
          key: 'security',
          title: c.security,
          render: (_, row) => (
            <span>
              <Typography.Text strong>{row.ticker}</Typography.Text> {row.name}
            </span>
          ),
        },
        { key: 'action', title: c.action, render: (_, row) => <ActionTag action={row.action} /> },
        { key: 'shares', title: c.shares, align: 'right', render: (_, row) => formatCount(row.tradeShares) },
        { key: 'price', title: c.price, align: 'right', render: (_, row) => formatKr(row.price) },
        { key: 'value', title: c.tradeValue, align: 'right', render: (_, row) => formatKr(row.tradeValue) },
        { key: 'cost', title: c.estimatedCost, align: 'right', render: (_, row) => formatKr(row.estimatedCost) },
        {
          key: 'gain',
          title: c.realisedGain,
          align: 'right',
          render: (_, row) =>
            row.action === 'sell' ? <Typography.Text type={signType(realised(row))}>{formatSignedKr(realised(row))}</Typography.Text> : texts.none,
        },
      ]}
    />
  );
}
