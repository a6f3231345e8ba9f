import { Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { signIn } from '../../api/auth';
import { localePath, useLocale, useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { AuthSubmit, AuthSwitch, EmailItem } from './auth-form-parts';
import { TwoFactorStep } from './two-factor-step';
import { useAuthSubmit } from './use-auth-submit';

interface Values {
  email: string;
  password: string;
}

/** `from` overrides `?from=`: a product's own sign-in page always returns to the product, and names it. */
export default function SignInPage({ from, productName }: { from?: string; productName?: string }) {
  const t = useT();
  const locale = useLocale();
  const { submit, submitting, error, pathWithFrom, challenge, submitCode, startOver } = useAuthSubmit(
    ({ email, password }: Values) => signIn(email.trim(), password),
    {
      from,
    },
  );
  const signUpPath = pathWithFrom('/auth/sign-up');
  const title = productName ? t.auth.signInToProduct(productName) : t.auth.signInTitle;

  if (challenge) {
    return (
      <AuthCard title={title}>
        <TwoFactorStep submitting={submitting} error={error} onCode={submitCode} onStartOver={startOver} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <EmailItem autoFocus />
        <Form.Item name="password" label={t.auth.password} rules={[{ required: true, message: t.auth.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Typography.Paragraph style={{ marginTop: -12 }}>
          <Link to={localePath(locale, '/auth/forgot-password')} style={{ textDecoration: 'underline' }}>
            {t.auth.forgotLink}
          </Link>
        </Typography.Paragraph>
        <AuthSubmit error={error} submitting={submitting} label={t.auth.signInSubmit} />
      </Form>
      <AuthSwitch prompt={t.auth.noAccount} to={signUpPath} label={t.auth.toSignUp} />
    </AuthCard>
  );
}
