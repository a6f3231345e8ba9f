import { useEffect, useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { LOG_CATEGORIES, LOG_LEVELS, LOG_LIMITS, type LogCategory, type LogLevel } from '@platform/shared';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { LogFilters } from '../hooks/use-log-filters';
import { ALL, CATEGORY_LABELS, LEVEL_LABELS } from '../labels';

const SEARCH_DELAY_MS = 350;

interface LogToolbarProps {
  filters: LogFilters;
  onChange: (changes: Partial<LogFilters>) => void;
}

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) => [
  { value: ALL, label: 'Alle' },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** Search, level and category above the table; their values live in the URL. */
export function LogToolbar({ filters, onChange }: LogToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput value={filters.search} onSearch={(search) => onChange({ search })} />
      <Select
        aria-label="Nivå"
        prefix="Nivå:"
        style={{ minWidth: 170 }}
        value={filters.level ?? ALL}
        onChange={(value: string) => onChange({ level: value === ALL ? undefined : (value as LogLevel) })}
        options={optionsOf(LOG_LEVELS, LEVEL_LABELS)}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label="Kategori"
        prefix="Kategori:"
        style={{ minWidth: 200 }}
        value={filters.category ?? ALL}
        onChange={(value: string) => onChange({ category: value === ALL ? undefined : (value as LogCategory) })}
        options={optionsOf(LOG_CATEGORIES, CATEGORY_LABELS)}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}

/** Types freely; the list asks the server once typing pauses, or at once on Enter. */
function SearchInput({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a new pause in typing searches; a changed `value` is the echo of our own search.
  }, [debounced]);

  // The URL changed from elsewhere (back, a link): show its search, but keep what is typed when it is the echo.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Input
      aria-label="Søk i logger"
      placeholder="Søk i handling, melding, e-post"
      prefix={<SearchOutlined />}
      allowClear
      maxLength={LOG_LIMITS.searchMax}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
      style={{ width: 300 }}
    />
  );
}
