import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  API_AUTH_TYPES,
  API_COMPANIES,
  API_LIMITS,
  API_NAME_HINT,
  API_SLA_TIERS,
  API_STATUSES,
  API_TYPES,
  validateApiInput,
  type ApiInput,
} from '@platform/shared';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The server's own check of one field, run here first so a mistake shows before the round trip. The display name is
 * left to the server: a blank one takes the name.
 */
const sameAsServer =
  (field: keyof ApiInput): Rule =>
  ({ getFieldsValue }) => ({
    validator: async (_, value: unknown) => {
      const result = validateApiInput({ ...getFieldsValue(true), [field]: value });
      const problem = result.ok ? undefined : result.errors.find((error) => error.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

function UrlField({ name, label }: { name: keyof ApiInput; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[sameAsServer(name)]}>
      <Input type="url" inputMode="url" placeholder="https://" maxLength={API_LIMITS.url} />
    </Form.Item>
  );
}

function ChoiceField({ name, label, values }: { name: keyof ApiInput; label: string; values: readonly string[] }) {
  return (
    <Form.Item name={name} label={label} rules={[sameAsServer(name)]}>
      <Select options={options(values)} />
    </Form.Item>
  );
}

/** Every field of an API, in two columns; the enums as selects. */
export function ApiFormFields({ form }: { form: FormInstance<ApiInput> }) {
  const name = Form.useWatch('name', form);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name" extra={API_NAME_HINT} rules={[sameAsServer('name')]}>
            <Input autoComplete="off" maxLength={API_LIMITS.name} placeholder="user-service" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="display_name" label="Display name" rules={[sameAsServer('display_name')]}>
            <Input maxLength={API_LIMITS.displayName} placeholder={name || 'User Service'} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[sameAsServer('description')]}>
        <Input.TextArea rows={3} maxLength={API_LIMITS.description} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <ChoiceField name="type" label="Type" values={API_TYPES} />
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField name="status" label="Status" values={API_STATUSES} />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="version" label="Version" rules={[sameAsServer('version')]}>
            <Input maxLength={API_LIMITS.version} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <UrlField name="base_url" label="Base URL" />
        </Col>
        <Col xs={24} md={12}>
          <UrlField name="production_url" label="Production URL" />
        </Col>
        <Col xs={24} md={12}>
          <UrlField name="health_url" label="Health URL" />
        </Col>
        <Col xs={24} md={12}>
          <UrlField name="git_repo" label="Git repository" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ChoiceField name="auth_type" label="Auth type" values={API_AUTH_TYPES} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_team" label="Owner team" rules={[sameAsServer('owner_team')]}>
            <Input maxLength={API_LIMITS.team} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <ChoiceField name="sla_tier" label="SLA tier" values={API_SLA_TIERS} />
        </Col>
        <Col xs={24} md={12}>
          <ChoiceField name="company" label="Company" values={API_COMPANIES} />
        </Col>
      </Row>
    </>
  );
}
