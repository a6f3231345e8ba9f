import { Breadcrumb, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { Project } from '@platform/shared';
import { PRIORITY_COLORS, PRIORITY_LABELS, PROJECTS_LIST_PATH, STATUS_COLORS, STATUS_LABELS, TYPE_LABELS, labelOf } from '../labels';
import { PAGE_TEXTS } from './texts';

/** The way back to the list (where a project is edited), the project's names, and its status, priority and type. */
export function DetailHeader({ project }: { project: Project }) {
  const title = project.display_name || project.name;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={[
          { key: 'list', title: <Link to={PROJECTS_LIST_PATH}>{PAGE_TEXTS.projects}</Link> },
          { key: 'this', title },
        ]}
      />
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        <Typography.Text code aria-label="Project ID">
          {project.name}
        </Typography.Text>
        <Space size={4} wrap>
          <Tag aria-label="Status" color={STATUS_COLORS[project.status] ?? 'default'}>
            {labelOf(STATUS_LABELS, project.status)}
          </Tag>
          <Tag aria-label="Priority" color={PRIORITY_COLORS[project.priority] ?? 'default'}>
            {labelOf(PRIORITY_LABELS, project.priority)}
          </Tag>
          <Tag aria-label="Type">{labelOf(TYPE_LABELS, project.project_type)}</Tag>
        </Space>
      </Flex>
    </Flex>
  );
}
