import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { validateMarketSubscription, type MarketSubscriptionAnswer } from '@platform/shared';
import { useLocale } from '../../i18n';
import { useAreaApi, useAreaUser } from '../frame/area-api';
import { failureReason } from './market-failure';
import { marketMessage, useMarketTexts } from './market-texts';

/**
 * 'Abonner på e-post': the address (the user's own to begin with) is checked by the shared rule before it is sent;
 * the server's answer is shown. Once stored (even when the confirmation mail could not go out) the dialog closes and
 * hands the answer to the page; a refusal keeps it open with what was typed.
 */
export function SubscribeDialog({
  open,
  onClose,
  onSubscribed,
}: {
  open: boolean;
  onClose: () => void;
  onSubscribed: (answer: MarketSubscriptionAnswer) => void;
}) {
  const texts = useMarketTexts();
  const locale = useLocale();
  const user = useAreaUser();
  const { request } = useAreaApi();
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setSending(true);
    setError(null);
    try {
      const answer = await request<MarketSubscriptionAnswer>('/api/market-intelligence/subscriptions', {
        method: 'POST',
        body: { email: email.trim(), locale },
      });
      onSubscribed({ ...answer, message: marketMessage(answer.message, texts) });
      onClose();
    } catch (failure) {
      setError(marketMessage(failureReason(failure, texts), texts));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={texts.subscribeDialog.title}
      okText={texts.subscribeDialog.submit}
      cancelText={texts.subscribeDialog.cancel}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible || setError(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>{texts.subscribeDialog.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ email: user.email }} onFinish={submit} preserve={false}>
        <Form.Item
          name="email"
          label={texts.subscribeDialog.email}
          rules={[
            {
              validator: async (_, value: unknown) => {
                const checked = validateMarketSubscription({ email: value, locale });
                if (!checked.ok) throw new Error(marketMessage(checked.message, texts));
              },
            },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}
