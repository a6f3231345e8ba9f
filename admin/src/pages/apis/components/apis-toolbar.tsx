import { Flex, Select } from 'antd';
import { API_COMPANIES, type ApiCompany } from '@platform/shared';
import { SearchInput } from '../../../components/search-input';
import { ALL, API_TEXTS, COMPANY_LABELS } from '../labels';

interface ApisToolbarProps {
  company: ApiCompany | undefined;
  q: string;
  onCompany: (company: ApiCompany | undefined) => void;
  onSearch: (q: string) => void;
}

const COMPANY_OPTIONS = [{ value: ALL, label: API_TEXTS.all }, ...API_COMPANIES.map((value) => ({ value, label: COMPANY_LABELS[value] }))];

/** Search and the company filter above the table; the server filters, and both live in the URL with the table's paging. */
export function ApisToolbar({ company, q, onCompany, onSearch }: ApisToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput label={API_TEXTS.search} placeholder={API_TEXTS.searchPlaceholder} width={320} value={q} onSearch={onSearch} />
      <Select
        aria-label={API_TEXTS.companyFilter}
        prefix={`${API_TEXTS.companyFilter}:`}
        style={{ minWidth: 180 }}
        value={company ?? ALL}
        onChange={(value: string) => onCompany(value === ALL ? undefined : (value as ApiCompany))}
        options={COMPANY_OPTIONS}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
