import { Form, Input } from 'antd';
import { signIn } from '../../api/auth';
import { useT } from '../../i18n';
import { AuthCard } from './AuthCard';
import { AuthSubmit, AuthSwitch } from './AuthFormParts';
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
        <AuthSubmit error={error} submitting={submitting} label={t.auth.signInSubmit} />
      </Form>
      <AuthSwitch prompt={t.auth.noAccount} to={signUpPath} label={t.auth.toSignUp} />
    </AuthCard>
  );
}
