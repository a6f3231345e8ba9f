import { useState } from 'react';
import { useApiUrl, useCustomMutation, useGetIdentity, useList, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import {
  adaptedCvOwner,
  ADAPTED_CV_STATUS_LABELS,
  CONSULTANCY_MESSAGES,
  fillPlaceholders,
  validateSendEmailInput,
  type AdaptedCvSummary,
  type ContactEntry,
  type EmailTemplate,
  type PlaceholderValues,
} from '@platform/shared';
import type { AdminIdentity } from '../../../providers/auth-provider';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';
import { ADAPTED_CVS_RESOURCE } from '../cvs/cv-labels';
import { CONTACTS_RESOURCE, EMAIL_TEMPLATES_RESOURCE, MAIL_TEXTS, SEND_EMAIL_PATH, ownerFields, type ContactOwner } from './mail-labels';
import { PlaceholderList, usePlaceholderInsert } from './placeholder-list';
import { useRefreshPaths } from './use-contacts';

export interface SendEmailDialogProps extends ContactOwner {
  open: boolean;
  onClose: () => void;
  recipient: { email: string; name: string };
  /** What the placeholders become for this recipient, as far as the page knows (the preview; the server fills its own). */
  values: PlaceholderValues;
}

interface MailValues {
  templateId?: number;
  subject?: string;
  body?: string;
  adaptedCvId?: number;
}

// Templates are few; one page of them fills the choice (a paged call answers the plain list).
const ALL_TEMPLATES = { currentPage: 1, pageSize: 100 };
const ALL_CVS = { currentPage: 1, pageSize: 100, mode: 'server' as const };
const MAIL_FIELDS = new Set(['subject', 'body']);

/** The e-mail dialog: a template or free text, an adapted CV attached if wanted, the filled text previewed. */
export function SendEmailDialog({ open, onClose, ...props }: SendEmailDialogProps) {
  return (
    <Modal
      open={open}
      title={MAIL_TEXTS.dialogTitle(props.recipient.name)}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
    >
      {open && <MailForm {...props} onClose={onClose} />}
    </Modal>
  );
}

function MailForm({ recipient, values, customerId, candidateId, onClose }: Omit<SendEmailDialogProps, 'open'>) {
  const owner = { customerId, candidateId };
  const apiUrl = useApiUrl();
  const { message } = App.useApp();
  const [form] = Form.useForm<MailValues>();
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const placeholders = usePlaceholderInsert(form);
  const refresh = useRefreshPaths();
  const { data: identity } = useGetIdentity<AdminIdentity>();

  const { result: templates, query: templatesQuery } = useList<EmailTemplate, HttpError>({
    resource: EMAIL_TEMPLATES_RESOURCE,
    pagination: ALL_TEMPLATES,
    errorNotification: false,
  });
  // The CVs the server lets go with this e-mail: the same list as the page's adapted CVs card.
  const cvOwner = adaptedCvOwner(owner);
  const { result: cvs, query: cvsQuery } = useList<AdaptedCvSummary, HttpError>({
    resource: ADAPTED_CVS_RESOURCE,
    filters: [{ field: cvOwner.field, operator: 'eq', value: cvOwner.id }],
    pagination: ALL_CVS,
    errorNotification: false,
  });
  const { mutateAsync: send, mutation: sending } = useCustomMutation<{ contact: ContactEntry }, HttpError, object>();

  const known: PlaceholderValues = { name: recipient.name, email: recipient.email, senderName: identity?.name, ...values };
  const canSend = subject.trim() !== '' && body.trim() !== '';

  const chooseTemplate = (id: number | undefined) => {
    const template = templates.data.find((each) => each.id === id);
    // The template's own text, placeholders kept: the server fills them per recipient.
    if (template) form.setFieldsValue({ subject: template.subject, body: template.body });
  };

  const onFinish = async () => {
    setFailure(null);
    const typed = form.getFieldsValue(true) as MailValues;
    const checked = validateSendEmailInput({
      recipientEmail: recipient.email,
      recipientName: recipient.name,
      subject: typed.subject ?? '',
      body: typed.body ?? '',
      emailType: 'general',
      ...ownerFields(owner),
      templateId: typed.templateId ?? null,
      adaptedCvId: typed.adaptedCvId ?? null,
    });
    if (!checked.ok) return showErrors(checked.errors.map(({ field, message }) => [field, message]));
    try {
      await send({ url: `${apiUrl}/${SEND_EMAIL_PATH}`, method: 'post', values: checked.value, ...NO_NOTICES });
    } catch (error) {
      const refusal = error as HttpError;
      // A refused body says why; anything else (the mail server above all) is the spec's one sentence.
      if (refusal.statusCode === 400)
        return showErrors(Object.entries(refusal.errors ?? {}), serverMessage(refusal, CONSULTANCY_MESSAGES.sendFailed));
      if (serverMessage(refusal, '') !== CONSULTANCY_MESSAGES.sentNotRecorded) return setFailure(CONSULTANCY_MESSAGES.sendFailed);
      // The mail is out though its history entry is not: nothing is left to send again.
      message.warning(CONSULTANCY_MESSAGES.sentNotRecorded);
      return onClose();
    }
    message.success(MAIL_TEXTS.sent(recipient.email));
    // The history gains the e-mail; an attached CV is marked sent.
    void refresh(CONTACTS_RESOURCE, ADAPTED_CVS_RESOURCE);
    onClose();
  };

  /** Errors on the subject and the message show there; the rest above the form. */
  const showErrors = (errors: Array<[string, unknown]>, fallback?: string) => {
    const onFields = errors.filter(([field]) => MAIL_FIELDS.has(field));
    form.setFields(onFields.map(([field, text]) => ({ name: field as keyof MailValues, errors: [String(text)] })));
    const rest = errors.filter(([field]) => !MAIL_FIELDS.has(field)).map(([, text]) => String(text));
    if (rest.length > 0 || (onFields.length === 0 && fallback)) setFailure(rest.join(' ') || fallback || null);
  };

  return (
    <Form<MailValues>
      form={form}
      name="send-email"
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof MailValues, errors: [] })))}
    >
      {failure && (
        <Alert type="error" showIcon closable role="alert" style={{ marginBottom: 16 }} message={failure} onClose={() => setFailure(null)} />
      )}
      <Typography.Paragraph>
        {MAIL_TEXTS.to}: {recipient.name ? `${recipient.name} <${recipient.email}>` : recipient.email}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="templateId" label={MAIL_TEXTS.template} help={templatesQuery.isError ? MAIL_TEXTS.templatesFailed : undefined}>
            <Select
              allowClear
              placeholder={MAIL_TEXTS.templatePlaceholder}
              loading={templatesQuery.isLoading}
              options={templates.data.map((template) => ({ value: template.id, label: template.name, title: template.name }))}
              onChange={chooseTemplate}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="adaptedCvId" label={MAIL_TEXTS.attachCv} help={cvsQuery.isError ? MAIL_TEXTS.cvsFailed : undefined}>
            <Select
              allowClear
              placeholder={MAIL_TEXTS.attachCvPlaceholder}
              loading={cvsQuery.isLoading}
              notFoundContent={MAIL_TEXTS.noCvs}
              options={cvs.data.map((cv) => ({ value: cv.id, label: `${cv.name} (${ADAPTED_CV_STATUS_LABELS[cv.status] ?? cv.status})` }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="subject" label={MAIL_TEXTS.subject}>
        <Input autoComplete="off" {...placeholders.track('subject')} />
      </Form.Item>
      <Form.Item name="body" label={MAIL_TEXTS.message}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} {...placeholders.track('body')} />
      </Form.Item>
      <PlaceholderList onInsert={placeholders.insert} />
      <section aria-label={MAIL_TEXTS.preview} style={{ margin: '16px 0' }}>
        <Typography.Text type="secondary">
          {MAIL_TEXTS.preview} — {MAIL_TEXTS.previewHelp}
        </Typography.Text>
        <Card size="small" style={{ marginTop: 4, maxHeight: 280, overflow: 'auto' }}>
          {canSend ? (
            <>
              <Typography.Text strong>{fillPlaceholders(subject, known)}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{fillPlaceholders(body, known)}</Typography.Paragraph>
            </>
          ) : (
            <Typography.Text type="secondary">{MAIL_TEXTS.nothingToPreview}</Typography.Text>
          )}
        </Card>
      </section>
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onClose}>
          {CONSULTANCY_TEXTS.cancel}
        </Button>
        {/* Only with a subject and a message, and once at a time. */}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending.isPending} disabled={!canSend || sending.isPending}>
          {sending.isPending ? MAIL_TEXTS.sending : MAIL_TEXTS.send}
        </Button>
      </Flex>
    </Form>
  );
}
