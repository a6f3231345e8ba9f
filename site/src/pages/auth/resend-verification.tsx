import { Alert, Button, Flex } from 'antd';
import { useT } from '../../i18n';
import { useResendVerification } from './use-resend-verification';

/** The resend button and what became of the last try. */
export function ResendVerification({ email }: { email: string }) {
  const t = useT();
  const { state, send } = useResendVerification(email);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Button onClick={send} loading={state.status === 'sending'} disabled={state.status === 'sent'}>
        {state.status === 'sending' ? t.verification.sending : t.verification.resend}
      </Button>
      {state.status === 'sent' && <Alert type="success" showIcon message={t.verification.sent} role="status" />}
      {state.status === 'error' && <Alert type="error" showIcon message={state.message} />}
    </Flex>
  );
}
