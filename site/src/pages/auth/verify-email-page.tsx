import { useEffect, useState } from 'react';
import { Button, Card, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmEmail } from '../../api/account';
import { ApiError } from '../../api/http';
import { isEmailVerified, reloadCurrentUser, setToken, useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { SiteLayout } from '../../components/site-layout';
import { localePath, useLocale, useT } from '../../i18n';
import { signInPath } from '../../site-paths';
import { ResendVerification } from './resend-verification';
import { goAfterAuth } from './redirect';
import { PageResult } from '../../components/page-result';

// A token works once: StrictMode's second effect run (or a re-render) must not spend it again.
const confirmations = new Map<string, Promise<boolean>>();

/** Confirms the link; true when it activated a new account, whose session it answered (now kept). */
function confirmOnce(token: string): Promise<boolean> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmEmail(token).then(async (answer) => {
      if (answer.jwt) setToken(answer.jwt);
      await reloadCurrentUser();
      return Boolean(answer.jwt);
    });
    confirmations.set(token, pending);
  }
  return pending;
}

type State = { status: 'confirming' } | { status: 'verified'; activated: boolean } | { status: 'failed'; message: string };

/** /auth/verify-email: with ?token= it confirms the address; without, it explains and offers a new mail. */
export default function VerifyEmailPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token');
  return (
    <SiteLayout>
      <Card style={{ maxWidth: 640, margin: '48px auto 0' }}>{token ? <Confirm token={token} /> : <Explain title={t.verifyEmail.title} />}</Card>
    </SiteLayout>
  );
}

function Confirm({ token }: { token: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'confirming' });

  useEffect(() => {
    let active = true;
    confirmOnce(token).then(
      (activated) => active && setState({ status: 'verified', activated }),
      (error: unknown) => {
        if (!active) return;
        const offline = error instanceof ApiError && error.status === 0;
        setState({ status: 'failed', message: offline ? t.errors.network : t.verifyEmail.invalidToken });
      },
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  if (state.status === 'confirming') return <PageResult icon={<Spin size="large" />} title={t.verifyEmail.confirming} />;
  if (state.status === 'verified' && state.activated)
    return <PageResult status="success" title={t.verifyEmail.activated} extra={<ContinueButton />} />;
  if (state.status === 'verified') return <PageResult status="success" title={t.verifyEmail.verified} extra={<OnwardLink />} />;
  return <Explain title={state.message} failed />;
}

/** After an activation: on to where the visitor was when signing up (the link's `from`), else the front page. */
function ContinueButton() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const from = useSearchParams()[0].get('from');
  return (
    <Button type="primary" onClick={() => goAfterAuth(from, locale, navigate)}>
      {t.auth.continue}
    </Button>
  );
}

function OnwardLink() {
  const t = useT();
  const locale = useLocale();
  const { user } = useCurrentUser();
  return user ? (
    <LinkButton type="primary" to={localePath(locale, '/account')}>
      {t.verifyEmail.toAccount}
    </LinkButton>
  ) : (
    <LinkButton type="primary" to={localePath(locale)}>
      {t.verifyEmail.toFrontPage}
    </LinkButton>
  );
}

/** What to do next: resend when signed in and unverified, sign in first otherwise. */
function Explain({ title, failed = false }: { title: string; failed?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();
  const verified = isEmailVerified(user);

  let extra = null;
  if (!loading && !user) {
    extra = (
      <LinkButton type="primary" to={signInPath(locale, '/auth/verify-email')}>
        {t.verifyEmail.signInToResend}
      </LinkButton>
    );
  } else if (user && !verified) {
    extra = (
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <ResendVerification email={user.email} />
      </div>
    );
  } else if (user && verified) {
    extra = <OnwardLink />;
  }

  return (
    <PageResult
      status={failed ? 'warning' : 'info'}
      title={user && verified && !failed ? t.verifyEmail.alreadyVerified : title}
      subTitle={failed ? undefined : t.verifyEmail.noToken}
      extra={extra}
    />
  );
}
