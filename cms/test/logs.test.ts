import { IDEA_MESSAGES, LOG_MESSAGES, type LogEntry, type LogStats } from '@platform/shared';
import { api, bearer, DEMO_EMAIL_BY_LEVEL, DEMO_PASSWORD, marker, tokenFor } from './api-client';
import { signUp, verifiedAccount } from './accounts';
import { agentFor, entriesOf, logEntries } from './logs-helpers';
import { REFUSED_BY_THE_TEST, whileDatabaseRefuses } from './database-faults';

const asAdmin = async () => bearer(await tokenFor(5));
const now = () => new Date().toISOString();
/** The entry's part a reader relies on. */
const shape = (entry: LogEntry) => ({ level: entry.level, category: entry.category, action: entry.action, status: entry.status });

describe('admin writes are logged once each, with who, what and the outcome', () => {
  it('a created idea: who created it, the fields written, success', async () => {
    const agent = agentFor('create');
    const since = now();
    const title = marker('logged-idea');
    const res = await api()
      .post('/api/admin/ideas')
      .set(await asAdmin())
      .set('User-Agent', agent)
      .send({ title, priority: 'high' });
    expect(res.status).toBe(201);

    const entries = await entriesOf(agent, since);
    expect(entries.map(shape)).toEqual([{ level: 'info', category: 'admin', action: 'ideas.create', status: 'success' }]);
    const [entry] = entries;
    expect(entry.userEmail).toBe(DEMO_EMAIL_BY_LEVEL[5]);
    expect(entry.userId).toEqual(expect.any(Number));
    expect(entry.durationMs).toEqual(expect.any(Number));
    expect(entry.metadata).toMatchObject({ method: 'POST', path: '/api/admin/ideas' });
    expect((entry.metadata as { changes: unknown[] }).changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ model: 'idea', op: 'create', id: res.body.id, fields: expect.objectContaining({ title, priority: 'high' }) }),
      ]),
    );
  });

  it('an edit: only the changed fields, before and after', async () => {
    const created = await api()
      .post('/api/admin/ideas')
      .set(await asAdmin())
      .send({ title: marker('edited'), priority: 'low' });
    const agent = agentFor('update');
    const since = now();
    const res = await api()
      .put(`/api/admin/ideas/${created.body.id}`)
      .set(await asAdmin())
      .set('User-Agent', agent)
      .send({ priority: 'high' });
    expect(res.status).toBe(200);

    const [entry, ...more] = await entriesOf(agent, since);
    expect(more).toEqual([]);
    expect(shape(entry)).toEqual({ level: 'info', category: 'admin', action: 'ideas.update', status: 'success' });
    expect(entry.metadata).toMatchObject({ params: { id: String(created.body.id) } });
    const change = (entry.metadata as { changes: Array<{ op: string; fields: Record<string, unknown> }> }).changes.find((c) => c.op === 'update')!;
    expect(change.fields.priority).toEqual({ from: 'low', to: 'high' });
    expect(change.fields).not.toHaveProperty('title');
  });

  it('a refused write: a warning with the status and the reason, nothing changed', async () => {
    const agent = agentFor('refused');
    const since = now();
    const res = await api()
      .put('/api/admin/ideas/987654321')
      .set(await asAdmin())
      .set('User-Agent', agent)
      .send({ priority: 'high' });
    expect(res.status).toBe(404);

    const entries = await entriesOf(agent, since);
    expect(entries.map(shape)).toEqual([{ level: 'warning', category: 'admin', action: 'ideas.update', status: '404' }]);
    expect(entries[0].errorMessage).toBe(IDEA_MESSAGES.notFound);
    expect(entries[0].metadata).not.toHaveProperty('changes');
  });

  it('a nested resource is named by its path: a task on an idea', async () => {
    const idea = await api()
      .post('/api/admin/ideas')
      .set(await asAdmin())
      .send({ title: marker('tasks') });
    const agent = agentFor('task');
    const since = now();
    expect(
      (
        await api()
          .post(`/api/admin/ideas/${idea.body.id}/tasks`)
          .set(await asAdmin())
          .set('User-Agent', agent)
          .send({ title: 'Skriv plan' })
      ).status,
    ).toBe(201);
    const entries = await entriesOf(agent, since);
    expect(entries.map(shape)).toEqual([{ level: 'info', category: 'admin', action: 'ideas.tasks.create', status: 'success' }]);
  });
});

