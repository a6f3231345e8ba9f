import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ApiOutlined, BranchesOutlined, DisconnectOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  gitRepoName,
  type ApiHealth,
  type ApiStatus,
  type PipelineStatus,
  type PipelineType,
  type Project,
  type ProjectGitRepo,
  type ProjectLinks,
} from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { HealthTag, StatusTag } from '../../apis/components/api-tags';
import { apiPath } from '../../apis/labels';
import { PipelineStatusTag } from '../../data-pipelines/components/pipeline-tags';
import { TYPE_NAMES, pipelinePath } from '../../data-pipelines/labels';
import { labelOf, NONE } from '../labels';
import { LinkApiDialog, LinkPipelineDialog } from './link-dialogs';
import { PAGE_TEXTS, RELATIONSHIP_LABELS } from './texts';
import { useProjectLinks } from './use-project-links';

type LinkedPipeline = ProjectLinks['pipelines'][number];
type LinkedApi = ProjectLinks['apis'][number];
type GitRepoRow = ProjectGitRepo & { primary: boolean };

/** The project's repositories, the primary one marked (and listed even when only it is set). */
export function gitRepoRows(
  project: Pick<Project, 'git_repos' | 'primary_git_repo'>,
  repos: ProjectGitRepo[] = project.git_repos ?? [],
): GitRepoRow[] {
  const rows = repos.map((repo) => ({ ...repo, primary: repo.url === project.primary_git_repo }));
  if (project.primary_git_repo && !rows.some((row) => row.primary)) {
    rows.unshift({ url: project.primary_git_repo, name: gitRepoName(project.primary_git_repo), branch: '', primary: true });
  }
  return rows;
}

/** Links: the pipelines and registry APIs linked to the project (linked and unlinked here), and its git repositories. */
export function LinksTab({ project }: { project: Project }) {
  const { message, modal } = App.useApp();
  const links = useProjectLinks(project.id);
  const [dialog, setDialog] = useState<'pipeline' | 'api' | null>(null);

  const confirmUnlink = (what: 'Pipeline' | 'API', name: string, unlink: () => Promise<void>) =>
    modal.confirm({
      title: `Unlink ${what === 'API' ? 'API' : 'pipeline'}?`,
      content: `"${name}" will no longer be linked to ${project.display_name || project.name}.`,
      okText: PAGE_TEXTS.unlink,
      okButtonProps: { danger: true },
      cancelText: PAGE_TEXTS.cancel,
      onOk: async () => {
        try {
          await unlink();
          message.success(PAGE_TEXTS.unlinked(what));
        } catch (error) {
          message.error(`${PAGE_TEXTS.unlinkFailed(what === 'API' ? 'API' : 'pipeline')}: ${serverMessage(error, 'Please try again.')}`);
        }
      },
    });

  const unlinkButton = (label: string, onClick: () => void) => (
    <Button size="small" danger icon={<DisconnectOutlined />} aria-label={label} onClick={onClick} disabled={links.busy}>
      {PAGE_TEXTS.unlink}
    </Button>
  );

  const pipelineColumns: TableColumnsType<LinkedPipeline> = [
    { title: 'Pipeline', dataIndex: 'name', key: 'name', render: (name: string, pipeline) => <Link to={pipelinePath(pipeline.id)}>{name}</Link> },
    { title: 'Type', dataIndex: 'type', key: 'type', width: 120, render: (type: string) => TYPE_NAMES[type as PipelineType] ?? type },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: string) => <PipelineStatusTag status={status as PipelineStatus} />,
    },
    {
      title: 'Relationship',
      dataIndex: 'relationship_type',
      key: 'relationship_type',
      width: 150,
      render: (relationship: string) => labelOf(RELATIONSHIP_LABELS, relationship),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, pipeline) =>
        unlinkButton(`Unlink pipeline ${pipeline.name}`, () => confirmUnlink('Pipeline', pipeline.name, () => links.unlinkPipeline(pipeline.id))),
    },
  ];

  const apiColumns: TableColumnsType<LinkedApi> = [
    {
      title: 'API',
      dataIndex: 'display_name',
      key: 'display_name',
      render: (displayName: string, api) => (
        <Flex vertical>
          <Link to={apiPath(api.id)}>{displayName || api.name}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {api.name}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 120, render: (status: string) => <StatusTag status={status as ApiStatus} /> },
    {
      title: 'Health',
      dataIndex: 'health_status',
      key: 'health_status',
      width: 110,
      render: (health: string) => <HealthTag health={(health || 'unknown') as ApiHealth} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, api) => {
        const name = api.display_name || api.name;
        return unlinkButton(`Unlink API ${name}`, () => confirmUnlink('API', name, () => links.unlinkApi(api.id)));
      },
    },
  ];

  const repoColumns: TableColumnsType<GitRepoRow> = [
    {
      title: 'Repository',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, repo) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Link href={repo.url} target="_blank" rel="noreferrer">
            {name || repo.url}
          </Typography.Link>
          {repo.primary && <Tag color="gold">{PAGE_TEXTS.primary}</Tag>}
        </Flex>
      ),
    },
    { title: 'URL', dataIndex: 'url', key: 'url', render: (url: string) => <Typography.Text copyable={{ text: url }}>{url}</Typography.Text> },
    {
      title: 'Branch',
      dataIndex: 'branch',
      key: 'branch',
      width: 140,
      render: (branch: string) => (branch ? <Typography.Text code>{branch}</Typography.Text> : NONE),
    },
  ];

  if (links.error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={serverMessage(links.error, PAGE_TEXTS.loadLinksFailed)}
        action={
          <Button size="small" onClick={links.retry}>
            {PAGE_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  if (!links.links) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { pipelines, apis } = links.links;
  const repos = gitRepoRows(project, links.links.git_repos ?? project.git_repos);

  const table = <T extends object>(label: string, rows: T[], columns: TableColumnsType<T>, empty: string, rowKey: keyof T & string) => (
    <section aria-label={label}>
      <Table<T>
        rowKey={rowKey}
        size="small"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      />
    </section>
  );

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={`Pipelines (${pipelines.length})`}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setDialog('pipeline')}>
            {PAGE_TEXTS.linkPipeline}
          </Button>
        }
      >
        {table('Linked pipelines', pipelines, pipelineColumns, 'No pipelines linked to this project', 'id')}
      </Card>
      <Card
        size="small"
        title={
          <span>
            <ApiOutlined aria-hidden /> {`APIs (${apis.length})`}
          </span>
        }
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setDialog('api')}>
            {PAGE_TEXTS.linkApi}
          </Button>
        }
      >
        {table('Linked APIs', apis, apiColumns, 'No APIs linked to this project', 'id')}
      </Card>
      <Card
        size="small"
        title={
          <span>
            <BranchesOutlined aria-hidden /> {`Git repositories (${repos.length})`}
          </span>
        }
      >
        {table('Git repositories', repos, repoColumns, 'No git repositories; add them with Edit on the projects list', 'url')}
      </Card>
      <LinkPipelineDialog
        open={dialog === 'pipeline'}
        linked={pipelines.map((pipeline) => pipeline.id)}
        onClose={() => setDialog(null)}
        onLink={async (id, relationship) => {
          await links.linkPipeline(id, relationship);
          message.success(PAGE_TEXTS.linked('Pipeline'));
        }}
      />
      <LinkApiDialog
        open={dialog === 'api'}
        linked={apis.map((api) => api.id)}
        onClose={() => setDialog(null)}
        onLink={async (id) => {
          await links.linkApi(id);
          message.success(PAGE_TEXTS.linked('API'));
        }}
      />
    </Flex>
  );
}
