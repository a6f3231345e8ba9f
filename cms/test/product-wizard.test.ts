import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { AUTH_MESSAGES, PRODUCT_WIZARD_MESSAGES as M, WIZARD_TEMPLATES, productScaffold } from '@platform/shared';
import { api, bearer, DEMO_PASSWORD, marker, tokenFor } from './api-client';
import { startExtraStrapi } from './extra-strapi';
import { binary } from './market-fixtures';

const modulesDir = process.env.PRODUCT_MODULES_DIR as string;
const newId = () => marker('wiz');

/** Every file under a folder, relative to it, sorted. */
function filesUnder(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files of a scaffold zip, relative to its product folder, sorted. */
async function zipFiles(body: Buffer, id: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(body);
  return Object.values(zip.files)
    .filter((entry) => !entry.dir)
    .map((entry) => {
      expect(entry.name.startsWith(`${id}/`)).toBe(true);
      return entry.name.slice(id.length + 1);
    })
    .sort();
}

describe('the product creation wizard (POST /api/admin/products)', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
  });

  const create = (body: object) => api().post('/api/admin/products').set(admin).send(body);

  it('creates the product live, with the template and draft fields stored, as GET answers it', async () => {
    const id = newId();
    const res = await create({
      id: ` ${id} `,
      name: '  Ordrebok ',
      description: 'Ordre og kunder',
      template: 'crud',
      tags: [' salg ', '', 'salg', 'ordre'],
      trial_days: 400,
      hasDatabase: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      name: 'Ordrebok',
      description: 'Ordre og kunder',
      is_active: true,
      status: 'prototype',
      product_type: 'saas',
      color: '#4CAF50',
      icon: 'Package',
      template: 'crud',
      key_features: [...WIZARD_TEMPLATES.crud.features],
      routes: WIZARD_TEMPLATES.crud.routes,
      tags: ['salg', 'ordre'],
      trial_days: 30,
      has_auth: true,
      has_database: true,
      has_api: false,
    });
    expect((await api().get(`/api/admin/products/${id}`).set(admin)).body).toEqual(res.body);
    // A product made from a template has its area (the site's template area), so trials can be started on it.
    const visible = await api().get(`/api/products/${id}`);
    expect(visible.status).toBe(200);
    expect(visible.body.data.areaReady).toBe(true);
    // The settings page sends the whole object back; the wizard's fields are kept as they are.
    const saved = await api()
      .put(`/api/admin/products/${id}`)
      .set(admin)
      .send({ ...res.body, template: 'custom', name: 'Ordrebok 2' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ordrebok 2', template: 'crud', tags: ['salg', 'ordre'] });
  });

  it('stores the features and routes the wizard sends, trimmed', async () => {
    const id = newId();
    const res = await create({
      id,
      name: 'Rapporter',
      description: 'Tall',
      template: 'analytics-dashboard',
      features: [' Tall ', 'Tall', ''],
      routes: [
        { path: '/', name: 'Oversikt' },
        { path: ' /monthly ', name: ' Måned ' },
        { path: '', name: '' },
      ],
      trial_days: 14,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      key_features: ['Tall'],
      routes: [
        { path: '/', name: 'Oversikt' },
        { path: '/monthly', name: 'Måned' },
      ],
      trial_days: 14,
    });
  });

  async function expectRefused(body: object, status: number, message: string) {
    const before = (await api().get('/api/admin/products').set(admin)).body.length;
    const res = await create(body);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toContain(message);
    expect((await api().get('/api/admin/products').set(admin)).body).toHaveLength(before);
    return res;
  }

  it('answers every empty field with the spec message, and creates nothing', async () => {
    const res = await expectRefused({ id: ' ', name: '', description: '  ' }, 400, M.idRequired);
    expect(res.body.error.details.errors).toEqual([
      { field: 'id', message: M.idRequired },
      { field: 'name', message: M.nameRequired },
      { field: 'description', message: M.descriptionRequired },
    ]);
  });

  // NUL never reaches the rules (every incoming string loses its control characters), so it is sent with a '/'.
  it.each(['Store-Bokstaver', 'med mellomrom', '../utenfor', 'a/b', 'nul\0/../l', '/abs', 'C:\\win'])('refuses the id %j', async (id) => {
    const res = await expectRefused({ id, name: 'X', description: 'Y' }, 400, M.idPattern);
    expect(res.body.error.details.errors).toEqual([{ field: 'id', message: M.idPattern }]);
  });

  it.each(['/../utenfor', '/a/../../b', '//', '/a\0/..', '/C:/x', '/Store'])('refuses the route %j', async (routePath) => {
    await expectRefused({ id: newId(), name: 'X', description: 'Y', routes: [{ path: routePath, name: 'Z' }] }, 400, M.routePath);
  });

  it('refuses an unknown template', async () => {
    await expectRefused({ id: newId(), name: 'X', description: 'Y', template: 'blogg' }, 400, M.unknownTemplate);
  });

  it('refuses an id already taken, also by a deleted product', async () => {
    const id = newId();
    expect((await create({ id, name: 'Først', description: 'Y' })).status).toBe(201);
    await expectRefused({ id, name: 'Andre', description: 'Y' }, 409, M.idTaken(id));
    const deleted = await api().delete(`/api/admin/products/${id}`).query({ confirmName: 'Først' }).set(admin);
    expect(deleted.status).toBe(200);
    await expectRefused({ id, name: 'Tredje', description: 'Y' }, 409, M.idTaken(id));
    await expectRefused({ id: 'auto', name: 'Bil', description: 'Y' }, 409, M.idTaken('auto'));
  });
});

