import { Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { PipelineRunStatus, PipelineStatus } from '@platform/shared';
import { RUN_STATUS_COLORS, STATUS_COLORS, STEP_STATUS_COLORS } from '../labels';

/** The pipeline's state in its colour, with the word; a running one spins. */
export function PipelineStatusTag({ status }: { status: PipelineStatus }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} icon={status === 'running' ? <SyncOutlined spin /> : undefined}>
      {status}
    </Tag>
  );
}

export function RunStatusTag({ status }: { status: PipelineRunStatus }) {
  const busy = status === 'running' || status === 'queued';
  return (
    <Tag color={RUN_STATUS_COLORS[status] ?? 'default'} icon={busy ? <SyncOutlined spin={status === 'running'} /> : undefined}>
      {status}
    </Tag>
  );
}

export function StepStatusTag({ status }: { status: string }) {
  return <Tag color={STEP_STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}
