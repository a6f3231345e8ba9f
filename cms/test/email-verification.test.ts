import { AUTH_MESSAGES, VERIFY_EMAIL_MESSAGES } from '@platform/shared';
import { api, bearer, tokenFor } from './api-client';
import { signUp } from './accounts';
import { dbTime, sql } from './database';
import { mailsFor, verificationLink } from './mail';
import { REFUSED_ONCE_PREFIX, REFUSED_PREFIX } from './mailbox';

const send = (auth: Record<string, string>, email?: string) => api().post('/api/auth/verify-email').set(auth).send({ step: 'send', user: { email } });
const confirm = (token: unknown) => api().post('/api/auth/verify-email').send({ step: 'confirm', token });
const me = async (auth: Record<string, string>) => (await api().get('/api/users/me').set(auth)).body;

describe('e-mail verification', () => {
  it('mails a Norwegian verification link at sign-up; opening it confirms the address', async () => {
    const account = await signUp('signup-', { firstName: 'Kari' });
    expect(account.user).toMatchObject({ emailVerified: false });
    const [mail] = await mailsFor(account.email);
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Bekreft e-postadressen din');
    expect(mail.from?.text).toContain('no-reply@platform.test');
    expect(mail.text).toContain('Hei Kari,');
    expect(mail.text).toContain('Lenken gjelder i 24 timer');
    const link = verificationLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://platform.test/auth/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.html).toContain(`href="${link.toString()}"`);

    const res = await confirm(link.searchParams.get('token'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: true, message: VERIFY_EMAIL_MESSAGES.verified });
    expect(await me(account.auth)).toMatchObject({ emailVerified: true });

    const reused = await confirm(link.searchParams.get('token'));
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.invalidToken);
  });

  it('sends a new link on request, to the account’s own address; the newest link confirms', async () => {
    // The test mail server refuses the first mail to this address, so the sign-up mail is lost and a resend is due.
    const account = await signUp(REFUSED_ONCE_PREFIX);
    expect(await mailsFor(account.email, 1, 300)).toHaveLength(0);
    const res = await send(account.auth, 'someone-else@example.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, message: VERIFY_EMAIL_MESSAGES.sent });
    const [mail] = await mailsFor(account.email);
    expect(mail).toBeDefined();
    expect(await mailsFor('someone-else@example.test', 1, 0)).toHaveLength(0);
    expect((await confirm(verificationLink(mail).searchParams.get('token'))).status).toBe(200);
    expect(await me(account.auth)).toMatchObject({ emailVerified: true });
  });

  it('refuses a second mail within 30 seconds (429) and sends none', async () => {
    const account = await signUp('resend-');
    await mailsFor(account.email);
    const res = await send(account.auth, account.email);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.tooSoon);
    expect(await mailsFor(account.email, 2, 300)).toHaveLength(1);
  });

  it('answers 502 when the mail server refuses the mail; the sign-up itself still succeeds', async () => {
    const account = await signUp(REFUSED_PREFIX);
    expect(account.jwt).toEqual(expect.any(String));
    const res = await send(account.auth, account.email);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.failed);
    // A failed mail does not count against the 30 seconds: trying again is allowed (and fails again here).
    expect((await send(account.auth, account.email)).status).toBe(502);
  });

  it('answers 409 for an address that is already confirmed', async () => {
    const res = await send(bearer(await tokenFor(1)), 'basis@demo.no');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.alreadyVerified);
  });

  it('refuses an expired link (400) and leaves the address unconfirmed', async () => {
    const account = await signUp('expired-');
    const [mail] = await mailsFor(account.email);
    await sql('UPDATE up_users SET email_verification_expires_at = ? WHERE email = ?', [dbTime(new Date(Date.now() - 1_000)), account.email]);
    const res = await confirm(verificationLink(mail).searchParams.get('token'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.invalidToken);
    expect(await me(account.auth)).toMatchObject({ emailVerified: false });
  });

  it.each([['an unknown token', 'a'.repeat(64)], ['a malformed token', 'not-a-token'], ['no token', undefined], ['a number', 42]])(
    'refuses %s with 400 and confirms nothing',
    async (_case, token) => {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.invalidToken);
    },
  );

  it('needs a sign-in to send, but not to confirm; an unknown step is 400', async () => {
    const anonymous = await api().post('/api/auth/verify-email').send({ step: 'send', user: { email: 'basis@demo.no' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const unknown = await api().post('/api/auth/verify-email').send({ step: 'other' });
    expect(unknown.status).toBe(400);
    expect((await api().post('/api/auth/verify-email').send('not json')).status).toBe(400);
  });
});
