import { AUTH_MESSAGES } from '@platform/shared';
import { api, bearer, DEMO_PASSWORD } from './api-client';
import { signUp } from './accounts';
import { sql } from './database';

const signIn = async (email: string, password = DEMO_PASSWORD) => {
  const res = await api().post('/api/auth/local').send({ identifier: email, password });
  expect(res.status).toBe(200);
  return res.body.jwt as string;
};

/** What a token still opens: the platform's own signed-in route and Strapi's /api/users/me. */
const opens = async (jwt: string) => ({
  account: (await api().get('/api/auth/subscriptions').set(bearer(jwt))).status,
  me: (await api().get('/api/users/me').set(bearer(jwt))).status,
});

describe('sessions end together', () => {
  it('a sign-out ends every session of the account at once, and a new sign-in works', async () => {
    const account = await signUp('sessions-');
    const laptop = await signIn(account.email);
    const phone = await signIn(account.email);
    expect(await opens(laptop)).toEqual({ account: 200, me: 200 });
    expect(await opens(phone)).toEqual({ account: 200, me: 200 });

    expect((await api().post('/api/auth/sign-out').set(bearer(phone))).body).toEqual({ ok: true });
    for (const jwt of [laptop, phone, account.jwt]) expect(await opens(jwt)).toEqual({ account: 401, me: 401 });
    const refused = await api().get('/api/auth/subscriptions').set(bearer(laptop));
    expect(refused.body.error.message).toBe(AUTH_MESSAGES.sessionEnded);

    // At once again: a sign-in right after the sign-out is a session of its own.
    const again = await signIn(account.email);
    expect(await opens(again)).toEqual({ account: 200, me: 200 });
    expect((await api().post('/api/auth/sign-out')).status).toBe(401);
  });

  it('a changed password ends the other sessions; the token it answers with stays', async () => {
    const account = await signUp('sessions-');
    const other = await signIn(account.email);
    const res = await api()
      .post('/api/auth/change-password')
      .set(account.auth)
      .send({ currentPassword: DEMO_PASSWORD, password: 'Ny-Fjelltur-2027', passwordConfirmation: 'Ny-Fjelltur-2027' });
    expect(res.status).toBe(200);
    expect(await opens(res.body.jwt)).toEqual({ account: 200, me: 200 });
    expect(await opens(other)).toEqual({ account: 401, me: 401 });
    expect(await opens(account.jwt)).toEqual({ account: 401, me: 401 });
  });

  it('a suspended account’s tokens open nothing, and they open again once it is active', async () => {
    const account = await signUp('sessions-');
    await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['suspended', account.user.id]);
    expect(await opens(account.jwt)).toEqual({ account: 401, me: 401 });
    await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['active', account.user.id]);
    expect(await opens(account.jwt)).toEqual({ account: 200, me: 200 });
  });
});
