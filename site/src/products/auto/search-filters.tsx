import { useEffect, useState } from 'react';
import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { FUEL_TYPES, VEHICLE_SEARCH_LIMITS, VEHICLE_SORTS, type VehicleSearchFilters, type VehicleSort } from '@platform/shared';
import { CarPicker } from '../../components/car-picker';
import { LocationPicker } from '../../components/location-picker';
import { useAutoTexts } from './auto-texts';
import type { VehicleSearchState } from './search-params';

type NumberKey = 'yearFrom' | 'yearTo' | 'priceFrom' | 'priceTo';

interface SearchFiltersProps {
  search: VehicleSearchState;
  onChange: (filters: VehicleSearchFilters, sort: VehicleSort) => void;
}

/** Brand/model, place, year and price ranges, fuel and order; each change re-runs the current query. */
export function SearchFilters({ search, onChange }: SearchFiltersProps) {
  const texts = useAutoTexts();
  const { filters, sort } = search;
  const set = (patch: Partial<VehicleSearchFilters>) => {
    const next: VehicleSearchFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as Array<keyof VehicleSearchFilters>) {
      const value = next[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    onChange(next, sort);
  };
  const number = (key: NumberKey, label: string, max: number) => (
    <Col xs={12} md={6} lg={3}>
      <Form.Item label={label} htmlFor={`auto-${key}`}>
        <NumberFilter id={`auto-${key}`} value={filters[key]} max={max} onCommit={(value) => set({ [key]: value })} />
      </Form.Item>
    </Col>
  );
  const thisYear = new Date().getFullYear() + 1;
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <Form layout="vertical" component="div" aria-label={texts.search.filters} role="group">
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} md={12} lg={6}>
          <Form.Item label={texts.search.car} htmlFor="auto-car">
            <CarPicker id="auto-car" value={filters.car} onChange={(car) => set({ car })} allowClear style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item label={texts.search.region} htmlFor="auto-region">
            <LocationPicker id="auto-region" value={filters.region} onChange={(region) => set({ region })} allowClear style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {number('yearFrom', texts.search.yearFrom, thisYear)}
        {number('yearTo', texts.search.yearTo, thisYear)}
        {number('priceFrom', texts.search.priceFrom, VEHICLE_SEARCH_LIMITS.priceMax)}
        {number('priceTo', texts.search.priceTo, VEHICLE_SEARCH_LIMITS.priceMax)}
        <Col xs={24} md={12} lg={6}>
          <Form.Item label={texts.search.fuel} htmlFor="auto-fuel">
            <Select
              id="auto-fuel"
              mode="multiple"
              allowClear
              placeholder={texts.search.fuelPlaceholder}
              value={filters.fuel ?? []}
              onChange={(fuel) => set({ fuel })}
              options={FUEL_TYPES.map((fuel) => ({ value: fuel, label: texts.fuels[fuel] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item label={texts.search.sort} htmlFor="auto-sort">
            <Select
              id="auto-sort"
              value={sort}
              onChange={(next) => onChange(filters, next)}
              options={VEHICLE_SORTS.map((value) => ({ value, label: texts.sorts[value] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item>
            <Button disabled={!hasFilters} onClick={() => onChange({}, sort)}>
              {texts.search.clearFilters}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/** A whole number that counts once typed out (on leaving the field or Enter), not at every keystroke. */
function NumberFilter({ id, value, max, onCommit }: { id: string; value?: number; max: number; onCommit: (value: number | undefined) => void }) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = () => {
    const next = draft ?? undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <InputNumber<number>
      id={id}
      min={0}
      max={max}
      precision={0}
      value={draft}
      onChange={(next) => setDraft(next)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: '100%' }}
    />
  );
}
