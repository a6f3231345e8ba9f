import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { List } from '@refinedev/antd';
import { Alert, Button, Flex, Table, Empty } from 'antd';
import { Link } from 'react-router';
import type { Dataset } from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { formatPipelineTime, pipelinePath } from '../data-pipelines/labels';
import { DATASETS_RESOURCE, DATASET_TEXTS, datasetPath } from './labels';

/** /datasets: the tables the pipelines' Store steps write. */
export function DatasetList() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ datasets: Dataset[] }, HttpError>({ url: `${apiUrl}/${DATASETS_RESOURCE}`, method: 'get', errorNotification: false });
  const datasets = query.data?.data?.datasets ?? [];
  return (
    <List title={DATASET_TEXTS.title}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`${DATASET_TEXTS.loadFailed}: ${serverMessage(query.error, 'Unknown error')}`}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {DATASET_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <Table<Dataset>
          rowKey="name"
          size="middle"
          loading={query.isLoading}
          dataSource={datasets}
          pagination={false}
          locale={{ emptyText: query.isLoading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DATASET_TEXTS.empty} /> }}
          columns={[
            { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <Link to={datasetPath(name)}>{name}</Link> },
            { title: 'Rows', dataIndex: 'row_count', key: 'rows', align: 'right', render: (n: number) => (n ?? 0).toLocaleString('en-US') },
            { title: 'Columns', dataIndex: 'columns', key: 'columns', align: 'right', render: (columns: string[]) => columns?.length ?? 0 },
            {
              title: 'Pipelines',
              dataIndex: 'pipelines',
              key: 'pipelines',
              render: (pipelines: Dataset['pipelines']) => (
                <Flex gap={8} wrap>
                  {(pipelines ?? []).map((pipeline) => (
                    <Link key={pipeline.id} to={pipelinePath(pipeline.id)}>
                      {pipeline.name}
                    </Link>
                  ))}
                </Flex>
              ),
            },
            { title: 'Updated', dataIndex: 'updated_at', key: 'updated', render: (at: string | null) => formatPipelineTime(at) },
          ]}
        />
      )}
    </List>
  );
}

export default DatasetList;
