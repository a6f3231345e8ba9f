import { useEffect, useState } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select, Slider, Typography } from 'antd';
import {
  formatNok,
  LISTING_BEDROOMS_MAX,
  LISTING_CHIPS,
  LISTING_PRICE_MAX,
  LISTING_PRICE_STEP,
  LISTING_SORTS,
  LISTING_TYPE_FILTERS,
  PROPERTY_CITIES,
  PROPERTY_TYPE_FILTERS,
  propertyTypeLabel,
  type ListingSort,
  type ListingTypeFilter,
  type PropertyListingQuery,
  type PropertyType,
} from '@platform/shared';
import { useLocale } from '../../i18n';
import { useListingsTexts } from './listings-texts';
import { hasFilters, toggleChip } from './search-params';

const ALL = '';
const BEDROOM_CHOICES = Array.from({ length: LISTING_BEDROOMS_MAX + 1 }, (_, count) => count);

/** Search, listing and property type, city, price range, bedrooms, the feature chips and the order; each change reads from page 1. */
export function ListingFilters({ query, onChange }: { query: PropertyListingQuery; onChange: (next: PropertyListingQuery) => void }) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const set = (patch: Partial<PropertyListingQuery>) => onChange({ ...query, ...patch, page: 1 });
  const all = { value: ALL, label: texts.filters.all };

  return (
    <Form layout="vertical" component="div" role="group" aria-label={texts.filters.label}>
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} lg={12}>
          <Form.Item label={texts.filters.search} htmlFor="listings-search">
            <SearchBox value={query.search ?? ''} onSearch={(search) => set({ search: search || undefined })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item label={texts.filters.listingType} htmlFor="listings-listing-type">
            <Select<string>
              id="listings-listing-type"
              value={query.listingType ?? ALL}
              onChange={(value) => set({ listingType: (value || undefined) as ListingTypeFilter | undefined })}
              options={[all, ...LISTING_TYPE_FILTERS.map((value) => ({ value, label: texts.listingTypes[value] }))]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item label={texts.filters.propertyType} htmlFor="listings-property-type">
            <Select<string>
              id="listings-property-type"
              value={query.propertyType ?? ALL}
              onChange={(value) => set({ propertyType: (value || undefined) as PropertyType | undefined })}
              options={[all, ...PROPERTY_TYPE_FILTERS.map((value) => ({ value, label: propertyTypeLabel(value, locale) }))]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item label={texts.filters.city} htmlFor="listings-city">
            <Select<string>
              id="listings-city"
              value={query.city ?? ALL}
              onChange={(value) => set({ city: value || undefined })}
              options={[all, ...PROPERTY_CITIES.map((value) => ({ value, label: value }))]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={10}>
          <PriceRange minPrice={query.minPrice} maxPrice={query.maxPrice} onCommit={(minPrice, maxPrice) => set({ minPrice, maxPrice })} />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item label={texts.filters.bedrooms} htmlFor="listings-bedrooms">
            <Select<number>
              id="listings-bedrooms"
              value={query.minBedrooms ?? 0}
              onChange={(value) => set({ minBedrooms: value || undefined })}
              options={BEDROOM_CHOICES.map((count) => ({
                value: count,
                label: count === 0 ? texts.filters.all : texts.filters.bedroomsAtLeast(count),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item label={texts.filters.sort} htmlFor="listings-sort">
            <Select<ListingSort>
              id="listings-sort"
              value={query.sort}
              onChange={(sort) => set({ sort })}
              options={LISTING_SORTS.map((value) => ({ value, label: texts.sorts[value] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <Form.Item>
            <Button disabled={!hasFilters(query)} onClick={() => onChange({ features: [], sort: query.sort, page: 1, pageSize: query.pageSize })}>
              {texts.filters.clear}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap align="center" role="group" aria-label={texts.filters.chips} style={{ marginBottom: 16 }}>
        {LISTING_CHIPS.map((chip) => {
          const on = query.features.includes(chip);
          return (
            <Button
              key={chip}
              shape="round"
              type={on ? 'primary' : 'default'}
              aria-pressed={on}
              onClick={() => set({ features: toggleChip(query.features, chip) })}
            >
              {texts.chips[chip]}
            </Button>
          );
        })}
      </Flex>
    </Form>
  );
}

/** The search box: the words count once sent (Enter or the button), not at every keystroke. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const texts = useListingsTexts();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Search
      id="listings-search"
      value={draft}
      allowClear
      placeholder={texts.filters.searchPlaceholder}
      enterButton={texts.filters.searchButton}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}

/** 0 to the top of the scale in steps; the range counts once let go, and the top of the scale means no upper limit. */
function PriceRange({ minPrice, maxPrice, onCommit }: { minPrice?: number; maxPrice?: number; onCommit: (min?: number, max?: number) => void }) {
  const texts = useListingsTexts();
  const committed: [number, number] = [minPrice ?? 0, maxPrice ?? LISTING_PRICE_MAX];
  const [draft, setDraft] = useState<[number, number]>(committed);
  useEffect(() => setDraft([minPrice ?? 0, maxPrice ?? LISTING_PRICE_MAX]), [minPrice, maxPrice]);
  const top = (value: number) => (value >= LISTING_PRICE_MAX ? texts.filters.priceMaxLabel(formatNok(LISTING_PRICE_MAX)) : formatNok(value));
  return (
    <Form.Item
      label={
        <Flex gap={8} wrap>
          <span id="listings-price-label">{texts.filters.price}</span>
          <Typography.Text type="secondary" data-testid="price-range">
            {texts.filters.priceRange(formatNok(draft[0]), top(draft[1]))}
          </Typography.Text>
        </Flex>
      }
    >
      <Slider
        range
        min={0}
        max={LISTING_PRICE_MAX}
        step={LISTING_PRICE_STEP}
        value={draft}
        ariaLabelledByForHandle={['listings-price-label', 'listings-price-label']}
        tooltip={{ formatter: (value) => (value === undefined ? '' : top(value)) }}
        onChange={(value) => setDraft(value as [number, number])}
        onChangeComplete={(value) => {
          const [min, max] = value as [number, number];
          if (min !== committed[0] || max !== committed[1]) onCommit(min > 0 ? min : undefined, max < LISTING_PRICE_MAX ? max : undefined);
        }}
      />
    </Form.Item>
  );
}
