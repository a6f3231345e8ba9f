import { Button, Form, Input } from 'antd';
import { TWO_FACTOR_MESSAGES, readTwoFactorCode } from '@platform/shared';

interface TwoFactorCodeFormProps {
  busy: boolean;
  onCode: (code: string) => void;
  submitLabel?: string;
  /** Where a sign-in goes back to the password step. */
  onStartOver?: () => void;
  /** Whether a recovery code is taken too (not when proving a new set-up: that takes the app's code). */
  allowRecoveryCode?: boolean;
}

/** One code from the authenticator app (or a recovery code), checked for its shape before it is sent. */
export function TwoFactorCodeForm({ busy, onCode, submitLabel = 'Verify', onStartOver, allowRecoveryCode = true }: TwoFactorCodeFormProps) {
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={({ code }) => onCode(code.trim())} disabled={busy}>
      <Form.Item
        label="Code from your authenticator app"
        name="code"
        extra={allowRecoveryCode ? 'Lost your phone? Enter one of your recovery codes instead.' : undefined}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const code = readTwoFactorCode(value ?? '');
              if (!code || (!allowRecoveryCode && code.kind !== 'totp')) throw new Error(TWO_FACTOR_MESSAGES.codeRequired);
            },
          },
        ]}
      >
        <Input autoComplete="one-time-code" autoFocus placeholder="123 456" maxLength={16} style={{ letterSpacing: 2 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitLabel}
      </Button>
      {onStartOver && (
        <Button type="link" block onClick={onStartOver} style={{ marginTop: 8 }}>
          Start over with e-mail and password
        </Button>
      )}
    </Form>
  );
}
