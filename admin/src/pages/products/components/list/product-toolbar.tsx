import { Flex, Segmented, Switch, Typography } from 'antd';
import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { SearchInput } from '../../../../components/search-input';
import type { ProductFilters } from '../../hooks/use-product-filters';
import { PRODUCT_LIST_TEXTS, STAGE_LABELS } from '../../labels';

interface ProductToolbarProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
}

const ACTIVE_OPTIONS = [
  { value: 'all', label: 'Alle' },
  { value: 'active', label: PRODUCT_LIST_TEXTS.active },
  { value: 'inactive', label: PRODUCT_LIST_TEXTS.inactive },
] as const;

const STAGE_OPTIONS = [
  { value: 'all', label: 'Alle' },
  { value: 'stable', label: STAGE_LABELS.stable },
  { value: 'beta', label: STAGE_LABELS.beta },
  { value: 'prototype', label: STAGE_LABELS.prototype },
] as const;

const VIEW_OPTIONS = [
  { value: 'grid', label: PRODUCT_LIST_TEXTS.grid, icon: <AppstoreOutlined /> },
  { value: 'list', label: PRODUCT_LIST_TEXTS.list, icon: <UnorderedListOutlined /> },
] as const;

/** Search, the two toggle filters, the view and 'Vis arkiverte'; every value lives in the URL. */
export function ProductToolbar({ filters, onChange }: ProductToolbarProps) {
  return (
    <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
      <SearchInput
        label={PRODUCT_LIST_TEXTS.searchLabel}
        placeholder={PRODUCT_LIST_TEXTS.search}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <Segmented
        aria-label={PRODUCT_LIST_TEXTS.activeFilter}
        value={filters.active}
        options={[...ACTIVE_OPTIONS]}
        onChange={(active) => onChange({ active })}
      />
      <Segmented
        aria-label={PRODUCT_LIST_TEXTS.stageFilter}
        value={filters.stage}
        options={[...STAGE_OPTIONS]}
        onChange={(stage) => onChange({ stage })}
      />
      <Segmented aria-label={PRODUCT_LIST_TEXTS.viewLabel} value={filters.view} options={[...VIEW_OPTIONS]} onChange={(view) => onChange({ view })} />
      <Flex gap={8} align="center">
        <Switch id="show-archived" checked={filters.showArchived} onChange={(showArchived) => onChange({ showArchived })} />
        <Typography.Text>
          <label htmlFor="show-archived">{PRODUCT_LIST_TEXTS.showArchived}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
