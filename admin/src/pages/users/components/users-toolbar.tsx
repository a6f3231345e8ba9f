import { Flex, Select } from 'antd';
import {
  EMAIL_STATUS_FILTERS,
  PRODUCT_IDS,
  PRODUCT_NAMES,
  USER_SEARCH_MAX,
  USER_TYPE_FILTERS,
  type EmailStatusFilter,
  type UserTypeFilter,
} from '@platform/shared';
import { SearchInput } from '../../../components/search-input';
import type { UserFilters } from '../hooks/use-user-filters';
import { EMAIL_FILTER_LABELS, TYPE_FILTER_LABELS } from '../labels';

interface UsersToolbarProps {
  filters: UserFilters;
  onChange: (changes: Partial<UserFilters>) => void;
}

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));

/** Search, type, e-mail status and product above the table; their values live in the URL. */
export function UsersToolbar({ filters, onChange }: UsersToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput
        label="Søk etter brukere"
        placeholder="Søk i e-post, fornavn, etternavn"
        maxLength={USER_SEARCH_MAX}
        width={300}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <Select
        aria-label="Type"
        prefix="Type:"
        style={{ minWidth: 160 }}
        value={filters.type}
        onChange={(type: UserTypeFilter) => onChange({ type })}
        options={optionsOf(USER_TYPE_FILTERS, TYPE_FILTER_LABELS)}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label="E-poststatus"
        prefix="E-post:"
        style={{ minWidth: 180 }}
        value={filters.emailStatus}
        onChange={(emailStatus: EmailStatusFilter) => onChange({ emailStatus })}
        options={optionsOf(EMAIL_STATUS_FILTERS, EMAIL_FILTER_LABELS)}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label="Produkt"
        prefix="Produkt:"
        style={{ minWidth: 200 }}
        value={filters.product}
        onChange={(product: string) => onChange({ product })}
        options={[
          { value: '', label: 'Alle', title: 'Alle' },
          ...PRODUCT_IDS.map((id) => ({ value: id, label: PRODUCT_NAMES[id], title: PRODUCT_NAMES[id] })),
        ]}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
