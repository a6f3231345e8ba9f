import {
  PRODUCT_NAMES,
  PRODUCT_SETTINGS_MESSAGES as M,
  type Plan,
  type ProductListItem,
  type ProductSettings,
  type PublicProduct,
  type PublicProductDetail,
} from '@platform/shared';
import { signUp } from './accounts';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';
import { GIF_HEADER, PNG_PIXEL, pngOfSize } from './images';
import { convertedProduct } from './products';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

/** A product of this test's own, converted from an idea (the only way the API creates one), active on the site. */
async function ownProduct(): Promise<ProductSettings> {
  const converted = await convertedProduct(admin, marker('Innstillingsprodukt'));
  return (await api().put(`/api/admin/products/${converted.id}`).set(admin).send({ is_active: true })).body;
}

const settingsOf = async (id: string): Promise<ProductSettings> => (await api().get(`/api/admin/products/${id}`).set(admin)).body;
const publicIds = async () => ((await api().get('/api/products')).body.data as PublicProduct[]).map((product) => product.id);
const adminIds = async () => ((await api().get('/api/admin/products').set(admin)).body as ProductListItem[]).map((product) => product.id);

describe('product settings', () => {
  it('reads every field of a product, with its English texts and the landing defaults', async () => {
    const product = await settingsOf('auto');
    expect(product).toMatchObject({
      id: 'auto',
      name: PRODUCT_NAMES.auto,
      status: 'stable',
      product_type: 'b2c',
      trial_days: 30,
      robots_directives: 'index, follow',
      archived: false,
      key_features: expect.arrayContaining(['Prisvarsler']),
      translations: { en: { description: expect.stringContaining('used car') } },
      landing_defaults: { no: { cta_primary_text: 'Kom i gang', cta_secondary_text: 'Les mer', landing_pricing_title: 'Priser' } },
    });
    expect(product.landing_defaults.no.meta_title).toBe('Kjøretøydata – bruktbilpriser og bilhistorikk');
  });

  it('saves a partial update and the whole object it answered', async () => {
    const product = await ownProduct();
    const partial = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ meta_title: '  Tittel for søk  ', trial_days: 365 });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ meta_title: 'Tittel for søk', trial_days: 365 });
    const whole = await api()
      .put(`/api/admin/products/${product.id}`)
      .set(admin)
      .send({ ...partial.body, stage: 'beta', key_features: [' Søk ', '', 'Søk', 'Varsler'] });
    expect(whole.status).toBe(200);
    expect(whole.body.key_features).toEqual(['Søk', 'Varsler']);
    expect((await settingsOf(product.id)).meta_title).toBe('Tittel for søk');
  });

  it('refuses every limit with its message and changes nothing', async () => {
    const product = await ownProduct();
    const refusals: Array<[object, string]> = [
      [{ meta_title: 'x'.repeat(61) }, 'Meta title can be at most 60 characters.'],
      [{ meta_description: 'x'.repeat(161) }, 'Meta description can be at most 160 characters.'],
      [{ short_description: 'x'.repeat(256) }, 'Short description can be at most 255 characters.'],
      [{ trial_days: 0 }, 'Trial days must be a whole number from 1 to 365.'],
      [{ trial_days: 366 }, 'Trial days must be a whole number from 1 to 365.'],
      [{ featured_order: -1 }, 'Featured order must be a whole number from 0 to 10000.'],
      [{ robots_directives: 'all' }, M.oneOf('Robots directives', ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'])],
      [{ cta_primary_href: 'javascript:alert(1)' }, M.badUrl('Primary CTA link')],
      [{ accessLevel: 5 }, M.unknownFields(['accessLevel'])],
      [{ source_idea_id: 999_999_999 }, M.ideaNotFound],
    ];
    for (const [body, message] of refusals) {
      const res = await api()
        .put(`/api/admin/products/${product.id}`)
        .set(admin)
        .send({ name: 'Skal ikke lagres', ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await settingsOf(product.id)).name).toBe(product.name);
  });

  it('links a source idea by id, with its title and status read from the idea', async () => {
    const product = await ownProduct();
    const idea = (
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({ title: marker('Kildeidé'), status: 'research' })
    ).body;
    const linked = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ source_idea_id: idea.id });
    expect(linked.body).toMatchObject({ source_idea_id: idea.id, source_idea_title: idea.title, source_idea_status: 'research' });
    const unlinked = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ source_idea_id: null });
    expect(unlinked.body).toMatchObject({ source_idea_id: null, source_idea_title: null, source_idea_status: null });
  });

  it('saves English texts apart from the Norwegian ones; the site shows each language, Norwegian where English is empty', async () => {
    const product = await ownProduct();
    await api()
      .put(`/api/admin/products/${product.id}`)
      .set(admin)
      .send({
        landing_hero_title: 'Norsk tittel',
        landing_hero_subtitle: 'Norsk undertittel',
        translations: { en: { landing_hero_title: 'English title' } },
      });
    const english: PublicProductDetail = (await api().get(`/api/products/${product.id}?locale=en`)).body.data;
    expect(english.texts).toMatchObject({
      landing_hero_title: 'English title',
      landing_hero_subtitle: 'Norsk undertittel',
      cta_primary_text: 'Get started',
    });
    const norwegian: PublicProductDetail = (await api().get(`/api/products/${product.id}`)).body.data;
    expect(norwegian.texts).toMatchObject({ landing_hero_title: 'Norsk tittel', cta_primary_text: 'Kom i gang', landing_pricing_title: 'Priser' });
    const refused = await api()
      .put(`/api/admin/products/${product.id}`)
      .set(admin)
      .send({ translations: { de: { landing_hero_title: 'Titel' } } });
    expect(refused.status).toBe(400);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api().put('/api/admin/products/no-such-product').set(admin).send({ name: 'X' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(M.notFound);
  });
});

