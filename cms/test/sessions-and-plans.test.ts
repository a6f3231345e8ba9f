import { PLAN_IMPORT_MESSAGES, SESSION_INPUT_MESSAGES, UNTITLED_SESSION } from '@platform/shared';
import { RESOURCE_MESSAGES } from '../src/admin-resource';
import { api, bearer, marker, tokenFor } from './api-client';
import { REFUSED_BY_THE_TEST, whileDatabaseRefuses } from './database-faults';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const sessionBody = (overrides: object = {}) => ({
  title: marker('Økt'),
  challenge_question: 'Hvordan kan vi gjøre boligkjøp enklere?',
  how_might_we_action: '',
  how_might_we_target: '',
  how_might_we_outcome: '',
  company: 'aeda',
  ideas: [
    { technique: 'off_the_chest', idea_text: 'Digital visning' },
    { technique: 'random_object', idea_text: 'Nøkkelboks med sensor' },
  ],
  ...overrides,
});

describe('idea generation sessions', () => {
  it('are created, listed with their idea count, read, updated and deleted', async () => {
    const created = await api().post('/api/admin/idea-generation/sessions').set(admin).send(sessionBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ company: 'aeda', idea_count: 2, ideas: sessionBody().ideas });

    const list = await api().get('/api/admin/idea-generation/sessions').set(admin);
    expect(list.body.sessions[0]).toMatchObject({ id: created.body.id, idea_count: 2, challenge_question: 'Hvordan kan vi gjøre boligkjøp enklere?' });

    const filterState = { candidates: [{ text: 'Digital visning', relevance: 4, selected: true }], minimums: { relevance: 2 } };
    const updated = await api()
      .put(`/api/admin/idea-generation/sessions/${created.body.id}`)
      .set(admin)
      .send({ ...sessionBody({ title: 'Ny tittel' }), ideas: [{ technique: 'other', idea_text: 'Én idé' }], filter_state: filterState });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Ny tittel', idea_count: 1, filter_state: filterState });
    expect((await api().get(`/api/admin/idea-generation/sessions/${created.body.id}`).set(admin)).body.filter_state).toEqual(filterState);

    expect((await api().delete(`/api/admin/idea-generation/sessions/${created.body.id}`).set(admin)).status).toBe(200);
    expect((await api().get(`/api/admin/idea-generation/sessions/${created.body.id}`).set(admin)).status).toBe(404);
  });

  it('saves a session without a title as "Untitled Session"', async () => {
    const res = await api().post('/api/admin/idea-generation/sessions').set(admin).send(sessionBody({ title: '  ' }));
    expect(res.body.title).toBe(UNTITLED_SESSION);
  });

  it.each([
    [{ company: 'acme' }],
    [{ ideas: [{ technique: 'brainstorm', idea_text: 'x' }] }],
    [{ ideas: 'not a list' }],
  ])('refuses %j with 400 and stores nothing', async (overrides) => {
    const before = (await api().get('/api/admin/idea-generation/sessions').set(admin)).body.sessions.length;
    const res = await api().post('/api/admin/idea-generation/sessions').set(admin).send(sessionBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect((await api().get('/api/admin/idea-generation/sessions').set(admin)).body.sessions).toHaveLength(before);
  });
});

