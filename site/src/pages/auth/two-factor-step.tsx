import { Button, Form, Input, Typography } from 'antd';
import { readTwoFactorCode } from '@platform/shared';
import { useT } from '../../i18n';
import { AuthSubmit } from './auth-form-parts';

interface TwoFactorStepProps {
  submitting: boolean;
  error: string | null;
  onCode: (code: string) => void;
  onStartOver: () => void;
}

/** The sign-in's second step for an account with two-factor sign-in: a code from the app, or a recovery code. */
export function TwoFactorStep({ submitting, error, onCode, onStartOver }: TwoFactorStepProps) {
  const t = useT();
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} disabled={submitting} onFinish={({ code }) => onCode(code.trim())}>
      <Typography.Paragraph>{t.auth.twoFactorIntro}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t.auth.twoFactorCode}
        extra={t.auth.twoFactorHelp}
        rules={[
          {
            validator: async (_, value?: string) => {
              if (!readTwoFactorCode(value ?? '')) throw new Error(t.auth.twoFactorCodeRequired);
            },
          },
        ]}
      >
        <Input autoComplete="one-time-code" autoFocus maxLength={16} />
      </Form.Item>
      <AuthSubmit error={error} submitting={submitting} label={t.auth.twoFactorSubmit} />
      <Button type="link" block onClick={onStartOver}>
        {t.auth.twoFactorStartOver}
      </Button>
    </Form>
  );
}
