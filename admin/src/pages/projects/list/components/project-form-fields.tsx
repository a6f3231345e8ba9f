import { Button, Checkbox, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PROJECT_COMPANIES,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_VISIBILITIES,
  type ProjectInput,
} from '@platform/shared';
import { COMPANY_LABELS, PRIORITY_LABELS, PROJECT_TEXTS, STATUS_LABELS, TYPE_LABELS, VISIBILITY_LABELS } from '../../labels';
import { checkField, type ProjectFormValues } from './project-form-values';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/**
 * The server's own check of one field, run here first so a mistake shows before the round trip. A blank Project ID or
 * Display Name is left to Create/Save, which says the spec's one message for both.
 */
const sameAsServer =
  (field: keyof ProjectInput): Rule =>
  ({ getFieldsValue }) => ({
    validator: async (_, value: unknown) => {
      const result = checkField(field, { ...getFieldsValue(true), [field]: value });
      const problem = result.ok ? undefined : result.errors.find((error) => error.message !== PROJECT_MESSAGES.required);
      if (problem) throw new Error(problem.message);
    },
  });

/** Select fields are not marked required: antd would put aria-required on a div, which axe refuses (they always hold a value). */
function ChoiceField<T extends string>({
  name,
  label,
  values,
  labels,
}: {
  name: keyof ProjectInput;
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <Form.Item name={name} label={label} rules={[sameAsServer(name)]}>
      <Select options={optionsOf(values, labels)} />
    </Form.Item>
  );
}

function TextField({ name, label, max, placeholder }: { name: keyof ProjectInput; label: string; max: number; placeholder?: string }) {
  return (
    <Form.Item name={name} label={label} rules={[sameAsServer(name)]}>
      <Input maxLength={max} placeholder={placeholder} />
    </Form.Item>
  );
}

function NokField({ name, label }: { name: 'budget' | 'spent'; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[sameAsServer(name)]}>
      <InputNumber min={0} step={1000} precision={0} suffix="kr" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The repositories as rows of URL and branch; the name is taken from the URL. */
function GitReposField() {
  return (
    <Form.List name="git_repos">
      {(rows, { add, remove }, { errors }) => (
        <Form.Item label={PROJECT_TEXTS.gitRepos}>
          <Flex vertical gap={8}>
            {rows.map(({ key, name }, index) => (
              <Flex key={key} gap={8} align="start">
                <Form.Item name={[name, 'url']} noStyle>
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={PROJECT_LIMITS.url}
                    aria-label={PROJECT_TEXTS.repoUrl(index + 1)}
                  />
                </Form.Item>
                <Form.Item name={[name, 'branch']} noStyle>
                  <Input placeholder="main" maxLength={PROJECT_LIMITS.text} aria-label={PROJECT_TEXTS.repoBranch(index + 1)} style={{ width: 160 }} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={PROJECT_TEXTS.removeGitRepo(index + 1)} onClick={() => remove(name)} />
              </Flex>
            ))}
            {rows.length < PROJECT_LIMITS.gitRepos && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ url: '', branch: 'main' })} style={{ alignSelf: 'start' }}>
                {PROJECT_TEXTS.addGitRepo}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** Every field of a project, in two columns; the enums as selects, the dates as pickers. */
export function ProjectFormFields({ form }: { form: FormInstance<ProjectFormValues> }) {
  const perpetual = Form.useWatch('perpetual', form);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Project ID" required rules={[sameAsServer('name')]} extra={PROJECT_MESSAGES.nameShape}>
            <Input autoComplete="off" maxLength={PROJECT_LIMITS.name} placeholder="customer-portal" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="display_name" label="Display Name" required rules={[sameAsServer('display_name')]}>
            <Input maxLength={PROJECT_LIMITS.displayName} placeholder="Customer Portal" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[sameAsServer('description')]}>
        <Input.TextArea rows={3} maxLength={PROJECT_LIMITS.description} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <ChoiceField name="project_type" label="Type" values={PROJECT_TYPES} labels={TYPE_LABELS} />
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField name="status" label="Status" values={PROJECT_STATUSES} labels={STATUS_LABELS} />
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField name="priority" label="Priority" values={PROJECT_PRIORITIES} labels={PRIORITY_LABELS} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="start_date" label="Start date" rules={[sameAsServer('start_date')]}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="target_date"
            label="Target date"
            dependencies={['start_date']}
            rules={[sameAsServer('target_date')]}
            style={{ marginBottom: 4 }}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabled={Boolean(perpetual)} />
          </Form.Item>
          <Form.Item name="perpetual" valuePropName="checked">
            <Checkbox
              onChange={(event) => {
                // No date on purpose: the day picked before goes, so nothing stale is sent.
                if (event.target.checked) form.setFields([{ name: 'target_date', value: null, errors: [] }]);
              }}
            >
              {PROJECT_TEXTS.perpetualBox}
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <NokField name="budget" label="Budget" />
        </Col>
        <Col xs={24} md={12}>
          <NokField name="spent" label="Spent" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="owner_team" label="Owner team" max={PROJECT_LIMITS.text} />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="project_manager" label="Project manager" max={PROJECT_LIMITS.text} />
        </Col>
      </Row>
      <Form.Item name="primary_git_repo" label="Primary git repository" rules={[sameAsServer('primary_git_repo')]}>
        <Input type="url" inputMode="url" placeholder="https://" maxLength={PROJECT_LIMITS.url} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tags" label="Tags" extra={PROJECT_TEXTS.tagsHint} rules={[sameAsServer('tags')]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField name="category" label="Category" max={PROJECT_LIMITS.text} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ChoiceField name="visibility" label="Visibility" values={PROJECT_VISIBILITIES} labels={VISIBILITY_LABELS} />
        </Col>
        <Col xs={24} md={12}>
          <ChoiceField name="company" label="Company" values={PROJECT_COMPANIES} labels={COMPANY_LABELS} />
        </Col>
      </Row>
      <GitReposField />
    </>
  );
}
