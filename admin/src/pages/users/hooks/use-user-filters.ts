import { useCallback, useRef } from 'react';
import { useParsed } from '@refinedev/core';
import { useLocation, useNavigate } from 'react-router';
import {
  EMAIL_STATUS_FILTERS,
  USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_TYPE_FILTERS,
  type EmailStatusFilter,
  type UserTypeFilter,
} from '@platform/shared';

export interface UserFilters {
  /** Searched in e-mail, first and last name. */
  q: string;
  type: UserTypeFilter;
  emailStatus: EmailStatusFilter;
  /** Users with a trial or an active subscription of this product ('' for all): the dashboard's 'manage access'. */
  product: string;
  page: number;
  pageSize: number;
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw : '');
const oneOf = <T extends string>(raw: unknown, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(text(raw)) ? (text(raw) as T) : undefined;

/**
 * The list's view, kept in the URL (?q=&type=&emailStatus=&product=&page=&pageSize=) so a reload, the back button or a shared link
 * shows the same users. Defaults stay out of the address; a new filter or search starts again on the first page.
 */
export function useUserFilters() {
  const { params } = useParsed<Record<string, unknown>>();
  const navigate = useNavigate();
  // The address as last set, ahead of the render it causes, so two quick changes both stay.
  const location = useLocation();
  const latest = useRef(location.search);
  latest.current = location.search;

  const size = Number(text(params?.pageSize));
  const filters: UserFilters = {
    q: text(params?.q).trim(),
    type: oneOf(params?.type, USER_TYPE_FILTERS) ?? 'all',
    emailStatus: oneOf(params?.emailStatus, EMAIL_STATUS_FILTERS) ?? 'all',
    product: text(params?.product).trim(),
    page: Math.max(1, Math.floor(Number(params?.page)) || 1),
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : USER_PAGE_SIZE,
  };

  const set = useCallback(
    (changes: Partial<UserFilters>) => {
      const query = new URLSearchParams(latest.current);
      const put = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
      if ('q' in changes) put('q', changes.q);
      if ('type' in changes) put('type', changes.type === 'all' ? undefined : changes.type);
      if ('emailStatus' in changes) put('emailStatus', changes.emailStatus === 'all' ? undefined : changes.emailStatus);
      if ('product' in changes) put('product', changes.product);
      if ('pageSize' in changes) put('pageSize', changes.pageSize === USER_PAGE_SIZE ? undefined : String(changes.pageSize));
      // Only paging keeps a page number: any other change shows the first page of the new view.
      put('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      const search = query.toString() ? `?${query}` : '';
      latest.current = search;
      navigate({ search });
    },
    [navigate],
  );

  return { filters, set };
}
