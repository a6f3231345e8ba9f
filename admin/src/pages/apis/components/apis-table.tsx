import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Button, Flex, Table, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, SettingOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { formatApiDate, type RegistryApi } from '@platform/shared';
import { API_TEXTS, COMPANY_LABELS, NONE, SORTABLE, apiPath } from '../labels';
import { HealthTag, StatusTag } from './api-tags';

interface ApisTableProps {
  tableProps: TableProps<RegistryApi>;
  sorters: CrudSort[];
  empty: React.ReactNode;
  onEdit: (api: RegistryApi) => void;
  onDelete: (api: RegistryApi) => void;
}

const sortable = (field: string, sorters: CrudSort[]) =>
  (SORTABLE as readonly string[]).includes(field) ? { sorter: true, sortOrder: getDefaultSortOrder(field, sorters) ?? null } : {};

const count = (value: number) => value ?? 0;

/** A row's actions must not also open the row. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

/** One page of APIs from the server; a row (or the name's link, for the keyboard) opens the API. */
export function ApisTable({ tableProps, sorters, empty, onEdit, onDelete }: ApisTableProps) {
  const navigate = useNavigate();
  const columns: TableColumnsType<RegistryApi> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      width: 240,
      ...sortable('name', sorters),
      render: (_, api) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={apiPath(api.id)}>{api.display_name || api.name}</Link>
          <Typography.Text type="secondary" code ellipsis={{ tooltip: api.name }}>
            {api.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Company',
      dataIndex: 'company',
      key: 'company',
      width: 110,
      ...sortable('company', sorters),
      render: (c: RegistryApi['company']) => COMPANY_LABELS[c] ?? c,
    },
    { title: 'Type', dataIndex: 'type', key: 'type', width: 100, ...sortable('type', sorters) },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 130,
      ...sortable('status', sorters),
      render: (s: RegistryApi['status']) => <StatusTag status={s} />,
    },
    { title: 'Version', dataIndex: 'version', key: 'version', width: 100, ...sortable('version', sorters) },
    {
      title: 'Health',
      dataIndex: 'health_status',
      key: 'health_status',
      width: 110,
      ...sortable('health_status', sorters),
      render: (health: RegistryApi['health_status']) => <HealthTag health={health ?? 'unknown'} />,
    },
    {
      title: 'Endpoints',
      dataIndex: 'endpoint_count',
      key: 'endpoint_count',
      ...sortable('endpoint_count', sorters),
      width: 100,
      align: 'right',
      render: count,
    },
    {
      title: 'Customers',
      dataIndex: 'customer_count',
      key: 'customer_count',
      ...sortable('customer_count', sorters),
      width: 100,
      align: 'right',
      render: count,
    },
    {
      title: 'Todos',
      dataIndex: 'active_todo_count',
      key: 'active_todo_count',
      ...sortable('active_todo_count', sorters),
      width: 80,
      align: 'right',
      render: count,
    },
    {
      title: 'Team',
      key: 'team',
      width: 150,
      ellipsis: { showTitle: true },
      render: (_, api) => (api.owner_team ? API_TEXTS.team(api.owner_team, api.team_size ?? 0) : NONE),
    },
    {
      title: 'Last Deployed',
      dataIndex: 'last_deployed_at',
      key: 'last_deployed_at',
      width: 130,
      ...sortable('last_deployed_at', sorters),
      render: (at: string | null) => formatApiDate(at),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, api) => {
        const name = api.display_name || api.name;
        return (
          <Flex gap={4} onClick={stop}>
            <Tooltip title={API_TEXTS.configure}>
              <Button size="small" icon={<SettingOutlined />} aria-label={`${API_TEXTS.configure} ${name}`} onClick={() => onEdit(api)} />
            </Tooltip>
            <Tooltip title={API_TEXTS.edit}>
              <Button size="small" icon={<EditOutlined />} aria-label={`${API_TEXTS.edit} ${name}`} onClick={() => onEdit(api)} />
            </Tooltip>
            <Tooltip title={API_TEXTS.delete}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${API_TEXTS.delete} ${name}`} onClick={() => onDelete(api)} />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<RegistryApi>
      {...tableProps}
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 1480 }}
      columns={columns}
      onRow={(api) => ({
        style: { cursor: 'pointer' },
        // The name's link navigates by itself; the rest of the row does it here.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('a, button')) navigate(apiPath(api.id));
        },
      })}
      pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: API_TEXTS.total }}
      locale={{ emptyText: tableProps.loading ? <div style={{ height: 120 }} /> : empty }}
    />
  );
}
