import { GMAIL_MESSAGES, VERIFY_EMAIL_MESSAGES } from '@platform/shared';
import { DEMO_PASSWORD, marker } from './api-client';
import { startExtraStrapi } from './extra-strapi';

/** The defaults of a fresh checkout: no Google client id and no SMTP server (mail goes to the log). */
describe('a platform without Google or SMTP settings', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  beforeAll(async () => {
    extra = await startExtraStrapi({ GOOGLE_CLIENT_ID: undefined, SMTP_HOST: undefined, SMTP_PORT: undefined, LOG_LEVEL: 'warn' });
  }, 60_000);
  afterAll(async () => {
    await extra?.stop();
  });

  it('says Gmail linking is not set up: no client id, and 503 on linking', async () => {
    expect((await extra.api().get('/api/auth/gmail-config')).body).toEqual({ clientId: null });
    const signIn = await extra.api().post('/api/auth/local').send({ identifier: 'basis@demo.no', password: DEMO_PASSWORD });
    const res = await extra.api().post('/api/auth/link-gmail').set({ Authorization: `Bearer ${signIn.body.jwt}` }).send({ googleToken: 'a.b.c' });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe(GMAIL_MESSAGES.notConfigured);
  });

  it('still signs up and "sends" the verification mail, to the log', async () => {
    const email = `${marker('nosmtp')}@example.test`.toLowerCase();
    const signUp = await extra.api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toEqual({ ok: true, email });
    // Activated as its link would, so that it can ask for another mail.
    await extra.strapi.db.connection('up_users').where({ email }).update({ confirmed: true });
    const signIn = await extra.api().post('/api/auth/local').send({ identifier: email, password: DEMO_PASSWORD });
    // Too soon for another: the sign-up mail counted as sent (a failed one would have given the slot back).
    const again = await extra.api().post('/api/auth/verify-email').set({ Authorization: `Bearer ${signIn.body.jwt}` }).send({ step: 'send' });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(VERIFY_EMAIL_MESSAGES.tooSoon);
  });
});
