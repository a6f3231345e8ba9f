import type { CSSProperties, ReactNode } from 'react';
import { useNavigation } from '@refinedev/core';
import { Button, Card, Flex, Popover, Skeleton, Tooltip, Typography, theme } from 'antd';
import { MATRIX_QUADRANTS, PRIORITY_LABELS, layOutMatrix, type Idea, type MatrixGroup, type MatrixQuadrant } from '@platform/shared';
import { labelOf } from '../../labels';

interface PriorityMatrixProps {
  ideas: Idea[];
  loading: boolean;
  empty: ReactNode;
}

const QUADRANT_COLORS: Record<MatrixQuadrant, { color: string; tint: string }> = {
  majorProjects: { color: '#1677ff', tint: 'rgba(22, 119, 255, 0.06)' },
  quickWins: { color: '#389e0d', tint: 'rgba(56, 158, 13, 0.08)' },
  lowPriority: { color: '#8c8c8c', tint: 'rgba(140, 140, 140, 0.06)' },
  fillIns: { color: '#d48806', tint: 'rgba(212, 136, 6, 0.07)' },
};
// The 2 × 2 grid, top row first (x = priority left → right, y = score bottom → top).
const TOP: MatrixQuadrant[] = ['majorProjects', 'quickWins'];
const BOTTOM: MatrixQuadrant[] = ['lowPriority', 'fillIns'];

const HEIGHT = 480;
// Score bands are HEIGHT / 10 apart and priorities at least a fifth of the width, so bubbles up to this size never meet.
const BUBBLE_MIN = 18;
const BUBBLE_MAX = 40;
const bubbleSize = (count: number) => Math.min(BUBBLE_MAX, BUBBLE_MIN + 7 * Math.log2(count));

const scoreText = (score: Idea['score']) => (typeof score === 'number' ? score.toFixed(1) : '–');
const groupText = (group: MatrixGroup<Idea>) =>
  `${labelOf(PRIORITY_LABELS, group.priority)} priority · score ${group.scoreFrom}–${group.scoreTo}`;

/**
 * Priority Matrix: the ideas in four labelled quadrants, grouped where they would cover each other (one bubble per
 * priority and score point, with its count and a list); unscored ideas are listed below, outside every quadrant.
 */
export function PriorityMatrix({ ideas, loading, empty }: PriorityMatrixProps) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (ideas.length === 0) return <>{empty}</>;

  const { groups, unscored, counts } = layOutMatrix(ideas);
  const labelRow = (quadrants: MatrixQuadrant[]) =>
    quadrants.map((quadrant, index) => (
      <Typography.Text key={quadrant} strong style={{ color: QUADRANT_COLORS[quadrant].color, textAlign: index === 0 ? 'left' : 'right' }}>
        {MATRIX_QUADRANTS[quadrant]} ({counts[quadrant]})
      </Typography.Text>
    ));

  return (
    <Flex vertical gap={16}>
      <div style={{ display: 'grid', gridTemplateColumns: '24px 1fr 1fr', columnGap: 8, rowGap: 4 }}>
        <span />
        {labelRow(TOP)}
        <Flex align="center" justify="center">
          <Typography.Text type="secondary" style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
            Score (value) →
          </Typography.Text>
        </Flex>
        <div
          role="group"
          aria-label="Priority matrix"
          style={{
            gridColumn: '2 / 4',
            position: 'relative',
            height: HEIGHT,
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gridTemplateRows: '1fr 1fr',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          {[...TOP, ...BOTTOM].map((quadrant, index) => (
            <div
              key={quadrant}
              style={{
                background: QUADRANT_COLORS[quadrant].tint,
                borderRight: index % 2 === 0 ? `1px dashed ${token.colorBorder}` : undefined,
                borderBottom: index < 2 ? `1px dashed ${token.colorBorder}` : undefined,
              }}
            />
          ))}
          {groups.map((group) => (
            <MatrixBubble key={group.key} group={group} />
          ))}
        </div>
        <span />
        {labelRow(BOTTOM)}
        <span />
        <Typography.Text type="secondary" style={{ gridColumn: '2 / 4', textAlign: 'center' }}>
          Priority (urgency) →
        </Typography.Text>
      </div>
      {unscored.length > 0 && <UnscoredIdeas ideas={unscored} />}
    </Flex>
  );
}

/** One idea: a bubble that opens it. Several at one spot: a bubble with their count that lists them. */
function MatrixBubble({ group }: { group: MatrixGroup<Idea> }) {
  const { show } = useNavigation();
  const size = bubbleSize(group.ideas.length);
  const style: CSSProperties = {
    position: 'absolute',
    left: `${group.x * 100}%`,
    bottom: `${group.y * 100}%`,
    transform: 'translate(-50%, 50%)',
    width: size,
    height: size,
    padding: 0,
    borderRadius: '50%',
    border: '2px solid #fff',
    background: QUADRANT_COLORS[group.quadrant].color,
    color: '#fff',
    fontSize: 12,
    fontWeight: 600,
    cursor: 'pointer',
    boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
  };

  if (group.ideas.length === 1) {
    const [idea] = group.ideas;
    return (
      <Tooltip title={`${idea.title} · ${labelOf(PRIORITY_LABELS, group.priority)} priority · score ${scoreText(idea.score)}`}>
        <button type="button" aria-label={idea.title} onClick={() => show('ideas', idea.id)} style={style} />
      </Tooltip>
    );
  }
  const title = `${group.ideas.length} ideas · ${groupText(group)}`;
  return (
    <Popover
      trigger="click"
      title={title}
      content={
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 260, overflowY: 'auto', minWidth: 240 }}>
          {group.ideas.map((idea) => (
            <li key={idea.id}>
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => show('ideas', idea.id)}>
                {idea.title}
              </Button>
              <Typography.Text type="secondary"> {scoreText(idea.score)}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    >
      <button type="button" aria-label={title} style={style}>
        {group.ideas.length}
      </button>
    </Popover>
  );
}

function UnscoredIdeas({ ideas }: { ideas: Idea[] }) {
  const { show } = useNavigation();
  return (
    <Card size="small" title={`Not scored yet (${ideas.length})`}>
      <Typography.Paragraph type="secondary">
        Without a score an idea has no place on the value axis, so it is not counted in any quadrant.
      </Typography.Paragraph>
      <Flex wrap gap={4} component="ul" aria-label="Ideas not scored yet" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ideas.map((idea) => (
          <li key={idea.id}>
            <Button size="small" onClick={() => show('ideas', idea.id)}>
              {idea.title}
            </Button>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
