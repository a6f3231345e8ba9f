import { PRODUCT_IDS, PRODUCT_NAMES, TRIAL_MESSAGES, type PublicProduct, type PublicProductDetail } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

/** A product converted from an idea (the only way the API creates one), with its row then changed directly. */
async function stagedProduct(change: string): Promise<string> {
  const admin = bearer(await tokenFor(5));
  const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: marker('Skjult produkt') })).body;
  const product = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body;
  await sql(`UPDATE products SET ${change} WHERE slug = ?`, [product.id]);
  return product.id;
}

const ids = (products: PublicProduct[]) => products.map((p) => p.id);

describe('public products', () => {
  it('lists the six products to anyone, in Norwegian alphabetical order, in the public shape', async () => {
    const res = await api().get('/api/products');
    expect(res.status).toBe(200);
    const products: PublicProduct[] = res.body.data;
    const seeded = products.filter((p) => (PRODUCT_IDS as readonly string[]).includes(p.id));
    expect(ids(seeded).sort()).toEqual([...PRODUCT_IDS].sort());
    const names = products.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb', { sensitivity: 'base' }).compare));

    const property = products.find((p) => p.id === 'property') as PublicProduct;
    expect(property).toEqual({
      id: 'property',
      name: PRODUCT_NAMES.property,
      description: expect.any(String),
      longDescription: expect.stringContaining('2,5 millioner'),
      status: 'stable',
      features: expect.arrayContaining(['Automatisk verdivurdering']),
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      featured_image: '/images/products/property.svg',
      featured: true,
      trialEnabled: true,
      trialDays: 30,
      areaReady: true,
      launchDate: null,
    });
    expect(Object.fromEntries(seeded.map((p) => [p.id, p.status]))).toEqual({
      property: 'stable', auto: 'stable', portfolio: 'beta', data: 'beta', 'api-platform': 'prototype', models: 'prototype',
    });
  });

  it('never shows an inactive or a deleted product, in the list, the featured list or by id', async () => {
    const inactive = await stagedProduct('is_active = FALSE, featured = TRUE');
    const deleted = await stagedProduct("deleted_at = '2026-01-01 00:00:00', featured = TRUE");
    const everywhere = [...ids((await api().get('/api/products')).body.data), ...ids((await api().get('/api/products/featured')).body.data)];
    expect(everywhere).not.toContain(inactive);
    expect(everywhere).not.toContain(deleted);
    for (const id of [inactive, deleted]) {
      const res = await api().get(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(TRIAL_MESSAGES.unknownProduct);
    }
  });

  it('lists the featured products in their featured order', async () => {
    const res = await api().get('/api/products/featured');
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(['property', 'auto', 'portfolio']);
    expect(res.body.data.every((p: PublicProduct) => p.featured)).toBe(true);
  });

  it('shows one product with its landing texts, in Norwegian or English, and its active plans', async () => {
    const res = await api().get('/api/products/auto');
    expect(res.status).toBe(200);
    const product: PublicProductDetail = res.body.data;
    expect(product).toMatchObject({ id: 'auto', name: PRODUCT_NAMES.auto, featured_image: '/images/products/auto.svg', locale: 'no', robots: 'index, follow' });
    expect(product.texts).toMatchObject({
      landing_hero_title: 'Kjøp og selg bil med tallene på din side',
      cta_primary_text: 'Kom i gang',
      cta_secondary_text: 'Les mer',
      landing_pricing_title: 'Priser',
      meta_title: expect.stringContaining(PRODUCT_NAMES.auto),
    });
    expect(product.texts.landing_features.length).toBeGreaterThanOrEqual(3);
    expect(product.texts.landing_benefits_items.length).toBeGreaterThanOrEqual(3);
    expect(product.texts.landing_testimonials.length).toBeGreaterThan(0);
    expect(product.plans.map((plan) => plan.name)).toEqual(['Basis', 'Standard', 'Premium']);
    const english: PublicProductDetail = (await api().get('/api/products/auto?locale=en')).body.data;
    expect(english.locale).toBe('en');
    expect(english.description).toContain('used car');
    expect(english.texts.cta_primary_text).toBe('Get started');
    expect(english.texts.landing_hero_title).not.toBe(product.texts.landing_hero_title);
    const listed: PublicProduct[] = (await api().get('/api/products?locale=en')).body.data;
    expect(listed.find((p) => p.id === 'auto')?.description).toBe(english.description);
  });

  it('answers 404 with a clear message for an unknown product', async () => {
    const res = await api().get('/api/products/no-such-product');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(TRIAL_MESSAGES.unknownProduct);
  });

  it('keeps the admin product route for the admin app', async () => {
    const res = await api().get('/api/admin/products/property').set(bearer(await tokenFor(5)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'property', overview_description: expect.any(String), key_features: expect.any(Array), translations: { en: expect.any(Object) } });
    expect((await api().get('/api/admin/products/property')).status).toBe(401);
  });
});
