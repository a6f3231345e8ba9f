import { Tag } from 'antd';
import type { ApiHealth, ApiStatus } from '@platform/shared';
import { HEALTH_COLORS, STATUS_COLORS } from '../labels';

/** The API's health in its colour, with the word (colour alone says nothing to a screen reader). */
export function HealthTag({ health }: { health: ApiHealth }) {
  return <Tag color={HEALTH_COLORS[health] ?? 'default'}>{health}</Tag>;
}

export function StatusTag({ status }: { status: ApiStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}
