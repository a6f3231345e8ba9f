import { Form } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { PageResult } from '../../components/page-result';
import { localePath, useLocale, useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { AuthSubmit, NewPasswordItems } from './auth-form-parts';
import { TwoFactorStep } from './two-factor-step';
import { useAuthSubmit } from './use-auth-submit';

interface Values {
  password: string;
  confirmPassword: string;
}

/** /auth/reset-password?code=…: a new password from the mailed link; the user is then signed in and sent on. */
export default function ResetPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const code = useSearchParams()[0].get('code');
  const navigate = useNavigate();
  const { submit, submitting, error, challenge, submitCode } = useAuthSubmit(
    ({ password, confirmPassword }: Values) => resetPassword(code ?? '', password, confirmPassword),
    {
      from: localePath(locale, '/account'),
    },
  );

  if (!code) {
    return (
      <AuthCard title={t.auth.resetTitle}>
        <PageResult
          status="warning"
          title={t.auth.resetNoCode}
          extra={<Link to={localePath(locale, '/auth/forgot-password')}>{t.auth.forgotLink}</Link>}
        />
      </AuthCard>
    );
  }

  // The password is saved; an account with two-factor sign-in still gives its code (the link spent, starting over is a sign-in).
  if (challenge) {
    return (
      <AuthCard title={t.auth.resetTitle}>
        <TwoFactorStep submitting={submitting} error={error} onCode={submitCode} onStartOver={() => navigate(localePath(locale, '/auth/sign-in'))} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.auth.resetTitle}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <NewPasswordItems label={t.auth.newPassword} autoFocus />
        <AuthSubmit error={error} submitting={submitting} label={t.auth.resetSubmit} />
      </Form>
      {error && (
        <p style={{ marginTop: 16 }}>
          <Link to={localePath(locale, '/auth/forgot-password')} style={{ textDecoration: 'underline' }}>
            {t.auth.forgotLink}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
