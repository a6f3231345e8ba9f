import { AUTH_MESSAGES } from '@platform/shared';
import { api, bearer, tokenFor } from './api-client';
import { verifiedAccount } from './accounts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('my subscriptions', () => {
  it('lists a subscription with its plan and period', async () => {
    const res = await api().get('/api/auth/subscriptions').set(bearer(await tokenFor(2)));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { productId: 'auto', productName: 'Kjøretøydata', status: 'active', plan: 'Standard', trialEndDate: null, startedAt: expect.stringMatching(ISO), currentPeriodEnd: expect.stringMatching(ISO) },
    ]);
  });

  it('lists a running trial with its end date', async () => {
    const res = await api().get('/api/auth/subscriptions').set(bearer(await tokenFor(3)));
    expect(res.body.data).toEqual([
      { productId: 'property', productName: 'Eiendomsanalyse', status: 'trial', plan: null, trialEndDate: expect.stringMatching(ISO), startedAt: expect.stringMatching(ISO), currentPeriodEnd: null },
    ]);
    expect(new Date(res.body.data[0].trialEndDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('is empty for a new account, and shows a trial once started, newest first', async () => {
    const account = await verifiedAccount();
    expect((await api().get('/api/auth/subscriptions').set(account.auth)).body).toEqual({ data: [] });
    await api().post('/api/auth/start-trial').set(account.auth).send({ productId: 'models' });
    await api().post('/api/auth/start-trial').set(account.auth).send({ productId: 'data' });
    const listed = (await api().get('/api/auth/subscriptions').set(account.auth)).body.data;
    expect(listed.map((s: { productId: string }) => s.productId)).toEqual(['data', 'models']);
  });

  it('is only for signed-in users', async () => {
    const res = await api().get('/api/auth/subscriptions');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
  });
});
