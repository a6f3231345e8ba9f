import { Tag } from 'antd';
import type { InquiryStatus } from '@platform/shared';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';

export function StatusTag({ status }: { status: InquiryStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{STATUS_LABELS[status] ?? status}</Tag>;
}
