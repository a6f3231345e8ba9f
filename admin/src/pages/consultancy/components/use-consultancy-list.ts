import { useTable } from '@refinedev/antd';
import { useDelete, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_PAGE_SIZE, CONSULTANCY_TEXTS } from '../labels';

const valueOf = (filters: CrudFilter[], field: string): string => {
  const value = filters.find((filter) => 'field' in filter && filter.field === field)?.value;
  return typeof value === 'string' ? value : '';
};

/**
 * One tab's list: paged by 20, searched (q) and filtered by status on the server. The tabs share the page's URL
 * (?tab=), so a tab's paging and filters stay its own instead of living there.
 */
export function useConsultancyList<T extends BaseRecord & { id: number }>(resource: string) {
  const { message, modal } = App.useApp();
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = useTable<T, HttpError>({
    resource,
    pagination: { pageSize: CONSULTANCY_PAGE_SIZE, mode: 'server' },
    filters: { mode: 'server' },
    sorters: { mode: 'server' },
    syncWithLocation: false,
    // The tab says itself that loading failed, with a retry.
    errorNotification: false,
  });
  const { mutateAsync: remove } = useDelete<T, HttpError>();

  // A new search or filter starts again on the first page; an empty one leaves the query.
  const filterBy = (field: 'status' | 'q', value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value: value || undefined }]);
    setCurrentPage(1);
  };

  const confirmDelete = (record: T, name: string) =>
    modal.confirm({
      title: CONSULTANCY_TEXTS.deleteTitle,
      content: CONSULTANCY_TEXTS.deleteConfirm(name),
      okText: CONSULTANCY_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: CONSULTANCY_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource, id: record.id, mutationMode: 'optimistic', ...NO_NOTICES });
          message.success(CONSULTANCY_TEXTS.deleted);
        } catch (error) {
          message.error(CONSULTANCY_TEXTS.deleteFailed(serverMessage(error, 'Prøv igjen.')));
        }
      },
    });

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
