import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { signUp } from '../../api/auth';
import { useLocale, useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { AuthSubmit, AuthSwitch, EmailItem, NewPasswordItems } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';
import { PageResult } from '../../components/page-result';

interface Values {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export default function SignUpPage() {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const { submit, submitting, error, done, pathWithFrom, continueAfterAuth } = useAuthSubmit(
    ({ firstName, lastName, email, password }: Values) => {
      setEmail(email.trim());
      return signUp({ email: email.trim(), password, firstName: firstName?.trim() || undefined, lastName: lastName?.trim() || undefined }, locale);
    },
    // The server has just sent the verification mail: say so before moving on.
    { stay: true },
  );
  const signInPath = pathWithFrom('/auth/sign-in');

  if (done) {
    return (
      <AuthCard title={t.auth.signUpTitle}>
        <PageResult
          status="success"
          title={t.auth.signedUpTitle}
          subTitle={t.auth.signedUpText(email)}
          extra={
            <Button type="primary" onClick={continueAfterAuth}>
              {t.auth.continue}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.auth.signUpTitle}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <Form.Item name="firstName" label={t.auth.firstName}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item name="lastName" label={t.auth.lastName}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <EmailItem />
        <NewPasswordItems label={t.auth.password} />
        <AuthSubmit error={error} submitting={submitting} label={t.auth.signUpSubmit} />
      </Form>
      <AuthSwitch prompt={t.auth.haveAccount} to={signInPath} label={t.auth.toSignIn} />
    </AuthCard>
  );
}
