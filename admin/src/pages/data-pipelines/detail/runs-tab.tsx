import { Alert, Button, Empty, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PIPELINE_MESSAGES, type PipelineRun } from '@platform/shared';
import { RunStatusTag } from '../components/pipeline-tags';
import { NONE, PIPELINE_TEXTS, TRIGGER_LABELS, formatPipelineTime, formatSeconds, runPath } from '../labels';

interface RunsTabProps {
  runs: PipelineRun[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The pipeline's runs, newest first, each opening its own page. */
export function RunsTab({ runs, loading, failed, onRetry }: RunsTabProps) {
  const navigate = useNavigate();
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        message={PIPELINE_MESSAGES.fetchRunsFailed}
        action={
          <Button size="small" onClick={onRetry}>
            {PIPELINE_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return (
    <Table<PipelineRun>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={runs}
      pagination={runs.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 900 }}
      locale={{ emptyText: loading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PIPELINE_MESSAGES.noRuns} /> }}
      columns={[
        {
          title: 'Status',
          dataIndex: 'status',
          key: 'status',
          width: 110,
          render: (status: PipelineRun['status']) => <RunStatusTag status={status} />,
        },
        {
          title: 'Trigger',
          dataIndex: 'trigger',
          key: 'trigger',
          width: 100,
          render: (trigger: PipelineRun['trigger']) => TRIGGER_LABELS[trigger] ?? trigger,
        },
        { title: 'Started', dataIndex: 'started_at', key: 'started', width: 180, render: (at: string | null) => formatPipelineTime(at) },
        { title: 'Duration', dataIndex: 'duration_seconds', key: 'duration', width: 90, render: formatSeconds },
        { title: 'Records processed', dataIndex: 'records_processed', key: 'processed', width: 140, align: 'right' },
        { title: 'Failed', dataIndex: 'records_failed', key: 'failed', width: 80, align: 'right' },
        {
          title: 'Error',
          dataIndex: 'error_message',
          key: 'error',
          ellipsis: true,
          render: (message: string | null) => (message ? <Typography.Text type="danger">{message}</Typography.Text> : NONE),
        },
        {
          title: '',
          key: 'view',
          width: 120,
          render: (_, run) => (
            <Button size="small" onClick={() => navigate(runPath(run.id))}>
              {PIPELINE_TEXTS.viewDetails}
            </Button>
          ),
        },
      ]}
    />
  );
}
