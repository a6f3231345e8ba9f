import { Form, Input, Modal, Select } from 'antd';
import { PLAN_LIMITS, newDataSource, type DataSource, type DataSourcePriority, type DataSourceStatus, type Idea } from '@platform/shared';
import { PRIORITY_OPTIONS, STATUS_OPTIONS, ideaOptions } from './data-source-options';

interface AddDataSourceDialogProps {
  open: boolean;
  ideas: readonly Idea[];
  onClose: () => void;
  onAdd: (source: DataSource) => void;
}

interface DataSourceForm {
  name: string;
  priority: DataSourcePriority;
  accessMethod?: string;
  updateFrequency?: string;
  status: DataSourceStatus;
  usedByIdeas?: number[];
}

/** Add Data Source: a name, and defaults for the rest (priority medium, status planned). */
export function AddDataSourceDialog({ open, ideas, onClose, onAdd }: AddDataSourceDialogProps) {
  const [form] = Form.useForm<DataSourceForm>();
  const defaults = newDataSource('');

  const submit = (values: DataSourceForm) => {
    onAdd(
      newDataSource(values.name, {
        priority: values.priority,
        status: values.status,
        accessMethod: values.accessMethod?.trim() ?? '',
        updateFrequency: values.updateFrequency?.trim() ?? '',
        usedByIdeas: values.usedByIdeas ?? [],
      }),
    );
    onClose();
  };

  return (
    <Modal open={open} title="Add Data Source" okText="Add Data Source" onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<DataSourceForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ priority: defaults.priority, status: defaults.status }}
        onFinish={submit}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the data source a name.' }]}>
          <Input maxLength={PLAN_LIMITS.shortText} autoFocus />
        </Form.Item>
        <Form.Item name="priority" label="Priority">
          <Select options={PRIORITY_OPTIONS} />
        </Form.Item>
        <Form.Item name="accessMethod" label="Access method">
          <Input maxLength={PLAN_LIMITS.shortText} placeholder="e.g. Open REST API" />
        </Form.Item>
        <Form.Item name="updateFrequency" label="Update frequency">
          <Input maxLength={PLAN_LIMITS.shortText} placeholder="e.g. Daily" />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="usedByIdeas" label="Used by ideas">
          <Select mode="multiple" options={ideaOptions(ideas)} optionFilterProp="label" placeholder="Choose ideas" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
