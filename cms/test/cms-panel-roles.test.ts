import { api, bearer, DEMO_PASSWORD, marker, tokenFor } from './api-client';
import { PANEL_FORM_FIELDS, PANEL_MAIN_FIELDS } from '../src/cms-panel/panel-views';
import { convertedProduct } from './products';

const PRODUCTS = '/content-manager/collection-types/api::product.product';
const TRANSLATIONS = '/content-manager/collection-types/api::product-translation.product-translation';

/** Signs in to Strapi's panel API as that account and answers its bearer header. */
async function panelAuth(email: string): Promise<Record<string, string>> {
  const res = await api().post('/admin/login').send({ email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`Panel sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { Authorization: `Bearer ${res.body.data.token}` };
}

describe('the demo content editor in Strapi’s panel', () => {
  let editor: Record<string, string>;
  beforeAll(async () => {
    editor = await panelAuth('cms@demo.no');
  });

  it('has the Editor role, not super-admin', async () => {
    const me = await api().get('/admin/users/me').set(editor);
    expect(me.status).toBe(200);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
  });

  it('lists the products and their English translations', async () => {
    const list = await api().get(PRODUCTS).set(editor);
    expect(list.status).toBe(200);
    expect(list.body.results.map((product: { slug: string }) => product.slug)).toContain('property');
    const english = await api().get(`${TRANSLATIONS}?locale=en`).set(editor);
    expect(english.status).toBe(200);
    expect(english.body.results.map((translation: { product_slug: string }) => translation.product_slug)).toContain('property');
  });

  it.each([
    ['platform users (and their access levels)', '/content-manager/collection-types/plugin::users-permissions.user'],
    ['raw page visits', '/content-manager/collection-types/api::page-visit.page-visit'],
    ['subscriptions', '/content-manager/collection-types/api::product-subscription.product-subscription'],
    ['ideas', '/content-manager/collection-types/api::idea.idea'],
    ['the panel’s roles (settings)', '/admin/roles'],
    ['the panel’s users (settings)', '/admin/users'],
  ])('is refused %s', async (_what, path) => {
    expect((await api().get(path).set(editor)).status).toBe(403);
  });

  it('cannot change a platform user’s access level', async () => {
    const res = await api().put('/content-manager/collection-types/plugin::users-permissions.user/1').set(editor).send({ accessLevel: 5 });
    expect(res.status).toBe(403);
  });

  it('is refused the content-type builder', async () => {
    const res = await api().post('/content-type-builder/content-types').set(editor).send({});
    expect(res.status).toBe(403);
  });
});

describe('the operators’ super-admin', () => {
  it('is a separate account with every right', async () => {
    const ops = await panelAuth('ops@demo.no');
    const me = await api().get('/admin/users/me').set(ops);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
    expect((await api().get('/admin/roles').set(ops)).status).toBe(200);
  });
});

describe('the panel’s lists', () => {
  let ops: Record<string, string>;
  beforeAll(async () => {
    ops = await panelAuth('ops@demo.no');
  });

  it.each(Object.entries(PANEL_MAIN_FIELDS))('show %s records by their %s', async (uid, field) => {
    const res = await api().get(`/content-manager/content-types/${uid}/configuration`).set(ops);
    expect(res.status).toBe(200);
    expect(res.body.data.contentType.settings.mainField).toBe(field);
  });

  it.each(Object.entries(PANEL_FORM_FIELDS))('give the %s form only its editors’ fields, in order', async (uid, fields) => {
    const res = await api().get(`/content-manager/content-types/${uid}/configuration`).set(ops);
    const layout = res.body.data.contentType.layouts.edit as Array<Array<{ name: string }>>;
    expect(layout.flat().map((field) => field.name)).toEqual(fields);
  });
});

describe('a content editor’s save in the panel', () => {
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    editor = await panelAuth('cms@demo.no');
    admin = bearer(await tokenFor(5));
  });

  /** A live product of the test's own with an English translation, and its panel documents. */
  async function liveProduct() {
    const product = await convertedProduct(admin);
    const made = await api()
      .put(`/api/admin/products/${product.id}`)
      .set(admin)
      .send({ is_active: true, translations: { en: { overview_description: 'English overview' } } });
    expect(made.status).toBe(200);
    const listed = await api().get(`${PRODUCTS}?filters[slug][$eq]=${product.id}`).set(editor);
    const translated = await api().get(`${TRANSLATIONS}?locale=en&filters[product_slug][$eq]=${product.id}`).set(editor);
    expect(listed.body.results).toHaveLength(1);
    expect(translated.body.results).toHaveLength(1);
    return { ...product, documentId: listed.body.results[0].documentId as string, translationId: translated.body.results[0].documentId as string };
  }

  const publicProduct = async (slug: string, locale: 'no' | 'en') => (await api().get(`/api/products/${slug}?locale=${locale}`)).body.data;

  it('changes the description and the English overview, and the site shows both', async () => {
    const product = await liveProduct();
    const description = marker('Ny beskrivelse');
    const saved = await api().put(`${PRODUCTS}/${product.documentId}`).set(editor).send({ description });
    expect(saved.status).toBe(200);
    const overview = marker('New overview');
    const translated = await api().put(`${TRANSLATIONS}/${product.translationId}?locale=en`).set(editor).send({ overview_description: overview });
    expect(translated.status).toBe(200);
    expect((await publicProduct(product.id, 'no')).description).toBe(description);
    expect((await publicProduct(product.id, 'en')).longDescription).toBe(overview);
  });

  it('is refused with the admin app’s message when a text is too long, and nothing changes', async () => {
    const product = await liveProduct();
    const res = await api()
      .put(`${PRODUCTS}/${product.documentId}`)
      .set(editor)
      .send({ description: 'Endret', meta_title: 'x'.repeat(61) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Meta title can be at most 60 characters.');
    expect((await publicProduct(product.id, 'no')).description).not.toBe('Endret');
  });

  it('cannot take a product off the site, delete it or make one', async () => {
    const product = await liveProduct();
    const sneaky = await api()
      .put(`${PRODUCTS}/${product.documentId}`)
      .set(editor)
      .send({ is_active: false, deleted_at: new Date().toISOString(), archived_at: new Date().toISOString(), template: 'crud', slug: 'flyttet' });
    expect(sneaky.status).toBe(200);
    expect(await publicProduct(product.id, 'no')).toMatchObject({ id: product.id });
    const settings = (await api().get(`/api/admin/products/${product.id}`).set(admin)).body;
    expect(settings).toMatchObject({ is_active: true, archived: false, deleted_at: null, template: null });
    expect((await api().delete(`${PRODUCTS}/${product.documentId}`).set(editor)).status).toBe(403);
    expect((await api().post(PRODUCTS).set(editor).send({ slug: marker('ny'), name: 'Ny', lifecycle: 'beta' })).status).toBe(403);
  });

  it('sees none of the internal fields', async () => {
    const product = await liveProduct();
    const res = await api().get(`${PRODUCTS}/${product.documentId}`).set(editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: product.id, name: product.name });
    for (const field of ['is_active', 'deleted_at', 'archived_at', 'plans', 'template', 'routes', 'has_auth', 'has_database', 'has_api', 'source_idea_id']) {
      expect(res.body.data).not.toHaveProperty(field);
    }
  });

  it('no longer finds a product the admin app deleted or archived', async () => {
    const deleted = await liveProduct();
    const archived = await liveProduct();
    expect((await api().delete(`/api/admin/products/${deleted.id}?confirmName=${encodeURIComponent(deleted.name)}`).set(admin)).status).toBe(200);
    expect((await api().put(`/api/admin/products/${archived.id}`).set(admin).send({ archived: true })).status).toBe(200);
    const slugs = (await api().get(`${PRODUCTS}?pageSize=100`).set(editor)).body.results.map((product: { slug: string }) => product.slug);
    expect(slugs).not.toContain(deleted.id);
    expect(slugs).not.toContain(archived.id);
    expect((await api().get(`${PRODUCTS}/${deleted.documentId}`).set(editor)).status).toBe(403);
    expect((await api().put(`${PRODUCTS}/${archived.documentId}`).set(editor).send({ description: 'Arkivert' })).status).toBe(403);
  });
});

describe('the panel for operators', () => {
  let ops: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ops = await panelAuth('ops@demo.no');
    admin = bearer(await tokenFor(5));
  });

  it('saves a product’s lifecycle, which the admin app answers as its status', async () => {
    const product = await convertedProduct(admin);
    const listed = await api().get(`${PRODUCTS}?filters[slug][$eq]=${product.id}`).set(ops);
    const saved = await api().put(`${PRODUCTS}/${listed.body.results[0].documentId}`).set(ops).send({ lifecycle: 'beta', description: 'Beta' });
    expect(saved.status).toBe(200);
    expect((await api().get(`/api/admin/products/${product.id}`).set(admin)).body).toMatchObject({ status: 'beta', description: 'Beta' });
  });

  it('shows only the products and their translations among the platform’s types: the rest are the admin app’s', async () => {
    const res = await api().get('/content-manager/content-types').set(ops);
    expect(res.status).toBe(200);
    const shown = res.body.data.filter((type: { uid: string; isDisplayed: boolean }) => type.uid.startsWith('api::') && type.isDisplayed);
    expect(shown.map((type: { uid: string }) => type.uid).sort()).toEqual(['api::product-translation.product-translation', 'api::product.product']);
  });
});

describe('the panel’s quiet calls', () => {
  it('answers the AI feature probes as off, not 404', async () => {
    const editor = await panelAuth('cms@demo.no');
    const config = await api().get('/admin/ai-feature-config').set(editor);
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ isAiI18nConfigured: false, isAiMediaLibraryConfigured: false });
    const jobs = await api().get('/i18n/ai-localization-jobs/collection-types/api::product.product/x').set(editor);
    expect(jobs.status).toBe(200);
    expect(jobs.body.data).toBeNull();
    expect((await api().get('/admin/ai-feature-config')).status).toBe(401);
  });

  it('tells an editor no versions, and the super-admin all of them', async () => {
    const editorInfo = await api().get('/admin/information').set(await panelAuth('cms@demo.no'));
    expect(editorInfo.status).toBe(200);
    expect(editorInfo.body.data).not.toHaveProperty('nodeVersion');
    expect(editorInfo.body.data).not.toHaveProperty('strapiVersion');
    const opsInfo = await api().get('/admin/information').set(await panelAuth('ops@demo.no'));
    expect(opsInfo.body.data.nodeVersion).toBe(process.version);
  });
});
