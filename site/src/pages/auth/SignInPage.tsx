import { Form, Input } from 'antd';
import { signIn } from '../../api/auth';
import { useT } from '../../i18n';
import { AuthCard } from './AuthCard';
import { AuthSubmit, AuthSwitch, EmailItem } from './AuthFormParts';
import { useAuthSubmit } from './useAuthSubmit';

interface Values {
  email: string;
  password: string;
}

/** `from` overrides `?from=`: a product's own sign-in page always returns to the product. */
export default function SignInPage({ from }: { from?: string }) {
  const t = useT();
  const { submit, submitting, error, pathWithFrom } = useAuthSubmit(({ email, password }: Values) => signIn(email.trim(), password), {
    from,
  });
  const signUpPath = pathWithFrom('/auth/sign-up');

  return (
    <AuthCard title={t.auth.signInTitle}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <EmailItem autoFocus />
        <Form.Item name="password" label={t.auth.password} rules={[{ required: true, message: t.auth.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <AuthSubmit error={error} submitting={submitting} label={t.auth.signInSubmit} />
      </Form>
      <AuthSwitch prompt={t.auth.noAccount} to={signUpPath} label={t.auth.toSignUp} />
    </AuthCard>
  );
}
