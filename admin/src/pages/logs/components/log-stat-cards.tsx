import { Card, Col, List, Row, Statistic, Typography } from 'antd';
import { LOG_LEVELS, type LogStats } from '@platform/shared';
import { LEVEL_LABELS, NONE, formatCount } from '../labels';

/** How many of the most frequent actions the card lists. */
const TOP_ACTIONS_SHOWN = 5;

interface LogStatCardsProps {
  stats: LogStats | undefined;
  loading: boolean;
}

/** Totals over every stored entry: all, per level, failures of the last day, and the most frequent actions. */
export function LogStatCards({ stats, loading }: LogStatCardsProps) {
  const cards = [
    { title: 'Totalt', value: stats?.totalLogs },
    ...LOG_LEVELS.map((level) => ({ title: LEVEL_LABELS[level], value: stats?.logsByLevel?.[level] })),
    { title: 'Feil siste 24 timer', value: stats?.errorsLast24h },
  ];
  const topActions = (stats?.topActions ?? []).slice(0, TOP_ACTIONS_SHOWN);

  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} xl={16}>
        <Row gutter={[16, 16]}>
          {cards.map(({ title, value }) => (
            <Col key={title} xs={12} sm={8} md={6}>
              <Card size="small">
                {/* No figures (the read failed): a dash, not a count of 0. */}
                <Statistic
                  title={title}
                  value={value ?? NONE}
                  formatter={(shown) => (typeof shown === 'number' ? formatCount(shown) : shown)}
                  loading={loading && !stats}
                />
              </Card>
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title="Vanligste handlinger" loading={loading && !stats}>
          <List
            size="small"
            aria-label="Vanligste handlinger"
            dataSource={topActions}
            locale={{ emptyText: 'Ingen handlinger ennå' }}
            renderItem={({ action, count }) => (
              <List.Item extra={formatCount(count)}>
                <Typography.Text ellipsis={{ tooltip: action }}>{action}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
