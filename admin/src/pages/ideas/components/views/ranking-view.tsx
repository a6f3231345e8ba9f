import { useMemo, type ReactNode } from 'react';
import { useNavigation } from '@refinedev/core';
import { Card, Flex, Progress, Skeleton, Space, Tooltip, Typography } from 'antd';
import { rankingScore, sortByRankingScore, type Idea } from '@platform/shared';
import { PriorityTag, StatusTag } from '../idea-tags';

interface RankingViewProps {
  ideas: Idea[];
  loading: boolean;
  empty: ReactNode;
}

const one = (n: number) => n.toFixed(1);

/** The parts of the total, as the spec's formula weighs them. */
function ScoreParts({ idea }: { idea: Idea }) {
  const s = rankingScore(idea);
  return (
    <div>
      <div>Priority: 3 × {s.priority} = {one(3 * s.priority)}</div>
      <div>Status: 2 × {s.status} = {one(2 * s.status)}</div>
      <div>Score: 2 × {one(s.score)} = {one(2 * s.score)}</div>
      <div>Recency: {one(s.recency)}</div>
      <div>Activity: {one(s.activity)}</div>
      <div>
        <strong>Total: {one(s.total)}</strong>
      </div>
    </div>
  );
}

/** Ranking View: every matching idea ordered by its ranking score, one card each; a card opens the idea. */
export function RankingView({ ideas, loading, empty }: RankingViewProps) {
  const { show } = useNavigation();
  const ranked = useMemo(() => sortByRankingScore(ideas), [ideas]);

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (ranked.length === 0) return <>{empty}</>;

  return (
    <Flex vertical gap={8} role="list" aria-label="Ideas by ranking score">
      {ranked.map((idea, position) => {
        const score = rankingScore(idea);
        const open = () => show('ideas', idea.id);
        return (
          <Card
            key={idea.id}
            size="small"
            hoverable
            role="listitem"
            tabIndex={0}
            aria-label={`${position + 1}. ${idea.title}, ranking score ${one(score.total)}`}
            onClick={open}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                open();
              }
            }}
          >
            <Flex align="center" gap={16} wrap>
              <Typography.Title level={4} style={{ margin: 0, minWidth: 40, textAlign: 'right' }} type="secondary">
                #{position + 1}
              </Typography.Title>
              <Flex vertical style={{ flex: '1 1 280px', minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {idea.title}
                </Typography.Text>
                <Space size={4}>
                  <StatusTag status={idea.status} />
                  <PriorityTag priority={idea.priority} />
                </Space>
              </Flex>
              <Tooltip title={<ScoreParts idea={idea} />}>
                <Flex vertical align="end" style={{ flex: '0 0 220px' }}>
                  <Typography.Text strong>{one(score.total)}</Typography.Text>
                  <Progress percent={Math.round(score.bar * 100)} showInfo={false} size="small" style={{ width: 200, margin: 0 }} />
                </Flex>
              </Tooltip>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
