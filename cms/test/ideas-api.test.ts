import { IDEA_MESSAGES, RANK_DEFAULT } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const createIdea = async (body: object) => {
  const res = await api().post('/api/admin/ideas').set(admin).send(body);
  expect(res.status).toBe(201);
  return res.body;
};

describe('an idea can be created, read, edited and deleted', () => {
  it('creates with the spec defaults and the creator, and reads it back with its lists', async () => {
    const title = `${marker('crud')} Ærlig kaffe på Løren`;
    const created = await createIdea({ title, tags: ['kaffe', ' Øst ', ''], features: ['Abonnement'] });
    expect(created).toMatchObject({
      title,
      status: 'draft',
      priority: 'medium',
      company: 'approach',
      idea_type: 'product',
      business_model: 'b2c',
      personal_enthusiasm: 5,
      rank: RANK_DEFAULT,
      tags: ['kaffe', 'Øst'],
      features: ['Abonnement'],
      creator_email: 'admin@demo.no',
      creator_name: 'Astrid Admin',
    });
    expect(typeof created.id).toBe('number');
    expect(new Date(created.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const read = await api().get(`/api/admin/ideas/${created.id}`).set(admin);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...created, evaluations: [], attachments: [], comments: [] });
  });

  it('updates a full payload, a single field, or the rank alone', async () => {
    const idea = await createIdea({ title: marker('update') });
    const full = await api()
      .put(`/api/admin/ideas/${idea.id}`)
      .set(admin)
      .send({ ...idea, description: 'Ny beskrivelse', status: 'research', priority: 'critical', score: 7.5 });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ description: 'Ny beskrivelse', status: 'research', priority: 'critical', score: 7.5 });

    const single = await api().put(`/api/admin/ideas/${idea.id}`).set(admin).send({ market_size: '2,5 mrd. kr' });
    expect(single.body).toMatchObject({ market_size: '2,5 mrd. kr', description: 'Ny beskrivelse' });

    const rank = await api().put(`/api/admin/ideas/${idea.id}`).set(admin).send({ rank: 1 });
    expect(rank.body.rank).toBe(1);
  });

  it('deletes an idea, after which it is 404', async () => {
    const idea = await createIdea({ title: marker('delete') });
    const deleted = await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(idea.id);
    const gone = await api().get(`/api/admin/ideas/${idea.id}`).set(admin);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(IDEA_MESSAGES.notFound);
    expect((await api().delete(`/api/admin/ideas/${idea.id}`).set(admin)).status).toBe(404);
  });
});