describe('generate files (POST /api/admin/products/generate-files) in write mode', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
  });

  it('writes exactly the scaffold the preview shows, and never over an existing module', async () => {
    const id = newId();
    const routes = [
      { path: '/', name: 'Oversikt' },
      { path: '/reports', name: 'Rapporter' },
      { path: '/[id]/edit', name: 'Rediger' },
    ];
    const created = await api().post('/api/admin/products').set(admin).send({ id, name: 'Modul', description: 'Y', routes, product_type: 'b2b' });
    expect(created.status).toBe(201);
    const res = await api().post('/api/admin/products/generate-files').set(admin).send(created.body);
    expect(res.status).toBe(201);
    const expected = productScaffold({ hasAuth: true, routes });
    expect(res.body).toEqual({ written: true, filesCreated: expected });
    const folder = path.join(modulesDir, id);
    expect(filesUnder(folder)).toEqual([...expected].sort());
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toEqual({
      id,
      name: 'Modul',
      product_type: 'b2b',
      template: 'custom',
    });
    expect(fs.readFileSync(path.join(folder, '[id]/edit/page.tsx'), 'utf8')).toContain(`routePath="/[id]/edit"`);

    fs.writeFileSync(path.join(folder, 'page.tsx'), 'mine');
    const again = await api().post('/api/admin/products/generate-files').set(admin).send({ id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.moduleExists(id));
    expect(fs.readFileSync(path.join(folder, 'page.tsx'), 'utf8')).toBe('mine');
    expect(filesUnder(folder)).toEqual([...expected].sort());

    const zip = await api().get(`/api/admin/products/${id}/scaffold.zip`).set(admin).buffer(true).parse(binary);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(await zipFiles(zip.body, id)).toEqual([...expected].sort());
  });

  it('answers 404 for an unknown or deleted product and writes nothing', async () => {
    const res = await api().post('/api/admin/products/generate-files').set(admin).send({ id: 'finnes-ikke' });
    expect(res.status).toBe(404);
    expect(fs.existsSync(path.join(modulesDir, 'finnes-ikke'))).toBe(false);
    expect((await api().get('/api/admin/products/finnes-ikke/scaffold.zip').set(admin)).status).toBe(404);
  });

  it.each([
    { id: '../utenfor' },
    { id: '/tmp/abs' },
    { id: 'nul\0/../x' },
    { id: '..' },
    { id: 'ok-id', routes: [{ path: '/../../utenfor', name: 'X' }] },
    { id: 'ok-id', routes: [{ path: '/a\0/../b', name: 'X' }] },
    {},
  ])('refuses %j with 400 before writing anything', async (body) => {
    const before = fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir).sort() : [];
    const parent = fs.readdirSync(path.dirname(modulesDir)).sort();
    const res = await api().post('/api/admin/products/generate-files').set(admin).send(body);
    expect(res.status).toBe(400);
    expect(fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir).sort() : []).toEqual(before);
    expect(fs.readdirSync(path.dirname(modulesDir)).sort()).toEqual(parent);
  });
});

