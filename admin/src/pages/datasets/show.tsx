import { useState } from 'react';
import { useApiUrl, useCustom, useDelete, type HttpError } from '@refinedev/core';
import { App, Breadcrumb, Button, Card, Flex, Result, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { PIPELINE_MESSAGES, type DatasetPage } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../utils/server-message';
import { cellText } from '../data-pipelines/run/sample-table';
import { formatPipelineTime, pipelinePath } from '../data-pipelines/labels';
import { DATASETS_LIST_PATH, DATASETS_RESOURCE, DATASET_TEXTS, ROWS_PAGE_SIZE } from './labels';

type Row = DatasetPage['rows'][number] & { index: number };

/** /datasets/:name: the dataset's rows, a page at a time, and deleting it. */
export function DatasetShow() {
  const { name = '' } = useParams();
  const apiUrl = useApiUrl();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const { query } = useCustom<DatasetPage, HttpError>({
    url: `${apiUrl}/${DATASETS_RESOURCE}/${encodeURIComponent(name)}`,
    method: 'get',
    config: { query: { _start: (page - 1) * ROWS_PAGE_SIZE, _end: page * ROWS_PAGE_SIZE } },
    errorNotification: false,
    queryOptions: { retry: false, placeholderData: (previous) => previous },
  });
  const { mutateAsync: remove } = useDelete();
  const answer = query.data?.data;

  if (query.error && query.error.statusCode !== 401) {
    const notFound = query.error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? PIPELINE_MESSAGES.datasetNotFound : DATASET_TEXTS.loadOneFailed}
        subTitle={notFound ? undefined : serverMessage(query.error, 'Please try again.')}
        extra={<Button onClick={() => navigate(DATASETS_LIST_PATH)}>{DATASET_TEXTS.back}</Button>}
      />
    );
  }

  const confirmDelete = () =>
    modal.confirm({
      title: DATASET_TEXTS.deleteTitle(name),
      content: DATASET_TEXTS.deleteContent,
      okText: DATASET_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: DATASET_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource: DATASETS_RESOURCE, id: name, ...NO_NOTICES });
          message.success(DATASET_TEXTS.deleted);
          navigate(DATASETS_LIST_PATH);
        } catch (error) {
          message.error(`${DATASET_TEXTS.deleteFailed}: ${serverMessage(error, 'Please try again.')}`);
        }
      },
    });

  const columns = answer?.dataset.columns ?? [];
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to={DATASETS_LIST_PATH}>{DATASET_TEXTS.title}</Link> }, { title: name }]} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          {answer && (
            <Typography.Text type="secondary">
              {DATASET_TEXTS.rows(answer.total)}
              {answer.dataset.pipelines.length > 0 && ' · written by '}
              {answer.dataset.pipelines.map((pipeline, index) => (
                <span key={pipeline.id}>
                  {index > 0 && ', '}
                  <Link to={pipelinePath(pipeline.id)} style={{ textDecoration: 'underline' }}>
                    {pipeline.name}
                  </Link>
                </span>
              ))}
            </Typography.Text>
          )}
        </Flex>
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          {DATASET_TEXTS.delete}
        </Button>
      </Flex>
      <Card size="small">
        <Table<Row>
          aria-label="Dataset rows"
          rowKey="index"
          size="small"
          loading={query.isFetching}
          dataSource={(answer?.rows ?? []).map((row, index) => ({ ...row, index }))}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: ROWS_PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, onChange: setPage }}
          columns={[
            { title: 'Key', dataIndex: 'key', key: '__key', render: (key: string | null) => key ?? '—' },
            ...columns.map((column) => ({ title: column, key: column, render: (_: unknown, row: Row) => cellText(row.data[column]) })),
            { title: 'Updated', dataIndex: 'updated_at', key: '__updated', render: (at: string) => formatPipelineTime(at) },
          ]}
        />
      </Card>
    </Flex>
  );
}

export default DatasetShow;
