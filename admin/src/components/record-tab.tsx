import { useEffect, useState, type ReactNode } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Empty, Flex, Form, Modal, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ValidationResult } from '@platform/shared';
import { useNestedRecords, type NestedParent } from '../hooks/use-nested-records';
import { serverMessage } from '../utils/server-message';
import { LoadFailed } from './load-failed';

const TEXTS = { edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel', retry: 'Try again' } as const;

/** How one kind of nested record (an API's endpoints, a project's todos) is shown and edited. */
export interface RecordKind<T extends { id: number }, F extends object, V extends object, K extends string = string> {
  /** The path below the parent: /apis/3/endpoints. */
  kind: K;
  /** 'todo': Add todo, Edit todo… */
  noun: string;
  columns: TableColumnsType<T>;
  /** The form's fields (Form.Items named by F's keys). */
  fields: ReactNode;
  /** A new record's form values. */
  blank: () => F;
  toForm: (record: T) => F;
  /** What is sent for the form's values. */
  toBody: (values: F) => V;
  /** The shared rule the server applies too, checked before sending (its messages on the form's fields). */
  validate?: (body: V) => ValidationResult<unknown>;
  /** How the delete confirmation and the row buttons name a record. */
  describe: (record: T) => string;
  /** The order shown (the server's otherwise). */
  order?: (a: T, b: T) => number;
  /** Why a record cannot be changed any more (a sent reminder), or null. */
  locked?: (record: T) => string | null;
  empty: string;
}

export interface RecordTabProps<T extends { id: number }, F extends object, V extends object> {
  parent: NestedParent;
  /** Prefixes the form's name, and so its fields' ids: project-todos_title. */
  formPrefix: string;
  spec: RecordKind<T, F, V>;
  /** Above the table (a note, the team's name). */
  intro?: ReactNode;
  /** Columns that write at once (a todo's done box), given the hook's `change`. */
  leadingColumns?: (change: (record: T, values: Partial<V>) => void) => TableColumnsType<T>;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One tab of a parent's records: a table with add, edit and delete (asked first); refusals on the form's fields. */
export function RecordTab<T extends { id: number }, F extends object, V extends object>({
  parent,
  formPrefix,
  spec,
  intro,
  leadingColumns,
}: RecordTabProps<T, F, V>) {
  const { modal } = App.useApp();
  const records = useNestedRecords<T, V>(parent, spec.kind);
  // undefined: closed; null: a new record; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const { noun, order } = spec;
  const failure = (what: string) => `Failed to ${what} ${noun}`;
  const rows = order ? [...records.records].sort(order) : records.records;

  const confirmDelete = (record: T) =>
    modal.confirm({
      title: `Delete ${noun}?`,
      content: `"${spec.describe(record)}" will be deleted. This action cannot be undone.`,
      okText: TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: TEXTS.cancel,
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
        const locked = spec.locked?.(record) ?? null;
        return (
          <Flex gap={4}>
            <Tooltip title={locked ?? TEXTS.edit}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${noun} ${name}`}
                disabled={locked !== null}
                onClick={() => setEditing(record)}
              />
            </Tooltip>
            <Tooltip title={locked ?? TEXTS.delete}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${noun} ${name}`}
                disabled={locked !== null}
                onClick={() => confirmDelete(record)}
              />
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
        <LoadFailed message={serverMessage(records.error, `Failed to load ${spec.kind}`)} onRetry={records.retry} retryLabel={TEXTS.retry} />
      ) : (
        <Table<T>
          rowKey="id"
          size="small"
          dataSource={rows}
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
            name={`${formPrefix}-${spec.kind}`}
            initial={editing ? spec.toForm(editing) : spec.blank()}
            fields={spec.fields}
            submitText={editing ? TEXTS.save : `Add ${noun}`}
            saving={records.saving}
            onCancel={() => setEditing(undefined)}
            toBody={spec.toBody}
            validate={spec.validate}
            onSubmit={async (body) => {
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

interface RecordFormProps<F extends object, V extends object> {
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  initial: F;
  fields: ReactNode;
  submitText: string;
  saving: boolean;
  failure: string;
  toBody: (values: F) => V;
  validate?: (body: V) => ValidationResult<unknown>;
  onCancel: () => void;
  onSubmit: (body: V) => Promise<void>;
}

/** The add/edit form; a refusal (the shared rule's or the server's) keeps it open with what was typed, its words on the fields. */
function RecordForm<F extends object, V extends object>({
  name,
  initial,
  fields,
  submitText,
  saving,
  failure,
  toBody,
  validate,
  onCancel,
  onSubmit,
}: RecordFormProps<F, V>) {
  const [form] = Form.useForm<F>();
  const [problem, setProblem] = useState<string | null>(null);
  const known = Object.keys(initial);

  // A default that arrives after the form opened (the signed-in admin, read once) fills its field unless it was typed in.
  const textDefaults = JSON.stringify(Object.entries(initial).filter(([, value]) => typeof value === 'string' && value !== ''));
  useEffect(() => {
    for (const [field, value] of JSON.parse(textDefaults) as Array<[string, string]>) {
      if (!form.isFieldTouched(field as never) && !form.getFieldValue(field as never)) form.setFieldValue(field as never, value);
    }
  }, [textDefaults, form]);

  /** Messages on the fields they name; true when some had no field of the form. */
  const showOnFields = (errors: Array<[string, string]>) => {
    const onFields = errors.filter(([field]) => known.includes(field));
    form.setFields(onFields.map(([field, message]) => ({ name: field as never, errors: [message] })));
    return onFields.length < errors.length;
  };

  const onFinish = async (values: F) => {
    setProblem(null);
    const body = toBody(values);
    const checked = validate?.(body);
    if (checked && !checked.ok) {
      if (showOnFields(checked.errors.map((error) => [error.field, error.message])))
        setProblem(checked.errors.map((error) => error.message).join(' '));
      return;
    }
    try {
      await onSubmit(body);
    } catch (caught) {
      const error = caught as HttpError;
      const errors = Object.entries(error.errors ?? {}).map(([field, message]) => [field, String(message)] as [string, string]);
      if (showOnFields(errors) || errors.length === 0) setProblem(`${failure}: ${serverMessage(error, 'Please try again.')}`);
    }
  };

  return (
    <Form<F> form={form} name={name} layout="vertical" initialValues={initial} onFinish={onFinish}>
      {problem && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problem} />}
      {fields}
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onCancel} disabled={saving}>
          {TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}
