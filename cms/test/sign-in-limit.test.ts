import { AUTH_MESSAGES } from '@platform/shared';
import { api, DEMO_PASSWORD } from './api-client';
import { signUp } from './accounts';
import { startExtraStrapi } from './extra-strapi';

let next = 0;
/** An address of this test's own (the test server trusts X-Forwarded-For), so other tests' sign-ins do not count. */
const newAddress = () => `198.51.100.${(next += 1)}`;
const signIn = (identifier: string, password: string, address: string) =>
  api().post('/api/auth/local').set('X-Forwarded-For', address).send({ identifier, password });

describe('failed sign-ins are counted per account and address', () => {
  it('after ten wrong passwords that account waits at that address, with Retry-After and a clear message', async () => {
    const address = newAddress();
    const { email } = await signUp('limit-');
    for (let i = 0; i < 10; i += 1) expect((await signIn(email, 'Feil-passord-1', address)).status).toBe(400);
    const refused = await signIn(email, DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/);
    expect(refused.body.error.message).toBe(AUTH_MESSAGES.tooManySignIns(Math.ceil(Number(refused.headers['retry-after']) / 60)));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('does not refuse another account behind the same address, nor the same account from elsewhere', async () => {
    const address = newAddress();
    const victim = await signUp('limit-');
    const neighbour = await signUp('limit-');
    for (let i = 0; i < 10; i += 1) await signIn(victim.email, 'Feil-passord-1', address);
    expect((await signIn(victim.email, DEMO_PASSWORD, address)).status).toBe(429);
    expect((await signIn(neighbour.email, DEMO_PASSWORD, address)).status).toBe(200);
    expect((await signIn(victim.email, DEMO_PASSWORD, newAddress())).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const address = newAddress();
    const { email } = await signUp('limit-');
    for (let i = 0; i < 15; i += 1) expect((await signIn(email, DEMO_PASSWORD, address)).status).toBe(200);
  });
});

describe('the counters on a database that has never seen a sign-in', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  beforeAll(async () => {
    extra = await startExtraStrapi({ LOG_LEVEL: 'error' });
  }, 60_000);
  afterAll(async () => {
    await extra?.stop();
  });

  it('answers the first sign-ins arriving together, each with its own outcome (their table is set up once)', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) =>
      extra.api().post('/api/auth/local').send({ identifier: `nobody-${i}@example.test`, password: 'Feil-passord-1' }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(400));
    const signedIn = await extra.api().post('/api/auth/local').send({ identifier: 'basis@demo.no', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(200);
  });
});