describe('the sync from code (/api/admin/products/sync)', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
  });

  const module = (id: string, files: Record<string, string>) => {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(modulesDir, id, file)), { recursive: true });
      fs.writeFileSync(path.join(modulesDir, id, file), content);
    }
  };
  const manifest = (id: string, name: string, template = 'api-integration') => JSON.stringify({ id, name, product_type: 'api', template });
  const missing = async () => (await api().get('/api/admin/products/sync').set(admin)).body.missingProducts as Array<Record<string, unknown>>;

  it('lists modules without a product, creates the chosen ones with a manifest and reports the others', async () => {
    const [withManifest, pageOnly, badManifest, infra, existing] = [newId(), newId(), newId(), newId(), newId()];
    module(withManifest, { 'manifest.json': manifest(withManifest, 'Fra koden'), 'page.tsx': '' });
    module(pageOnly, { 'page.tsx': '' });
    module(badManifest, { 'manifest.json': '{ not json' });
    module(infra, { 'frame.tsx': '' });
    module(existing, { 'manifest.json': manifest(existing, 'Finnes') });
    expect((await api().post('/api/admin/products').set(admin).send({ id: existing, name: 'Finnes', description: 'Y' })).status).toBe(201);

    const listed = await missing();
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: withManifest, hasManifest: true, manifest: { id: withManifest, name: 'Fra koden', product_type: 'api', template: 'api-integration' } },
        { id: pageOnly, hasManifest: false, manifest: null },
        { id: badManifest, hasManifest: false, manifest: null },
      ]),
    );
    expect(listed.map((item) => item.id)).not.toEqual(expect.arrayContaining([infra]));
    expect(listed.map((item) => item.id)).not.toEqual(expect.arrayContaining([existing]));

    const res = await api()
      .post('/api/admin/products/sync')
      .set(admin)
      .send({ productIds: [withManifest, pageOnly, 'ikke-i-koden', existing] });
    expect(res.status).toBe(200);
    expect(res.body.results.synced).toEqual([withManifest]);
    expect(res.body.results.failed.map((item: { id: string }) => item.id)).toEqual([pageOnly, 'ikke-i-koden', existing]);
    expect(res.body.results.failed.every((item: { error: string }) => item.error.length > 0)).toBe(true);

    const product = (await api().get(`/api/admin/products/${withManifest}`).set(admin)).body;
    expect(product).toMatchObject({
      id: withManifest,
      name: 'Fra koden',
      product_type: 'api',
      template: 'api-integration',
      status: 'prototype',
      is_active: false,
      key_features: [...WIZARD_TEMPLATES['api-integration'].features],
      routes: WIZARD_TEMPLATES['api-integration'].routes,
    });
    // Inactive: not on the public site until an administrator has written its texts and switched it on.
    expect((await api().get(`/api/products/${withManifest}`)).status).toBe(404);
    expect((await missing()).map((item) => item.id)).not.toEqual(expect.arrayContaining([withManifest]));
  });

  it('syncs every module with a manifest on syncAll, and a deleted product keeps its module out of the list', async () => {
    const [first, second, gone] = [newId(), newId(), newId()];
    module(first, { 'manifest.json': manifest(first, 'Første', 'crud') });
    module(second, { 'manifest.json': manifest(second, 'Andre', 'ukjent-mal') });
    module(gone, { 'page.tsx': '' });
    expect((await api().post('/api/admin/products').set(admin).send({ id: gone, name: 'Borte', description: 'Y' })).status).toBe(201);
    expect((await api().delete(`/api/admin/products/${gone}`).query({ confirmName: 'Borte' }).set(admin)).status).toBe(200);
    expect((await missing()).map((item) => item.id)).not.toEqual(expect.arrayContaining([gone]));

    const res = await api().post('/api/admin/products/sync').set(admin).send({ syncAll: true });
    expect(res.status).toBe(200);
    expect(res.body.results.synced).toEqual(expect.arrayContaining([first, second]));
    expect(res.body.results.failed).toEqual([]);
    expect((await api().get(`/api/admin/products/${second}`).set(admin)).body.template).toBe('custom');
    expect((await missing()).filter((item) => item.hasManifest)).toEqual([]);
  });

  it('refuses a body without products', async () => {
    for (const body of [{}, { productIds: 'a' }, { productIds: [1] }]) {
      expect((await api().post('/api/admin/products/sync').set(admin).send(body)).status).toBe(400);
    }
  });
});

