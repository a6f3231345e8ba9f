import { AUTH_MESSAGES, GMAIL_CONNECTION, GMAIL_MESSAGES } from '@platform/shared';
import { generateKeyPair, importPKCS8, SignJWT, type KeyLike } from 'jose';
import { api, server } from './api-client';
import { signUp } from './accounts';

const GOOGLE = 'https://accounts.google.com';
let googleKey: KeyLike;

beforeAll(async () => {
  googleKey = await importPKCS8(server.google.privateKeyPem, 'RS256');
});

/** A Google ID token as Google's sign-in would hand it to the site; the overrides make it wrong in one way. */
async function idToken(overrides: { aud?: string; iss?: string; key?: KeyLike; expiresIn?: string } = {}) {
  return new SignJWT({ email: 'kari.nordmann@gmail.com', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: server.google.kid, typ: 'JWT' })
    .setIssuer(overrides.iss ?? GOOGLE)
    .setAudience(overrides.aud ?? server.google.clientId)
    .setSubject('109876543210')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(overrides.key ?? googleKey);
}

const link = (auth: Record<string, string>, googleToken: unknown) => api().post('/api/auth/link-gmail').set(auth).send({ googleToken });

describe('linking Gmail', () => {
  it('tells the site the Google client id', async () => {
    const res = await api().get('/api/auth/gmail-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientId: server.google.clientId });
  });

  it('links with a Google ID token for this platform, and disconnects', async () => {
    const account = await signUp('gmail-');
    const linked = await link(account.auth, await idToken({ iss: 'accounts.google.com' }));
    expect(linked.status).toBe(200);
    expect(linked.body.user).toMatchObject({ email: account.email, emailConnected: GMAIL_CONNECTION });
    expect(linked.body.user).not.toHaveProperty('password');
    expect((await api().get('/api/users/me').set(account.auth)).body.emailConnected).toBe(GMAIL_CONNECTION);

    const disconnected = await api().post('/api/auth/disconnect-gmail').set(account.auth).send();
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.user).toMatchObject({ email: account.email, emailConnected: null });
    expect((await api().get('/api/users/me').set(account.auth)).body.emailConnected).toBeNull();
  });

  it('refuses a token for another audience, from another issuer, expired, or signed by a foreign key (400)', async () => {
    const account = await signUp('gmail-');
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const bad = [
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ iss: 'https://accounts.example.com' }),
      await idToken({ expiresIn: '-1m' }),
      await idToken({ key: foreignKey }),
      'not.a.jwt',
      '',
      42,
      undefined,
    ];
    for (const token of bad) {
      const res = await link(account.auth, token);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(GMAIL_MESSAGES.invalidToken);
    }
    expect((await api().get('/api/users/me').set(account.auth)).body.emailConnected).toBeNull();
  });

  it('is only for signed-in users', async () => {
    for (const path of ['/api/auth/link-gmail', '/api/auth/disconnect-gmail']) {
      const res = await api().post(path).send({ googleToken: await idToken() });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    }
  });
});
