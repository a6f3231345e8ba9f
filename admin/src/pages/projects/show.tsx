import { useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Empty, Flex, List, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { PIPELINE_MESSAGES, type PipelineStatus, type PipelineType } from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { PipelineStatusTag } from '../data-pipelines/components/pipeline-tags';
import { TYPE_NAMES, pipelinePath } from '../data-pipelines/labels';

interface ProjectAnswer {
  project: {
    id: number;
    name: string;
    display_name: string;
    description: string | null;
    status: string;
    priority: string | null;
    project_type: string | null;
    company: string | null;
  };
  pipelines: { id: number; name: string; type: PipelineType; status: PipelineStatus; relationship_type: string }[];
}

/** /projects/:id: the project's names, status and description, and the pipelines linked to it. */
export function ProjectShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { result, query } = useOne<ProjectAnswer, HttpError>({ resource: 'projects', id, errorNotification: false, queryOptions: { retry: false } });

  if (query.error && query.error.statusCode !== 401) {
    const notFound = query.error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? PIPELINE_MESSAGES.projectNotFound : 'Failed to load the project'}
        subTitle={notFound ? undefined : serverMessage(query.error, 'Please try again.')}
        extra={<Button onClick={() => navigate(-1)}>Back</Button>}
      />
    );
  }
  if (!result?.project) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { project, pipelines } = result;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {project.display_name || project.name}
        </Typography.Title>
        <Typography.Text code>{project.name}</Typography.Text>
        <Tag>{project.status}</Tag>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'description', label: 'Description', span: 2, children: project.description || '—' },
          { key: 'type', label: 'Type', children: project.project_type || '—' },
          { key: 'priority', label: 'Priority', children: project.priority || '—' },
          { key: 'company', label: 'Company', children: project.company || '—' },
        ]}
      />
      <Card size="small" title="Pipelines">
        {pipelines.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pipelines linked to this project" />
        ) : (
          <List
            size="small"
            aria-label="Linked pipelines"
            dataSource={pipelines}
            renderItem={(pipeline) => (
              <List.Item>
                <Flex gap={8} align="center" wrap>
                  <Link to={pipelinePath(pipeline.id)}>{pipeline.name}</Link>
                  <Typography.Text type="secondary">{TYPE_NAMES[pipeline.type] ?? pipeline.type}</Typography.Text>
                  <Tag>{pipeline.relationship_type}</Tag>
                  <PipelineStatusTag status={pipeline.status} />
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}

export default ProjectShow;
