import { Flex, Select } from 'antd';
import { PROJECT_COMPANIES, PROJECT_PRIORITIES, PROJECT_STATUSES, PROJECT_TYPES } from '@platform/shared';
import { SearchInput } from '../../../../components/search-input';
import { ALL, COMPANY_LABELS, PRIORITY_LABELS, PROJECT_TEXTS, STATUS_LABELS, TYPE_LABELS } from '../../labels';

/** The list's filters, each sent to the server as its own query parameter. */
export type ProjectFilterField = 'status' | 'priority' | 'company' | 'project_type';
export type ProjectFilters = Partial<Record<ProjectFilterField, string>>;

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  { value: ALL, label: PROJECT_TEXTS.all },
  ...values.map((value) => ({ value, label: labels[value] })),
];

const FILTERS: ReadonlyArray<{ field: ProjectFilterField; label: string; options: Array<{ value: string; label: string }> }> = [
  { field: 'status', label: PROJECT_TEXTS.statusFilter, options: optionsOf(PROJECT_STATUSES, STATUS_LABELS) },
  { field: 'priority', label: PROJECT_TEXTS.priorityFilter, options: optionsOf(PROJECT_PRIORITIES, PRIORITY_LABELS) },
  { field: 'company', label: PROJECT_TEXTS.companyFilter, options: optionsOf(PROJECT_COMPANIES, COMPANY_LABELS) },
  { field: 'project_type', label: PROJECT_TEXTS.typeFilter, options: optionsOf(PROJECT_TYPES, TYPE_LABELS) },
];

interface ProjectsToolbarProps {
  filters: ProjectFilters;
  q: string;
  onFilter: (field: ProjectFilterField, value: string | undefined) => void;
  onSearch: (q: string) => void;
}

/** Search and the filters above the table; the server filters, and all live in the URL with the table's paging. */
export function ProjectsToolbar({ filters, q, onFilter, onSearch }: ProjectsToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput label={PROJECT_TEXTS.search} placeholder={PROJECT_TEXTS.searchPlaceholder} width={300} value={q} onSearch={onSearch} />
      {FILTERS.map(({ field, label, options }) => (
        <Select
          key={field}
          aria-label={label}
          prefix={`${label}:`}
          style={{ minWidth: 160 }}
          value={filters[field] ?? ALL}
          onChange={(value: string) => onFilter(field, value === ALL ? undefined : value)}
          options={options}
          popupMatchSelectWidth={false}
        />
      ))}
    </Flex>
  );
}
