import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TWO_FACTOR_MESSAGES, isTwoFactorChallenge, type TwoFactorChallenge } from '@platform/shared';
import { verifyTwoFactor } from '../../api/auth';
import { ApiError } from '../../api/http';
import { setToken } from '../../auth';
import { localePath, useLocale, useT } from '../../i18n';
import { withFrom } from '../../site-paths';
import { errorText } from './error-text';
import { goAfterAuth } from './redirect';

interface Options {
  /** Where to return to, when the page knows better than its `?from=` (a product's own sign-in page). */
  from?: string;
}

/**
 * What sign-in and a reset link share: submit, keep the token, go back to `from`; the server's message on failure. An
 * account with two-factor sign-in answers with a challenge first: `challenge` is set and `submitCode` finishes.
 * `pathWithFrom` builds a link to the other auth page that keeps `from`.
 */
export function useAuthSubmit<V>(authenticate: (values: V) => Promise<{ jwt: string } | TwoFactorChallenge>, options: Options = {}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryFrom = useSearchParams()[0].get('from');
  const from = options.from ?? queryFrom;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the password was right for an account with two-factor sign-in: the page asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);

  async function signedIn(answer: Promise<{ jwt: string } | TwoFactorChallenge>) {
    setSubmitting(true);
    setError(null);
    try {
      const result = await answer;
      if (isTwoFactorChallenge(result)) {
        setChallenge(result.challenge);
        setSubmitting(false);
        return;
      }
      setToken(result.jwt);
      goAfterAuth(from, locale, navigate);
    } catch (failure) {
      // A challenge that waited too long: back to the password, with the reason shown.
      if (failure instanceof ApiError && failure.message === TWO_FACTOR_MESSAGES.challengeExpired) setChallenge(null);
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  }

  const submit = (values: V) => signedIn(authenticate(values));
  const submitCode = (code: string) => signedIn(verifyTwoFactor(challenge ?? '', code));
  const startOver = () => {
    setChallenge(null);
    setError(null);
  };

  const pathWithFrom = (path: string) => withFrom(localePath(locale, path), from);
  return { submit, submitting, error, pathWithFrom, challenge, submitCode, startOver };
}