describe('sign-in and account events (category auth)', () => {
  it('a sign-up, its activation, a failed sign-in and a sign-in, each once, with the user', async () => {
    const agent = agentFor('auth');
    const since = now();
    const account = await verifiedAccount();
    const wrong = await api().post('/api/auth/local').set('User-Agent', agent).send({ identifier: account.email, password: 'Feil-passord-1' });
    expect(wrong.status).toBe(400);
    const right = await api().post('/api/auth/local').set('User-Agent', agent).send({ identifier: account.email, password: DEMO_PASSWORD });
    expect(right.status).toBe(200);

    const mine = (await logEntries({ since, category: 'auth' })).filter((entry) => entry.userEmail === account.email);
    expect(mine.map((entry) => [entry.action, entry.level, entry.status]).reverse()).toEqual([
      ['auth.sign_up', 'info', 'success'],
      ['auth.account_activated', 'info', 'success'],
      ['auth.sign_in_failed', 'warning', 'failure'],
      ['auth.sign_in', 'info', 'success'],
    ]);
    expect(mine.find((entry) => entry.action === 'auth.sign_in')!.userId).toBe(right.body.user.id);
    expect(mine.find((entry) => entry.action === 'auth.sign_in_failed')!.userId).toBeNull();
    // Neither the password typed nor the token handed out is in the log.
    expect(JSON.stringify(mine)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(mine)).not.toContain(right.body.jwt);
  });

  it('an activation by the mailed link and a password change', async () => {
    const since = now();
    const account = await verifiedAccount();
    const changed = await api()
      .post('/api/auth/change-password')
      .set(account.auth)
      .send({ currentPassword: DEMO_PASSWORD, password: 'Nytt-Passord-2026!', passwordConfirmation: 'Nytt-Passord-2026!' });
    expect(changed.status).toBe(200);

    const mine = (await logEntries({ since, search: account.email })).reverse();
    expect(mine.map((e) => [e.action, e.userId])).toEqual([
      ['auth.sign_up', account.user.id],
      ['auth.account_activated', account.user.id],
      ['auth.password_changed', account.user.id],
    ]);
  });
});

describe('refusals (category security)', () => {
  it('401 without a token and 403 below level 5, with the path and who was refused', async () => {
    const agent = agentFor('security');
    const since = now();
    expect((await api().get('/api/admin/ideas').set('User-Agent', agent)).status).toBe(401);
    expect(
      (
        await api()
          .get('/api/admin/ideas')
          .set(bearer(await tokenFor(1)))
          .set('User-Agent', agent)
      ).status,
    ).toBe(403);

    const entries = (await entriesOf(agent, since)).reverse();
    expect(entries.map(shape)).toEqual([
      { level: 'warning', category: 'security', action: 'security.unauthorized', status: '401' },
      { level: 'warning', category: 'security', action: 'security.forbidden', status: '403' },
    ]);
    expect(entries[0].userId).toBeNull();
    expect(entries[1].userEmail).toBe(DEMO_EMAIL_BY_LEVEL[1]);
    expect(entries[1].metadata).toMatchObject({ method: 'GET', path: '/api/admin/ideas' });
    expect(entries[1].errorMessage).toEqual(expect.any(String));
  });

  it('a rate-limit refusal of sign-ins', async () => {
    const agent = agentFor('limit');
    const address = `198.51.100.${200 + Math.floor(Math.random() * 50)}`;
    const account = await signUp('log-limit-');
    const since = now();
    for (let i = 0; i < 10; i += 1) {
      await api()
        .post('/api/auth/local')
        .set('X-Forwarded-For', address)
        .set('User-Agent', agent)
        .send({ identifier: account.email, password: 'Feil-passord-1' });
    }
    expect(
      (
        await api()
          .post('/api/auth/local')
          .set('X-Forwarded-For', address)
          .set('User-Agent', agent)
          .send({ identifier: account.email, password: DEMO_PASSWORD })
      ).status,
    ).toBe(429);
    const entries = await entriesOf(agent, since);
    expect(entries.filter((e) => e.action === 'auth.sign_in_failed')).toHaveLength(10);
    expect(entries.filter((e) => e.category === 'security').map(shape)).toEqual([
      { level: 'warning', category: 'security', action: 'security.rate_limited', status: '429' },
    ]);
    // The address is kept without its last octet.
    expect(entries[0].ipAddress).toBe(`${address.split('.').slice(0, 3).join('.')}.0`);
  });
});

