import { useState } from 'react';
import { useCreate, useUpdate, type HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { EMAIL_LIMITS, validateEmailTemplateInput, type EmailTemplate, type EmailTemplateInput } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';
import { EMAIL_TEMPLATES_RESOURCE, MAIL_TEXTS } from './mail-labels';
import { PlaceholderList, usePlaceholderInsert } from './placeholder-list';

const T = MAIL_TEXTS.templates;
const FIELDS = new Set(['name', 'subject', 'body']);

/** New and Edit of an e-mail template: one dialog, its own form per opening. */
export function TemplateDialog({ template, onClose }: { template: EmailTemplate | null | undefined; onClose: () => void }) {
  const open = template !== undefined;
  return (
    <Modal
      open={open}
      title={template ? T.editTitle(template.name) : T.newTemplate}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
    >
      {open && <TemplateForm key={template?.id ?? 'new'} template={template} onDone={onClose} />}
    </Modal>
  );
}

/** Checked by the contract before sending (only known placeholders); the server's word shows on its fields. */
function TemplateForm({ template, onDone }: { template: EmailTemplate | null; onDone: () => void }) {
  const [form] = Form.useForm<EmailTemplateInput>();
  const placeholders = usePlaceholderInsert(form);
  const { mutateAsync: create, mutation: creating } = useCreate<EmailTemplate, HttpError, EmailTemplateInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<EmailTemplate, HttpError, EmailTemplateInput>();
  const [failure, setFailure] = useState<string | null>(null);

  const showErrors = (errors: Array<[string, unknown]>, fallback?: string) => {
    const onFields = errors.filter(([field]) => FIELDS.has(field));
    form.setFields(onFields.map(([field, text]) => ({ name: field as keyof EmailTemplateInput, errors: [String(text)] })));
    const rest = errors.filter(([field]) => !FIELDS.has(field)).map(([, text]) => String(text));
    if (rest.length > 0 || (onFields.length === 0 && fallback)) setFailure(rest.join(' ') || fallback || null);
  };

  const onFinish = async () => {
    setFailure(null);
    const checked = validateEmailTemplateInput(form.getFieldsValue(true));
    if (!checked.ok) return showErrors(checked.errors.map(({ field, message }) => [field, message]));
    const notices = {
      successNotification: () => ({ type: 'success' as const, message: template ? CONSULTANCY_TEXTS.saved : CONSULTANCY_TEXTS.created }),
      errorNotification: false as const,
    };
    try {
      if (template) await update({ resource: EMAIL_TEMPLATES_RESOURCE, id: template.id, values: checked.value, ...notices });
      else await create({ resource: EMAIL_TEMPLATES_RESOURCE, values: checked.value, ...notices });
      onDone();
    } catch (error) {
      const refusal = error as HttpError;
      showErrors(Object.entries(refusal.errors ?? {}), serverMessage(refusal, CONSULTANCY_TEXTS.saveFailed));
    }
  };

  return (
    <Form<EmailTemplateInput>
      form={form}
      name="email-template"
      layout="vertical"
      initialValues={{ name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' }}
      onFinish={onFinish}
      // The server's word on a field stands until that field is changed.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof EmailTemplateInput, errors: [] })))}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={failure} />}
      <Form.Item name="name" label={T.name}>
        <Input autoComplete="off" maxLength={EMAIL_LIMITS.name} />
      </Form.Item>
      <Form.Item name="subject" label={T.subject}>
        <Input autoComplete="off" maxLength={EMAIL_LIMITS.subject} {...placeholders.track('subject')} />
      </Form.Item>
      <Form.Item name="body" label={T.message}>
        <Input.TextArea autoSize={{ minRows: 8, maxRows: 18 }} {...placeholders.track('body')} />
      </Form.Item>
      <PlaceholderList onInsert={placeholders.insert} />
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button htmlType="button" onClick={onDone}>
          {CONSULTANCY_TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
          {template ? CONSULTANCY_TEXTS.save : CONSULTANCY_TEXTS.create}
        </Button>
      </Flex>
    </Form>
  );
}
