import { getDefaultFilter, type CrudFilters, type CrudSort } from '@refinedev/core';
import { Button, Flex, Select } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { IDEA_LIST_DEFAULT_SORT } from '@platform/shared';
import { SearchInput } from '../../../components/search-input';
import { IDEA_FILTERS, SORT_OPTIONS, type IdeaFilterField } from '../labels';

const ALL = 'all';

interface IdeaListToolbarProps {
  filters: CrudFilters;
  sorters: CrudSort[];
  onFilter: (field: IdeaFilterField, value: string | undefined) => void;
  onSort: (sort: CrudSort) => void;
}

/** Search, the four filters and the sort controls above the ideas table; the values live in the URL. */
export function IdeaListToolbar({ filters, sorters, onFilter, onSort }: IdeaListToolbarProps) {
  const sort = sorters[0] ?? { field: IDEA_LIST_DEFAULT_SORT.sortBy, order: IDEA_LIST_DEFAULT_SORT.sortOrder };

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput
        label="Search ideas"
        placeholder="Search title, description, tags"
        value={getDefaultFilter('q', filters, 'eq') ?? ''}
        onSearch={(q) => onFilter('q', q || undefined)}
      />
      {IDEA_FILTERS.map(({ field, label, values, labels }) => (
        <Select
          key={field}
          aria-label={label}
          prefix={`${label}:`}
          style={{ minWidth: 170 }}
          value={getDefaultFilter(field, filters, 'eq') ?? ALL}
          onChange={(value: string) => onFilter(field, value === ALL ? undefined : value)}
          options={[{ value: ALL, label: 'All' }, ...values.map((value) => ({ value, label: (labels as Record<string, string>)[value] }))]}
          popupMatchSelectWidth={false}
        />
      ))}
      <Select
        aria-label="Sort by"
        prefix="Sort by:"
        style={{ minWidth: 180 }}
        value={sort.field}
        onChange={(field: string) => onSort({ field, order: sort.order })}
        options={SORT_OPTIONS}
        popupMatchSelectWidth={false}
      />
      <Button
        icon={sort.order === 'asc' ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
        onClick={() => onSort({ field: sort.field, order: sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        {sort.order === 'asc' ? 'Ascending' : 'Descending'}
      </Button>
    </Flex>
  );
}
