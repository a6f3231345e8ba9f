import { AUTH_MESSAGES } from '@platform/shared';
import { api, DEMO_PASSWORD } from './api-client';
import { signUp } from './accounts';
import { sql } from './database';

const setStatus = (email: string, status: string) => sql('UPDATE up_users SET account_status = ? WHERE email = ?', [status, email]);
const signIn = (email: string) => api().post('/api/auth/local').send({ identifier: email, password: DEMO_PASSWORD });

describe('a suspended or inactive account', () => {
  it.each([
    ['suspended', AUTH_MESSAGES.accountSuspended],
    ['inactive', AUTH_MESSAGES.accountInactive],
  ])('%s: the right password signs nobody in, and the token it had is refused, saying why', async (status, message) => {
    const account = await signUp(`status-${status}-`);
    expect((await api().get('/api/auth/product-access').set(account.auth)).status).toBe(200);

    await setStatus(account.email, status);
    const refused = await signIn(account.email);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(message);
    expect(refused.body).not.toHaveProperty('jwt');
    const withToken = await api().get('/api/auth/product-access').set(account.auth);
    expect(withToken.status).toBe(401);
    expect(withToken.body.error.message).toBe(message);
    // Strapi's own route the apps ask who is signed in.
    expect((await api().get('/api/users/me').set(account.auth)).status).toBe(401);

    // Opened again, the same password and token work at once.
    await setStatus(account.email, 'active');
    expect((await signIn(account.email)).status).toBe(200);
    expect((await api().get('/api/auth/product-access').set(account.auth)).status).toBe(200);
    expect((await api().get('/api/users/me').set(account.auth)).status).toBe(200);
  });

  it('a wrong password of a suspended account is still only a wrong password', async () => {
    const account = await signUp('status-wrong-');
    await setStatus(account.email, 'suspended');
    const res = await api().post('/api/auth/local').send({ identifier: account.email, password: 'Feil-passord-1' });
    expect(res.status).toBe(400);
  });
});
