import { AUTH_MESSAGES, SIGN_UP_MESSAGES, STRAPI_AUTH_ERRORS, VERIFY_EMAIL_MESSAGES } from '@platform/shared';
import { api, bearer, DEMO_PASSWORD, marker, tokenFor } from './api-client';
import { activated, signUp } from './accounts';
import { dbTime, sql } from './database';
import { mailsFor, verificationLink } from './mail';
import { REFUSED_ONCE_PREFIX, REFUSED_PREFIX } from './mailbox';

const send = (auth: Record<string, string>, email?: string) => api().post('/api/auth/verify-email').set(auth).send({ step: 'send', user: { email } });
const confirm = (token: unknown) => api().post('/api/auth/verify-email').send({ step: 'confirm', token });
const me = async (auth: Record<string, string>) => (await api().get('/api/users/me').set(auth)).body;
const register = (email: string, fields: Record<string, unknown> = {}) =>
  api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD, ...fields });
const signIn = (email: string, password = DEMO_PASSWORD) => api().post('/api/auth/local').send({ identifier: email, password });

describe('e-mail verification', () => {
  it('mails a Norwegian activation link at sign-up; opening it activates the account, confirms the address and signs in', async () => {
    const email = `${marker('signup')}@example.test`;
    const made = await register(email, { firstName: 'Kari' });
    expect([made.status, made.body]).toEqual([200, { ok: true, email }]);
    const [mail] = await mailsFor(email);
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Aktiver kontoen din');
    expect(mail.from?.text).toContain('no-reply@platform.test');
    expect(mail.text).toContain('Hei Kari,');
    expect(mail.text).toContain('Lenken gjelder i 24 timer');
    const link = verificationLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://platform.test/auth/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.html).toContain(`href="${link.toString()}"`);

    // Not before its link: the right password is refused as a wrong one would be.
    const early = await signIn(email);
    expect([early.status, early.body.error?.message]).toEqual([400, STRAPI_AUTH_ERRORS.invalidCredentials[0]]);

    const res = await confirm(link.searchParams.get('token'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: true, message: VERIFY_EMAIL_MESSAGES.activated, jwt: expect.any(String) });
    expect(await me(bearer(res.body.jwt))).toMatchObject({ email, emailVerified: true, firstName: 'Kari' });
    expect((await signIn(email)).status).toBe(200);

    const reused = await confirm(link.searchParams.get('token'));
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.invalidToken);
  });

  it('confirms the address of an account that is already in use, without a new session', async () => {
    const account = await signUp('confirm-');
    const [mail] = await mailsFor(account.email);
    const res = await confirm(verificationLink(mail).searchParams.get('token'));
    expect(res.body).toEqual({ verified: true, message: VERIFY_EMAIL_MESSAGES.verified });
    expect(await me(account.auth)).toMatchObject({ emailVerified: true });
  });

  it('sends a new link on request, to the account’s own address; the newest link confirms', async () => {
    const account = await signUp('resend-own-');
    expect(await mailsFor(account.email)).toHaveLength(1);
    // Past the 30 seconds between two mails.
    await sql('UPDATE up_users SET email_verification_sent_at = ? WHERE email = ?', [dbTime(new Date(Date.now() - 60_000)), account.email]);
    const res = await send(account.auth, 'someone-else@example.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, message: VERIFY_EMAIL_MESSAGES.sent });
    const mails = await mailsFor(account.email, 2);
    expect(mails).toHaveLength(2);
    expect(await mailsFor('someone-else@example.test', 1, 0)).toHaveLength(0);
    expect((await confirm(verificationLink(mails[0]).searchParams.get('token'))).status).toBe(400);
    expect((await confirm(verificationLink(mails[1]).searchParams.get('token'))).status).toBe(200);
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

  it('answers 502 when the mail server refuses the mail, at sign-up and on request; the account is kept', async () => {
    const email = `${REFUSED_PREFIX}${marker('refused')}@example.test`;
    const made = await register(email);
    expect([made.status, made.body.error?.message]).toEqual([502, SIGN_UP_MESSAGES.mailFailed]);
    const account = await activated(email);
    const res = await send(account.auth, account.email);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.failed);
    // A failed mail does not count against the 30 seconds: trying again is allowed (and fails again here).
    expect((await send(account.auth, account.email)).status).toBe(502);
  });

  it('sends a new activation link when someone signs up again with an address whose first mail was lost', async () => {
    // The test mail server refuses the first mail to this address.
    const email = `${REFUSED_ONCE_PREFIX}${marker('lost')}@example.test`;
    expect((await register(email)).status).toBe(502);
    const again = await register(email);
    expect([again.status, again.body]).toEqual([200, { ok: true, email }]);
    const [mail] = await mailsFor(email);
    expect(mail.subject).toBe('Aktiver kontoen din');
    const res = await confirm(verificationLink(mail).searchParams.get('token'));
    expect(res.body.jwt).toEqual(expect.any(String));
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

describe('sign-up tells nobody who has an account', () => {
  it('answers an address with an account as a new one, changes nothing, and mails its owner that someone tried', async () => {
    const owner = await signUp('owner-', { firstName: 'Ola' });
    const before = (await sql('SELECT password, first_name FROM up_users WHERE email = ?', [owner.email]))[0];
    const taken = await register(owner.email, { firstName: 'Inntrenger', password: 'Helt-annet-passord-9' });
    const fresh = await register(`${marker('fresh')}@example.test`);
    expect([taken.status, Object.keys(taken.body).sort()]).toEqual([fresh.status, Object.keys(fresh.body).sort()]);
    expect(taken.body).toEqual({ ok: true, email: owner.email });
    expect((await sql('SELECT password, first_name FROM up_users WHERE email = ?', [owner.email]))[0]).toEqual(before);
    expect(await sql('SELECT id FROM up_users WHERE email = ?', [owner.email])).toHaveLength(1);
    const mails = await mailsFor(owner.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Aktiver kontoen din', 'Noen prøvde å registrere seg med e-postadressen din']);
    expect(mails[1].text).toContain('Hei Ola,');
    expect(mails[1].text).toContain('http://platform.test/auth/sign-in');
    // The owner's own password still signs in; the one typed at the second sign-up does not.
    expect((await signIn(owner.email)).status).toBe(200);
    expect((await signIn(owner.email, 'Helt-annet-passord-9')).status).toBe(400);
  });

  it('leads the activation link back to where the visitor was, and refuses a `from` off the site', async () => {
    const email = `${marker('from')}@example.test`;
    expect((await register(email, { from: '/no/products/property?tab=areas' })).status).toBe(200);
    const [mail] = await mailsFor(email);
    expect(verificationLink(mail).searchParams.get('from')).toBe('/no/products/property?tab=areas');
    // An account that signed up in English gets the English page.
    const english = `${marker('from-en')}@example.test`;
    expect((await register(english, { preferredLanguage: 'en', from: '/en/products/property' })).status).toBe(200);
    const link = verificationLink((await mailsFor(english))[0]);
    expect([link.pathname, link.searchParams.get('from')]).toEqual(['/en/auth/verify-email', '/en/products/property']);
    for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example', 42]) {
      const res = await register(`${marker('from-bad')}@example.test`, { from });
      expect([String(from), res.status, res.body.error?.message]).toEqual([String(from), 400, SIGN_UP_MESSAGES.badFrom]);
    }
  });

  it('takes the e-mail as the account’s name: another username is refused', async () => {
    const email = `${marker('named')}@example.test`;
    const res = await api().post('/api/auth/local/register').send({ username: 'kari', email, password: DEMO_PASSWORD });
    expect([res.status, res.body.error?.message]).toEqual([400, SIGN_UP_MESSAGES.usernameIsEmail]);
    expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);
  });

  it('activates an account by a password reset link too: the link proves the address', async () => {
    const email = `${marker('reset-pending')}@example.test`;
    expect((await register(email)).status).toBe(200);
    expect((await api().post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    const [, resetMail] = await mailsFor(email, 2);
    const code = /reset-password\?code=([0-9a-f]+)/.exec(resetMail.text ?? '')?.[1];
    const reset = await api().post('/api/auth/reset-password').send({ code, password: 'Nytt-passord-for-kontoen-7', passwordConfirmation: 'Nytt-passord-for-kontoen-7' });
    expect(reset.status).toBe(200);
    expect(await me(bearer(reset.body.jwt))).toMatchObject({ email, emailVerified: true });
    expect((await signIn(email, 'Nytt-passord-for-kontoen-7')).status).toBe(200);
  });
});
