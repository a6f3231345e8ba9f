import { api, DEMO_PASSWORD } from './api-client';
import { PANEL_MAIN_FIELDS } from '../src/panel-main-fields';

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

  it('edits products', async () => {
    const list = await api().get('/content-manager/collection-types/api::product.product').set(editor);
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(0);
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
});
