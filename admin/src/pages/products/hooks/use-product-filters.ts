import { useCallback, useRef } from 'react';
import { useParsed } from '@refinedev/core';
import { useLocation, useNavigate } from 'react-router';

export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export const STAGE_FILTERS = ['all', 'stable', 'beta', 'prototype'] as const;
export const PRODUCT_VIEWS = ['grid', 'list'] as const;

export interface ProductFilters {
  /** Searched in name, description and id. */
  q: string;
  active: (typeof ACTIVE_FILTERS)[number];
  stage: (typeof STAGE_FILTERS)[number];
  view: (typeof PRODUCT_VIEWS)[number];
  showArchived: boolean;
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw : '');
const oneOf = <T extends string>(raw: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(text(raw)) ? (text(raw) as T) : fallback;

/**
 * The list's view, kept in the URL (?q=&active=&stage=&view=&archived=true) so a reload or the back button shows the
 * same products. Defaults stay out of the address.
 */
export function useProductFilters() {
  const { params } = useParsed<Record<string, unknown>>();
  const navigate = useNavigate();
  // The address as last set, ahead of the render it causes, so two quick changes both stay.
  const location = useLocation();
  const latest = useRef(location.search);
  latest.current = location.search;

  const filters: ProductFilters = {
    q: text(params?.q).trim(),
    active: oneOf(params?.active, ACTIVE_FILTERS, 'all'),
    stage: oneOf(params?.stage, STAGE_FILTERS, 'all'),
    view: oneOf(params?.view, PRODUCT_VIEWS, 'grid'),
    showArchived: text(params?.archived) === 'true',
  };

  const set = useCallback(
    (changes: Partial<ProductFilters>) => {
      const query = new URLSearchParams(latest.current);
      const put = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
      if ('q' in changes) put('q', changes.q);
      if ('active' in changes) put('active', changes.active === 'all' ? undefined : changes.active);
      if ('stage' in changes) put('stage', changes.stage === 'all' ? undefined : changes.stage);
      if ('view' in changes) put('view', changes.view === 'grid' ? undefined : changes.view);
      if ('showArchived' in changes) put('archived', changes.showArchived ? 'true' : undefined);
      const search = query.toString() ? `?${query}` : '';
      latest.current = search;
      navigate({ search });
    },
    [navigate],
  );

  return { filters, set };
}
