import { LANDING_TEXT_DEFAULTS, resolveProductTexts, type ProductTexts, type PublicProductDetail } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { convertedProduct } from './products';
import { escapeHtml } from '../src/html-escape';
import { fillProductLandingHead } from '../src/middlewares/product-landing-head';

/** The site's index.html as the build leaves it: the site's default title and description, the script in the head. */
const INDEX_HTML = `<!doctype html>
<html lang="no">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta
      name="description"
      content="Eiendomsanalyse, kjøretøydata og porteføljeverktøy på én plattform."
    />
    <title>Plattform</title>
    <script type="module" crossorigin src="/assets/index-Fx7Ab12C.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE_URL = 'https://plattform.example/no/products/demo/landing';

function detail(texts: Partial<ProductTexts> = {}, overrides: Partial<PublicProductDetail> = {}): PublicProductDetail {
  return {
    id: 'demo',
    name: 'Demoprodukt',
    description: 'Kort beskrivelse.',
    longDescription: '',
    status: 'stable',
    features: [],
    color: '#1E88E5',
    featured_image: '/images/products/demo.svg',
    featured: false,
    trialEnabled: true,
    trialDays: 30,
    areaReady: true,
    launchDate: null,
    locale: 'no',
    texts: resolveProductTexts([{ description: 'Kort beskrivelse.', ...texts }, LANDING_TEXT_DEFAULTS.no]),
    ctaPrimaryHref: null,
    ctaSecondaryHref: null,
    canonicalUrl: null,
    robots: 'index, follow',
    ogImage: null,
    twitterImage: null,
    template: null,
    routes: [],
    hasAuth: true,
    plans: [
      { id: 1, productId: 'demo', name: 'Basis', tier: 'basic', price_monthly: 99, price_yearly: 990, billing_period: 'month', is_active: true, order: 0 },
      { id: 2, productId: 'demo', name: 'Standard', tier: 'standard', price_monthly: 199, price_yearly: 1990, billing_period: 'month', is_active: true, order: 1 },
    ],
    ...overrides,
  };
}

/** Every `content` of the head's <meta name|property="key">, as written (escaped). */
const metas = (html: string, kind: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta[^>]*\\b${kind}="${key.replace(/[.:]/g, '\\$&')}"[^>]*>`, 'g'))].map(
    (match) => /\bcontent="([^"]*)"/.exec(match[0])?.[1],
  );
const meta = (html: string, kind: 'name' | 'property', key: string) => {
  const found = metas(html, kind, key);
  expect(found).toHaveLength(1);
  return found[0];
};
const titles = (html: string) => [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);
const jsonLd = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]);
};

