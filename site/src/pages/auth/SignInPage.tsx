import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../api/auth';
import { setToken } from '../../auth';
import { localePath, useLocale, useT } from '../../i18n';
import { AuthCard } from './AuthCard';
import { errorText } from './errorText';
import { goAfterAuth } from './redirect';

interface Values {
  email: string;
  password: string;
}

export default function SignInPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const from = useSearchParams()[0].get('from');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFinish({ email, password }: Values) {
    setSubmitting(true);
    setError(null);
    try {
      const { jwt } = await signIn(email.trim(), password);
      setToken(jwt);
      goAfterAuth(from, locale, navigate);
    } catch (failure) {
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  }

  const signUpPath = localePath(locale, '/auth/sign-up') + (from ? `?from=${encodeURIComponent(from)}` : '');

  return (
    <AuthCard title={t.auth.signInTitle}>
      <Form<Values> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item
          name="email"
          label={t.auth.email}
          rules={[
            { required: true, message: t.auth.emailRequired },
            { type: 'email', message: t.auth.emailInvalid },
          ]}
        >
          <Input inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t.auth.password} rules={[{ required: true, message: t.auth.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.auth.signInSubmit}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
        {t.auth.noAccount} <Link to={signUpPath}>{t.auth.toSignUp}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
