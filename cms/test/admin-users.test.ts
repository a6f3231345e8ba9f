import { ADMIN_USER_MESSAGES, AUTH_MESSAGES, LISTING_DRAFT_DEFAULTS, PAYMENT_MESSAGES, type AdminUser, type AdminUserList } from '@platform/shared';
import { api, bearer, DEMO_PASSWORD, marker, tokenFor } from './api-client';
import { activated, signUp } from './accounts';
import { dbTime, sql } from './database';
import { logEntries } from './logs-helpers';

const admin = async () => bearer(await tokenFor(5));
const signIn = (email: string, password = DEMO_PASSWORD) => api().post('/api/auth/local').send({ identifier: email, password });

async function createUser(fields: Record<string, unknown>): Promise<AdminUser> {
  const res = await api()
    .post('/api/admin/users')
    .set(await admin())
    .send({ password: DEMO_PASSWORD, ...fields });
  if (res.status !== 201) throw new Error(`Create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function list(query: Record<string, string>): Promise<AdminUserList> {
  const res = await api()
    .get('/api/admin/users')
    .query(query)
    .set(await admin());
  expect(res.status).toBe(200);
  return res.body;
}

const count = async (where: string) => Number((await sql<{ n: unknown }>(`SELECT COUNT(*) AS n FROM up_users ${where}`))[0].n);

describe('/api/admin/users', () => {
  it('filters on search, type and e-mail status, pages on the server, and counts the statistics over every user', async () => {
    const tag = marker('users').toLowerCase();
    const before = (await list({})).stats;
    await createUser({ email: `${tag}-a@example.test`, firstName: 'Anne', lastName: tag, accountType: 1 });
    await createUser({ email: `${tag}-b@example.test`, firstName: 'Bjørn', lastName: 'Berg', emailVerified: true });
    await createUser({ email: `${tag}-c@example.test`, firstName: tag, lastName: 'Dahl' });

    const all = await list({ q: tag });
    expect(all.total).toBe(3);
    expect(all.users.map((user) => user.email).sort()).toEqual([`${tag}-a@example.test`, `${tag}-b@example.test`, `${tag}-c@example.test`]);
    expect((await list({ q: tag, type: 'test' })).users.map((user) => user.email)).toEqual([`${tag}-a@example.test`]);
    expect((await list({ q: tag, type: 'normal' })).total).toBe(2);
    expect((await list({ q: tag, emailStatus: 'verified' })).users.map((user) => user.firstName)).toEqual(['Bjørn']);
    expect((await list({ q: tag, emailStatus: 'unverified', type: 'normal' })).users.map((user) => user.lastName)).toEqual(['Dahl']);
    const page = await list({ q: tag, _start: '1', _end: '3' });
    expect(page.users).toHaveLength(2);
    expect(page.total).toBe(3);

    const after = (await list({})).stats;
    expect(after.totalUsers).toBe(before.totalUsers + 3);
    expect(after.testUsers).toBe(before.testUsers + 1);
    expect(after.unverifiedEmails).toBe(before.unverifiedEmails + 2);
    // The cards are the database's own counts, not a page's.
    expect(after.totalUsers).toBe(await count(''));
    expect(after.testUsers).toBe(await count('WHERE account_type = 1'));
    const ore = async (status: string) =>
      Number((await sql<{ n: unknown }>('SELECT COALESCE(SUM(amount_ore), 0) AS n FROM payments WHERE status = ?', [status]))[0].n);
    expect(after.totalRevenue).toBe(((await ore('paid')) - (await ore('refunded'))) / 100);
    expect(after.totalRevenue).toBeGreaterThan(0);
    const subscriptions = async (where: string) =>
      Number((await sql<{ n: unknown }>(`SELECT COUNT(*) AS n FROM product_subscriptions WHERE ${where}`, [dbTime(new Date())]))[0].n);
    expect(after.activeSubscriptions).toBe(await subscriptions("status = 'active' AND (current_period_end IS NULL OR current_period_end > ?)"));
    expect(after.trials).toBe(await subscriptions("status = 'trial' AND trial_end > ?"));
    expect(after.activeSubscriptions + after.trials).toBeGreaterThan(0);
  });

  it('refuses bad filters with a message and changes nothing', async () => {
    const auth = await admin();
    for (const [query, message] of [
      [{ type: 'robots' }, ADMIN_USER_MESSAGES.badType],
      [{ emailStatus: 'maybe' }, ADMIN_USER_MESSAGES.badEmailStatus],
      [{ _start: '5', _end: '2' }, ADMIN_USER_MESSAGES.badPage],
      [{ q: 'x'.repeat(201) }, ADMIN_USER_MESSAGES.searchTooLong],
    ] as const) {
      const res = await api().get('/api/admin/users').query(query).set(auth);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('answers the demo subscriber with products, plan, usage and total spent from the seeded history', async () => {
    const { users } = await list({ q: 'standard@demo.no' });
    const [user] = users;
    expect(user.hasActiveSubscription).toBe(true);
    const auto = user.products.find((product) => product.productId === 'auto');
    expect(auto).toMatchObject({
      subscriptionStatus: 'active',
      planName: 'Standard',
      accessLevel: 'standard',
      usage: { searches: 42, apiCalls: 0, dataDownloads: 3 },
    });
    const [{ paid, refunded }] = await sql<{ paid: unknown; refunded: unknown }>(
      "SELECT SUM(CASE WHEN status = 'paid' THEN amount_ore ELSE 0 END) AS paid, SUM(CASE WHEN status = 'refunded' THEN amount_ore ELSE 0 END) AS refunded FROM payments WHERE user_id = ?",
      [user.id],
    );
    expect(user.totalSpent).toBe((Number(paid) - Number(refunded)) / 100);
    expect(user.totalSpent).toBeGreaterThan(0);
  });

  it('an admin edit that suspends a user blocks their sign-in and their token at once; active again, both work', async () => {
    const account = await signUp('suspend-me-');
    const id = account.user.id as number;
    const suspended = await api()
      .put(`/api/admin/users/${id}`)
      .set(await admin())
      .send({ accountStatus: 'suspended', phone: '+47 912 34 567' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ accountStatus: 'suspended', phone: '+47 912 34 567' });
    expect((await api().get('/api/auth/product-access').set(account.auth)).body.error.message).toBe(AUTH_MESSAGES.accountSuspended);
    expect((await signIn(account.email)).status).toBe(401);

    await api()
      .put(`/api/admin/users/${id}`)
      .set(await admin())
      .send({ accountStatus: 'active' });
    expect((await api().get('/api/auth/product-access').set(account.auth)).status).toBe(200);
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('refuses bad edits with the field named, and an admin demoting, deactivating or deleting themself (409)', async () => {
    const auth = await admin();
    const target = await createUser({ email: `${marker('edit')}@example.test` });
    for (const [body, message] of [
      [{ accessLevel: 9 }, ADMIN_USER_MESSAGES.badAccessLevel],
      [{ accountStatus: 'banned' }, ADMIN_USER_MESSAGES.badAccountStatus],
      [{ phone: 'ring meg' }, ADMIN_USER_MESSAGES.badPhone],
      [{ password: 'x' }, ADMIN_USER_MESSAGES.unknownField('password')],
    ] as const) {
      const res = await api().put(`/api/admin/users/${target.id}`).set(auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const me = (await list({ q: 'admin@demo.no' })).users[0];
    for (const [res, message] of [
      [await api().put(`/api/admin/users/${me.id}`).set(auth).send({ accessLevel: 4 }), ADMIN_USER_MESSAGES.selfDemote],
      [await api().put(`/api/admin/users/${me.id}`).set(auth).send({ accountStatus: 'inactive' }), ADMIN_USER_MESSAGES.selfDemote],
      [await api().delete(`/api/admin/users/${me.id}`).set(auth), ADMIN_USER_MESSAGES.selfDelete],
    ] as const) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(message);
    }
    const still = await api().get(`/api/admin/users/${me.id}`).set(auth);
    expect(still.body).toMatchObject({ accessLevel: 5, accountStatus: 'active' });
  });

  it('two admins demoting each other at once: one wins, the other is refused, and an administrator remains', async () => {
    // Only these two are active administrators for the test; the others are set aside and put back after.
    const a = await createUser({ email: `${marker('admin-a')}@example.test`, accessLevel: 5 });
    const b = await createUser({ email: `${marker('admin-b')}@example.test`, accessLevel: 5 });
    const others = await sql<{ id: number }>("SELECT id FROM up_users WHERE access_level > 4 AND account_status = 'active' AND id NOT IN (?, ?)", [
      a.id,
      b.id,
    ]);
    const tokenA = (await signIn(a.email)).body.jwt;
    const tokenB = (await signIn(b.email)).body.jwt;
    await sql(`UPDATE up_users SET account_status = 'inactive' WHERE id IN (${others.map((row) => Number(row.id)).join(',')})`);
    try {
      const [byA, byB] = await Promise.all([
        api().put(`/api/admin/users/${b.id}`).set(bearer(tokenA)).send({ accessLevel: 3 }),
        api().put(`/api/admin/users/${a.id}`).set(bearer(tokenB)).send({ accessLevel: 3 }),
      ]);
      const statuses = [byA.status, byB.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser was either refused inside the write (the last administrator) or, coming later, was no admin any more.
      expect([403, 409]).toContain(statuses[1]);
      const loser = byA.status === 200 ? byB : byA;
      if (loser.status === 409) expect(loser.body.error.message).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      expect(await count("WHERE access_level > 4 AND account_status = 'active'")).toBe(1);
    } finally {
      await sql(`UPDATE up_users SET account_status = 'active' WHERE id IN (${others.map((row) => Number(row.id)).join(',')})`);
    }
  });

  it('a granted trial and its revoke show in the user’s own product access', async () => {
    const account = await signUp('grant-');
    const id = account.user.id as number;
    const access = async () =>
      (await api().get('/api/auth/product-access').set(account.auth)).body.products.find((p: { productId: string }) => p.productId === 'auto');
    expect(await access()).toMatchObject({ hasAccess: false, subscriptionStatus: 'inactive' });

    const granted = await api()
      .post(`/api/admin/users/${id}/products/auto`)
      .set(await admin())
      .send({ subscriptionStatus: 'trial', trialDays: 30 });
    expect(granted.status).toBe(201);
    const entry = granted.body.products.find((p: { productId: string }) => p.productId === 'auto');
    expect(entry).toMatchObject({ subscriptionStatus: 'trial', trialActive: true });
    const days = (Date.parse(entry.trialEndDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await access()).toMatchObject({ hasAccess: true, trialActive: true, subscriptionStatus: 'trial' });
    // The dashboard's 'manage access' lists the product's users: the trial is among them, and not among another product's.
    const productUsers = async (product: string) =>
      (
        await api()
          .get('/api/admin/users')
          .query({ product, q: account.email })
          .set(await admin())
      ).body.users.map((u: { id: number }) => u.id);
    expect(await productUsers('auto')).toEqual([id]);
    expect(await productUsers('portfolio')).toEqual([]);

    const revoked = await api()
      .delete(`/api/admin/users/${id}/products/auto`)
      .set(await admin());
    expect(revoked.status).toBe(200);
    expect(await access()).toMatchObject({ hasAccess: false, trialActive: false, subscriptionStatus: 'inactive' });
    expect(await productUsers('auto')).toEqual([]);
    // The trial counts as used: the user cannot start another by themself.
    expect(await access()).toMatchObject({ trialAvailable: false });

    // After an earlier subscription, a new trial's grant date is the trial's, not the old subscription's.
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    await sql("UPDATE product_subscriptions SET started_at = ? WHERE user_id = ? AND product_slug = 'auto'", [dbTime(yearAgo), id]);
    const again = await api()
      .post(`/api/admin/users/${id}/products/auto`)
      .set(await admin())
      .send({ subscriptionStatus: 'trial', trialDays: 30 });
    const regranted = again.body.products.find((p: { productId: string }) => p.productId === 'auto');
    expect(Date.now() - Date.parse(regranted.accessGrantedDate)).toBeLessThan(60_000);
    expect(regranted.accessLevel).toBeNull();

    expect(
      (
        await api()
          .post(`/api/admin/users/${id}/products/nope`)
          .set(await admin())
          .send({})
      ).status,
    ).toBe(404);
    const badDays = await api()
      .post(`/api/admin/users/${id}/products/auto`)
      .set(await admin())
      .send({ trialDays: 0 });
    expect(badDays.body.error.message).toBe(ADMIN_USER_MESSAGES.badTrialDays);
  });

  it('payments and refunds sum into totalSpent; a refund larger than what was paid is refused', async () => {
    const auth = await admin();
    const user = await createUser({ email: `${marker('pays')}@example.test` });
    const plans = (await api().get('/api/admin/products/auto/plans').set(auth)).body as Array<{ id: number; name: string; price_monthly: number }>;
    const standard = plans.find((plan) => plan.name === 'Standard')!;
    expect(standard.price_monthly).toBe(199);
    const pay = (body: Record<string, unknown>) =>
      api()
        .post(`/api/admin/users/${user.id}/payments`)
        .set(auth)
        .send({ productId: 'auto', ...body });

    expect((await pay({ amount: 199, planId: standard.id, reference: 'Faktura 1001' })).status).toBe(201);
    expect((await pay({ amount: 0.5 })).status).toBe(201);
    const refund = await pay({ amount: 49.5, status: 'refunded' });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ amount: 49.5, status: 'refunded', productName: 'Kjøretøydata' });
    const tooMuch = await pay({ amount: 151, status: 'refunded' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(PAYMENT_MESSAGES.refundTooLarge);
    expect((await pay({ amount: 10.001 })).body.error.message).toBe(PAYMENT_MESSAGES.badAmount);
    expect((await pay({ amount: 10, planId: 999_999 })).body.error.message).toBe(PAYMENT_MESSAGES.badPlan);

    const payments = await api().get(`/api/admin/users/${user.id}/payments`).set(auth);
    expect(payments.body.totalSpent).toBe(150);
    expect(payments.body.payments.map((p: { amount: number }) => p.amount)).toHaveLength(3);
    expect((await api().get(`/api/admin/users/${user.id}`).set(auth)).body.totalSpent).toBe(150);
    const stored = await sql<{ amount_ore: unknown }>('SELECT amount_ore FROM payments WHERE user_id = ? ORDER BY id', [user.id]);
    expect(stored.map((row) => Number(row.amount_ore))).toEqual([19_900, 50, 4_950]);
  });

  it('creates a user who sets their own password from a mail, and refuses a taken address', async () => {
    const auth = await admin();
    const email = `${marker('invited')}@example.test`;
    const res = await api().post('/api/admin/users').set(auth).send({ email, firstName: 'Ny', sendPasswordMail: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, firstName: 'Ny', accessLevel: 1, accountStatus: 'active', mailSent: true });
    const { mailsFor } = await import('./mail');
    const [mail] = await mailsFor(email);
    expect(mail.subject).toBe('Velkommen – velg passordet ditt');
    const code = /code=([0-9a-f]{64})/.exec(mail.text ?? '')![1];
    const set = await api().post('/api/auth/reset-password').send({ code, password: 'Blå-hest-Fjord-7', passwordConfirmation: 'Blå-hest-Fjord-7' });
    expect(set.status).toBe(200);
    expect((await signIn(email, 'Blå-hest-Fjord-7')).status).toBe(200);

    const taken = await api().post('/api/admin/users').set(auth).send({ email: email.toUpperCase(), password: DEMO_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(ADMIN_USER_MESSAGES.emailTaken);
    const neither = await api()
      .post('/api/admin/users')
      .set(auth)
      .send({ email: `${marker('x')}@example.test` });
    expect(neither.body.error.message).toBe(ADMIN_USER_MESSAGES.passwordOrMail);
  });

  it('delete removes the person and keeps their payments for bookkeeping without them', async () => {
    const start = new Date();
    const auth = await admin();
    const user = await createUser({ email: `${marker('leaving')}@example.test`, firstName: 'Går', lastName: 'Bort' });
    await api().post(`/api/admin/users/${user.id}/payments`).set(auth).send({ productId: 'auto', amount: 199 });
    await api().post(`/api/admin/users/${user.id}/products/auto`).set(auth).send({});
    const signedIn = await signIn(user.email);
    expect(signedIn.status).toBe(200);
    // What else names the person: a failed sign-in (the log keeps the address typed, without a user id), a record in
    // a template product, a market e-mail subscription.
    expect((await signIn(user.email, 'not-the-password')).status).toBe(400);
    const now = new Date();
    await sql('INSERT INTO product_records (product_slug, user_id, title, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
      'some-crud-product',
      user.id,
      'Mitt notat',
      '',
      dbTime(now),
      dbTime(now),
    ]);
    await sql('INSERT INTO market_subscriptions (email, locale, user_id, token_hash, created_at) VALUES (?, ?, ?, ?, ?)', [
      user.email,
      'no',
      null,
      'f'.repeat(64),
      dbTime(now),
    ]);
    const auth2 = { Authorization: `Bearer ${signedIn.body.jwt}` };
    const published = await api()
      .post('/api/property-listings')
      .set(auth2)
      .field(
        'data',
        JSON.stringify({
          ...LISTING_DRAFT_DEFAULTS,
          address: 'Bortveien 1',
          price: 2_000_000,
          squareMeters: 50,
          city: 'Bodø',
          postalCode: '8006',
          contactName: 'Går Bort',
          contactEmail: user.email,
        }),
      );
    expect(published.status).toBe(201);
    // Another seller's listing the user saved: the mark goes, the listing stays.
    const others = await api()
      .post('/api/property-listings')
      .set(auth)
      .field(
        'data',
        JSON.stringify({
          ...LISTING_DRAFT_DEFAULTS,
          address: 'Blivende vei 2',
          price: 1_500_000,
          squareMeters: 40,
          city: 'Bodø',
          postalCode: '8006',
          contactName: 'Astrid Admin',
          contactEmail: 'admin@demo.no',
        }),
      );
    expect(others.status).toBe(201);
    expect((await api().put(`/api/property-listings/saved/${others.body.listingId}`).set(auth2)).status).toBe(200);
    const logged = await logEntries({ search: user.email });
    expect(logged.some((entry) => entry.userId === null && entry.userEmail === user.email)).toBe(true);

    expect((await api().delete(`/api/admin/users/${user.id}`).set(auth)).body).toEqual({ ok: true });
    expect(await logEntries({ search: user.email })).toEqual([]);
    expect((await api().get(`/api/admin/users/${user.id}`).set(auth)).status).toBe(404);
    expect((await signIn(user.email)).status).toBe(400);
    expect((await api().get('/api/auth/product-access').set(bearer(signedIn.body.jwt))).status).toBe(401);
    expect(await sql('SELECT id FROM product_subscriptions WHERE user_id = ?', [user.id])).toEqual([]);
    const kept = await sql<{ amount_ore: unknown; user_id: unknown }>(
      'SELECT amount_ore, user_id FROM payments WHERE reference IS NULL AND amount_ore = 19900 AND user_id IS NULL',
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(await sql('SELECT id FROM up_users WHERE email = ?', [user.email])).toEqual([]);
    expect(await sql('SELECT id FROM product_records WHERE user_id = ?', [user.id])).toEqual([]);
    expect(await sql('SELECT id FROM market_subscriptions WHERE email = ?', [user.email])).toEqual([]);
    expect(await sql('SELECT id FROM property_listings WHERE user_id = ? OR contact_email = ?', [user.id, user.email])).toEqual([]);
    expect(await sql('SELECT finn_code FROM saved_property_listings WHERE user_id = ?', [user.id])).toEqual([]);
    expect((await api().get(`/api/property-listings/${published.body.listingId}`)).status).toBe(404);
    expect((await api().get(`/api/property-listings/${others.body.listingId}`)).status).toBe(200);
    await api().delete(`/api/property-listings/${others.body.listingId}`).set(auth);
    // The entries themselves stay (what happened, by whom as an id), without the address.
    expect((await logEntries({ since: start.toISOString() })).filter((entry) => entry.userId === user.id).length).toBeGreaterThan(0);
  });

  it("the activity tab answers the user's own log entries, newest first", async () => {
    const auth = await admin();
    const user = await createUser({ email: `${marker('active')}@example.test` });
    expect((await signIn(user.email)).status).toBe(200);
    const res = await api().get(`/api/admin/users/${user.id}/activity`).query({ _start: '0', _end: '20' }).set(auth);
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
    expect(res.body.every((entry: { userId: number }) => entry.userId === user.id)).toBe(true);
    expect(res.body.map((entry: { action: string }) => entry.action)).toContain('auth.sign_in');
  });

  it('is for administrators only', async () => {
    expect((await api().get('/api/admin/users')).status).toBe(401);
    expect(
      (
        await api()
          .get('/api/admin/users')
          .set(bearer(await tokenFor(4)))
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .post('/api/admin/users/1/products/auto')
          .set(bearer(await tokenFor(4)))
          .send({})
      ).status,
    ).toBe(403);
  });
});

describe('referral source', () => {
  it("a sign-up carrying its visitor id records where that visitor's first visit came from", async () => {
    const visitorId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const visit = {
      visitorId,
      sessionId: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      page: '/no',
      title: 'Forside',
      referrer: 'https://www.finn.no/realestate',
    };
    expect((await api().post('/api/track/visit').set('X-Forwarded-For', '10.77.1.9').send(visit)).status).toBeLessThan(300);
    const email = `referred-${marker('acct')}@example.test`;
    expect((await api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD, visitorId })).status).toBe(200);
    const { users } = await list({ q: email });
    expect(users[0].referralSource).toBe('finn.no');
    expect(users[0].lastLoginAt).toBeNull();
    await activated(email);
    expect((await list({ q: email })).users[0].lastLoginAt).not.toBeNull();
  });
});
