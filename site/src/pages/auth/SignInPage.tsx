import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { signIn } from '../../api/auth';
import { useT } from '../../i18n';
import { AuthCard } from './AuthCard';
import { useAuthSubmit } from './useAuthSubmit';

interface Values {
  email: string;
  password: string;
}

export default function SignInPage() {
  const t = useT();
  const { submit, submitting, error, pathWithFrom } = useAuthSubmit(({ email, password }: Values) => signIn(email.trim(), password));
  const signUpPath = pathWithFrom('/auth/sign-up');

  return (
    <AuthCard title={t.auth.signInTitle}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
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
