import { useEffect, useState, type ReactNode } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Empty, Flex, Form, Modal, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiRecordKind } from '@platform/shared';
import { serverMessage } from '../../../../utils/server-message';
import { useApiRecords } from '../../hooks/use-api-records';
import { API_TEXTS } from '../../labels';

/** How one kind of record is shown and edited. */
export interface RecordKind<T extends { id: number }, F extends object, V extends object> {
  kind: ApiRecordKind;
  /** 'endpoint': Add endpoint, Edit endpoint… */
  noun: string;
  columns: TableColumnsType<T>;
  /** The form's fields (Form.Items named by F's keys). */
  fields: ReactNode;
  /** A new record's form values. */
  blank: () => F;
  toForm: (record: T) => F;
  /** What is sent for the form's values. */
  toBody: (values: F) => V;
  /** How the delete confirmation names a record. */
  describe: (record: T) => string;
  empty: string;
}

interface RecordTabProps<T extends { id: number }, F extends object, V extends object> {
  apiId: number;
  spec: RecordKind<T, F, V>;
  /** Above the table (a note, the team's name). */
  intro?: ReactNode;
  /** Extra columns that write at once (a todo's done box), given the hook's `change`. */
  leadingColumns?: (change: (record: T, values: Partial<V>) => void) => TableColumnsType<T>;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One tab of an API's records: a table with add, edit and delete (asked first); the server's refusals on the form's fields. */
export function RecordTab<T extends { id: number }, F extends object, V extends object>({
  apiId,
  spec,
  intro,
  leadingColumns,
}: RecordTabProps<T, F, V>) {
  const { modal } = App.useApp();
  const records = useApiRecords<T, V>(apiId, spec.kind);
  // undefined: closed; null: a new record; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const noun = spec.noun;
  const failure = (what: string) => `Failed to ${what} ${noun}`;

  const confirmDelete = (record: T) =>
    modal.confirm({
      title: `Delete ${noun}?`,
      content: `"${spec.describe(record)}" will be deleted. This action cannot be undone.`,
      okText: API_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: API_TEXTS.cancel,
      onOk: () => void records.remove(record.id, failure('delete')).catch(() => undefined),
    });

  const change = (record: T, values: Partial<V>) => void records.change(record.id, values, failure('save')).catch(() => undefined);

  const columns: TableColumnsType<T> = [
    ...(leadingColumns?.(change) ?? []),
    ...spec.columns,
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, record) => {
        const name = spec.describe(record);
        return (
          <Flex gap={4}>
            <Tooltip title={API_TEXTS.edit}>
              <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${noun} ${name}`} onClick={() => setEditing(record)} />
            </Tooltip>
            <Tooltip title={API_TEXTS.delete}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${noun} ${name}`} onClick={() => confirmDelete(record)} />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>{intro}</div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {`Add ${noun}`}
        </Button>
      </Flex>
      {records.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={serverMessage(records.error, `Failed to load ${spec.kind}`)}
          action={
            <Button size="small" onClick={records.retry}>
              {API_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <Table<T>
          rowKey="id"
          size="small"
          dataSource={records.records}
          columns={columns}
          loading={records.loading}
          pagination={false}
          scroll={{ x: 640 }}
          locale={{
            emptyText: records.loading ? <div style={{ height: 80 }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={spec.empty} />,
          }}
        />
      )}
      <Modal
        open={editing !== undefined}
        title={editing ? `Edit ${noun}` : `Add ${noun}`}
        onCancel={() => setEditing(undefined)}
        footer={null}
        destroyOnHidden
        maskClosable={false}
      >
        {editing !== undefined && (
          <RecordForm
            key={editing?.id ?? 'new'}
            name={`api-${spec.kind}`}
            initial={editing ? spec.toForm(editing) : spec.blank()}
            fields={spec.fields}
            submitText={editing ? API_TEXTS.save : `Add ${noun}`}
            saving={records.saving}
            onCancel={() => setEditing(undefined)}
            onSubmit={async (values) => {
              const body = spec.toBody(values);
              if (editing) await records.save(editing.id, body);
              else await records.add(body);
              setEditing(undefined);
            }}
            failure={capital(failure(editing ? 'save' : 'add'))}
          />
        )}
      </Modal>
    </Flex>
  );
}

interface RecordFormProps<F extends object> {
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  initial: F;
  fields: ReactNode;
  submitText: string;
  saving: boolean;
  failure: string;
  onCancel: () => void;
  onSubmit: (values: F) => Promise<void>;
}

/** The add/edit form; a refusal keeps it open with what was typed, the server's words on its fields. */
function RecordForm<F extends object>({ name, initial, fields, submitText, saving, failure, onCancel, onSubmit }: RecordFormProps<F>) {
  const [form] = Form.useForm<F>();
  const [problem, setProblem] = useState<string | null>(null);

  // A default that arrives after the form opened (the signed-in admin, read once) fills its field unless it was typed in.
  const textDefaults = JSON.stringify(Object.entries(initial).filter(([, value]) => typeof value === 'string' && value !== ''));
  useEffect(() => {
    for (const [field, value] of JSON.parse(textDefaults) as Array<[string, string]>) {
      if (!form.isFieldTouched(field as never) && !form.getFieldValue(field as never)) form.setFieldValue(field as never, value);
    }
  }, [textDefaults, form]);

  const onFinish = async (values: F) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (caught) {
      const error = caught as HttpError;
      const known = Object.keys(initial);
      const onFields = Object.entries(error.errors ?? {}).filter(([field]) => known.includes(field));
      form.setFields(onFields.map(([name, message]) => ({ name: name as never, errors: [String(message)] })));
      if (onFields.length === 0 || onFields.length < Object.keys(error.errors ?? {}).length) {
        setProblem(`${failure}: ${serverMessage(error, 'Please try again.')}`);
      }
    }
  };

  return (
    <Form<F> form={form} name={name} layout="vertical" initialValues={initial} onFinish={onFinish}>
      {problem && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problem} />}
      {fields}
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onCancel} disabled={saving}>
          {API_TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}
