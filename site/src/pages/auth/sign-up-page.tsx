import { useState } from 'react';
import { Form, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { signUp } from '../../api/auth';
import { localePath, useLocale, useT } from '../../i18n';
import { withFrom } from '../../site-paths';
import { LinkButton } from '../../components/link-button';
import { AuthCard } from './auth-card';
import { AuthSubmit, AuthSwitch, EmailItem, NewPasswordItems } from './auth-form-parts';
import { errorText } from './error-text';
import { PageResult } from '../../components/page-result';

interface Values {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sign-up gives no session: the server answers the same whether or not the address has an account, and the next
 * step is in the mail (a new account's activation link leads back to `from`, signed in).
 */
export default function SignUpPage() {
  const t = useT();
  const locale = useLocale();
  const from = useSearchParams()[0].get('from');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ firstName, lastName, email, password }: Values) {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await signUp({ email: email.trim(), password, firstName: firstName?.trim() || undefined, lastName: lastName?.trim() || undefined }, locale, from);
      setSentTo(answer.email);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t.auth.signUpTitle}>
        <PageResult
          status="success"
          title={t.auth.signedUpTitle}
          subTitle={t.auth.signedUpText(sentTo)}
          extra={<LinkButton to={localePath(locale)}>{t.verifyEmail.toFrontPage}</LinkButton>}
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
      <AuthSwitch prompt={t.auth.haveAccount} to={withFrom(localePath(locale, '/auth/sign-in'), from)} label={t.auth.toSignIn} />
    </AuthCard>
  );
}
