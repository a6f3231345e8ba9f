import { Table, Typography } from 'antd';
import type { RebalanceTrade } from '@platform/shared';
import { ActionTag } from './action-tag';
import { formatCount, formatKr, formatSignedKr, formatWeight, signType } from './portfolio-format';
import { usePortfolioTexts } from './portfolio-texts';

/** The gain minus loss a sale realises by the lots it takes; null for a trade without lots (a buy). */
export const tradeRealisedGain = (trade: RebalanceTrade): number | null =>
  trade.lots && trade.lots.length > 0 ? trade.lots.reduce((sum, lot) => sum + lot.realisedGain, 0) : null;

/** Every field of the trade entity, and the realised gain where the plan's sales name their lots. */
export function TradesTable({ trades, label }: { trades: RebalanceTrade[]; label: string }) {
  const texts = usePortfolioTexts();
  const c = texts.columns;
  const withLots = trades.some((trade) => tradeRealisedGain(trade) !== null);
  const right = 'right' as const;
  return (
    <Table<RebalanceTrade>
      aria-label={label}
      rowKey="ticker"
      size="small"
      dataSource={trades}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'security',
          title: c.security,
          fixed: 'left',
          render: (_, row) => (
            <span style={{ display: 'flex', flexDirection: 'column' }}>
              <Typography.Text strong>{row.ticker}</Typography.Text>
              <Typography.Text type="secondary">{row.name}</Typography.Text>
            </span>
          ),
        },
        { key: 'action', title: c.action, render: (_, row) => <ActionTag action={row.action} /> },
        { key: 'currentShares', title: c.currentShares, align: right, render: (_, row) => formatCount(row.currentShares) },
        { key: 'targetShares', title: c.targetShares, align: right, render: (_, row) => formatCount(row.targetShares) },
        { key: 'tradeShares', title: c.tradeShares, align: right, render: (_, row) => formatCount(row.tradeShares) },
        { key: 'currentWeight', title: c.currentWeight, align: right, render: (_, row) => formatWeight(row.currentWeight) },
        { key: 'targetWeight', title: c.targetWeight, align: right, render: (_, row) => formatWeight(row.targetWeight) },
        { key: 'price', title: c.price, align: right, render: (_, row) => formatKr(row.price) },
        { key: 'tradeValue', title: c.tradeValue, align: right, render: (_, row) => formatKr(row.tradeValue) },
        { key: 'estimatedCost', title: c.estimatedCost, align: right, render: (_, row) => formatKr(row.estimatedCost) },
        ...(withLots
          ? [
              {
                key: 'realisedGain',
                title: c.realisedGain,
                align: right,
                render: (_: unknown, row: RebalanceTrade) => {
                  const gain = tradeRealisedGain(row);
                  return gain === null ? texts.none : <Typography.Text type={signType(gain)}>{formatSignedKr(gain)}</Typography.Text>;
                },
              },
            ]
          : []),
      ]}
    />
  );
}
