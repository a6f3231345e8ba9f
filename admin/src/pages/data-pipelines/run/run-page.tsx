import { useOne, type HttpError } from '@refinedev/core';
import { Alert, Breadcrumb, Button, Card, Descriptions, Flex, Result, Skeleton, Table, Tag, Typography, Empty } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PIPELINE_MESSAGES, PIPELINE_STEP_LABELS, type PipelineRun, type PipelineStepLog } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { RunStatusTag, StepStatusTag } from '../components/pipeline-tags';
import {
  PIPELINES_LIST_PATH,
  PIPELINE_TEXTS,
  POLL_MS,
  RUNS_RESOURCE,
  TRIGGER_LABELS,
  formatPipelineTime,
  formatSeconds,
  pipelinePath,
} from '../labels';
import { SampleTable } from './sample-table';

const busy = (run: PipelineRun | undefined) => run?.status === 'queued' || run?.status === 'running';

/** One run: its figures, each step's log and the first records out of it; read again every 2 s until it ends. */
export function RunPage({ runId }: { runId: string }) {
  const navigate = useNavigate();
  const { result: run, query } = useOne<PipelineRun, HttpError>({
    resource: RUNS_RESOURCE,
    id: runId,
    errorNotification: false,
    queryOptions: { retry: false, refetchInterval: (current) => (busy(current.state.data?.data) ? POLL_MS : false) },
  });

  if (query.error && query.error.statusCode !== 401) {
    const notFound = query.error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? PIPELINE_MESSAGES.runNotFound : serverMessage(query.error, 'Failed to load the run')}
        extra={<Button onClick={() => navigate(PIPELINES_LIST_PATH)}>{PIPELINE_TEXTS.back}</Button>}
      />
    );
  }
  if (!run?.id) return <Skeleton active paragraph={{ rows: 8 }} />;

  const steps = [...(run.steps ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={PIPELINES_LIST_PATH}>{PIPELINE_TEXTS.title}</Link> },
          { title: <Link to={pipelinePath(run.pipeline_id)}>{run.pipeline_name || `Pipeline ${run.pipeline_id}`}</Link> },
          { title: `Run #${run.id}` },
        ]}
      />
      <Flex align="center" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>{`Run #${run.id}`}</Typography.Title>
        <RunStatusTag status={run.status} />
      </Flex>
      {run.error_message && <Alert type="error" showIcon message={run.error_message} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'trigger', label: 'Trigger', children: TRIGGER_LABELS[run.trigger] ?? run.trigger },
          { key: 'duration', label: 'Duration', children: formatSeconds(run.duration_seconds) },
          { key: 'started', label: 'Started', children: formatPipelineTime(run.started_at) },
          { key: 'completed', label: 'Completed', children: formatPipelineTime(run.completed_at) },
          { key: 'processed', label: 'Records processed', children: run.records_processed },
          { key: 'failed', label: 'Records failed', children: run.records_failed },
        ]}
      />
      <Card size="small" title="Steps">
        <Table<PipelineStepLog>
          aria-label="Step log"
          rowKey="order"
          size="small"
          pagination={false}
          dataSource={steps}
          scroll={{ x: 900 }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={busy(run) ? 'Waiting for the first step…' : 'No steps ran'} />,
          }}
          columns={[
            { title: '#', key: 'order', width: 50, render: (_, __, index) => index + 1 },
            { title: 'Step', dataIndex: 'name', key: 'name', width: 180 },
            {
              title: 'Type',
              dataIndex: 'type',
              key: 'type',
              width: 130,
              render: (type: PipelineStepLog['type']) => <Tag>{PIPELINE_STEP_LABELS[type] ?? type}</Tag>,
            },
            { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: string) => <StepStatusTag status={status} /> },
            { title: 'In', dataIndex: 'records_in', key: 'in', width: 70, align: 'right' },
            { title: 'Out', dataIndex: 'records_out', key: 'out', width: 70, align: 'right' },
            { title: 'Failed', dataIndex: 'records_failed', key: 'failed', width: 70, align: 'right' },
            { title: 'ms', dataIndex: 'duration_ms', key: 'ms', width: 80, align: 'right' },
            {
              title: 'Messages',
              dataIndex: 'messages',
              key: 'messages',
              render: (messages: string[]) => (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {(messages ?? []).map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={`Sample records (${run.sample?.length ?? 0})`}>
        <SampleTable records={run.sample ?? []} />
      </Card>
    </Flex>
  );
}
