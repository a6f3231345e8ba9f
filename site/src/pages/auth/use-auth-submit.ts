import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setToken } from '../../auth';
import { localePath, useLocale, useT } from '../../i18n';
import { withFrom } from '../../site-paths';
import { errorText } from './error-text';
import { goAfterAuth } from './redirect';

interface Options {
  /** Where to return to, when the page knows better than its `?from=` (a product's own sign-in page). */
  from?: string;
  /** Stay on the page after success (sign-up shows its verification notice first). */
  stay?: boolean;
}

/**
 * What sign-in and sign-up share: submit, keep the token, go back to `from`; the server's message on failure.
 * `pathWithFrom` builds a link to the other auth page that keeps `from`.
 */
export function useAuthSubmit<V>(authenticate: (values: V) => Promise<{ jwt: string }>, options: Options = {}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryFrom = useSearchParams()[0].get('from');
  const from = options.from ?? queryFrom;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(values: V) {
    setSubmitting(true);
    setError(null);
    try {
      const { jwt } = await authenticate(values);
      setToken(jwt);
      if (options.stay) {
        setDone(true);
        setSubmitting(false);
      } else goAfterAuth(from, locale, navigate);
    } catch (failure) {
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  }

  const pathWithFrom = (path: string) => withFrom(localePath(locale, path), from);
  const continueAfterAuth = () => goAfterAuth(from, locale, navigate);
  return { submit, submitting, error, done, pathWithFrom, continueAfterAuth };
}
