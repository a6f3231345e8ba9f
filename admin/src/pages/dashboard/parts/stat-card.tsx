import type { ReactNode } from 'react';
import { Card, Skeleton, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { formatChange, formatNumber } from './format';

export interface StatCardProps {
  title: ReactNode;
  /** The figure; null or undefined shows a dash. */
  value: number | null | undefined;
  /** How the figure is written (default: a whole number, 1 234). */
  format?: (value: number | null | undefined) => string;
  /** Percent change; undefined hides the line, null says there is nothing to compare with. */
  growth?: number | null;
  /** Which direction is good (for churn it is down); decides the colour. */
  goodWhen?: 'up' | 'down';
  /** Text after the change, e.g. "fra forrige 30 dager". */
  growthNote?: ReactNode;
  /** What the figure counts, shown under it. */
  definition?: ReactNode;
  loading?: boolean;
  'data-testid'?: string;
}

function Growth({ growth, goodWhen, note }: { growth: number | null; goodWhen: 'up' | 'down'; note?: ReactNode }) {
  if (growth === null) {
    return <Typography.Text type="secondary">Ingen sammenligning</Typography.Text>;
  }
  const good = goodWhen === 'up' ? growth > 0 : growth < 0;
  const type = growth === 0 ? 'secondary' : good ? 'success' : 'danger';
  const Arrow = growth > 0 ? ArrowUpOutlined : growth < 0 ? ArrowDownOutlined : null;
  return (
    <Space size={4} wrap>
      <Typography.Text type={type}>
        {Arrow && <Arrow aria-hidden />} {formatChange(growth)}
      </Typography.Text>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Space>
  );
}

/** A dashboard figure: title, the big value, an optional change and the definition of what is counted. */
export function StatCard({ title, value, format = formatNumber, growth, goodWhen = 'up', growthNote, definition, loading, ...rest }: StatCardProps) {
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid={rest['data-testid']}
      role="group"
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <Typography.Text type="secondary">{title}</Typography.Text>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.3 }} data-testid="stat-value">
            {format(value)}
          </div>
          {growth !== undefined && <Growth growth={growth} goodWhen={goodWhen} note={growthNote} />}
          {definition && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0, fontSize: 12 }}>
              {definition}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
