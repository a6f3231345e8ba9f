import { Alert, Button, Form, Input } from 'antd';
import { SELLER_CONTACT_LIMITS, type SellerContact } from '@platform/shared';
import { ApiError } from '../../api/http';
import { useCurrentUser } from '../../auth';
import { useContactSeller } from './listings-api';
import { useListingsTexts } from './listings-texts';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** A message to the seller, sent by the server as an e-mail; the seller's address is never shown here. */
export function SellerContactForm({ finnCode }: { finnCode: string }) {
  const texts = useListingsTexts();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<SellerContact>();
  const contact = useContactSeller(finnCode);

  const send = (values: SellerContact) => {
    const phone = values.phone?.trim();
    contact.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), ...(phone ? { phone } : {}) },
      {
        onError: (error) => {
          // The server's word per field where it gave one.
          if (error instanceof ApiError && error.fieldErrors.length) {
            form.setFields(
              error.fieldErrors
                .filter((item) => (FIELDS as readonly string[]).includes(item.field))
                .map((item) => ({ name: item.field as keyof SellerContact, errors: [item.message] })),
            );
          }
        },
      },
    );
  };

  if (contact.isSuccess) {
    return (
      <Alert
        type="success"
        showIcon
        message={texts.contact.sent}
        action={
          <Button size="small" onClick={() => contact.reset()}>
            {texts.contact.another}
          </Button>
        }
      />
    );
  }

  const failure = contact.error;
  const failureText = failure instanceof ApiError && failure.message && !failure.fieldErrors.length ? failure.message : texts.contact.failed;
  const tooLong = (label: string, max: number) => ({ max, message: texts.contact.tooLong(label) });
  return (
    <Form<SellerContact>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={send}
      initialValues={{ name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '', email: user?.email ?? '' }}
    >
      <Form.Item
        name="name"
        label={texts.contact.name}
        rules={[{ required: true, whitespace: true, message: texts.contact.nameRequired }, tooLong(texts.contact.name, SELLER_CONTACT_LIMITS.name)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={texts.contact.email}
        rules={[{ required: true, type: 'email', message: texts.contact.emailInvalid }, tooLong(texts.contact.email, SELLER_CONTACT_LIMITS.email)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={texts.contact.phone} rules={[tooLong(texts.contact.phone, SELLER_CONTACT_LIMITS.phone)]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="message"
        label={texts.contact.message}
        rules={[
          { required: true, whitespace: true, message: texts.contact.messageRequired },
          tooLong(texts.contact.message, SELLER_CONTACT_LIMITS.message),
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={SELLER_CONTACT_LIMITS.message} />
      </Form.Item>
      {contact.isError && <Alert type="error" showIcon message={failureText} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={contact.isPending}>
        {texts.contact.send}
      </Button>
    </Form>
  );
}
