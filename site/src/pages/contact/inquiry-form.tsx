import type { CSSProperties } from 'react';
import { Alert, Button, Form, Input, Radio, Typography } from 'antd';
import { DEFAULT_INQUIRY_TYPE, INQUIRY_HONEYPOT_FIELD, INQUIRY_LIMITS, INQUIRY_TYPES, PHONE_PLACEHOLDER, type InquiryType } from '@platform/shared';
import { PageResult } from '../../components/page-result';
import { useT } from '../../i18n';
import { useSendInquiry, type InquiryValues } from './use-send-inquiry';

interface InquiryFormProps {
  /** The form's name: its fields' ids start with it. */
  name: string;
  /** A type the page fixes (a product's demo request); without it the visitor chooses, starting at `initialType`. */
  type?: InquiryType;
  initialType?: InquiryType;
  /** What the inquiry is about, when the page knows (the product's name). */
  service?: string;
  /** The start of the message, when the page knows what the visitor wants (a plan to order). */
  initialMessage?: string;
  submitLabel?: string;
}

// Off screen rather than display: none, which some bots skip; hidden from assistive technology and the tab order.
const TRAP_STYLE: CSSProperties = { position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' };

/** The site's inquiry form (contact page, product pages): a success state once sent, the server's refusals under the fields. */
export function InquiryForm({ name, type, initialType = DEFAULT_INQUIRY_TYPE, service, initialMessage, submitLabel }: InquiryFormProps) {
  const t = useT();
  const [form] = Form.useForm<InquiryValues>();
  const { send, sending, sent, error, again } = useSendInquiry(form, { type, service });

  if (sent) {
    return (
      <div role="status">
        <PageResult
          status="success"
          title={t.inquiry.sentTitle}
          subTitle={t.inquiry.sentText}
          extra={<Button onClick={again}>{t.inquiry.sendAnother}</Button>}
        />
      </div>
    );
  }

  return (
    <Form<InquiryValues>
      form={form}
      name={name}
      layout="vertical"
      disabled={sending}
      initialValues={{ inquiry_type: initialType, message: initialMessage }}
      onFinish={send}
      // A field's error goes once its text changes; the next send checks it again.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((field) => ({ name: field, errors: [] })))}
    >
      {!type && (
        <Form.Item name="inquiry_type" label={t.inquiry.type}>
          <Radio.Group optionType="button" options={INQUIRY_TYPES.map((value) => ({ value, label: t.inquiry.types[value] }))} />
        </Form.Item>
      )}
      <Form.Item name="name" label={t.inquiry.name} required>
        <Input autoComplete="name" maxLength={INQUIRY_LIMITS.name} />
      </Form.Item>
      <Form.Item name="email" label={t.inquiry.email} required>
        <Input type="email" autoComplete="email" maxLength={INQUIRY_LIMITS.email} />
      </Form.Item>
      <Form.Item name="phone" label={t.inquiry.phone}>
        <Input type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} maxLength={INQUIRY_LIMITS.phone} />
      </Form.Item>
      <Form.Item name="company" label={t.inquiry.company}>
        <Input autoComplete="organization" maxLength={INQUIRY_LIMITS.company} />
      </Form.Item>
      <Form.Item name="message" label={t.inquiry.message} required>
        <Input.TextArea rows={6} showCount maxLength={INQUIRY_LIMITS.messageMax} />
      </Form.Item>
      <div aria-hidden="true" style={TRAP_STYLE}>
        <label>
          {t.inquiry.honeypot}
          <Form.Item name={INQUIRY_HONEYPOT_FIELD} noStyle>
            <input type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
          </Form.Item>
        </label>
      </div>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Typography.Paragraph type="secondary">{t.inquiry.privacy}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={sending}>
        {submitLabel ?? t.inquiry.submit}
      </Button>
    </Form>
  );
}
