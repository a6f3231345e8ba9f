import { CONVERT_MESSAGES, EVALUATION_MESSAGES, PRODUCT_MESSAGES, PRODUCT_SETTINGS_MESSAGES } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});
const newIdea = async (body: object = {}) => (await api().post('/api/admin/ideas').set(admin).send({ title: marker('eval'), ...body })).body;

describe('evaluating an idea', () => {
  it('stores the evaluation with the evaluator, the overall score as the average, and counts it on the idea', async () => {
    const idea = await newIdea();
    const first = await api().post(`/api/admin/ideas/${idea.id}/evaluations`).set(admin).send({ business_value: 8, feasibility: 6, user_impact: 7.5, notes: 'Lovende' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ overall_score: 7.2, evaluator_email: 'admin@demo.no', evaluator_name: 'Astrid Admin' });
    await api().post(`/api/admin/ideas/${idea.id}/evaluations`).set(admin).send({ business_value: 5, feasibility: 5, user_impact: 5 });
    const detail = (await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body;
    expect(detail.evaluation_count).toBe(2);
    expect(detail.evaluations.map((e: { overall_score: number }) => e.overall_score)).toEqual([7.2, 5]);
  });

  it('refuses a score outside 0-10 and stores nothing', async () => {
    const idea = await newIdea();
    const res = await api().post(`/api/admin/ideas/${idea.id}/evaluations`).set(admin).send({ business_value: 12, feasibility: 6, user_impact: 7 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(EVALUATION_MESSAGES.criterion('Business value'));
    expect((await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body.evaluation_count).toBe(0);
  });
});

describe('converting an idea to a product', () => {
  it('creates the product from the idea and links it; converting twice is refused', async () => {
    const idea = await newIdea({ title: marker('Kaffeabonnement'), description: 'Kaffe hver uke', features: ['Levering', 'Pause'], target_group: 'Kontorer', status: 'validation' });
    const res = await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: idea.title, description: 'Kaffe hver uke', key_features: ['Levering', 'Pause'], target_audience: 'Kontorer', source_idea_id: idea.id, source_idea_status: 'validation', status: 'prototype' });
    expect(res.body.id).toMatch(/^kaffeabonnement-/);

    const linked = (await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body;
    expect(linked).toMatchObject({ linked_product_id: res.body.id, linked_product_name: idea.title });
    const product = await api().get(`/api/admin/products/${res.body.id}`).set(admin);
    expect(product.body.source_idea_id).toBe(idea.id);

    const again = await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CONVERT_MESSAGES.alreadyConverted(idea.title));
  });

  it('gives a second product of the same name its own id', async () => {
    const name = marker('Samme navn');
    const a = await newIdea({ title: name });
    const b = await newIdea({ title: `${name} ` });
    const first = (await api().post(`/api/admin/ideas/${a.id}/convert`).set(admin).send({})).body;
    const second = (await api().post(`/api/admin/ideas/${b.id}/convert`).set(admin).send({})).body;
    expect(second.id).toBe(`${first.id}-2`);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api().get('/api/admin/products/no-such-product').set(admin);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(PRODUCT_MESSAGES.notFound);
  });
});

describe('a converted product starts inactive until an administrator activates it', () => {
  const publicIds = async () => ((await api().get('/api/products')).body.data as Array<{ id: string }>).map((p) => p.id);

  it('is neither on the public site nor open for trials, and the settings call activates and deactivates it', async () => {
    const idea = await newIdea({ title: marker('Intern idé'), description: 'Intern tekst som ikke skal ut' });
    const product = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body;
    expect(product).toMatchObject({ is_active: false, featured: false });
    expect(await publicIds()).not.toContain(product.id);
    expect((await api().get(`/api/products/${product.id}`)).status).toBe(404);
    const trial = await api().post('/api/auth/start-trial').set(bearer(await tokenFor(2))).send({ productId: product.id });
    expect(trial.status).toBe(404);

    const activated = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ is_active: true });
    expect(activated.status).toBe(200);
    expect(activated.body.is_active).toBe(true);
    expect(await publicIds()).toContain(product.id);

    await api().put(`/api/admin/products/${product.id}`).set(admin).send({ is_active: false });
    expect(await publicIds()).not.toContain(product.id);
  });

  it('refuses other fields and wrong types with 400, an unknown product with 404, and changes nothing', async () => {
    const idea = await newIdea({ title: marker('Felter') });
    const product = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body;
    const wrongType = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ is_active: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe(PRODUCT_SETTINGS_MESSAGES.notBoolean('Active'));
    const otherField = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ is_active: true, slug: 'stolen' });
    expect(otherField.status).toBe(400);
    expect((await api().get(`/api/admin/products/${product.id}`).set(admin)).body.is_active).toBe(false);
    expect((await api().put('/api/admin/products/no-such-product').set(admin).send({ is_active: true })).status).toBe(404);
    expect((await api().put(`/api/admin/products/${product.id}`).set(bearer(await tokenFor(4))).send({ is_active: true })).status).toBe(403);
  });
});
