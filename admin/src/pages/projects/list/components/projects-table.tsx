import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Button, Flex, Progress, Table, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PROJECT_SORTS, formatApiDate, formatNok, projectTargetLabel, type Project } from '@platform/shared';
import { COMPANY_LABELS, NONE, PROJECT_TEXTS, TYPE_LABELS, labelOf, projectPath } from '../../labels';
import { ProjectPriorityTag, ProjectStatusTag } from './project-tags';

interface ProjectsTableProps {
  tableProps: TableProps<Project>;
  sorters: CrudSort[];
  empty: React.ReactNode;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

const sortable = (field: string, sorters: CrudSort[]) =>
  (PROJECT_SORTS as readonly string[]).includes(field) ? { sorter: true, sortOrder: getDefaultSortOrder(field, sorters) ?? null } : {};

const nameOf = (project: Project) => project.display_name || project.name;

/** A row's actions must not also open the row. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

/** One page of projects from the server; a row (or the name's link, for the keyboard) opens the project. */
export function ProjectsTable({ tableProps, sorters, empty, onEdit, onDelete }: ProjectsTableProps) {
  const navigate = useNavigate();
  const columns: TableColumnsType<Project> = [
    {
      title: 'Project',
      dataIndex: 'display_name',
      key: 'display_name',
      width: 240,
      ...sortable('display_name', sorters),
      render: (_, project) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={projectPath(project.id)}>{nameOf(project)}</Link>
          <Typography.Text type="secondary" code ellipsis={{ tooltip: project.name }}>
            {project.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      ...sortable('status', sorters),
      render: (status: Project['status']) => <ProjectStatusTag status={status} />,
    },
    {
      title: 'Priority',
      dataIndex: 'priority',
      key: 'priority',
      width: 110,
      ...sortable('priority', sorters),
      render: (priority: Project['priority']) => <ProjectPriorityTag priority={priority} />,
    },
    {
      title: 'Type',
      dataIndex: 'project_type',
      key: 'project_type',
      width: 120,
      render: (type: Project['project_type']) => labelOf(TYPE_LABELS, type),
    },
    {
      title: 'Company',
      dataIndex: 'company',
      key: 'company',
      width: 110,
      render: (company: Project['company']) => labelOf(COMPANY_LABELS, company),
    },
    {
      title: 'Progress',
      dataIndex: 'progress',
      key: 'progress',
      width: 170,
      ...sortable('progress', sorters),
      render: (_, project) => (
        <Flex vertical>
          <Progress percent={project.progress ?? 0} size="small" aria-label={PROJECT_TEXTS.progress(nameOf(project))} />
          <Typography.Text type="secondary">{PROJECT_TEXTS.todos(project.completed_todos ?? 0, project.todo_count ?? 0)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Target Date',
      dataIndex: 'target_date',
      key: 'target_date',
      width: 130,
      ...sortable('target_date', sorters),
      // 'Perpetual' for an operational project without a date (§4).
      render: (_, project) => projectTargetLabel(project, formatApiDate),
    },
    {
      title: 'Budget',
      dataIndex: 'budget',
      key: 'budget',
      width: 150,
      align: 'right',
      // The budget with what is spent of it beneath; either may be unknown.
      render: (_, project) => {
        const known = (amount: number | null | undefined): amount is number => amount !== null && amount !== undefined;
        if (!known(project.budget) && !known(project.spent)) return NONE;
        return (
          <Flex vertical>
            <span>{known(project.budget) ? formatNok(project.budget) : NONE}</span>
            {known(project.spent) && <Typography.Text type="secondary">{PROJECT_TEXTS.spent(formatNok(project.spent))}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, project) => {
        const name = nameOf(project);
        return (
          <Flex gap={4} onClick={stop}>
            <Tooltip title={PROJECT_TEXTS.view}>
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label={`${PROJECT_TEXTS.view} ${name}`}
                onClick={() => navigate(projectPath(project.id))}
              />
            </Tooltip>
            <Tooltip title={PROJECT_TEXTS.edit}>
              <Button size="small" icon={<EditOutlined />} aria-label={`${PROJECT_TEXTS.edit} ${name}`} onClick={() => onEdit(project)} />
            </Tooltip>
            <Tooltip title={PROJECT_TEXTS.delete}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${PROJECT_TEXTS.delete} ${name}`}
                onClick={() => onDelete(project)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<Project>
      {...tableProps}
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 1270 }}
      columns={columns}
      onRow={(project) => ({
        style: { cursor: 'pointer' },
        // The name's link navigates by itself; the rest of the row does it here.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('a, button')) navigate(projectPath(project.id));
        },
      })}
      pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: PROJECT_TEXTS.total }}
      locale={{ emptyText: tableProps.loading ? <div style={{ height: 120 }} /> : empty }}
    />
  );
}
