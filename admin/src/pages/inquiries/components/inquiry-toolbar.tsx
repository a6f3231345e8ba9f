import { Flex, Select } from 'antd';
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus, type InquiryType } from '@platform/shared';
import type { InquiryFilters } from '../hooks/use-inquiry-filters';
import { ALL, STATUS_LABELS, TYPE_LABELS } from '../labels';

interface InquiryToolbarProps {
  filters: InquiryFilters;
  onChange: (changes: Partial<InquiryFilters>) => void;
}

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) => [
  { value: ALL, label: 'Alle' },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** Type and status above the table; their values live in the URL. */
export function InquiryToolbar({ filters, onChange }: InquiryToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <Select
        aria-label="Typefilter"
        prefix="Type:"
        style={{ minWidth: 220 }}
        value={filters.type ?? ALL}
        onChange={(value: string) => onChange({ type: value === ALL ? undefined : (value as InquiryType) })}
        options={optionsOf(INQUIRY_TYPES, TYPE_LABELS)}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label="Statusfilter"
        prefix="Status:"
        style={{ minWidth: 220 }}
        value={filters.status ?? ALL}
        onChange={(value: string) => onChange({ status: value === ALL ? undefined : (value as InquiryStatus) })}
        options={optionsOf(INQUIRY_STATUSES, STATUS_LABELS)}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
