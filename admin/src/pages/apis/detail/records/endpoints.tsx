import { Form, Input, Select, Switch, Tag, Typography } from 'antd';
import { API_ENDPOINT_METHODS, type ApiEndpoint } from '@platform/shared';
import { NONE } from '../../labels';
import type { RecordKind } from './record-tab';

type EndpointBody = Omit<ApiEndpoint, 'id'>;

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };

export const ENDPOINTS: RecordKind<ApiEndpoint, EndpointBody, EndpointBody> = {
  kind: 'endpoints',
  noun: 'endpoint',
  empty: 'No endpoints yet',
  columns: [
    {
      title: 'Method',
      dataIndex: 'method',
      key: 'method',
      width: 100,
      render: (method: string) => <Tag color={METHOD_COLORS[method]}>{method}</Tag>,
    },
    { title: 'Path', dataIndex: 'path', key: 'path', width: 240, render: (path: string) => <Typography.Text code>{path}</Typography.Text> },
    { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: { showTitle: true }, render: (text: string) => text || NONE },
    { title: 'Auth', dataIndex: 'auth', key: 'auth', width: 80, render: (auth: boolean) => (auth ? 'Yes' : 'No') },
  ],
  fields: (
    <>
      <Form.Item name="method" label="Method">
        <Select options={API_ENDPOINT_METHODS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        name="path"
        label="Path"
        rules={[
          { required: true, whitespace: true, message: 'Path is required.' },
          { pattern: /^\//, message: 'Path must start with "/".' },
        ]}
      >
        <Input placeholder="/users/{id}" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="auth" label="Needs authentication" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  ),
  blank: () => ({ method: 'GET', path: '', description: '', auth: true }),
  toForm: ({ method, path, description, auth }) => ({ method, path, description, auth }),
  toBody: ({ method, path, description, auth }) => ({ method, path: path.trim(), description: (description ?? '').trim(), auth: Boolean(auth) }),
  describe: (endpoint) => `${endpoint.method} ${endpoint.path}`,
};
