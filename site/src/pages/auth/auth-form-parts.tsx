import { Alert, Button, Form, Input, Typography } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@platform/shared';
import { Link } from 'react-router';
import { useT } from '../../i18n';

/** The e-mail field of the sign-in and sign-up forms (the e-mail is the user name). */
export function EmailItem({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT();
  return (
    <Form.Item
      name="email"
      label={t.auth.email}
      rules={[
        { required: true, message: t.auth.emailRequired },
        { type: 'email', message: t.auth.emailInvalid },
      ]}
    >
      <Input inputMode="email" autoComplete="email" autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** A new password and its confirmation (sign-up, reset); the server checks the rest of the password rules. */
export function NewPasswordItems({ label, autoFocus = false }: { label: string; autoFocus?: boolean }) {
  const t = useT();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[
          { required: true, message: t.auth.passwordRequired },
          { min: PASSWORD_MIN_LENGTH, message: t.auth.passwordTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t.auth.confirmPassword}
        dependencies={['password']}
        rules={[
          { required: true, message: t.auth.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t.auth.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The end of an auth form: the server's message when the last try failed, and the submit button. */
export function AuthSubmit({ error, submitting, label }: { error: string | null; submitting: boolean; label: string }) {
  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {label}
      </Button>
    </>
  );
}

/** "No account? Sign up" / "Have an account? Sign in" under the form. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
      {/* Underlined: a link inside a sentence must not rely on its colour alone (WCAG 1.4.1). */}
      {prompt}{' '}
      <Link to={to} style={{ textDecoration: 'underline' }}>
        {label}
      </Link>
    </Typography.Paragraph>
  );
}
