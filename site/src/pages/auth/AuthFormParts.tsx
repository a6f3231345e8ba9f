import { Alert, Button, Form, Input, Typography } from 'antd';
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
      {prompt} <Link to={to} style={{ textDecoration: 'underline' }}>
        {label}
      </Link>
    </Typography.Paragraph>
  );
}
