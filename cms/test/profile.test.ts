import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@platform/shared';
import { api } from './api-client';
import { signUp } from './accounts';

const PRIVATE_FIELDS = ['password', 'resetPasswordToken', 'confirmationToken', 'emailVerificationTokenHash', 'emailVerificationExpiresAt', 'emailVerificationSentAt'];

describe('my account (GET /api/users/me)', () => {
  it('shows the profile fields the account page needs and no private field', async () => {
    const account = await signUp('me-', { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 412 34 567' });
    const res = await api().get('/api/users/me').set(account.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: account.email,
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 412 34 567',
      accessLevel: 1,
      emailVerified: false,
      emailConnected: null,
      createdAt: expect.any(String),
    });
    for (const field of PRIVATE_FIELDS) expect(res.body).not.toHaveProperty(field);
  });
});

describe('updating my profile', () => {
  it('saves first name, last name and phone, and answers the account in the /users/me shape', async () => {
    const account = await signUp('profile-');
    const res = await api().post('/api/auth/update-profile').set(account.auth).send({ firstName: ' Ola ', lastName: 'Hansen', phone: '+47 987 65 432' });
    expect(res.status).toBe(200);
    const me = (await api().get('/api/users/me').set(account.auth)).body;
    expect(res.body.user).toEqual({ ...me, updatedAt: res.body.user.updatedAt });
    expect(me).toMatchObject({ firstName: 'Ola', lastName: 'Hansen', phone: '+47 987 65 432', email: account.email });
    for (const field of PRIVATE_FIELDS) expect(res.body.user).not.toHaveProperty(field);
  });

  it('clears a field sent empty', async () => {
    const account = await signUp('profile-', { phone: '+47 412 34 567' });
    await api().post('/api/auth/update-profile').set(account.auth).send({ firstName: 'Ola', lastName: 'Hansen', phone: '' });
    expect((await api().get('/api/users/me').set(account.auth)).body).toMatchObject({ firstName: 'Ola', phone: null });
  });

  it.each([
    ['e-mail', { firstName: 'Ola', email: 'other@example.test' }, PROFILE_MESSAGES.onlyProfileFields],
    ['access level', { firstName: 'Ola', accessLevel: 5 }, PROFILE_MESSAGES.onlyProfileFields],
    ['verified flag', { emailVerified: true }, PROFILE_MESSAGES.onlyProfileFields],
    ['bad phone', { firstName: 'Ola', phone: '12ab' }, PROFILE_MESSAGES.invalidPhone],
    ['too short phone', { firstName: 'Ola', phone: '+47 123' }, PROFILE_MESSAGES.invalidPhone],
    ['non-text name', { firstName: 42 }, PROFILE_MESSAGES.invalidName],
    ['a list', [], PROFILE_MESSAGES.notAnObject],
  ])('refuses a body with %s (400) and changes nothing', async (_case, body, message) => {
    const account = await signUp('profile-', { firstName: 'Kari', phone: '+47 412 34 567' });
    const before = (await api().get('/api/users/me').set(account.auth)).body;
    const res = await api().post('/api/auth/update-profile').set(account.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await api().get('/api/users/me').set(account.auth)).body).toEqual(before);
  });

  it('is only for signed-in users', async () => {
    const res = await api().post('/api/auth/update-profile').send({ firstName: 'Ola' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
  });
});
