import { AUTH_MESSAGES, TWO_FACTOR_PATHS } from '@platform/shared';
import { api, DEMO_PASSWORD, marker, server } from './api-client';
import { signUp } from './accounts';
import { dbTime, sql } from './database';
import { mailsFor } from './mail';
import { appCode, turnOn } from './two-factor-app';

const forgot = (email: unknown) => api().post('/api/auth/forgot-password').send({ email });
const reset = (code: unknown, password: string, passwordConfirmation = password) =>
  api().post('/api/auth/reset-password').send({ code, password, passwordConfirmation });

/** The reset code in the newest reset mail to the address (the mail goes out just after the answer). */
async function resetCodeFor(email: string, count = 1): Promise<string> {
  const mails = (await mailsFor(email, count + 1, 10_000)).filter((m) => m.subject === 'Nytt passord');
  const link = /https?:\/\/\S+\/auth\/reset-password\?code=([0-9a-f]{64})/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`No reset link for ${email}`);
  expect(link[0].startsWith(`${server.url}`) || link[0].startsWith('http://platform.test/')).toBe(true);
  return link[1];
}

describe('forgotten passwords', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    const { email } = await signUp('reset-');
    const known = await forgot(email);
    const unknown = await forgot(`${marker('nobody')}@example.test`);
    expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: { ok: true } });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 200, body: { ok: true } });
    expect(await resetCodeFor(email)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mails one account at most three reset links an hour, answering every request the same', async () => {
    const { email } = await signUp('reset-limit-');
    for (let request = 0; request < 4; request += 1) expect((await forgot(email)).body).toEqual({ ok: true });
    // Waiting a second for a fourth that must not come.
    const resets = (await mailsFor(email, 5, 1_000)).filter((mail) => mail.subject === 'Nytt passord');
    expect(resets).toHaveLength(3);
  });

  it('refuses something that is not an e-mail address', async () => {
    for (const email of ['', 'ikke-en-adresse', 42]) {
      const res = await forgot(email);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(AUTH_MESSAGES.emailInvalid);
    }
  });

  it('sets a new password from the mailed link, under the password rules, once, and ends the old sessions', async () => {
    const { email, auth } = await signUp('reset-');
    await forgot(email);
    const code = await resetCodeFor(email);

    expect((await reset(code, 'Nytt-Passord-77', 'Noe-annet-77')).body.error.message).toBe(AUTH_MESSAGES.passwordsDiffer);
    expect((await reset(code, 'password')).body.error.message).toBe(AUTH_MESSAGES.passwordWeak);
    expect((await reset(code, `${email}!`)).body.error.message).toBe(AUTH_MESSAGES.passwordPersonal);

    const done = await reset(code, 'Fjellvann-og-Fyrstikk-9');
    expect(done.status).toBe(200);
    expect(typeof done.body.jwt).toBe('string');
    expect(done.body.user.email).toBe(email);
    // Whoever held a token from before the reset is signed out; the reset's own sign-in stays.
    expect((await api().get('/api/users/me').set(auth)).status).toBe(401);
    expect(
      (
        await api()
          .get('/api/users/me')
          .set({ Authorization: `Bearer ${done.body.jwt}` })
      ).status,
    ).toBe(200);
    expect((await api().post('/api/auth/local').send({ identifier: email, password: 'Fjellvann-og-Fyrstikk-9' })).status).toBe(200);
    expect((await api().post('/api/auth/local').send({ identifier: email, password: DEMO_PASSWORD })).status).toBe(400);

    const again = await reset(code, 'Enda-et-nytt-Passord-8');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('a reset link does not get past two-factor sign-in: the new password gives a challenge, the code the session', async () => {
    const account = await signUp('reset-');
    const { secret } = await turnOn(api, account.jwt);
    await forgot(account.email);
    const done = await reset(await resetCodeFor(account.email), 'Fjellvann-og-Fyrstikk-9');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const passed = await api()
      .post(TWO_FACTOR_PATHS.verify)
      .send({ challenge: done.body.challenge, code: appCode(secret, 1) });
    expect(passed.status).toBe(200);
    expect(
      (
        await api()
          .get('/api/users/me')
          .set({ Authorization: `Bearer ${passed.body.jwt}` })
      ).status,
    ).toBe(200);
  });

  it('refuses an expired, unknown or malformed link', async () => {
    const { email } = await signUp('reset-');
    await forgot(email);
    const code = await resetCodeFor(email);
    await sql('UPDATE up_users SET password_reset_expires_at = ? WHERE email = ?', [dbTime(new Date(Date.now() - 1000)), email]);
    for (const bad of [code, 'f'.repeat(64), 'kort', undefined]) {
      const res = await reset(bad, 'Fjellvann-og-Fyrstikk-9');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    }
  });

  it('a suspended account is told why and gets no token, its password unchanged, until it is active again', async () => {
    const { email } = await signUp('reset-suspended-');
    await forgot(email);
    const code = await resetCodeFor(email);
    await sql('UPDATE up_users SET account_status = ? WHERE email = ?', ['suspended', email]);
    const refused = await reset(code, 'Fjellvann-og-Fyrstikk-9');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(AUTH_MESSAGES.accountSuspended);
    expect(refused.body).not.toHaveProperty('jwt');

    await sql('UPDATE up_users SET account_status = ? WHERE email = ?', ['active', email]);
    expect((await api().post('/api/auth/local').send({ identifier: email, password: DEMO_PASSWORD })).status).toBe(200);
    // The link was not spent by the refusal.
    expect((await reset(code, 'Fjellvann-og-Fyrstikk-9')).status).toBe(200);
  });
});
