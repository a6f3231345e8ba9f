import { Tag } from 'antd';
import { PRIORITY_LABELS, STATUS_LABELS, type IdeaStatus, type Priority } from '@platform/shared';
import { PRIORITY_COLORS, STATUS_COLORS, labelOf } from '../labels';

export function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status as IdeaStatus] ?? 'default'}>{labelOf(STATUS_LABELS, status)}</Tag>;
}

export function PriorityTag({ priority }: { priority: string }) {
  return <Tag color={PRIORITY_COLORS[priority as Priority] ?? 'default'}>{labelOf(PRIORITY_LABELS, priority)}</Tag>;
}
