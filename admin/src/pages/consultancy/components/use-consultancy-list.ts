import { useTable } from '@refinedev/antd';
import { type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import { CONSULTANCY_PAGE_SIZE } from '../labels';
import { useConfirmDelete } from './use-confirm-delete';

const valueOf = (filters: CrudFilter[], field: string): string => {
  const value = filters.find((filter) => 'field' in filter && filter.field === field)?.value;
  return typeof value === 'string' ? value : '';
};

/**
 * One tab's list: paged by 20, searched (q) and filtered by status on the server. The tabs share the page's URL
 * (?tab=), so a tab's paging and filters stay its own instead of living there.
 */
export function useConsultancyList<T extends BaseRecord & { id: number }>(resource: string) {
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = useTable<T, HttpError>({
    resource,
    pagination: { pageSize: CONSULTANCY_PAGE_SIZE, mode: 'server' },
    filters: { mode: 'server' },
    sorters: { mode: 'server' },
    syncWithLocation: false,
    // The tab says itself that loading failed, with a retry.
    errorNotification: false,
  });

  // A new search or filter starts again on the first page; an empty one leaves the query.
  const filterBy = (field: 'status' | 'q', value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value: value || undefined }]);
    setCurrentPage(1);
  };

  const confirmDelete = useConfirmDelete<T>(resource, { optimistic: true });

  const status = valueOf(filters, 'status');
  const q = valueOf(filters, 'q');
  return {
    tableProps: { ...tableProps, loading: tableQuery.isLoading },
    tableQuery,
    status,
    q,
    filtered: Boolean(status || q),
    filterBy,
    confirmDelete,
  };
}
