import { useCallback, useMemo, useRef } from 'react';
import { useParsed, type CrudFilter } from '@refinedev/core';
import { useLocation, useNavigate } from 'react-router';
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus, type InquiryType } from '@platform/shared';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../labels';

export interface InquiryFilters {
  type: InquiryType | undefined;
  status: InquiryStatus | undefined;
  page: number;
  pageSize: number;
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw : '');
const oneOf = <T extends string>(raw: unknown, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(text(raw)) ? (text(raw) as T) : undefined;

/**
 * The page's view, kept in the URL (?type=&status=&page=&pageSize=) so a reload, a shared link or the dashboard's
 * `?status=new` shows the same inquiries. Defaults stay out of the address; a new filter starts on the first page.
 */
export function useInquiryFilters() {
  const { params } = useParsed<Record<string, unknown>>();
  const navigate = useNavigate();
  const location = useLocation();
  // The address as last set, ahead of the render it causes, so two quick changes both stay.
  const latest = useRef(location.search);
  latest.current = location.search;

  const size = Number(params?.pageSize);
  const filters: InquiryFilters = {
    type: oneOf(params?.type, INQUIRY_TYPES),
    status: oneOf(params?.status, INQUIRY_STATUSES),
    page: Math.max(1, Math.floor(Number(params?.page)) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };

  const set = useCallback(
    (changes: Partial<InquiryFilters>) => {
      const query = new URLSearchParams(latest.current);
      const put = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
      if ('type' in changes) put('type', changes.type);
      if ('status' in changes) put('status', changes.status);
      if ('pageSize' in changes) put('pageSize', changes.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(changes.pageSize));
      put('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      const search = query.toString() ? `?${query}` : '';
      latest.current = search;
      navigate({ pathname: location.pathname, search });
    },
    [navigate, location.pathname],
  );

  return { filters, set };
}

/** The list call's filters, by the API's names: `inquiry_type=` and `status=` (no value, no parameter). */
export function useInquiryCrudFilters({ type, status }: Pick<InquiryFilters, 'type' | 'status'>): CrudFilter[] {
  return useMemo(
    () =>
      (
        [
          ['inquiry_type', type],
          ['status', status],
        ] as const
      )
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => ({ field, operator: 'eq', value })),
    [type, status],
  );
}
