import { useState } from 'react';
import { useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { API_RECORD_KINDS, API_REGISTRY_MESSAGES, type RegistryApi } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { serverMessage } from '../../../utils/server-message';
import { ApiFormDialog } from '../components/api-form-dialog';
import { APIS_LIST_PATH, APIS_RESOURCE, API_TEXTS, TAB_LABELS } from '../labels';
import { DetailHeader } from './detail-header';
import { OverviewTab } from './overview-tab';
import { CustomersTab, DeploymentsTab, EndpointsTab, TeamTab, TodosTab } from './records/record-tabs';

const TABS = ['overview', ...API_RECORD_KINDS] as const;
type Tab = (typeof TABS)[number];

const RECORD_TABS = { endpoints: EndpointsTab, customers: CustomersTab, todos: TodosTab, team: TeamTab, deployments: DeploymentsTab };

/** /apis/:id: the API's header and six tabs, each editable: its fields and health, and the records its figures come from. */
export function ApiDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { result: api, query } = useOne<RegistryApi, HttpError>({
    resource: APIS_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { retry: false },
  });
  // The tab is in the address (?tab=deployments), so a reload or a link opens the same one.
  const [tab, setTab] = useSearchParam<Tab>('tab', TABS, 'overview');
  const [editing, setEditing] = useState(false);

  if (query.error && query.error.statusCode !== 401) {
    const notFound = query.error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? API_REGISTRY_MESSAGES.notFound : API_TEXTS.loadOneFailed}
        subTitle={notFound ? undefined : serverMessage(query.error, 'Please try again.')}
        extra={<Button onClick={() => navigate(APIS_LIST_PATH)}>{API_TEXTS.back}</Button>}
      />
    );
  }
  if (!api) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <>
      <DetailHeader api={api} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          items={TABS.map((key) => {
            const RecordTab = key === 'overview' ? null : RECORD_TABS[key];
            return {
              key,
              label: TAB_LABELS[key],
              children: RecordTab ? <RecordTab api={api} /> : <OverviewTab api={api} onEdit={() => setEditing(true)} />,
            };
          })}
          // Only the open tab asks the server for its records.
          destroyOnHidden
        />
      </Card>
      <ApiFormDialog api={editing ? api : undefined} onClose={() => setEditing(false)} />
    </>
  );
}
