import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  COMPANY_LABELS,
  IDEA_TYPE_LABELS,
  formatDateTime,
  formatRelativeTime,
  type Idea,
} from '@platform/shared';
import { CappedTags } from '../../../components/capped-tags';
import { labelOf } from '../labels';
import { PriorityTag, StatusTag } from './idea-tags';

// Sortable headers cycle ascending ⇄ descending; there is always a sort (rank by default).
const SORT_DIRECTIONS = ['ascend', 'descend', 'ascend'] as const;

const formatScore = (score: unknown) => (typeof score === 'number' ? score.toFixed(1) : '–');

/** The ideas table's columns; `sorters` keeps the sortable headers in step with the sort controls. */
export function ideaColumns(sorters: CrudSort[], showPath: (id: Idea['id']) => string): TableColumnsType<Idea> {
  const sortable = (field: string) => ({
    sorter: true,
    sortOrder: getDefaultSortOrder(field, sorters) ?? null,
    sortDirections: [...SORT_DIRECTIONS],
  });

  return [
    { title: 'Rank', dataIndex: 'rank', key: 'rank', width: 80, ...sortable('rank') },
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
    { title: 'Type', dataIndex: 'idea_type', key: 'idea_type', width: 110, render: (type) => labelOf(IDEA_TYPE_LABELS, type) },
    { title: 'Tags', dataIndex: 'tags', key: 'tags', width: 240, render: (tags: string[]) => <CappedTags items={tags} max={3} /> },
    {
      title: 'Features',
      dataIndex: 'features',
      key: 'features',
      width: 300,
      render: (features: string[]) => <CappedTags items={features} max={2} color="geekblue" />,
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
  ];
}
