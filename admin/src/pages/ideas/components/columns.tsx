import type { ReactNode } from 'react';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  BUSINESS_MODEL_LABELS,
  COMPANY_LABELS,
  IDEA_TYPE_LABELS,
  formatDateTime,
  formatRelativeTime,
  type Idea,
} from '@platform/shared';
import { CappedTags } from '../../../components/capped-tags';
import { labelOf, type ToggleableColumn } from '../labels';
import { PriorityTag, StatusTag } from './idea-tags';

// Sortable headers cycle ascending ⇄ descending; there is always a sort (rank by default).
const SORT_DIRECTIONS = ['ascend', 'descend', 'ascend'] as const;

// Column keys are the API's field names, because the table reports a header sort by its column key.
const COLUMN_KEYS: Record<ToggleableColumn, string> = {
  rank: 'rank',
  id: 'id',
  title: 'title',
  status: 'status',
  priority: 'priority',
  score: 'score',
  company: 'company',
  assignedTo: 'assignee_name',
  type: 'idea_type',
  businessModel: 'business_model',
  activity: 'comment_count',
  created: 'created_at',
};

const formatScore = (score: unknown) => (typeof score === 'number' ? score.toFixed(1) : '–');

interface IdeaColumnsOptions {
  sorters: CrudSort[];
  showPath: (id: Idea['id']) => string;
  hidden: readonly ToggleableColumn[];
  /** The Rank cell (inline edit). */
  renderRank: (idea: Idea) => ReactNode;
  /** The row's "⋯" menu. */
  renderActions: (idea: Idea) => ReactNode;
}

/** The ideas table's columns; `sorters` keeps the sortable headers in step with the sort controls. */
export function ideaColumns({ sorters, showPath, hidden, renderRank, renderActions }: IdeaColumnsOptions): TableColumnsType<Idea> {
  const sortable = (field: string) => ({
    sorter: true,
    sortOrder: getDefaultSortOrder(field, sorters) ?? null,
    sortDirections: [...SORT_DIRECTIONS],
  });

  const columns: TableColumnsType<Idea> = [
    { title: 'Rank', dataIndex: 'rank', key: 'rank', width: 90, ...sortable('rank'), render: (_, idea) => renderRank(idea) },
    { title: 'ID', dataIndex: 'id', key: 'id', width: 70, ...sortable('id') },
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      width: 300,
      ...sortable('title'),
      render: (title: string, idea) => (
        <Link to={showPath(idea.id)}>
          <Typography.Text strong style={{ color: 'inherit' }}>
            {title}
          </Typography.Text>
        </Link>
      ),
    },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 120, render: (status: string) => <StatusTag status={status} /> },
    { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 100, render: (priority: string) => <PriorityTag priority={priority} /> },
    { title: 'Score', dataIndex: 'score', key: 'score', width: 90, align: 'right', ...sortable('score'), render: formatScore },
    { title: 'Company', dataIndex: 'company', key: 'company', width: 110, render: (company) => labelOf(COMPANY_LABELS, company) },
    {
      title: 'Assigned To',
      dataIndex: 'assignee_name',
      key: 'assignee_name',
      width: 160,
      ellipsis: true,
      render: (_, idea) => (idea.assignee_name || idea.assignee_email || '–') as string,
    },
    { title: 'Type', dataIndex: 'idea_type', key: 'idea_type', width: 110, render: (type) => labelOf(IDEA_TYPE_LABELS, type) },
    {
      title: 'Business Model',
      dataIndex: 'business_model',
      key: 'business_model',
      width: 130,
      render: (model) => labelOf(BUSINESS_MODEL_LABELS, model),
    },
    { title: 'Tags', dataIndex: 'tags', key: 'tags', width: 240, render: (tags: string[]) => <CappedTags items={tags} max={3} /> },
    {
      title: 'Features',
      dataIndex: 'features',
      key: 'features',
      width: 300,
      render: (features: string[]) => <CappedTags items={features} max={2} color="geekblue" />,
    },
    {
      title: 'Activity',
      dataIndex: 'comment_count',
      key: 'comment_count',
      width: 100,
      ...sortable('comment_count'),
      render: (count: number | undefined) => (
        <Tooltip title={`${count ?? 0} comment(s)`}>
          <Space size={4}>
            <CommentOutlined />
            {count ?? 0}
          </Space>
        </Tooltip>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      key: 'created_at',
      width: 150,
      ...sortable('created_at'),
      render: (createdAt: string) =>
        createdAt ? (
          <Tooltip title={formatDateTime(createdAt)}>
            <span style={{ whiteSpace: 'nowrap' }}>{formatRelativeTime(createdAt)}</span>
          </Tooltip>
        ) : null,
    },
    // The header stays empty; each row's button carries its own accessible name.
    { title: '', key: 'actions', width: 60, fixed: 'right', align: 'center', render: (_, idea) => renderActions(idea) },
  ];

  const hiddenKeys = new Set<string>(hidden.map((column) => COLUMN_KEYS[column]));
  return columns.filter((column) => !hiddenKeys.has(String(column.key)));
}
