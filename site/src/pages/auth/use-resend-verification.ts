import { useEffect, useState } from 'react';
import { VERIFICATION_NOTICE_MS } from '@platform/shared';
import { sendVerificationEmail } from '../../api/account';
import { ApiError } from '../../api/http';
import { useT } from '../../i18n';

export type ResendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/** Resend the verification mail: sending, then sent (the notice goes away after 30 s), else an error. */
export function useResendVerification(email: string) {
  const t = useT();
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'sent') return;
    const timer = setTimeout(() => setState({ status: 'idle' }), VERIFICATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function send() {
    setState({ status: 'sending' });
    try {
      await sendVerificationEmail(email);
      setState({ status: 'sent' });
    } catch (error) {
      // "Already confirmed" and "wait a little" are the server's own news; anything else is the spec's failure text.
      const specific = error instanceof ApiError && (error.status === 409 || error.status === 429) && error.message;
      setState({ status: 'error', message: specific || t.verification.failed });
    }
  }

  return { state, send };
}
