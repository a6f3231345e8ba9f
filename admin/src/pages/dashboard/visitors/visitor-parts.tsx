import { Space, Tag, Tooltip } from 'antd';
import { VISITOR_STATUS_LABELS, formatDateTime, relativeAge, type VisitorDetail, type VisitorStatus } from '@platform/shared';
import { STATUS_COLOURS, orNone } from './labels';

const COUNTRY_CODE = /^[a-z]{2}$/i;

/** The country's flag (flag-icons' CSS, imported by the tab) named by its code, and the city. */
export function Location({ visitor }: { visitor: Pick<VisitorDetail, 'country_code' | 'city'> }) {
  const code = visitor.country_code && COUNTRY_CODE.test(visitor.country_code) ? visitor.country_code.toUpperCase() : null;
  if (!code && !visitor.city) return <>{orNone(null)}</>;
  return (
    <Space size={6}>
      {code && <span className={`fi fi-${code.toLowerCase()}`} role="img" aria-label={code} title={code} />}
      <span>{visitor.city ?? code}</span>
    </Space>
  );
}

export function StatusChip({ status }: { status: VisitorStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{VISITOR_STATUS_LABELS[status]}</Tag>;
}

/** "for 5 minutter siden", with the exact time in a tooltip (and reachable by keyboard). */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatDateTime(iso)}>
      <span tabIndex={0} aria-label={`${relativeAge(iso)} (${formatDateTime(iso)})`}>
        {relativeAge(iso)}
      </span>
    </Tooltip>
  );
}