describe('the wizard routes are for administrators only', () => {
  const routes: Array<[string, string, object | null]> = [
    ['post', '/api/admin/products', { id: 'nope', name: 'X', description: 'Y' }],
    ['post', '/api/admin/products/generate-files', { id: 'auto' }],
    ['get', '/api/admin/products/auto/scaffold.zip', null],
    ['get', '/api/admin/products/sync', null],
    ['post', '/api/admin/products/sync', { syncAll: true }],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 at level 4', async (method, url, body) => {
    const call = (headers: Record<string, string>) => {
      const req = (api() as any)[method](url).set(headers);
      return body ? req.send(body) : req;
    };
    const anonymous = await call({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const pro = await call(bearer(await tokenFor(4)));
    expect(pro.status).toBe(403);
    expect(pro.body.error.message).toBe(AUTH_MESSAGES.notAdmin);
  });
});

describe('generate files outside development (PRODUCT_MODULES_WRITE unset, NODE_ENV not development)', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let auth: Record<string, string>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'product-modules-'));

  beforeAll(async () => {
    extra = await startExtraStrapi({ LOG_LEVEL: 'error', PRODUCT_MODULES_DIR: folder, PRODUCT_MODULES_WRITE: undefined });
    const signIn = await extra.api().post('/api/auth/local').send({ identifier: 'admin@demo.no', password: DEMO_PASSWORD });
    auth = bearer(signIn.body.jwt);
  }, 120_000);

  afterAll(async () => {
    await extra?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('writes nothing, lists the files and offers the same files as a zip', async () => {
    const id = newId();
    const created = await extra
      .api()
      .post('/api/admin/products')
      .set(auth)
      .send({ id, name: 'Zip', description: 'Y', template: 'api-integration', hasAuth: false });
    expect(created.status).toBe(201);
    const res = await extra.api().post('/api/admin/products/generate-files').set(auth).send({ id });
    expect(res.status).toBe(200);
    const expected = productScaffold({ hasAuth: false, routes: [...WIZARD_TEMPLATES['api-integration'].routes] });
    expect(res.body).toEqual({ written: false, filesCreated: expected });
    expect(fs.readdirSync(folder)).toEqual([]);
    const zip = await extra.api().get(`/api/admin/products/${id}/scaffold.zip`).set(auth).buffer(true).parse(binary);
    expect(zip.status).toBe(200);
    expect(await zipFiles(zip.body, id)).toEqual([...expected].sort());
  });
});
