import { Card, Col, Descriptions, Flex, Progress, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatApiDate, formatNok, projectTargetLabel, type Project } from '@platform/shared';
import { COMPANY_LABELS, NONE, PROJECT_TAG_COLOR, VISIBILITY_LABELS, labelOf } from '../labels';
import { PAGE_TEXTS } from './texts';

const orNone = (text: string | null | undefined) => text || NONE;
const formatDay = (iso: string | null) => formatApiDate(iso);

/** Budget against spent: the share used as a bar, red with the excess once spending passes the budget. */
export function BudgetCard({ budget, spent }: { budget: number | null; spent: number | null }) {
  const used = spent ?? 0;
  const over = budget !== null && used > budget;
  const percent = budget ? Math.round((used / budget) * 100) : 0;
  return (
    <Card size="small" title="Budget">
      <Flex vertical gap={8}>
        <Row gutter={[16, 16]}>
          <Col xs={12}>
            <Statistic title="Budget" value={budget === null ? NONE : formatNok(budget)} />
          </Col>
          <Col xs={12}>
            <Statistic title="Spent" value={formatNok(used)} valueStyle={over ? { color: '#cf1322' } : undefined} />
          </Col>
        </Row>
        {budget === null ? (
          <Typography.Text type="secondary">{PAGE_TEXTS.noBudget}</Typography.Text>
        ) : (
          <>
            <Progress
              percent={Math.min(percent, 100)}
              status={over ? 'exception' : 'normal'}
              format={() => `${percent}%`}
              aria-label="Budget spent"
              aria-valuetext={`${percent}% of the budget spent`}
            />
            {over ? (
              <Typography.Text type="danger" strong>
                {PAGE_TEXTS.overBudget(formatNok(used - budget))}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{PAGE_TEXTS.budgetLeft(formatNok(budget - used))}</Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}

/** Overview: the figures computed from the project's records, its budget, and its fields (edited on the list). */
export function OverviewTab({ project }: { project: Project }) {
  const figures = [
    { title: 'Team size', value: project.team_size },
    { title: 'APIs', value: project.api_count },
    { title: 'Data sources', value: project.data_source_count },
    { title: 'Pipelines', value: project.pipeline_count },
  ];
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Progress" value={project.progress ?? 0} suffix="%" />
            <Progress percent={project.progress ?? 0} showInfo={false} aria-label="Progress" />
            <Typography.Text type="secondary">{`${project.completed_todos ?? 0} of ${project.todo_count ?? 0} todos completed`}</Typography.Text>
          </Card>
        </Col>
        {figures.map(({ title, value }) => (
          <Col key={title} xs={12} md={4}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={title} value={value ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <BudgetCard budget={project.budget} spent={project.spent} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title="Details"
        items={[
          {
            key: 'description',
            label: 'Description',
            span: 2,
            children: <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{orNone(project.description)}</Typography.Paragraph>,
          },
          { key: 'start', label: 'Start date', children: formatDay(project.start_date) },
          { key: 'target', label: 'Target date', children: projectTargetLabel(project, formatApiDate) },
          { key: 'team', label: 'Owner team', children: orNone(project.owner_team) },
          { key: 'manager', label: 'Project manager', children: orNone(project.project_manager) },
          { key: 'category', label: 'Category', children: orNone(project.category) },
          { key: 'visibility', label: 'Visibility', children: labelOf(VISIBILITY_LABELS, project.visibility) },
          { key: 'company', label: 'Company', children: labelOf(COMPANY_LABELS, project.company) },
          {
            key: 'tags',
            label: 'Tags',
            children:
              project.tags?.length > 0 ? (
                <Space size={[4, 4]} wrap>
                  {project.tags.map((tag) => (
                    <Tag key={tag} color={PROJECT_TAG_COLOR}>
                      {tag}
                    </Tag>
                  ))}
                </Space>
              ) : (
                NONE
              ),
          },
          {
            key: 'repo',
            label: 'Primary repository',
            span: 2,
            children: project.primary_git_repo ? (
              <Typography.Link href={project.primary_git_repo} target="_blank" rel="noreferrer">
                {project.primary_git_repo}
              </Typography.Link>
            ) : (
              NONE
            ),
          },
          { key: 'created', label: 'Created', children: formatDay(project.created_at) },
          { key: 'updated', label: 'Updated', children: formatDay(project.updated_at) },
        ]}
      />
    </Flex>
  );
}
