import type { ReactNode } from 'react';
import { useNavigation } from '@refinedev/core';
import { Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import {
  MATRIX_QUADRANTS,
  PRIORITY_LABELS,
  matrixPosition,
  matrixQuadrant,
  type Idea,
  type MatrixQuadrant,
} from '@platform/shared';
import { labelOf } from '../../labels';

interface PriorityMatrixProps {
  ideas: Idea[];
  loading: boolean;
  empty: ReactNode;
}

// Where each quadrant sits in the 2 × 2 grid (x = priority left → right, y = score bottom → top).
const LAYOUT: { quadrant: MatrixQuadrant; row: number; column: number; color: string; tint: string }[] = [
  { quadrant: 'majorProjects', row: 1, column: 1, color: '#1677ff', tint: 'rgba(22, 119, 255, 0.06)' },
  { quadrant: 'quickWins', row: 1, column: 2, color: '#389e0d', tint: 'rgba(56, 158, 13, 0.08)' },
  { quadrant: 'lowPriority', row: 2, column: 1, color: '#8c8c8c', tint: 'rgba(140, 140, 140, 0.06)' },
  { quadrant: 'fillIns', row: 2, column: 2, color: '#d48806', tint: 'rgba(212, 136, 6, 0.07)' },
];
const COLOR = Object.fromEntries(LAYOUT.map((q) => [q.quadrant, q.color])) as Record<MatrixQuadrant, string>;

const BUBBLE = 16;

/**
 * Priority has only four positions, so ideas of one priority and score would hide each other: spread them
 * sideways a little, always the same way for the same idea. The quadrant still comes from the exact position.
 */
function spread(id: number): number {
  return ((((id * 7919) % 11) + 11) % 11 - 5) * 0.007;
}

const clamp = (n: number) => Math.min(0.97, Math.max(0.03, n));

/** Priority Matrix: one bubble per matching idea in four labelled quadrants; a bubble opens the idea. */
export function PriorityMatrix({ ideas, loading, empty }: PriorityMatrixProps) {
  const { show } = useNavigation();
  const { token } = theme.useToken();

  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (ideas.length === 0) return <>{empty}</>;

  const placed = ideas.map((idea) => {
    const position = matrixPosition(idea);
    return { idea, position, quadrant: matrixQuadrant(position) };
  });
  const counts = placed.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.quadrant]: (acc[p.quadrant] ?? 0) + 1 }), {});

  return (
    <Flex gap={8} align="stretch" style={{ maxWidth: 720 }}>
      <Flex align="center" justify="center" style={{ width: 24 }}>
        <Typography.Text type="secondary" style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
          Score (value) →
        </Typography.Text>
      </Flex>
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <div
          role="group"
          aria-label="Priority matrix"
          style={{
            position: 'relative',
            width: '100%',
            aspectRatio: '1 / 1',
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gridTemplateRows: '1fr 1fr',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            overflow: 'hidden',
          }}
        >
          {LAYOUT.map(({ quadrant, row, column, color, tint }) => (
            <div
              key={quadrant}
              style={{
                gridRow: row,
                gridColumn: column,
                background: tint,
                padding: 8,
                borderRight: column === 1 ? `1px dashed ${token.colorBorder}` : undefined,
                borderBottom: row === 1 ? `1px dashed ${token.colorBorder}` : undefined,
                textAlign: column === 1 ? 'left' : 'right',
              }}
            >
              <Typography.Text strong style={{ color }}>
                {MATRIX_QUADRANTS[quadrant]} ({counts[quadrant] ?? 0})
              </Typography.Text>
            </div>
          ))}
          {placed.map(({ idea, position, quadrant }) => (
            <Tooltip
              key={idea.id}
              title={`${idea.title} · ${labelOf(PRIORITY_LABELS, idea.priority)} priority · score ${
                typeof idea.score === 'number' ? idea.score.toFixed(1) : '–'
              }`}
            >
              <button
                type="button"
                aria-label={idea.title}
                onClick={() => show('ideas', idea.id)}
                style={{
                  position: 'absolute',
                  left: `${clamp(position.x + spread(idea.id)) * 100}%`,
                  bottom: `${clamp(position.y) * 100}%`,
                  transform: 'translate(-50%, 50%)',
                  width: BUBBLE,
                  height: BUBBLE,
                  padding: 0,
                  borderRadius: '50%',
                  border: '2px solid #fff',
                  background: COLOR[quadrant],
                  opacity: 0.85,
                  cursor: 'pointer',
                  boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
                }}
              />
            </Tooltip>
          ))}
        </div>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          Priority (urgency) →
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
