import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS, type TwoFactorSetup } from '@platform/shared';
import { appCode, turnOn, type Client } from './two-factor-app';
import { api, bearer, DEMO_PASSWORD } from './api-client';
import { signUp, type Account } from './accounts';
import { sql } from './database';
import { logEntries } from './logs-helpers';
import { startExtraStrapi } from './extra-strapi';

let next = 0;
/** An address of this test's own (the test server trusts X-Forwarded-For), so wrong codes of one test do not slow another. */
const newAddress = () => `203.0.113.${(next += 1)}`;

const signIn = (client: Client, identifier: string, address = newAddress(), password = DEMO_PASSWORD) =>
  client().post('/api/auth/local').set('X-Forwarded-For', address).send({ identifier, password });

const verify = (client: Client, challenge: unknown, code: unknown, address = newAddress()) =>
  client().post(TWO_FACTOR_PATHS.verify).set('X-Forwarded-For', address).send({ challenge, code });

const opensAccount = async (jwt: string) => (await api().get('/api/auth/subscriptions').set(bearer(jwt))).status;

describe('turning two-factor sign-in on', () => {
  let account: Account;
  beforeEach(async () => {
    account = await signUp('two-factor-');
  });

  it('shows a QR code and key for the app, and turns on only with a right code from it', async () => {
    const setup = await api().post(TWO_FACTOR_PATHS.setup).set(account.auth);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Platform:${encodeURIComponent(account.email)}?issuer=Platform&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const wrong = await api()
      .post(TWO_FACTOR_PATHS.enable)
      .set(account.auth)
      .send({ code: '000000' === appCode(secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    const notACode = await api()
      .post(TWO_FACTOR_PATHS.enable)
      .set(account.auth)
      .send({ code: { $gt: '' } });
    expect(notACode.body.error.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect((await api().get(TWO_FACTOR_PATHS.status).set(account.auth)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const enabled = await api()
      .post(TWO_FACTOR_PATHS.enable)
      .set(account.auth)
      .send({ code: appCode(secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect((await api().get(TWO_FACTOR_PATHS.status).set(bearer(enabled.body.jwt))).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const me = await api().get('/api/users/me').set(bearer(enabled.body.jwt));
    expect(me.body.twoFactorEnabled).toBe(true);
    expect(Object.keys(me.body).filter((key) => /secret|recovery|step/i.test(key))).toEqual([]);
  });

  it('ends the sessions signed in with the password alone; the answer’s token goes on', async () => {
    const { jwt } = await turnOn(api, account.jwt);
    expect(await opensAccount(account.jwt)).toBe(401);
    expect(await opensAccount(jwt)).toBe(200);
  });

  it('keeps the secret sealed in the database, and the recovery codes only as hashes', async () => {
    const { secret, recoveryCodes } = await turnOn(api, account.jwt);
    const [row] = await sql<{ two_factor_secret: string; two_factor_recovery_codes: unknown }>(
      'SELECT two_factor_secret, two_factor_recovery_codes FROM up_users WHERE id = ?',
      [account.user.id],
    );
    expect(row.two_factor_secret).not.toContain(secret);
    const stored = JSON.stringify(row.two_factor_recovery_codes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('refuses a second set-up while it is on, and a code with no set-up waiting', async () => {
    const fresh = await signUp('two-factor-');
    const early = await api().post(TWO_FACTOR_PATHS.enable).set(fresh.auth).send({ code: '123456' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(TWO_FACTOR_MESSAGES.noSetupStarted);
    const { jwt } = await turnOn(api, account.jwt);
    const again = await api().post(TWO_FACTOR_PATHS.setup).set(bearer(jwt));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
  });
});

describe('signing in with two-factor', () => {
  it('a right password gives a challenge, not a session; the challenge and an app code give the session', async () => {
    const account = await signUp('two-factor-');
    const { secret } = await turnOn(api, account.jwt);
    const first = await signIn(api, account.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // The challenge is no token.
    expect(await opensAccount(first.body.challenge)).toBe(401);

    const wrong = await verify(api, first.body.challenge, '000000' === appCode(secret, 1) ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    const code = appCode(secret, 1);
    const passed = await verify(api, first.body.challenge, code);
    expect(passed.status).toBe(200);
    expect(passed.body.user).toMatchObject({ id: account.user.id, email: account.email, twoFactorEnabled: true });
    expect(await opensAccount(passed.body.jwt)).toBe(200);

    // The same code a second time (seen over a shoulder) is refused, even with a new challenge.
    const second = await signIn(api, account.email);
    const replayed = await verify(api, second.body.challenge, code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
  });

  it('is logged as a sign-in once, at the code step; the password step alone is no sign-in', async () => {
    const account = await signUp('two-factor-log-');
    const { secret } = await turnOn(api, account.jwt);
    const since = new Date().toISOString();
    const unfinished = await signIn(api, account.email);
    expect(unfinished.body.twoFactorRequired).toBe(true);
    const first = await signIn(api, account.email);
    expect((await verify(api, first.body.challenge, appCode(secret, 1))).status).toBe(200);

    const mine = (await logEntries({ since, category: 'auth' })).filter((entry) => entry.userEmail === account.email);
    expect(mine.map((entry) => [entry.action, entry.status]).reverse()).toEqual([
      ['auth.password_passed', 'success'],
      ['auth.password_passed', 'success'],
      ['auth.sign_in', 'success'],
    ]);
    expect(mine.find((entry) => entry.action === 'auth.sign_in')!.userId).toBe(account.user.id);
  });

  it('a recovery code works once, typed in any case and without its dash', async () => {
    const account = await signUp('two-factor-');
    const { recoveryCodes } = await turnOn(api, account.jwt);
    const typed = recoveryCodes[3].replace('-', '').toLowerCase();
    const first = await signIn(api, account.email);
    const passed = await verify(api, first.body.challenge, typed);
    expect(passed.status).toBe(200);
    const again = await verify(api, (await signIn(api, account.email)).body.challenge, typed);
    expect(again.status).toBe(400);
    expect((await api().get(TWO_FACTOR_PATHS.status).set(bearer(passed.body.jwt))).body.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged, foreign or missing challenge with a clear message', async () => {
    const account = await signUp('two-factor-');
    const { secret } = await turnOn(api, account.jwt);
    // A session token is not a challenge, nor is a challenge with its payload changed.
    const challenge: string = (await signIn(api, account.email)).body.challenge;
    const [head, body, signature] = challenge.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...payload, sub: String(Number(payload.sub) + 1) })).toString('base64url');
    for (const forged of [account.jwt, `${head}.${otherUser}.${signature}`, '', null, 'x'.repeat(5000)]) {
      const res = await verify(api, forged, appCode(secret));
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    }
  });

  it('a challenge from before a new password is spent', async () => {
    const account = await signUp('two-factor-');
    const { secret, jwt } = await turnOn(api, account.jwt);
    const challenge = (await signIn(api, account.email)).body.challenge;
    const changed = await api()
      .post('/api/auth/change-password')
      .set(bearer(jwt))
      .send({ currentPassword: DEMO_PASSWORD, password: 'Ny-Fjelltur-2027', passwordConfirmation: 'Ny-Fjelltur-2027' });
    expect(changed.status).toBe(200);
    const res = await verify(api, challenge, appCode(secret, 1));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('a suspended account is told why at the code step too', async () => {
    const account = await signUp('two-factor-');
    const { secret } = await turnOn(api, account.jwt);
    const challenge = (await signIn(api, account.email)).body.challenge;
    await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['suspended', account.user.id]);
    const res = await verify(api, challenge, appCode(secret, 1));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.accountSuspended);
  });

  it('after ten wrong codes that account waits, with Retry-After, even with the right code', async () => {
    const account = await signUp('two-factor-');
    const { secret } = await turnOn(api, account.jwt);
    const address = newAddress();
    const challenge = (await signIn(api, account.email, address)).body.challenge;
    const wrongCode = appCode(secret, 1) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i += 1) expect((await verify(api, challenge, wrongCode, address)).status).toBe(400);
    const refused = await verify(api, challenge, appCode(secret, 1), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(Number(refused.headers['retry-after']) / 60)));
  });
});

describe('every step that checks a code shares one limit', () => {
  it('wrong codes to turn it off and to renew the recovery codes count with the sign-in’s: after ten in all from one address, each step waits', async () => {
    const account = await signUp('two-factor-');
    const { secret, jwt } = await turnOn(api, account.jwt);
    const wrongCode = appCode(secret, 1) === '000000' ? '111111' : '000000';
    const address = newAddress();
    const step = (path: string, code: string) => api().post(path).set(bearer(jwt)).set('X-Forwarded-For', address).send({ code });
    for (let i = 0; i < 5; i += 1) {
      expect((await step(TWO_FACTOR_PATHS.disable, wrongCode)).status).toBe(400);
      expect((await step(TWO_FACTOR_PATHS.recoveryCodes, wrongCode)).status).toBe(400);
    }
    for (const path of [TWO_FACTOR_PATHS.disable, TWO_FACTOR_PATHS.recoveryCodes]) {
      const refused = await step(path, appCode(secret, 1));
      expect([path, refused.status]).toEqual([path, 429]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.error.message).toBe(TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(Number(refused.headers['retry-after']) / 60)));
    }
    const challenge = (await signIn(api, account.email, address)).body.challenge;
    expect((await verify(api, challenge, appCode(secret, 1), address)).status).toBe(429);
    // Still on: the refused calls changed nothing.
    expect((await api().get(TWO_FACTOR_PATHS.status).set(bearer(jwt))).body.enabled).toBe(true);
  });
});

describe('managing two-factor sign-in', () => {
  it('new recovery codes replace the old ones', async () => {
    const account = await signUp('two-factor-');
    const { secret, jwt, recoveryCodes } = await turnOn(api, account.jwt);
    const renewed = await api()
      .post(TWO_FACTOR_PATHS.recoveryCodes)
      .set(bearer(jwt))
      .send({ code: appCode(secret, 1) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await verify(api, (await signIn(api, account.email)).body.challenge, recoveryCodes[0])).status).toBe(400);
    expect((await verify(api, (await signIn(api, account.email)).body.challenge, renewed.body.recoveryCodes[0])).status).toBe(200);
  });

  it('turning it off takes a code; then the password alone signs in again', async () => {
    const account = await signUp('two-factor-');
    const { secret, jwt } = await turnOn(api, account.jwt);
    const refused = await api().post(TWO_FACTOR_PATHS.disable).set(bearer(jwt)).send({ code: '12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(
      (
        await api()
          .post(TWO_FACTOR_PATHS.disable)
          .set(bearer(jwt))
          .send({ code: appCode(secret, 1) })
      ).status,
    ).toBe(200);
    const signedIn = await signIn(api, account.email);
    expect(signedIn.body.jwt).toEqual(expect.any(String));
    expect(signedIn.body.user.twoFactorEnabled).toBe(false);
  });

  it('its routes need a signed-in account', async () => {
    for (const path of [TWO_FACTOR_PATHS.setup, TWO_FACTOR_PATHS.enable, TWO_FACTOR_PATHS.disable, TWO_FACTOR_PATHS.recoveryCodes]) {
      expect((await api().post(path).send({ code: '123456' })).status).toBe(401);
    }
    expect((await api().get(TWO_FACTOR_PATHS.status)).status).toBe(401);
  });
});

describe('administrators in production mode', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  const ADMIN = { email: 'sjef@tofaktor.test', password: 'Sjef-2026-tofaktor!' };

  beforeAll(async () => {
    extra = await startExtraStrapi({
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      PLATFORM_MODE: 'production',
      PLATFORM_ADMIN_EMAIL: ADMIN.email,
      PLATFORM_ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await extra?.stop();
  });

  it('must turn it on before the admin area opens, and cannot turn it off', async () => {
    const signedIn = await signIn(extra.api, ADMIN.email, newAddress(), ADMIN.password);
    expect(signedIn.status).toBe(200);
    const jwt: string = signedIn.body.jwt;
    const refused = await extra.api().get('/api/admin/users').set(bearer(jwt));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(TWO_FACTOR_MESSAGES.required);
    expect((await extra.api().get(TWO_FACTOR_PATHS.status).set(bearer(jwt))).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    const on = await turnOn(extra.api, jwt);
    expect((await extra.api().get('/api/admin/users').set(bearer(on.jwt))).status).toBe(200);
    const off = await extra
      .api()
      .post(TWO_FACTOR_PATHS.disable)
      .set(bearer(on.jwt))
      .send({ code: appCode(on.secret, 1) });
    expect(off.status).toBe(403);
    expect(off.body.error.message).toBe(TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
    expect((await extra.api().get(TWO_FACTOR_PATHS.status).set(bearer(on.jwt))).body.enabled).toBe(true);
  });
});
