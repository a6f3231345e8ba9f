import { Tag } from 'antd';
import { ADAPTED_CV_STATUS_COLOURS, ADAPTED_CV_STATUS_LABELS, type AdaptedCvStatus } from '@platform/shared';

/** An adapted CV's status chip: final green, sent blue, a draft plain. */
export function AdaptedCvStatusTag({ status }: { status: AdaptedCvStatus }) {
  return <Tag color={ADAPTED_CV_STATUS_COLOURS[status] ?? 'default'}>{ADAPTED_CV_STATUS_LABELS[status] ?? status}</Tag>;
}
