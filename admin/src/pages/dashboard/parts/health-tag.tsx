import { Tag } from 'antd';
import type { HealthStatus } from '@platform/shared';

export const HEALTH_STATUS_LABELS: Record<HealthStatus, string> = { healthy: 'I drift', degraded: 'Redusert', down: 'Nede', unknown: 'Ukjent' };
/** §4 health colours: healthy green, degraded amber, down red (unknown grey). */
export const HEALTH_STATUS_COLORS: Record<HealthStatus, string> = { healthy: 'green', degraded: 'gold', down: 'red', unknown: 'default' };

/** A service's or product's status as a coloured chip. */
export function HealthTag({ status }: { status: HealthStatus }) {
  return <Tag color={HEALTH_STATUS_COLORS[status]}>{HEALTH_STATUS_LABELS[status]}</Tag>;
}
