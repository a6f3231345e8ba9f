import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicProductDetail } from '@platform/shared';
import { apiError, mockApi, reply, signedInAs } from '../../test/api-mock';
import { DEMO_PLANS, productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';

const PROPERTY: PublicProductDetail = productDetail({
  status: 'beta',
  featured_image: '/images/products/property.svg',
  features: ['Verdivurdering'],
  plans: DEMO_PLANS,
  texts: {
    overview_description: 'Eiendomsanalyse samler salgsdata og statistikk.\n\nVurderingen treffer innenfor 5 % i 92 % av tilfellene.',
    target_audience: 'Boligkjøpere, meglere og banker.',
    key_features: ['Verdivurdering', 'Prisutvikling'],
    landing_hero_title: 'Kjenn verdien av boligen',
    landing_hero_subtitle: 'Markedsinnsikt for hele Norge.',
    landing_hero_description: 'Over 2,5 millioner eiendommer.',
    landing_features: [{ title: 'Automatisk verdivurdering', description: 'Et prisestimat med usikkerhetsintervall.' }],
    landing_benefits_items: ['Treffsikkert: 92 % innenfor 5 %.', 'Hele landet'],
    landing_pricing_description: 'Alle planer kan sies opp hver måned.',
    landing_testimonials: [{ quote: 'Sparer oss timer hver uke.', author: 'Eiendomsmegler', role: 'Oslo' }],
    meta_title: 'Eiendomsanalyse – verdivurdering',
    meta_description: 'Verdivurdering og boligpriser.',
    meta_keywords: 'verdivurdering, boligpriser',
  },
});

const PROPERTY_EN: PublicProductDetail = productDetail({
  ...PROPERTY,
  locale: 'en',
  description: 'Valuations for Norwegian homes.',
  texts: {
    description: 'Valuations for Norwegian homes.',
    overview_description: 'Eiendomsanalyse brings sales data and statistics together.',
    landing_hero_title: 'Know what your home is worth',
    landing_features: [{ title: 'Automated valuation', description: 'A price estimate with an uncertainty range.' }],
    landing_benefits_items: ['Accurate: 92% within 5%.'],
    meta_title: 'Eiendomsanalyse – property valuations',
  },
});

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const region = (name: string) => screen.getByRole('region', { name });
/** A price as shown, with Norwegian grouping's no-break spaces as plain ones. */
const shown = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

describe('product landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders hero, calls to action, about, features, benefits, pricing from the plans and testimonials', async () => {
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    renderSite('/no/products/property/landing');
    expect(await screen.findByRole('heading', { name: 'Kjenn verdien av boligen', level: 1 })).toBeTruthy();
    expect(screen.getByText('Markedsinnsikt for hele Norge.')).toBeTruthy();
    expect(screen.getByText('Over 2,5 millioner eiendommer.')).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    // The generic texts of the calls to action; a visitor is sent to the product's sign-in, 'Les mer' to the features.
    expect(screen.getByRole('link', { name: 'Kom i gang' }).getAttribute('href')).toBe('/no/products/property/login');
    expect(screen.getByRole('link', { name: 'Les mer' }).getAttribute('href')).toBe('#features');
    expect(screen.getByRole('img', { name: 'Illustrasjon for Eiendomsanalyse' }).getAttribute('src')).toBe('/images/products/property.svg');

    const about = region('Om produktet');
    expect(within(about).getByText('Eiendomsanalyse samler salgsdata og statistikk.')).toBeTruthy();
    expect(within(about).getByText('Vurderingen treffer innenfor 5 % i 92 % av tilfellene.')).toBeTruthy();
    expect(within(about).getByText('Boligkjøpere, meglere og banker.')).toBeTruthy();
    expect(within(region('Funksjoner')).getByText('Automatisk verdivurdering')).toBeTruthy();
    // The registry's texts were not given: the benefits get the default title.
    const benefits = within(region('Fordeler')).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual(['Treffsikkert: 92 % innenfor 5 %.', 'Hele landet']);
    expect(within(region('Hva brukerne sier')).getByText('Eiendomsmegler')).toBeTruthy();

    const pricing = region('Priser');
    expect(within(pricing).getByText('Alle planer kan sies opp hver måned.')).toBeTruthy();
    const plans = within(pricing).getAllByTestId('pricing-plan');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual(['Basis', 'Standard', 'Premium']);
    expect(plans.map((plan) => shown(plan.querySelector('[data-testid="price-monthly"]')))).toEqual(['99 kr /mnd', '199 kr /mnd', '399 kr /mnd']);
    expect(shown(plans[1].querySelector('[data-testid="price-yearly"]'))).toBe('Årlig betaling: 1 990 kr /år');
    // The standard plan is the recommended one, and only it.
    expect(plans.map((plan) => Boolean(within(plan).queryByText('Anbefalt')))).toEqual([false, true, false]);
  });

  it('sends a signed-in user straight to the product', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, 'GET /api/products/property': { data: PROPERTY } });
    renderSite('/no/products/property/landing');
    await screen.findByRole('heading', { name: 'Kjenn verdien av boligen', level: 1 });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Kom i gang' }).getAttribute('href')).toBe('/no/products/property'));
  });

  it('uses the calls to action an editor wrote: a site path in the page’s language, an address as it is', async () => {
    const product = productDetail({
      ...PROPERTY,
      texts: { cta_primary_text: 'Bestill nå', cta_secondary_text: 'Se video' },
      ctaPrimaryHref: '/contact',
      ctaSecondaryHref: 'https://video.example/demo',
    });
    mockApi({ 'GET /api/products/property': { data: product } });
    renderSite('/en/products/property/landing');
    expect((await screen.findByRole('link', { name: 'Bestill nå' })).getAttribute('href')).toBe('/en/contact');
    expect(screen.getByRole('link', { name: 'Se video' }).getAttribute('href')).toBe('https://video.example/demo');
  });

  it('shows the English texts on /en, asking for them with ?locale=en', async () => {
    const api = mockApi({ 'GET /api/products/property': { data: PROPERTY_EN } });
    renderSite('/en/products/property/landing');
    expect(await screen.findByRole('heading', { name: 'Know what your home is worth', level: 1 })).toBeTruthy();
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/products/property?locale=en');
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/en/products/property/login');
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('#features');
    expect(within(region('About the product')).getByText('Eiendomsanalyse brings sales data and statistics together.')).toBeTruthy();
    expect(within(region('Features')).getByText('Automated valuation')).toBeTruthy();
    expect(within(region('Benefits')).getByText('Accurate:')).toBeTruthy();
    const plans = within(region('Pricing')).getAllByTestId('pricing-plan');
    expect(shown(plans[0].querySelector('[data-testid="price-monthly"]'))).toBe('99 kr /month');
    expect(shown(plans[0].querySelector('[data-testid="price-yearly"]'))).toBe('Paid yearly: 990 kr /year');
    expect(within(plans[1]).getByText('Recommended')).toBeTruthy();
    expect(document.title).toBe('Eiendomsanalyse – property valuations');
  });

  it('gives a product with only its own fields a page: key features as features, no pricing without plans', async () => {
    const bare = productDetail({ texts: { key_features: ['Verdivurdering', 'Prisutvikling'] } });
    mockApi({ 'GET /api/products/property': { data: bare } });
    renderSite('/en/products/property/landing');
    expect(await screen.findByRole('heading', { name: 'Eiendomsanalyse', level: 1 })).toBeTruthy();
    expect(screen.getByText('Verdivurdering for norske boliger.')).toBeTruthy();
    expect(within(region('Features')).getByText('Prisutvikling')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pricing' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Benefits' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'About the product' })).toBeNull();
    expect(screen.queryAllByTestId('pricing-plan')).toHaveLength(0);
    expect(document.title).toBe('Eiendomsanalyse – Plattform');
  });

  it('sets the title and the description, keyword, canonical and Open Graph tags while mounted, and puts them back after', async () => {
    document.title = 'Plattform';
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    const view = renderSite('/no/products/property/landing');
    await screen.findByRole('heading', { name: 'Kjenn verdien av boligen', level: 1 });
    expect(document.title).toBe('Eiendomsanalyse – verdivurdering');
    expect(meta('meta[name="description"]')).toBe('Verdivurdering og boligpriser.');
    expect(meta('meta[name="keywords"]')).toBe('verdivurdering, boligpriser');
    expect(meta('meta[property="og:title"]')).toBe('Eiendomsanalyse – verdivurdering');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toMatch(/^http:\/\/localhost(:\d+)?\/images\/products\/property\.svg$/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/no\/products\/property\/landing$/);
    view.unmount();
    expect(document.title).toBe('Plattform');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('takes over the head the server wrote into the HTML without doubling a tag, and leaves the site’s head after', async () => {
    // As cms/src/middlewares/product-landing-head.ts writes it.
    document.head.innerHTML = [
      '<title data-page-meta-default="Plattform">Eiendomsanalyse – verdivurdering</title>',
      '<meta name="description" content="Verdivurdering og boligpriser." data-page-meta-default="Plattformens beskrivelse.">',
      '<meta name="keywords" content="verdivurdering, boligpriser" data-page-meta>',
      '<meta name="robots" content="index, follow" data-page-meta>',
      '<link rel="canonical" href="http://localhost:3000/no/products/property/landing" data-page-meta>',
      '<meta property="og:type" content="product" data-page-meta>',
      '<meta property="og:site_name" content="Plattform" data-page-meta>',
      '<meta property="og:title" content="Eiendomsanalyse – verdivurdering" data-page-meta>',
      '<meta property="og:url" content="http://localhost:3000/no/products/property/landing" data-page-meta>',
      '<meta name="twitter:card" content="summary_large_image" data-page-meta>',
      '<meta name="twitter:title" content="Eiendomsanalyse – verdivurdering" data-page-meta>',
      '<script type="application/ld+json" data-page-meta>{"@type":"Product"}</script>',
    ].join('');
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    const view = renderSite('/no/products/property/landing');
    await screen.findByRole('heading', { name: 'Kjenn verdien av boligen', level: 1 });
    for (const selector of [
      'title',
      'meta[name="description"]',
      'meta[name="keywords"]',
      'meta[name="robots"]',
      'link[rel="canonical"]',
      'meta[property="og:type"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:url"]',
      'meta[name="twitter:card"]',
      'meta[name="twitter:title"]',
    ]) {
      expect(document.head.querySelectorAll(selector), selector).toHaveLength(1);
    }
    expect(document.title).toBe('Eiendomsanalyse – verdivurdering');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:type"]')).toBe('product');

    view.unmount();
    expect(document.title).toBe('Plattform');
    expect(meta('meta[name="description"]')).toBe('Plattformens beskrivelse.');
    expect(document.head.querySelectorAll('[data-page-meta], [data-page-meta-default]')).toHaveLength(0);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]')).toBeNull();
    document.head.innerHTML = '';
  });

  it('takes a demo request for the product: an inquiry of type demo_request naming it, sent from its page', async () => {
    const api = mockApi({ 'GET /api/products/property': { data: PROPERTY }, 'POST /api/inquiries': reply(201, { ok: true }) });
    renderSite('/no/products/property/landing');
    const section = await screen.findByRole('region', { name: 'Be om en demo' });
    expect(within(section).queryByText('Hva gjelder det?')).toBeNull();
    fireEvent.change(within(section).getByLabelText('Navn'), { target: { value: 'Kari Nordmann' } });
    fireEvent.change(within(section).getByLabelText('E-post'), { target: { value: 'kari@example.no' } });
    fireEvent.change(within(section).getByLabelText('Melding'), { target: { value: 'Vi vil gjerne se en demo for kontoret.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Be om demo' }));
    expect(await within(section).findByText('Takk for henvendelsen!')).toBeTruthy();
    expect(api.requestsTo('POST /api/inquiries')[0].body).toMatchObject({
      inquiry_type: 'demo_request',
      service: 'Eiendomsanalyse',
      source_url: '/no/products/property/landing',
      name: 'Kari Nordmann',
    });
  });

  it('shows a 404 state for an unknown product', async () => {
    mockApi({ 'GET /api/products/nope': apiError(404, 'Fant ikke produktet.') });
    renderSite('/no/products/nope/landing');
    expect(await screen.findByText('Fant ikke produktet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle produkter' }).getAttribute('href')).toBe('/no#products');
  });
});
