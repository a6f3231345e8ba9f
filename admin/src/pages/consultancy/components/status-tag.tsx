import { Tag, Typography } from 'antd';
import { formatConsultancyDate, isOverdue, todayInOslo } from '@platform/shared';
import { CONSULTANCY_TEXTS, statusColour } from '../labels';

/** A status chip in §4's colour, with the word beside the colour. */
export function StatusTag({ status, labels }: { status: string; labels: Record<string, string> }) {
  return <Tag color={statusColour(status)}>{labels[status] ?? status}</Tag>;
}

/** A day as dd.MM.yyyy; red with 'Forfalt' when it has passed (§9), unless `status` says it no longer matters. */
export function DueDay({ day, status }: { day: string | null; status?: string }) {
  if (!isOverdue(day, todayInOslo(), status)) return <span>{formatConsultancyDate(day)}</span>;
  return (
    <Typography.Text type="danger">
      {formatConsultancyDate(day)} {CONSULTANCY_TEXTS.overdue}
    </Typography.Text>
  );
}
