import { DatePicker, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { API_ENVIRONMENTS, API_LIMITS, formatApiDate, type ApiDeployment, type ApiEnvironment } from '@platform/shared';
import { ENVIRONMENT_COLORS, NONE } from '../../labels';
import type { RecordKind } from './record-tab';

type DeploymentBody = Omit<ApiDeployment, 'id'>;
type DeploymentForm = Omit<DeploymentBody, 'deployed_at'> & { deployed_at: Dayjs | null };

/** Deployments; a new one starts from now, in production, by the signed-in admin; its version becomes the API's. */
export const deploymentsKind = (currentVersion: string, by: string): RecordKind<ApiDeployment, DeploymentForm, DeploymentBody> => ({
  kind: 'deployments',
  noun: 'deployment',
  empty: 'No deployments recorded yet',
  columns: [
    { title: 'Version', dataIndex: 'version', key: 'version', width: 120 },
    {
      title: 'Environment',
      dataIndex: 'environment',
      key: 'environment',
      width: 140,
      render: (environment: ApiEnvironment) => <Tag color={ENVIRONMENT_COLORS[environment] ?? 'default'}>{environment}</Tag>,
    },
    { title: 'Deployed', dataIndex: 'deployed_at', key: 'deployed_at', width: 140, render: (at: string) => formatApiDate(at) },
    { title: 'By', dataIndex: 'by', key: 'by', ellipsis: { showTitle: true }, render: (by: string) => by || NONE },
  ],
  fields: (
    <>
      <Form.Item name="version" label="Version" rules={[{ required: true, whitespace: true, message: 'Version is required.' }]}>
        <Input maxLength={API_LIMITS.version} autoComplete="off" />
      </Form.Item>
      <Form.Item name="environment" label="Environment">
        <Select options={API_ENVIRONMENTS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item name="deployed_at" label="Date" rules={[{ required: true, message: 'Date is required.' }]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="by" label="By">
        <Input placeholder="Name or e-mail" />
      </Form.Item>
    </>
  ),
  blank: () => ({ version: currentVersion, environment: 'production', deployed_at: dayjs(), by }),
  toForm: ({ version, environment, deployed_at, by }) => ({ version, environment, deployed_at: dayjs(deployed_at), by }),
  toBody: ({ version, environment, deployed_at, by }) => ({
    version: version.trim(),
    environment,
    deployed_at: (deployed_at ?? dayjs()).toISOString(),
    by: (by ?? '').trim(),
  }),
  describe: (deployment) => `${deployment.version} (${deployment.environment})`,
});
