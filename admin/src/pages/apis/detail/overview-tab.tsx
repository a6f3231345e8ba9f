import { Button, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { formatApiDate, type RegistryApi } from '@platform/shared';
import { API_TEXTS, COMPANY_LABELS, NONE } from '../labels';
import { HealthPanel } from './health-panel';

const orNone = (text: string) => text || NONE;
const link = (url: string) =>
  url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer" ellipsis>
      {url}
    </Typography.Link>
  ) : (
    NONE
  );

/** Overview: the figures from the API's records, its fields (edited in the one API dialog), and its health. */
export function OverviewTab({ api, onEdit }: { api: RegistryApi; onEdit: () => void }) {
  const figures = [
    { title: 'Endpoints', value: api.endpoint_count },
    { title: 'Customers', value: api.customer_count },
    { title: 'Active todos', value: api.active_todo_count },
    { title: 'Team members', value: api.team_size },
  ];
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        {figures.map(({ title, value }) => (
          <Col key={title} xs={12} md={6} lg={4}>
            <Statistic title={title} value={value ?? 0} />
          </Col>
        ))}
        <Col xs={12} md={6} lg={4}>
          <Statistic title="Last deployed" value={formatApiDate(api.last_deployed_at)} />
        </Col>
      </Row>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title="Details"
        extra={
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {API_TEXTS.edit}
          </Button>
        }
        items={[
          { key: 'description', label: 'Description', span: 2, children: orNone(api.description) },
          { key: 'type', label: 'Type', children: api.type },
          { key: 'auth', label: 'Auth type', children: api.auth_type },
          { key: 'sla', label: 'SLA tier', children: api.sla_tier },
          { key: 'company', label: 'Company', children: COMPANY_LABELS[api.company] ?? api.company },
          { key: 'team', label: 'Owner team', children: orNone(api.owner_team) },
          { key: 'version', label: 'Version', children: api.version },
          { key: 'base', label: 'Base URL', children: link(api.base_url) },
          { key: 'production', label: 'Production URL', children: link(api.production_url) },
          { key: 'health', label: 'Health URL', children: link(api.health_url) },
          { key: 'git', label: 'Git repository', children: link(api.git_repo) },
          { key: 'created', label: 'Created', children: formatApiDate(api.created_at) },
          { key: 'updated', label: 'Updated', children: formatApiDate(api.updated_at) },
        ]}
      />
      <HealthPanel api={api} />
    </Flex>
  );
}