describe('the head of a product landing page (fillProductLandingHead)', () => {
  it('replaces the site’s title and description, and adds keywords, robots, canonical, Open Graph, Twitter and JSON-LD', () => {
    const html = fillProductLandingHead(
      INDEX_HTML,
      detail({ meta_title: 'Demo – søk', meta_description: 'Beskrivelse for søk.', meta_keywords: 'demo, data' }),
      PAGE_URL,
    );
    expect(titles(html)).toEqual(['Demo – søk']);
    expect(html).toContain('<title data-page-meta-default="Plattform">');
    expect(meta(html, 'name', 'description')).toBe('Beskrivelse for søk.');
    expect(html).toContain('data-page-meta-default="Eiendomsanalyse, kjøretøydata og porteføljeverktøy på én plattform."');
    expect(meta(html, 'name', 'keywords')).toBe('demo, data');
    expect(meta(html, 'name', 'robots')).toBe('index, follow');
    expect(canonicals(html)).toEqual([PAGE_URL]);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:title')).toBe('Demo – søk');
    expect(meta(html, 'property', 'og:description')).toBe('Beskrivelse for søk.');
    expect(meta(html, 'property', 'og:url')).toBe(PAGE_URL);
    expect(meta(html, 'property', 'og:image')).toBe('https://plattform.example/images/products/demo.svg');
    expect(meta(html, 'property', 'og:locale')).toBe('nb_NO');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe('Demo – søk');
    expect(meta(html, 'name', 'twitter:image')).toBe('https://plattform.example/images/products/demo.svg');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Demoprodukt',
      description: 'Beskrivelse for søk.',
      url: PAGE_URL,
      image: 'https://plattform.example/images/products/demo.svg',
      brand: { '@type': 'Brand', name: 'Plattform' },
      offers: expect.objectContaining({ '@type': 'AggregateOffer', priceCurrency: 'NOK', lowPrice: 99, highPrice: 199, offerCount: 2 }),
    });
    expect(jsonLd(html).offers.offers.map((offer: { name: string; price: number }) => [offer.name, offer.price])).toEqual([
      ['Basis', 99],
      ['Standard', 199],
    ]);
    // The rest of the page is as it was: the script, the icon, the body.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Fx7Ab12C.js"></script>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back: the name and the platform as title, the description, the featured image, no keywords nor offers', () => {
    const html = fillProductLandingHead(INDEX_HTML, detail({}, { plans: [], featured_image: null }), PAGE_URL);
    expect(titles(html)).toEqual(['Demoprodukt – Plattform']);
    expect(meta(html, 'name', 'description')).toBe('Kort beskrivelse.');
    expect(meta(html, 'property', 'og:title')).toBe('Demoprodukt');
    expect(metas(html, 'name', 'keywords')).toEqual([]);
    expect(metas(html, 'property', 'og:image')).toEqual([]);
    expect(jsonLd(html).offers).toBeUndefined();
  });

  it('prefers the Open Graph and Twitter texts and pictures of their own', () => {
    const html = fillProductLandingHead(
      INDEX_HTML,
      detail(
        { og_title: 'OG-tittel', og_description: 'OG-tekst', twitter_title: 'Tweet-tittel', twitter_description: 'Tweet-tekst' },
        { ogImage: '/uploads/og.png', twitterImage: 'https://cdn.example/tw.png', robots: 'noindex, nofollow' },
      ),
      PAGE_URL,
    );
    expect(meta(html, 'property', 'og:title')).toBe('OG-tittel');
    expect(meta(html, 'property', 'og:description')).toBe('OG-tekst');
    expect(meta(html, 'property', 'og:image')).toBe('https://plattform.example/uploads/og.png');
    expect(meta(html, 'name', 'twitter:title')).toBe('Tweet-tittel');
    expect(meta(html, 'name', 'twitter:description')).toBe('Tweet-tekst');
    expect(meta(html, 'name', 'twitter:image')).toBe('https://cdn.example/tw.png');
    expect(meta(html, 'name', 'robots')).toBe('noindex, nofollow');
  });

  it.each([
    [null, PAGE_URL],
    ['/no/products/annet/landing', 'https://plattform.example/no/products/annet/landing'],
    ['https://annet.example/demo', 'https://annet.example/demo'],
    ['javascript:alert(1)', PAGE_URL],
    ['#features', PAGE_URL],
  ])('takes the canonical address %s as %s', (canonicalUrl, expected) => {
    const html = fillProductLandingHead(INDEX_HTML, detail({}, { canonicalUrl }), PAGE_URL);
    expect(canonicals(html)).toEqual([expected]);
    expect(meta(html, 'property', 'og:url')).toBe(expected);
  });

  it('writes English pages in English with og:locale en_GB', () => {
    const html = fillProductLandingHead(INDEX_HTML, detail({}, { locale: 'en' }), 'https://plattform.example/en/products/demo/landing');
    expect(html).toContain('<html lang="en">');
    expect(meta(html, 'property', 'og:locale')).toBe('en_GB');
  });

  it('escapes every text: none can end an attribute, the title or the JSON-LD script', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = fillProductLandingHead(
      INDEX_HTML,
      detail(
        { meta_title: hostile, meta_description: '</script><script>alert(2)</script>', meta_keywords: "a' onmouseover='x", og_title: '</title><b>' },
        { name: 'Evil & <Co>', plans: [{ ...detail().plans[0], name: '</script><!--' }] },
      ),
      PAGE_URL,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!--');
    expect(titles(html)).toEqual([escapeHtml(hostile)]);
    expect(meta(html, 'name', 'description')).toBe('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(meta(html, 'name', 'keywords')).toBe('a&#39; onmouseover=&#39;x');
    expect(meta(html, 'property', 'og:title')).toBe('&lt;/title&gt;&lt;b&gt;');
    // Two scripts only: the JSON-LD and the site's; inside the JSON-LD every < is \u003c.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
    const data = jsonLd(html);
    expect(data.name).toBe('Evil & <Co>');
    expect(data.description).toBe('</script><script>alert(2)</script>');
    expect(data.offers.offers[0].name).toBe('</script><!--');
  });
});