describe('sessions as a declared admin resource (the simple-rest contract)', () => {
  const url = '/api/admin/idea-generation/sessions';
  let tag: string;
  beforeAll(async () => {
    tag = marker('paged');
    for (const [title, company] of [['C', 'aeda'], ['A', 'approach'], ['B', 'aeda']]) {
      const res = await api().post(url).set(admin).send(sessionBody({ title: `${tag} ${title}`, company }));
      expect(res.status).toBe(201);
    }
  });

  it('pages, sorts, filters and searches on the server, with the total in x-total-count', async () => {
    const page = await api().get(`${url}?q=${tag}&_sort=title&_order=desc&_start=0&_end=2`).set(admin);
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((s: { title: string }) => s.title)).toEqual([`${tag} C`, `${tag} B`]);
    expect(page.body[0]).not.toHaveProperty('ideas');
    expect(page.body[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const aeda = await api().get(`${url}?q=${tag}&company=aeda&_sort=title&_start=0&_end=10`).set(admin);
    expect(aeda.headers['x-total-count']).toBe('2');
    expect(aeda.body.map((s: { title: string }) => s.title)).toEqual([`${tag} B`, `${tag} C`]);
  });

  it.each([
    ['_sort=password', RESOURCE_MESSAGES.badSort(['created_at', 'title', 'idea_count'])],
    ['_sort=title&_order=sideways', RESOURCE_MESSAGES.badOrder],
    ['_start=5&_end=2', RESOURCE_MESSAGES.badRange],
    ['_start=0&_end=5000', RESOURCE_MESSAGES.pageTooLarge],
    ['company=aeda&company=approach', RESOURCE_MESSAGES.badFilter('company')],
  ])('answers ?%s with 400 and the rule', async (query, message) => {
    const res = await api().get(`${url}?${query}`).set(admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for an unknown id on read, update and delete, and 400 for one that is not an id', async () => {
    expect((await api().get(`${url}/999999999`).set(admin)).status).toBe(404);
    expect((await api().put(`${url}/999999999`).set(admin).send(sessionBody())).status).toBe(404);
    expect((await api().delete(`${url}/999999999`).set(admin)).status).toBe(404);
    expect((await api().get(`${url}/abc`).set(admin)).status).toBe(400);
  });

  it('refuses a filter_state that is not an object or list, and stores nothing', async () => {
    const res = await api().post(url).set(admin).send(sessionBody({ title: `${tag} bad`, filter_state: 'text' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SESSION_INPUT_MESSAGES.badFilterState);
    expect((await api().get(`${url}?q=${tag}&_start=0&_end=10`).set(admin)).headers['x-total-count']).toBe('3');
  });
});

const plan = (vision: string) => ({
  vision,
  shortTermGoals: [{ id: 'g1', text: 'Lansere i Trøndelag', metric: 'kunder', target: '100', timeline: 'Q2' }],
  midTermGoals: [],
  longTermGoals: [],
  competitiveAdvantages: [{ id: 'a1', title: 'Data', description: 'Egne data', type: 'strength' }],
  dataMoatStrategy: { collectionSources: [{ source: 'Kartverket', description: 'Matrikkelen' }], networkEffects: ['Flere brukere gir bedre estimat'] },
  selectedIdeas: [],
  dataSources: [{ name: 'SSB', priority: 'high', status: 'active', accessMethod: 'API', updateFrequency: 'monthly', usedByIdeas: [] }],
});

describe('strategic plans, one per company', () => {
  it('a save for Aeda is read back and does not touch Approach', async () => {
    await api().post('/api/admin/strategic-plan/save').query({ company: 'approach' }).set(admin).send({ company: 'approach', planData: plan('Approach sin visjon') });
    const saved = await api().post('/api/admin/strategic-plan/save').query({ company: 'aeda' }).set(admin).send({ company: 'aeda', planData: plan('Aeda: data for hele Norge') });
    expect(saved.status).toBe(200);
    const aeda = await api().get('/api/admin/strategic-plan/save').query({ company: 'aeda' }).set(admin);
    expect(aeda.body.plan.vision).toBe('Aeda: data for hele Norge');
    const approach = await api().get('/api/admin/strategic-plan/save').query({ company: 'approach' }).set(admin);
    expect(approach.body.plan.vision).toBe('Approach sin visjon');
  });

  it('a save the database refuses keeps the plan saved before it, and says nothing of the database', async () => {
    const saved = () => api().get('/api/admin/strategic-plan/save').query({ company: 'approach' }).set(admin);
    const before = (await saved()).body.plan;
    const res = await whileDatabaseRefuses({ table: 'strategic_plans', event: 'UPDATE' }, () =>
      api().post('/api/admin/strategic-plan/save').query({ company: 'approach' }).set(admin).send({ company: 'approach', planData: plan('Aldri lagret') }),
    );
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${REFUSED_BY_THE_TEST}|strategic_plans|update`, 'i'));
    expect((await saved()).body.plan).toEqual(before);
  });

  it('a company without a saved plan answers plan null', async () => {
    const res = await api().get('/api/admin/strategic-plan/save').query({ company: 'enmodels' }).set(admin);
    expect(res.body).toEqual({ company: 'enmodels', plan: null });
  });

  it.each([
    [{ ...plan('x'), vision: 5 }, PLAN_IMPORT_MESSAGES.vision],
    [{ ...plan('x'), midTermGoals: 'soon' }, PLAN_IMPORT_MESSAGES.arrays],
    [{ ...plan('x'), dataMoatStrategy: null }, PLAN_IMPORT_MESSAGES.dataMoat],
    [{ ...plan('x'), shortTermGoals: [{ id: 'g', text: 'mangler felt' }] }, PLAN_IMPORT_MESSAGES.goalFields('shortTermGoals', 0)],
  ])('a rejected plan import changes nothing (%#)', async (planData, message) => {
    const before = (await api().get('/api/admin/strategic-plan/save').query({ company: 'aeda' }).set(admin)).body.plan;
    const res = await api().post('/api/admin/strategic-plan/save').query({ company: 'aeda' }).set(admin).send({ company: 'aeda', planData, imported: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await api().get('/api/admin/strategic-plan/save').query({ company: 'aeda' }).set(admin)).body.plan).toEqual(before);
  });

  it('a plan made on the screen may have goals with text only', async () => {
    const planData = { ...plan('Enkel'), shortTermGoals: [{ id: 'g', text: 'Bare tekst' }] };
    const res = await api().post('/api/admin/strategic-plan/save').query({ company: 'overall' }).set(admin).send({ company: 'overall', planData });
    expect(res.status).toBe(200);
    expect(res.body.plan.shortTermGoals[0].text).toBe('Bare tekst');
  });

  it('refuses an unknown company', async () => {
    const res = await api().get('/api/admin/strategic-plan/save').query({ company: 'acme' }).set(admin);
    expect(res.status).toBe(400);
  });

  it('keeps the plain selections', async () => {
    const saved = await api().post('/api/admin/strategic-plan').set(admin).send({ selections: [{ ideaId: 3, notes: 'Viktig' }, { ideaId: '5' }] });
    expect(saved.body).toEqual({ selections: [{ ideaId: 3, notes: 'Viktig' }, { ideaId: 5, notes: '' }] });
    expect((await api().get('/api/admin/strategic-plan').set(admin)).body).toEqual(saved.body);
    expect((await api().post('/api/admin/strategic-plan').set(admin).send({ selections: [{ notes: 'no id' }] })).status).toBe(400);
  });
});
