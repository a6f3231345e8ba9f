import { Card, Col, Descriptions, Empty, Flex, List, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PIPELINE_STEP_LABELS, type Pipeline } from '@platform/shared';
import { NONE, TYPE_NAMES, formatPipelineTime, formatRate, formatSeconds } from '../labels';
import { projectPath } from '../../projects/labels';
import { RunStatusTag } from '../components/pipeline-tags';
import { stepSummary } from './step-summary';

/** The pipeline's fields, its figures over every run, its steps in order and the projects it is linked to. */
export function OverviewTab({ pipeline }: { pipeline: Pipeline }) {
  const figures = [
    { title: 'Success rate', value: formatRate(pipeline.success_rate) },
    { title: 'Average duration', value: formatSeconds(pipeline.average_duration_seconds) },
    { title: 'Records processed', value: (pipeline.records_processed ?? 0).toLocaleString('en-US') },
    { title: 'Total runs', value: String(pipeline.run_count ?? 0) },
  ];
  const steps = [...(pipeline.steps ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        {figures.map(({ title, value }) => (
          <Col key={title} xs={12} md={6}>
            <Statistic title={title} value={value} />
          </Col>
        ))}
      </Row>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'description', label: 'Description', span: 2, children: pipeline.description || NONE },
          { key: 'type', label: 'Type', children: TYPE_NAMES[pipeline.type] ?? pipeline.type },
          { key: 'schedule', label: 'Schedule', children: pipeline.schedule_label },
          { key: 'next', label: 'Next run', children: formatPipelineTime(pipeline.next_run_at) },
          { key: 'created', label: 'Created', children: formatPipelineTime(pipeline.created_at) },
          {
            key: 'last',
            label: 'Last run',
            span: 2,
            children: pipeline.last_run ? (
              <Flex gap={8} align="center">
                {formatPipelineTime(pipeline.last_run.started_at)} <RunStatusTag status={pipeline.last_run.status} />
              </Flex>
            ) : (
              NONE
            ),
          },
        ]}
      />
      <Card size="small" title={`Steps (${steps.length})`}>
        <List
          size="small"
          aria-label="Pipeline steps"
          dataSource={steps}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No steps" /> }}
          renderItem={(step, index) => (
            <List.Item>
              <Flex vertical style={{ minWidth: 0 }}>
                <Flex gap={8} align="center">
                  <Typography.Text strong>
                    {index + 1}. {step.name}
                  </Typography.Text>
                  <Tag>{PIPELINE_STEP_LABELS[step.type] ?? step.type}</Tag>
                </Flex>
                <Typography.Text type="secondary" ellipsis>
                  {stepSummary(step)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title="Linked projects">
        {pipeline.projects?.length ? (
          <Flex vertical gap={4}>
            {pipeline.projects.map((project) => (
              <span key={project.project_id}>
                {/* Underlined: a link beside text must not be told apart by colour alone. */}
                <Link to={projectPath(project.project_id, 'links')} style={{ textDecoration: 'underline' }}>
                  {project.display_name || project.name}
                </Link>{' '}
                <Typography.Text type="secondary">({project.relationship_type})</Typography.Text>
              </span>
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Not linked to any project" />
        )}
      </Card>
    </Flex>
  );
}