describe('faults', () => {
  it('an unhandled error is logged with its stack, and the caller gets a plain 500', async () => {
    const agent = agentFor('fault');
    const since = now();
    const res = await whileDatabaseRefuses({ table: 'idea_comments', event: 'INSERT' }, async () => {
      const idea = await api()
        .post('/api/admin/ideas')
        .set(await asAdmin())
        .send({ title: marker('fault') });
      return api()
        .post(`/api/admin/ideas/${idea.body.id}/comments`)
        .set(await asAdmin())
        .set('User-Agent', agent)
        .send({ comment: 'Hei' });
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain(REFUSED_BY_THE_TEST);

    const entries = await entriesOf(agent, since);
    expect(entries.map(shape)).toEqual([{ level: 'error', category: 'system', action: 'system.unhandled_error', status: '500' }]);
    expect(entries[0].errorMessage).toContain(REFUSED_BY_THE_TEST);
    expect(entries[0].errorStack).toMatch(/\n\s+at /);
    expect(entries[0].userEmail).toBe(DEMO_EMAIL_BY_LEVEL[5]);
  });

  it('when the database refuses the log, requests are answered as usual, and logging resumes after', async () => {
    const agent = agentFor('log-down');
    const since = now();
    await whileDatabaseRefuses({ table: 'log_entries', event: 'INSERT' }, async () => {
      const refused = await api().get('/api/admin/ideas').set('User-Agent', agent);
      expect(refused.status).toBe(401);
      // The read stores what is queued first: that store fails, and the read is still answered.
      const read = await api()
        .get('/api/admin/logs')
        .set(await asAdmin());
      expect(read.status).toBe(200);
    });
    // The refused entry went to stdout instead; the next one is stored again.
    expect(await entriesOf(agent, since)).toEqual([]);
    expect((await api().get('/api/admin/ideas').set('User-Agent', agent)).status).toBe(401);
    expect((await entriesOf(agent, since)).map((e) => e.action)).toEqual(['security.unauthorized']);
  });
});

describe('reading the log', () => {
  it('pages newest first with the total, as the spec and as simple-rest', async () => {
    const auth = await asAdmin();
    const page = await api().get('/api/admin/logs').query({ page: '1', limit: '5' }).set(auth);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, limit: 5, total: expect.any(Number), totalPages: Math.ceil(page.body.total / 5) });
    expect(page.body.logs).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe(String(page.body.total));
    const times = page.body.logs.map((e: LogEntry) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const range = await api().get('/api/admin/logs').query({ _start: '5', _end: '10' }).set(auth);
    expect(Array.isArray(range.body)).toBe(true);
    expect(range.body).toHaveLength(5);
    // The next page by cursor starts where the first ended.
    const next = await api().get('/api/admin/logs').query({ limit: '5', cursor: page.body.nextCursor }).set(auth);
    expect(next.body.logs.map((e: LogEntry) => e.id)).toEqual(range.body.map((e: LogEntry) => e.id));
  });

  it('the tabs filter for real: Feil is error and critical, Sikkerhet is security', async () => {
    const auth = await asAdmin();
    await api().get('/api/admin/ideas');
    const errorsTab = await api().get('/api/admin/logs').query({ tab: 'errors' }).set(auth);
    expect(errorsTab.body.logs.every((e: LogEntry) => e.level === 'error' || e.level === 'critical')).toBe(true);
    const security = await api().get('/api/admin/logs').query({ tab: 'security' }).set(auth);
    expect(security.body.logs.length).toBeGreaterThan(0);
    expect(security.body.logs.every((e: LogEntry) => e.category === 'security')).toBe(true);
    const none = await api().get('/api/admin/logs').query({ tab: 'errors', level: 'info' }).set(auth);
    expect(none.body).toMatchObject({ logs: [], total: 0 });
  });

  it('searches action, message and e-mail', async () => {
    const account = await signUp('log-search-');
    const found = await logEntries({ search: account.email.toUpperCase() });
    // The sign-up, and the sign-in after its activation (newest first).
    expect(found.map((e) => e.action)).toEqual(['auth.sign_in', 'auth.sign_up']);
  });

  it("filters by product: a product's entries only (the dashboard's 'see logs')", async () => {
    const auth = await asAdmin();
    const since = new Date().toISOString();
    // A refused settings write names its product in the log, and changes nothing.
    expect((await api().put('/api/admin/products/auto').set(auth).send({ trial_days: 'many' })).status).toBe(400);
    const entries = await logEntries({ productId: 'auto', since });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.productId === 'auto')).toBe(true);
    expect(await logEntries({ productId: 'portfolio', since })).toEqual([]);
    const bad = await api().get('/api/admin/logs').query({ productId: 'Not a product!' }).set(auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(LOG_MESSAGES.badProductId);
  });

  it('answers 400 with a clear message for bad filters, and an export of up to 10,000 rows', async () => {
    const auth = await asAdmin();
    const bad = await api().get('/api/admin/logs').query({ level: 'fatal', limit: '5000' }).set(auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(`${LOG_MESSAGES.badLimit(1000)} ${LOG_MESSAGES.badLevel}`);
    expect((await api().get('/api/admin/logs').query({ export: 'true', limit: '10000' }).set(auth)).status).toBe(200);
    expect((await api().get('/api/admin/logs').query({ export: 'true', limit: '10001' }).set(auth)).status).toBe(400);
    expect((await api().get('/api/admin/logs/stats').query({ days: '91' }).set(auth)).body.error.message).toBe(LOG_MESSAGES.badDays);
  });

  it('the stats count by level, category and action, and errors of the last 24 hours', async () => {
    const auth = await asAdmin();
    const before: LogStats = (await api().get('/api/admin/logs/stats').set(auth)).body;
    await api().get('/api/admin/ideas');
    const after: LogStats = (await api().get('/api/admin/logs/stats').set(auth)).body;
    expect(after.totalLogs).toBeGreaterThan(before.totalLogs);
    expect(after.logsByCategory.security).toBe(before.logsByCategory.security + 1);
    expect(after.logsByLevel.warning).toBeGreaterThan(before.logsByLevel.warning);
    expect(Object.values(after.logsByLevel).reduce((a, b) => a + b, 0)).toBe(after.totalLogs);
    expect(after.topActions.length).toBeGreaterThan(0);
    expect(after.errorsLast24h).toEqual(expect.any(Number));
  });
});
