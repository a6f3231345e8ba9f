import { useState } from 'react';
import { Alert, Form } from 'antd';
import { requestPasswordReset } from '../../api/auth';
import { localePath, useLocale, useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { AuthSubmit, AuthSwitch, EmailItem } from './auth-form-parts';
import { errorText } from './error-text';

/** /auth/forgot-password: asks for a reset link, and says the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t.auth.forgotTitle}>
      {sentTo ? (
        <Alert type="success" showIcon message={t.auth.forgotSent(sentTo)} />
      ) : (
        <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
          <p>{t.auth.forgotIntro}</p>
          <EmailItem autoFocus />
          <AuthSubmit error={error} submitting={submitting} label={t.auth.forgotSubmit} />
        </Form>
      )}
      <AuthSwitch prompt={t.auth.rememberedPassword} to={localePath(locale, '/auth/sign-in')} label={t.auth.toSignIn} />
    </AuthCard>
  );
}