describe('the landing page the server sends for /{locale}/products/{id}/landing', () => {
  const page = async (path: string) => {
    const res = await api().get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res.text;
  };
  const product = async (id: string, locale: 'no' | 'en'): Promise<PublicProductDetail> =>
    (await api().get(`/api/products/${id}?locale=${locale}`)).body.data;

  it.each([
    ['no', 'nb_NO', 'Kjøretøydata – bruktbilpriser og bilhistorikk'],
    ['en', 'en_GB', 'Kjøretøydata – used car prices and vehicle history'],
  ] as const)('carries the head tags of a seeded product in its language (%s)', async (locale, ogLocale, title) => {
    const auto = await product('auto', locale);
    const html = await page(`/${locale}/products/auto/landing`);
    const url = `http://platform.test/${locale}/products/auto/landing`;
    expect(html).toContain(`<html lang="${locale}">`);
    expect(titles(html)).toEqual([title]);
    expect(auto.texts.meta_title).toBe(title);
    expect(meta(html, 'name', 'description')).toBe(escapeHtml(auto.texts.meta_description as string));
    expect(meta(html, 'name', 'keywords')).toBe(escapeHtml(auto.texts.meta_keywords as string));
    expect(meta(html, 'name', 'robots')).toBe('index, follow');
    expect(canonicals(html)).toEqual([url]);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:title')).toBe(title);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:image')).toBe('http://platform.test/images/products/auto.svg');
    expect(meta(html, 'property', 'og:locale')).toBe(ogLocale);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe('http://platform.test/images/products/auto.svg');
    const data = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'Product', name: auto.name, description: auto.texts.meta_description, url });
    expect(auto.plans.length).toBeGreaterThan(0);
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'NOK',
      offerCount: auto.plans.length,
      lowPrice: Math.min(...auto.plans.map((plan) => plan.price_monthly)),
    });
    expect(data.offers.offers.map((offer: { price: number }) => offer.price)).toEqual(auto.plans.map((plan) => plan.price_monthly));
    expect(html).toContain('<div id="root"></div>');
  });

  it('takes an un-prefixed path as the Norwegian page, its canonical link naming the /no address', async () => {
    const html = await page('/products/auto/landing');
    expect(html).toContain('<html lang="no">');
    expect(titles(html)).toEqual(['Kjøretøydata – bruktbilpriser og bilhistorikk']);
    expect(canonicals(html)).toEqual(['http://platform.test/no/products/auto/landing']);
  });

  it('sends the plain index.html for an unknown product, where the site shows that it was not found', async () => {
    const html = await page('/no/products/no-such-product/landing');
    expect(html).toContain('<title>Plattform</title>');
    expect(html).not.toContain('og:');
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends the plain index.html for an inactive product, and the head once it is active; hostile texts stay text', async () => {
    const admin = bearer(await tokenFor(5));
    const converted = await convertedProduct(admin, marker('Hode'));
    const path = `/no/products/${converted.id}/landing`;
    expect(await page(path)).not.toContain('og:');

    const saved = await api().put(`/api/admin/products/${converted.id}`).set(admin).send({
      is_active: true,
      name: '"><img src=x onerror=alert(3)>',
      meta_title: '"><script>alert(1)</script>',
      meta_description: '</script><script>alert(2)</script>',
      canonical_url: null,
    });
    expect(saved.status).toBe(200);
    const html = await page(path);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(titles(html)).toEqual([escapeHtml('"><script>alert(1)</script>')]);
    expect(meta(html, 'name', 'description')).toBe(escapeHtml('</script><script>alert(2)</script>'));
    expect(canonicals(html)).toEqual([`http://platform.test${path}`]);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
    expect(jsonLd(html).name).toBe('"><img src=x onerror=alert(3)>');
    await api().put(`/api/admin/products/${converted.id}`).set(admin).send({ is_active: false });
  });
});
