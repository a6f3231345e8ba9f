import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Button, Flex, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { EyeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { Pipeline } from '@platform/shared';
import { NONE, PIPELINE_TEXTS, SORTABLE, TYPE_NAMES, formatPipelineTime, formatRate, pipelinePath } from '../labels';
import { PipelineStatusTag, RunStatusTag } from './pipeline-tags';

interface PipelinesTableProps {
  tableProps: TableProps<Pipeline>;
  sorters: CrudSort[];
  empty: React.ReactNode;
  onRun: (pipeline: Pipeline) => void;
  /** The pipeline whose Run Now is on its way. */
  starting: number | undefined;
}

const sortable = (field: string, sorters: CrudSort[]) =>
  (SORTABLE as readonly string[]).includes(field) ? { sorter: true, sortOrder: getDefaultSortOrder(field, sorters) ?? null } : {};

/** One page of pipelines from the server, with Run Now and View per row. */
export function PipelinesTable({ tableProps, sorters, empty, onRun, starting }: PipelinesTableProps) {
  const navigate = useNavigate();
  const columns: TableColumnsType<Pipeline> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      width: 260,
      ...sortable('name', sorters),
      render: (_, pipeline) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={pipelinePath(pipeline.id)}>{pipeline.name}</Link>
          {pipeline.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: pipeline.description }}>
              {pipeline.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      width: 110,
      ...sortable('type', sorters),
      render: (type: Pipeline['type']) => TYPE_NAMES[type] ?? type,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (status: Pipeline['status']) => <PipelineStatusTag status={status} />,
    },
    { title: 'Schedule', dataIndex: 'schedule_label', key: 'schedule', width: 140 },
    {
      title: 'Last run',
      key: 'last_run_at',
      width: 230,
      ...sortable('last_run_at', sorters),
      render: (_, { last_run }) =>
        last_run ? (
          <Flex gap={8} align="center" wrap>
            <span>{formatPipelineTime(last_run.started_at)}</span>
            <RunStatusTag status={last_run.status} />
          </Flex>
        ) : (
          NONE
        ),
    },
    { title: 'Success rate', dataIndex: 'success_rate', key: 'success_rate', width: 110, align: 'right', render: formatRate },
    {
      title: 'Next run',
      dataIndex: 'next_run_at',
      key: 'next_run_at',
      width: 180,
      ...sortable('next_run_at', sorters),
      render: (at: string | null) => formatPipelineTime(at),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, pipeline) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<PlayCircleOutlined />}
            aria-label={`${PIPELINE_TEXTS.runNow} ${pipeline.name}`}
            disabled={pipeline.status === 'running' || pipeline.type === 'streaming' || starting === pipeline.id}
            loading={starting === pipeline.id}
            onClick={() => onRun(pipeline)}
          >
            {PIPELINE_TEXTS.runNow}
          </Button>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`${PIPELINE_TEXTS.view} ${pipeline.name}`}
            onClick={() => navigate(pipelinePath(pipeline.id))}
          >
            {PIPELINE_TEXTS.view}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Table<Pipeline>
      {...tableProps}
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 1350 }}
      columns={columns}
      pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: PIPELINE_TEXTS.total }}
      locale={{ emptyText: tableProps.loading ? <div style={{ height: 120 }} /> : empty }}
    />
  );
}