describe('the list filters, searches, sorts and pages on the server', () => {
  const tag = marker('list');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Created in rank order: each takes its rank among the ideas already there (ranks stay 1..n), so these five keep
    // their order whatever else the database holds.
    const specs = [
      { key: 'b', title: `${tag} Bravo`, status: 'research', priority: 'low', company: 'approach', idea_type: 'product', rank: 1, score: 9 },
      { key: 'c', title: `${tag} Charlie`, status: 'launched', priority: 'critical', company: 'aeda', idea_type: 'feature', rank: 2, score: 6 },
      { key: 'a', title: `${tag} Alpha`, status: 'research', priority: 'high', company: 'aeda', idea_type: 'feature', rank: 3, score: 4 },
      { key: 'd', title: `${tag} Delta`, status: 'draft', priority: 'medium', company: 'enmodels', idea_type: 'note', rank: 4, score: 1, description: 'Gjelder ÆØÅ-tegn' },
      { key: 'e', title: `${tag} Echo`, status: 'draft', priority: 'high', company: 'enmodels', idea_type: 'product', rank: 5, tags: ['Strømpris'] },
    ];
    for (const { key, ...body } of specs) ids[key] = (await createIdea(body)).id;
  });

  const list = (query: Record<string, string | number>) => api().get('/api/admin/ideas').query({ q: tag, ...query }).set(admin);
  const keysOf = (ideas: Array<{ id: number }>) => ideas.map((idea) => Object.keys(ids).find((k) => ids[k] === idea.id));

  it('without paging answers the plain array of all matches, by rank ascending', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(keysOf(res.body)).toEqual(['b', 'c', 'a', 'd', 'e']);
  });

  it('filters by status, priority, company and type (the spec names and the column names)', async () => {
    expect(keysOf((await list({ status: 'research' })).body)).toEqual(['b', 'a']);
    expect(keysOf((await list({ priority: 'high' })).body)).toEqual(['a', 'e']);
    expect(keysOf((await list({ company: 'aeda', type: 'feature' })).body)).toEqual(['c', 'a']);
    expect(keysOf((await list({ idea_type: 'note' })).body)).toEqual(['d']);
    expect(keysOf((await list({ status: 'all', priority: 'all' })).body)).toHaveLength(5);
  });

  it('searches title, description and tags without regard to case, Norwegian letters included', async () => {
    expect(keysOf((await list({ q: `${tag} charlie`.toUpperCase() })).body)).toEqual(['c']);
    expect(keysOf((await api().get('/api/admin/ideas').query({ search: 'gjelder æøå' }).set(admin)).body)).toEqual(['d']);
    expect(keysOf((await api().get('/api/admin/ideas').query({ search: 'STRØMPRIS' }).set(admin)).body)).toEqual(['e']);
    expect((await api().get('/api/admin/ideas').query({ search: `${tag}%` }).set(admin)).body).toEqual([]);
  });

  it('sorts by the spec names and the simple-rest names', async () => {
    expect(keysOf((await list({ sortBy: 'score', sortOrder: 'desc' })).body)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(keysOf((await list({ _sort: 'title', _order: 'DESC' })).body)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(keysOf((await list({ sortBy: 'priority', sortOrder: 'desc' })).body)).toEqual(['c', 'a', 'e', 'd', 'b']);
  });

  it('pages with _start/_end and gives the total in x-total-count', async () => {
    const first = await list({ _start: 0, _end: 2 });
    expect(first.headers['x-total-count']).toBe('5');
    expect(keysOf(first.body)).toEqual(['b', 'c']);
    const last = await list({ _start: 4, _end: 6 });
    expect(keysOf(last.body)).toEqual(['e']);
    const filtered = await list({ status: 'draft', _start: 0, _end: 1 });
    expect(filtered.headers['x-total-count']).toBe('2');
    expect(keysOf(filtered.body)).toEqual(['d']);
  });

  it.each([
    [{ status: 'bogus' }, 'status must be all or one of'],
    [{ sortBy: 'password' }, 'sortBy must be one of'],
    [{ sortOrder: 'sideways' }, 'sortOrder must be asc or desc.'],
    [{ _start: 5, _end: 2 }, '_start and _end must be whole numbers'],
    [{ _start: 0, _end: 100000 }, 'A page may hold at most'],
  ])('refuses the bad query %j with 400', async (query, message) => {
    const res = await list(query as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });
});

describe('bad input gets 400 with a message and changes nothing', () => {
  let idea: Record<string, unknown>;
  let countBefore: number;
  beforeAll(async () => {
    const created = await createIdea({ title: marker('guarded'), status: 'research', rank: 7 });
    idea = (await api().get(`/api/admin/ideas/${created.id}`).set(admin)).body;
  });
  beforeEach(async () => {
    countBefore = Number((await api().get('/api/admin/ideas').query({ _start: 0, _end: 1 }).set(admin)).headers['x-total-count']);
  });
  afterEach(async () => {
    const after = await api().get(`/api/admin/ideas/${idea.id}`).set(admin);
    expect(after.body).toEqual(idea);
    const countAfter = Number((await api().get('/api/admin/ideas').query({ _start: 0, _end: 1 }).set(admin)).headers['x-total-count']);
    expect(countAfter).toBe(countBefore);
  });

  it.each([
    [{ status: 'someday' }, 'status must be one of: new, draft, research, validation, development, launched, archived.'],
    [{ priority: 'urgent' }, 'priority must be one of: low, medium, high, critical.'],
    [{ rank: 0 }, 'rank must be a whole number from 1 to 999.'],
    [{ rank: 1000 }, 'rank must be a whole number from 1 to 999.'],
    [{ rank: 2.5 }, 'rank must be a whole number from 1 to 999.'],
    [{ score: 11 }, 'score must be between 0 and 10.'],
    [{ title: '   ' }, IDEA_MESSAGES.titleRequired],
    [{ tags: 'kaffe' }, 'tags must be a list of texts.'],
    [{ is_admin: true }, 'Unknown field "is_admin".'],
  ])('PUT %j', async (body, message) => {
    const res = await api().put(`/api/admin/ideas/${idea.id}`).set(admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    [{ description: 'no title' }, IDEA_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(256) }, IDEA_MESSAGES.titleTooLong],
    [{ title: 'Ok', company: 'acme' }, 'company must be one of: approach, aeda, enmodels.'],
    [[{ title: 'an array' }], IDEA_MESSAGES.bodyNotObject],
  ])('POST %j', async (body, message) => {
    const res = await api().post('/api/admin/ideas').set(admin).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('malformed JSON', async () => {
    for (const req of [api().post('/api/admin/ideas'), api().put(`/api/admin/ideas/${idea.id}`)]) {
      const res = await req.set(admin).set('Content-Type', 'application/json').send('{"title": "broken');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });

  it('an id that is not a positive whole number', async () => {
    const res = await api().get('/api/admin/ideas/abc').set(admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(IDEA_MESSAGES.invalidId);
  });
});
