import { useState } from 'react';
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Alert, App, Button, Empty, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { API_COMPANIES, API_REGISTRY_MESSAGES, type ApiCompany, type RegistryApi } from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { ApiFormDialog } from './components/api-form-dialog';
import { ApisTable } from './components/apis-table';
import { ApisToolbar } from './components/apis-toolbar';
import { ExportButton } from './components/export-button';
import { ImportDialog } from './components/import-dialog';
import { useDeleteApi } from './hooks/use-api-writes';
import { APIS_RESOURCE, API_TEXTS, PAGE_SIZE } from './labels';

const valueOf = (filters: CrudFilter[], field: string): unknown => filters.find((filter) => 'field' in filter && filter.field === field)?.value;

/** The APIs registry: every API with its figures, searched, filtered by company, sorted and paged on the server. */
export function ApiList() {
  const { message, modal } = App.useApp();
  const { tableProps, tableQuery, filters, sorters, setFilters, setCurrentPage } = useTable<RegistryApi, HttpError>({
    resource: APIS_RESOURCE,
    pagination: { pageSize: PAGE_SIZE, mode: 'server' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // The page says itself that loading failed, with a retry.
    errorNotification: false,
  });
  const removeApi = useDeleteApi();
  // undefined: closed; null: a new API; an API: editing it.
  const [editing, setEditing] = useState<RegistryApi | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  const rawCompany = valueOf(filters, 'company');
  const company = (API_COMPANIES as readonly unknown[]).includes(rawCompany) ? (rawCompany as ApiCompany) : undefined;
  const q = typeof valueOf(filters, 'q') === 'string' ? (valueOf(filters, 'q') as string) : '';

  // A new search or filter starts again on the first page; an empty one leaves the query.
  const filterBy = (field: 'company' | 'q', value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value: value || undefined }]);
    setCurrentPage(1);
  };

  const confirmDelete = (api: RegistryApi) =>
    modal.confirm({
      title: API_TEXTS.deleteTitle,
      content: API_REGISTRY_MESSAGES.deleteConfirm(api.display_name || api.name),
      okText: API_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: API_TEXTS.cancel,
      onOk: async () => {
        try {
          await removeApi(api.id);
          message.success(API_TEXTS.deleted);
        } catch (error) {
          message.error(API_REGISTRY_MESSAGES.deleteFailed(serverMessage(error, 'Please try again.')));
        }
      },
    });

  const filtered = Boolean(company || q);
  const empty = (
    <Empty description={filtered ? API_TEXTS.emptyFiltered : API_TEXTS.empty}>
      {!filtered && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {API_TEXTS.newApi}
        </Button>
      )}
    </Empty>
  );

  return (
    <List
      title={API_TEXTS.title}
      headerButtons={
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {API_TEXTS.import}
          </Button>
          <ExportButton />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {API_TEXTS.newApi}
          </Button>
        </Space>
      }
    >
      <ApisToolbar company={company} q={q} onCompany={(value) => filterBy('company', value)} onSearch={(value) => filterBy('q', value)} />
      {tableQuery.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={API_REGISTRY_MESSAGES.loadFailed(serverMessage(tableQuery.error, 'Failed to fetch APIs'))}
          action={
            <Button size="small" onClick={() => void tableQuery.refetch()}>
              {API_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <ApisTable
          tableProps={{ ...tableProps, loading: tableQuery.isLoading }}
          sorters={sorters}
          empty={empty}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      )}
      <ApiFormDialog api={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </List>
  );
}

export default ApiList;
