import { Button, Flex, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, GithubOutlined, LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RegistryApi } from '@platform/shared';
import { HealthTag, StatusTag } from '../components/api-tags';
import { APIS_LIST_PATH, API_TEXTS, COMPANY_LABELS } from '../labels';

const LINKS: Array<{ field: 'base_url' | 'production_url' | 'health_url' | 'git_repo'; label: string }> = [
  { field: 'base_url', label: 'Base URL' },
  { field: 'production_url', label: 'Production' },
  { field: 'health_url', label: 'Health' },
  { field: 'git_repo', label: 'Repository' },
];

/** Back to the list; the API's names, status, health, version and company; its links. */
export function DetailHeader({ api }: { api: RegistryApi }) {
  const navigate = useNavigate();
  const links = LINKS.filter(({ field }) => api[field]);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => navigate(APIS_LIST_PATH)}>
          {API_TEXTS.back}
        </Button>
      </div>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {api.display_name || api.name}
        </Typography.Title>
        <Typography.Text code>{api.name}</Typography.Text>
        <Space size={4} wrap>
          <StatusTag status={api.status} />
          <HealthTag health={api.health_status ?? 'unknown'} />
          <Tag aria-label="Version">{`v${api.version}`}</Tag>
          <Tag>{COMPANY_LABELS[api.company] ?? api.company}</Tag>
        </Space>
      </Flex>
      {links.length > 0 && (
        <Space size={16} wrap>
          {links.map(({ field, label }) => (
            <a key={field} href={api[field]} target="_blank" rel="noreferrer">
              {field === 'git_repo' ? <GithubOutlined aria-hidden /> : <LinkOutlined aria-hidden />} {label}
            </a>
          ))}
        </Space>
      )}
    </Flex>
  );
}
