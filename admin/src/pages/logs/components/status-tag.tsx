import { Tag } from 'antd';
import { NONE } from '../labels';

/** 'success' in green; anything else ('failure', 'refused', an HTTP status) in red, as the server wrote it. */
export function StatusTag({ status }: { status: string | null }) {
  if (!status) return <>{NONE}</>;
  return <Tag color={status === 'success' ? 'success' : 'error'}>{status}</Tag>;
}
