import { Alert, Card, Flex, Table, Tag, Typography, Empty } from 'antd';
import { PIPELINE_MESSAGES, type PipelineGitRepo, type PipelineNotebook } from '@platform/shared';
import { GIT_REPO_PURPOSE_LABELS, NONE, NOTEBOOK_PURPOSE_LABELS } from '../labels';

const primary = (isPrimary: boolean) => (isPrimary ? <Tag color="gold">Primary</Tag> : null);

/** The pipeline's git repositories and its notebooks (in execution order). */
export function ResourcesTab({ repos, notebooks }: { repos: PipelineGitRepo[]; notebooks: PipelineNotebook[] }) {
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Git repositories">
        <Table<PipelineGitRepo>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={repos}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No repositories" /> }}
          columns={[
            {
              title: 'Repository',
              key: 'repo',
              render: (_, repo) => (
                <Flex gap={8} align="center" wrap>
                  <Typography.Link href={repo.repo_url} target="_blank" rel="noreferrer" underline>
                    {repo.repo_name || repo.repo_url}
                  </Typography.Link>
                  {primary(repo.is_primary)}
                </Flex>
              ),
            },
            { title: 'Branch', dataIndex: 'branch', key: 'branch' },
            { title: 'Path', dataIndex: 'path', key: 'path', render: (path: string) => path || NONE },
            {
              title: 'Purpose',
              dataIndex: 'purpose',
              key: 'purpose',
              render: (purpose: PipelineGitRepo['purpose']) => GIT_REPO_PURPOSE_LABELS[purpose] ?? purpose,
            },
          ]}
        />
      </Card>
      <Card size="small" title="Notebooks">
        <Alert type="info" showIcon message={PIPELINE_MESSAGES.notebooksNotRun} style={{ marginBottom: 12 }} />
        <Table<PipelineNotebook>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={[...notebooks].sort((a, b) => a.execution_order - b.execution_order)}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notebooks" /> }}
          columns={[
            { title: 'Order', dataIndex: 'execution_order', key: 'order', width: 80 },
            {
              title: 'Notebook',
              key: 'name',
              render: (_, notebook) => (
                <Flex gap={8} align="center">
                  {notebook.name}
                  {primary(notebook.is_primary)}
                </Flex>
              ),
            },
            {
              title: 'Purpose',
              dataIndex: 'purpose',
              key: 'purpose',
              render: (purpose: PipelineNotebook['purpose']) => NOTEBOOK_PURPOSE_LABELS[purpose] ?? purpose,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
