import { Card, Col, Flex, List, Row, Select, Statistic, Typography } from 'antd';
import { LOG_LEVELS, type LogStats } from '@platform/shared';
import { LEVEL_LABELS, NONE, STATS_PERIODS, formatCount } from '../labels';

/** How many of the most frequent actions the card lists. */
const TOP_ACTIONS_SHOWN = 5;

interface LogStatCardsProps {
  stats: LogStats | undefined;
  loading: boolean;
  period: number | null;
  onPeriod: (period: number | null) => void;
}

const ALL_STORED = 'all';

/**
 * Totals over every stored entry or a period (which may reach back past a cleanup: the server keeps per-day counts):
 * all, per level, failures of the last day, and the most frequent actions.
 */
export function LogStatCards({ stats, loading, period, onPeriod }: LogStatCardsProps) {
  const cards = [
    { title: 'Totalt', value: stats?.totalLogs },
    ...LOG_LEVELS.map((level) => ({ title: LEVEL_LABELS[level], value: stats?.logsByLevel?.[level] })),
    { title: 'Feil siste 24 timer', value: stats?.errorsLast24h },
  ];
  const topActions = (stats?.topActions ?? []).slice(0, TOP_ACTIONS_SHOWN);

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Select
          aria-label="Periode"
          prefix="Periode:"
          style={{ minWidth: 200 }}
          value={period === null ? ALL_STORED : String(period)}
          onChange={(value: string) => onPeriod(value === ALL_STORED ? null : Number(value))}
          options={STATS_PERIODS.map(({ value, label }) => ({ value: value === null ? ALL_STORED : String(value), label }))}
        />
      </Flex>
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
    </>
  );
}
