import type { CSSProperties } from 'react';
import { Grid, theme } from 'antd';
import { TextField } from '../fields/text-field';

// The lean-canvas layout: five columns of blocks over a bottom row of costs and revenue.
// Each entry: the field and its grid area (row / column start / row / column end) on a 10-column grid.
const CANVAS_BLOCKS: { field: string; area: string }[] = [
  { field: 'problem_statement', area: '1 / 1 / 3 / 3' },
  { field: 'solution', area: '1 / 3 / 2 / 5' },
  { field: 'key_metrics', area: '2 / 3 / 3 / 5' },
  { field: 'unique_value_proposition', area: '1 / 5 / 3 / 7' },
  { field: 'unfair_advantage', area: '1 / 7 / 2 / 9' },
  { field: 'channels', area: '2 / 7 / 3 / 9' },
  { field: 'customer_segments', area: '1 / 9 / 3 / 11' },
  { field: 'cost_structure', area: '3 / 1 / 4 / 6' },
  { field: 'revenue_streams', area: '3 / 6 / 4 / 11' },
];

/** Business Canvas: the nine canvas fields laid out like the canvas on wide screens, in two columns or one below. */
export function CanvasTab() {
  const { token } = theme.useToken();
  const { xxl, md } = Grid.useBreakpoint();
  const block: CSSProperties = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    padding: '12px 12px 0',
    background: token.colorFillQuaternary,
    minWidth: 0,
  };
  return (
    <div
      data-testid="business-canvas"
      style={{ display: 'grid', gap: 8, gridTemplateColumns: `repeat(${xxl ? 10 : md ? 2 : 1}, minmax(0, 1fr))` }}
    >
      {CANVAS_BLOCKS.map(({ field, area }) => (
        <div key={field} style={{ ...block, gridArea: xxl ? area : undefined }}>
          <TextField name={field} />
        </div>
      ))}
    </div>
  );
}
