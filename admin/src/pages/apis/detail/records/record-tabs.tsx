import { useMemo } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { Alert, Typography } from 'antd';
import type { RegistryApi } from '@platform/shared';
import type { AdminIdentity } from '../../../../providers/auth-provider';
import { CUSTOMERS } from './customers';
import { deploymentsKind } from './deployments';
import { ENDPOINTS } from './endpoints';
import { RecordTab } from './record-tab';
import { TEAM } from './team';
import { TODOS, todoDoneColumn } from './todos';

export const EndpointsTab = ({ api }: { api: RegistryApi }) => <RecordTab apiId={api.id} spec={ENDPOINTS} />;

export const CustomersTab = ({ api }: { api: RegistryApi }) => <RecordTab apiId={api.id} spec={CUSTOMERS} />;

export const TodosTab = ({ api }: { api: RegistryApi }) => <RecordTab apiId={api.id} spec={TODOS} leadingColumns={todoDoneColumn} />;

/** The owning team's members: the team is the API's owner_team, so its members are the same on every API it owns. */
export function TeamTab({ api }: { api: RegistryApi }) {
  if (!api.owner_team) {
    return (
      <Alert
        type="info"
        showIcon
        message="This API has no owner team."
        description="Set one with Edit on the Overview tab to list its members here."
      />
    );
  }
  return (
    <RecordTab
      apiId={api.id}
      spec={TEAM}
      intro={
        <Typography.Text type="secondary">
          Members of <strong>{api.owner_team}</strong>, shared by every API the team owns.
        </Typography.Text>
      }
    />
  );
}

/** Deployments; recording one sets the API's version, which the header then shows. */
export function DeploymentsTab({ api }: { api: RegistryApi }) {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const by = identity?.email ?? '';
  const spec = useMemo(() => deploymentsKind(api.version, by), [api.version, by]);
  return <RecordTab apiId={api.id} spec={spec} />;
}
