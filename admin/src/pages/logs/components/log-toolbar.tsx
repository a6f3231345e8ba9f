import { Flex, Select, Tag } from 'antd';
import { LOG_CATEGORIES, LOG_LEVELS, LOG_LIMITS, type LogCategory, type LogLevel } from '@platform/shared';
import { SearchInput } from '../../../components/search-input';
import type { LogFilters } from '../hooks/use-log-filters';
import { ALL, CATEGORY_LABELS, LEVEL_LABELS } from '../labels';

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
      <SearchInput
        label="Søk i logger"
        placeholder="Søk i handling, melding, e-post"
        maxLength={LOG_LIMITS.searchMax}
        width={300}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
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
      {filters.productId && (
        <Tag
          closable
          color="blue"
          style={{ alignSelf: 'center' }}
          closeIcon={<span aria-label="Vis alle produkter">×</span>}
          onClose={() => onChange({ productId: '' })}
        >
          Produkt: {filters.productId}
        </Tag>
      )}
    </Flex>
  );
}