describe('plans on the settings page', () => {
  const plansOf = async (id: string): Promise<Plan[]> => (await api().get(`/api/admin/products/${id}/plans`).set(admin)).body;

  it('saves a price at once, and the landing pricing shows it', async () => {
    const [plan] = await plansOf('portfolio');
    const res = await api().put(`/api/admin/products/portfolio/plans/${plan.id}`).set(admin).send({ price_monthly: 249.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, price_monthly: 249.5, price_yearly: plan.price_yearly });
    const landing: PublicProductDetail = (await api().get('/api/products/portfolio')).body.data;
    expect(landing.plans.find((shown) => shown.id === plan.id)?.price_monthly).toBe(249.5);
    await api().put(`/api/admin/products/portfolio/plans/${plan.id}`).set(admin).send({ price_monthly: plan.price_monthly });
  });

  it('hides an inactive plan from the landing page', async () => {
    const [, plan] = await plansOf('models');
    await api().put(`/api/admin/products/models/plans/${plan.id}`).set(admin).send({ is_active: false });
    const landing: PublicProductDetail = (await api().get('/api/products/models')).body.data;
    expect(landing.plans.map((shown) => shown.id)).not.toContain(plan.id);
    await api().put(`/api/admin/products/models/plans/${plan.id}`).set(admin).send({ is_active: true });
  });

  it('refuses bad prices, other products’ plans and empty edits', async () => {
    const [plan] = await plansOf('data');
    for (const body of [{ price_monthly: -1 }, { price_yearly: 10.005 }, { price_monthly: '100' }]) {
      const res = await api().put(`/api/admin/products/data/plans/${plan.id}`).set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(M.planPrice);
    }
    expect((await api().put(`/api/admin/products/data/plans/${plan.id}`).set(admin).send({})).body.error.message).toBe(M.planEmpty);
    const elsewhere = await api().put(`/api/admin/products/auto/plans/${plan.id}`).set(admin).send({ is_active: true });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(M.planNotFound);
    expect((await plansOf('data'))[0]).toEqual(plan);
  });
});

