import { Card, Col, Row, Statistic } from 'antd';
import { BulbOutlined, ExperimentOutlined, FireOutlined, StarOutlined } from '@ant-design/icons';
import type { IdeaStats } from '../../hooks/use-idea-queries';

const NO_VALUE = '—';

interface SummaryCardsProps {
  stats: IdeaStats | undefined;
  loading: boolean;
}

/** Four figures over the current filters and search (from /ideas/stats, so they count every page). */
export function SummaryCards({ stats, loading }: SummaryCardsProps) {
  const cards = [
    { title: 'Total Ideas', value: stats?.total, icon: <BulbOutlined />, precision: 0 },
    // High and critical both count as high priority.
    { title: 'High Priority', value: stats?.highPriority, icon: <FireOutlined />, precision: 0 },
    // Nothing matches, nothing to average: a dash, not a score of 0.0.
    { title: 'Avg. Score', value: stats?.total === 0 ? NO_VALUE : stats?.avgScore, icon: <StarOutlined />, precision: 1 },
    { title: 'In Validation', value: stats?.inValidation, icon: <ExperimentOutlined />, precision: 0 },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map(({ title, value, icon, precision }) => (
        <Col key={title} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={title} value={value ?? 0} precision={precision} prefix={icon} loading={loading && !stats} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
