import { Tag } from 'antd';
import type { ProjectPriority, ProjectStatus } from '@platform/shared';
import { PRIORITY_COLORS, PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS, labelOf } from '../../labels';

/** The project's status in its colour, with the word (colour alone says nothing to a screen reader). */
export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{labelOf(STATUS_LABELS, status)}</Tag>;
}

export function ProjectPriorityTag({ priority }: { priority: ProjectPriority }) {
  return <Tag color={PRIORITY_COLORS[priority] ?? 'default'}>{labelOf(PRIORITY_LABELS, priority)}</Tag>;
}
