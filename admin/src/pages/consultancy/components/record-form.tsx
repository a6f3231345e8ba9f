import { useState } from 'react';
import { useCreate, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { FieldError, ValidationResult } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';

/** One field of a consultancy form; dates are the browser's own day picker (YYYY-MM-DD, as the API takes them). */
export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'url' | 'date' | 'number' | 'notes' | 'select';
  options?: Array<{ value: string; label: string }>;
  help?: string;
  /** Half the row (the default) or all of it. */
  wide?: boolean;
}

type Values = Record<string, unknown>;

interface RecordFormProps<T extends BaseRecord & { id: number }> {
  resource: string;
  fields: FormField[];
  /** The record to edit, or null for a new one. */
  record: T | null;
  initialValues: Values;
  /** The contract's check of the whole body, run before it is sent. */
  validate: (body: Values) => ValidationResult<unknown>;
  onSaved: (record: T) => void;
  onCancel?: () => void;
}

/** The field's input, returned as an element so that Form.Item gives it the id, value and onChange. */
function inputOf(field: FormField) {
  switch (field.kind) {
    case 'notes':
      return <Input.TextArea rows={4} />;
    case 'number':
      return <InputNumber min={0} precision={0} style={{ width: '100%' }} />;
    case 'select':
      return <Select options={field.options} />;
    case 'date':
      return <Input type="date" />;
    case 'email':
      return <Input type="email" inputMode="email" />;
    case 'url':
      return <Input type="url" inputMode="url" />;
    default:
      return <Input />;
  }
}

/**
 * A consultancy record's fields: checked by the contract before sending, then POST (new) or PUT (edit). A refusal
 * shows on its fields, or above them, and keeps everything typed.
 */
export function RecordForm<T extends BaseRecord & { id: number }>({
  resource,
  fields,
  record,
  initialValues,
  validate,
  onSaved,
  onCancel,
}: RecordFormProps<T>) {
  const [form] = Form.useForm<Values>();
  const { mutateAsync: create, mutation: creating } = useCreate<T, HttpError, Values>();
  const { mutateAsync: update, mutation: updating } = useUpdate<T, HttpError, Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const names = new Set(fields.map((field) => field.name));

  /** Errors on the fields that show them; the rest above the form. */
  const showErrors = (errors: FieldError[], fallback?: string) => {
    const onFields = errors.filter((error) => names.has(error.field));
    form.setFields(onFields.map(({ field, message }) => ({ name: field, errors: [message] })));
    const rest = errors.filter((error) => !names.has(error.field)).map((error) => error.message);
    if (rest.length > 0 || (onFields.length === 0 && fallback)) setFailure(rest.join(' ') || fallback || null);
  };

  const onFinish = async () => {
    setFailure(null);
    const checked = validate(form.getFieldsValue(true));
    if (!checked.ok) return showErrors(checked.errors);
    const values = checked.value as Values;
    const notices = {
      successNotification: () => ({ type: 'success' as const, message: record ? CONSULTANCY_TEXTS.saved : CONSULTANCY_TEXTS.created }),
      errorNotification: false as const,
    };
    try {
      const { data } = record ? await update({ resource, id: record.id, values, ...notices }) : await create({ resource, values, ...notices });
      onSaved(data);
    } catch (error) {
      const refusal = error as HttpError;
      const fieldErrors = Object.entries(refusal.errors ?? {}).map(([field, message]) => ({ field, message: String(message) }));
      showErrors(fieldErrors, serverMessage(refusal, CONSULTANCY_TEXTS.saveFailed));
    }
  };

  return (
    <Form<Values>
      form={form}
      // Ids of their own, apart from other inputs on the page.
      name={resource.replace(/\W+/g, '-')}
      // The contract's messages, not the browser's, for an e-mail or a link that is not one.
      noValidate
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      // The server's word on a field stands until that field is changed.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={failure} />}
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} md={field.wide || field.kind === 'notes' ? 24 : 12}>
            <Form.Item name={field.name} label={field.label} extra={field.help}>
              {inputOf(field)}
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Flex justify="end" gap={8}>
        {onCancel && (
          <Button htmlType="button" onClick={onCancel}>
            {CONSULTANCY_TEXTS.cancel}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
          {record ? CONSULTANCY_TEXTS.save : CONSULTANCY_TEXTS.create}
        </Button>
      </Flex>
    </Form>
  );
}

interface RecordDialogProps<T extends BaseRecord & { id: number }> extends Omit<RecordFormProps<T>, 'record' | 'onCancel' | 'onSaved'> {
  /** The record to edit, null for a new one; undefined while closed. */
  record: T | null | undefined;
  title: string;
  onClose: () => void;
  onSaved?: (record: T) => void;
}

/** New and Edit: the same dialog, with its own form per opening. */
export function RecordDialog<T extends BaseRecord & { id: number }>({ record, title, onClose, onSaved, ...form }: RecordDialogProps<T>) {
  const open = record !== undefined;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden maskClosable={false}>
      {open && (
        <RecordForm<T>
          key={record?.id ?? 'new'}
          {...form}
          record={record ?? null}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
