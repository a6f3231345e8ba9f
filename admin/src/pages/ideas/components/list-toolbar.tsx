import { useEffect, useState } from 'react';
import { getDefaultFilter, type CrudFilters, type CrudSort } from '@refinedev/core';
import { Button, Flex, Input, Select } from 'antd';
import { SearchOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { IDEA_LIST_DEFAULT_SORT } from '@platform/shared';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { IDEA_FILTERS, SORT_OPTIONS, type IdeaFilterField } from '../labels';

const ALL = 'all';
const SEARCH_DELAY_MS = 350;

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
      <SearchInput value={getDefaultFilter('q', filters, 'eq') ?? ''} onSearch={(q) => onFilter('q', q || undefined)} />
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

/** Types freely; the list asks the server only once typing pauses. */
function SearchInput({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a new pause in typing searches; a changed `value` is the echo of our own search.
  }, [debounced]);

  // The list reset its filters (e.g. the menu link was clicked): clear the box too.
  useEffect(() => {
    if (!value) setText('');
  }, [value]);

  return (
    <Input
      aria-label="Search ideas"
      placeholder="Search title, description, tags"
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      style={{ width: 280 }}
    />
  );
}
