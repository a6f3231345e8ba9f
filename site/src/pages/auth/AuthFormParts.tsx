import { Alert, Button, Typography } from 'antd';
import { Link } from 'react-router';

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
      {prompt} <Link to={to}>{label}</Link>
    </Typography.Paragraph>
  );
}