describe('featured image', () => {
  const upload = (id: string, file: Buffer, name: string) =>
    api().post(`/api/admin/products/${id}/upload-image`).set(admin).attach('image', file, name);

  it('stores a PNG, serves it, replaces it with a GIF and removes it', async () => {
    const product = await ownProduct();
    const first = await upload(product.id, PNG_PIXEL, 'bilde.png');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/), message: M.uploaded });
    expect((await settingsOf(product.id)).featured_image).toBe(first.body.imageUrl);
    const served = await api().get(first.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // Named .png, but the bytes say GIF: stored as what it is.
    const second = await upload(product.id, GIF_HEADER, 'feil-navn.png');
    expect(second.status).toBe(201);
    expect(second.body.imageUrl).toMatch(/\.gif$/);
    expect((await api().get(first.body.imageUrl)).status).toBe(404);

    const removed = await api().delete(`/api/admin/products/${product.id}/upload-image`).set(admin);
    expect(removed.body).toEqual({ ok: true, message: M.removed });
    expect((await settingsOf(product.id)).featured_image).toBeNull();
    expect((await api().get(second.body.imageUrl)).status).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, and one byte over 5 MB', async () => {
    const product = await ownProduct();
    const fake = await upload(product.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'bilde.png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe(M.badImageType);
    const tooLarge = await upload(product.id, pngOfSize(5_242_881), 'stort.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(M.imageTooLarge);
    const justRight = await upload(product.id, pngOfSize(5_242_880), 'akkurat.png');
    expect(justRight.status).toBe(201);
    await api().delete(`/api/admin/products/${product.id}/upload-image`).set(admin);
    const none = await api().post(`/api/admin/products/${product.id}/upload-image`).set(admin).field('note', 'no file');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(M.noImage);
  });
});

describe('archive and delete', () => {
  it('archives a product out of sight and restores it', async () => {
    const product = await ownProduct();
    const archived = await api().put(`/api/admin/products/${product.id}`).set(admin).send({ archived: true });
    expect(archived.body).toMatchObject({ archived: true, archived_at: expect.any(String) });
    expect(await publicIds()).not.toContain(product.id);
    expect((await api().get(`/api/products/${product.id}`)).status).toBe(404);
    const listed = ((await api().get('/api/admin/products').set(admin)).body as ProductListItem[]).find((item) => item.id === product.id);
    expect(listed?.archived_at).toEqual(archived.body.archived_at);
    await api().put(`/api/admin/products/${product.id}`).set(admin).send({ archived: false });
    expect(await publicIds()).toContain(product.id);
  });

  it('deletes only on the exact name; the product disappears, its id stays taken and its subscriptions stay', async () => {
    const product = await ownProduct();
    const account = await signUp('deleted-product-');
    const granted = await api()
      .post(`/api/admin/users/${account.user.id}/products/${product.id}`)
      .set(admin)
      .send({ subscriptionStatus: 'trial', trialDays: 30 });
    expect(granted.status).toBeLessThan(300);
    for (const typed of [product.name.toLowerCase(), `${product.name} `, '']) {
      const refused = await api().delete(`/api/admin/products/${product.id}`).query({ confirmName: typed }).set(admin);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(M.deleteNameMismatch);
    }
    expect(await publicIds()).toContain(product.id);

    const deleted = await api().delete(`/api/admin/products/${product.id}`).query({ confirmName: product.name }).set(admin);
    expect(deleted.body).toEqual({ ok: true, message: M.deleted });
    expect(await publicIds()).not.toContain(product.id);
    expect(await adminIds()).not.toContain(product.id);
    expect((await api().get(`/api/admin/products/${product.id}`).set(admin)).status).toBe(404);
    expect((await api().get(`/api/products/${product.id}`)).status).toBe(404);
    const [{ n }] = await sql<{ n: unknown }>('SELECT COUNT(*) AS n FROM product_subscriptions WHERE product_slug = ?', [product.id]);
    expect(Number(n)).toBe(1);

    // A new product of the same name gets another id.
    const idea = (
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({ title: marker('Annen') })
    ).body;
    const again = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({ name: product.name })).body;
    expect(again.id).not.toBe(product.id);
  });
});

describe('the product list', () => {
  it('lists the products for the admin, and the ones this administrator opened last', async () => {
    const list: ProductListItem[] = (await api().get('/api/admin/products').set(admin)).body;
    expect(list.find((item) => item.id === 'property')).toMatchObject({ name: PRODUCT_NAMES.property, status: 'stable', archived_at: null });
    // Other tests open products as this administrator too: the one opened now leads, whatever ran before.
    expect((await api().post('/api/product-areas/property/open').set(admin)).status).toBe(200);
    const recent = (await api().get('/api/admin/products/recent').set(admin)).body;
    const ids = recent.map((item: { id: string }) => item.id);
    expect(ids[0]).toBe('property');
    expect(recent.find((item: { id: string }) => item.id === 'property')).toMatchObject({
      name: PRODUCT_NAMES.property,
      openedAt: expect.any(String),
    });
  });
});
