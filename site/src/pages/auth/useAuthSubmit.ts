import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setToken } from '../../auth';
import { localePath, useLocale, useT } from '../../i18n';
import { errorText } from './errorText';
import { goAfterAuth } from './redirect';

/**
 * What sign-in and sign-up share: submit, keep the token, go back to `from`; the server's message on failure.
 * `pathWithFrom` builds a link to the other auth page that keeps `from`.
 */
export function useAuthSubmit<V>(authenticate: (values: V) => Promise<{ jwt: string }>) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const from = useSearchParams()[0].get('from');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: V) {
    setSubmitting(true);
    setError(null);
    try {
      const { jwt } = await authenticate(values);
      setToken(jwt);
      goAfterAuth(from, locale, navigate);
    } catch (failure) {
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  }

  const pathWithFrom = (path: string) => localePath(locale, path) + (from ? `?from=${encodeURIComponent(from)}` : '');
  return { submit, submitting, error, pathWithFrom };
}
