import { useState } from 'react';
import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { TWO_FACTOR_MESSAGES } from '@platform/shared';
import { SITE_ROOT } from '../../config/constants';
import type { LoginValues, TwoFactorStep } from '../../providers/auth-provider';
import { signInErrorText } from './sign-in-errors';
import { TwoFactorCodeForm } from '../../components/auth/two-factor-code-form';

interface PasswordValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const invalidateAuth = useInvalidateAuthStore();
  // Set once the password was right for an account with two-factor sign-in: the page then asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    mutate: login,
    isPending,
    data,
  } = useLogin<LoginValues>({
    mutationOptions: {
      // Replaces Refine's handler, which would pop a notification (the form shows the message, once) and redirect
      // (the gate around this page does that, to `to`, as soon as check() says yes: one redirect, no race).
      onSuccess: async (result) => {
        const step = (result as TwoFactorStep).twoFactorChallenge;
        if (step) setChallenge(step);
        // A challenge that waited too long: back to the password, with the reason shown.
        if (result.error?.message === TWO_FACTOR_MESSAGES.challengeExpired) setChallenge(null);
        if (result.success) await invalidateAuth();
      },
    },
  });
  const errorMessage = data && !data.success && !(data as TwoFactorStep).twoFactorChallenge ? signInErrorText(data.error) : undefined;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Platform Admin
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {challenge ? 'Two-factor sign-in: one more step.' : 'For administrators of the platform.'}
        </Typography.Paragraph>

        {errorMessage && <Alert type="error" showIcon message={errorMessage} style={{ marginBottom: 16 }} />}

        {challenge ? (
          <TwoFactorCodeForm busy={isPending} onCode={(code) => login({ challenge, code })} onStartOver={() => setChallenge(null)} />
        ) : (
          <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={(values) => login(values)} disabled={isPending}>
            <Form.Item
              label="E-mail"
              name="email"
              // No format check here: the server also accepts a username, and it says what is wrong.
              rules={[{ required: true, message: 'Enter your e-mail.' }]}
            >
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password.' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isPending}>
              Sign in
            </Button>
          </Form>
        )}

        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          {/* The site is outside this SPA: a plain link, not a router link. */}
          <a href={SITE_ROOT}>Back to the front page</a>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}

export default LoginPage;
