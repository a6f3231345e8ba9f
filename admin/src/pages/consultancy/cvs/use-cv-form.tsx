import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, theme } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { CONSULTANCY_TEXTS } from '../labels';
import type { FieldError } from '@platform/shared';
import { changedPaths, namePathOf } from './cv-field-paths';

/**
 * What both CV editors share: a refusal shown above the form (dismissible) and on the fields it names, each
 * field's message gone once that field changes, and Ctrl/Cmd+S to save.
 */
export function useCvForm<Values>() {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  const showErrors = (errors: FieldError[], reason: string) => {
    form.setFields(errors.map(({ field, message }) => ({ name: namePathOf(field) as never, errors: [message] })));
    setFailure(reason);
  };

  const clearChanged = (changed: unknown) => form.setFields(changedPaths(changed).map((name) => ({ name: name as never, errors: [] })));

  // The latest form, read by a listener added once.
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        formRef.current.submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { form, failure, dismiss: () => setFailure(null), showErrors, clearChanged };
}

/** The save failure: the spec's title and the server's reason, closed with its ×. */
export function SaveFailure({ title, reason, onClose }: { title: string; reason: string | null; onClose: () => void }) {
  if (!reason) return null;
  return <Alert type="error" showIcon closable role="alert" message={title} description={reason} onClose={onClose} style={{ marginBottom: 16 }} />;
}

/** Cancel and save, kept in view at the bottom of a long CV. */
export function SaveBar({ editing, saving, onCancel }: { editing: boolean; saving: boolean; onCancel: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="end" gap={8} style={{ position: 'sticky', bottom: 0, zIndex: 2, padding: '12px 0', background: token.colorBgContainer }}>
      <Button htmlType="button" onClick={onCancel}>
        {CONSULTANCY_TEXTS.cancel}
      </Button>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        {editing ? CONSULTANCY_TEXTS.save : CONSULTANCY_TEXTS.create}
      </Button>
    </Flex>
  );
}
