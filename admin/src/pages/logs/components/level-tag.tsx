import { Tag } from 'antd';
import type { LogLevel } from '@platform/shared';
import { LEVEL_COLORS, LEVEL_LABELS, labelOf } from '../labels';

/** A log level as a coloured tag (named in words too, so the colour is never the only cue). */
export function LevelTag({ level }: { level: LogLevel }) {
  return <Tag color={LEVEL_COLORS[level] ?? 'default'}>{labelOf(LEVEL_LABELS, level)}</Tag>;
}
