import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PublicProductDetail } from '@platform/shared';
import { apiError, mockApi, reply } from '../../test/api-mock';
import { renderSite } from '../../test/render';

const PROPERTY: PublicProductDetail = {
  id: 'property',
  name: 'Eiendomsanalyse',
  description: 'Verdivurdering for norske boliger.',
  longDescription: 'Lang beskrivelse.',
  status: 'beta',
  features: ['Verdivurdering'],
  color: '#1E88E5',
  featured_image: '/images/products/property.svg',
  featured: true,
  trialEnabled: true,
  trialDays: 30,
  areaReady: true,
  launchDate: null,
  landing: {
    hero: { title: 'Kjenn verdien av boligen', subtitle: 'Markedsinnsikt for hele Norge.', image: '/images/products/property.svg' },
    ctas: [
      { label: 'Prøv gratis i 30 dager', href: '/products/property/login', variant: 'primary' },
      { label: 'Se priser', href: '#pricing', variant: 'default' },
    ],
    features: [{ title: 'Automatisk verdivurdering', description: 'Et prisestimat med usikkerhetsintervall.' }],
    benefits: [{ title: 'Treffsikkert', description: '92 % innenfor 5 %.' }],
    pricingPlans: [
      { name: 'Månedlig', price: 199, period: 'month', features: ['Full tilgang'], highlighted: true },
      { name: 'Kvartalsvis', price: 1499, period: 'quarter', features: ['Prioritert støtte'] },
      { name: 'Engangsrapport', price: 99, period: 'once', features: ['Én rapport'] },
    ],
    testimonials: [{ quote: 'Sparer oss timer hver uke.', author: 'Eiendomsmegler', role: 'Oslo' }],
    seo: {
      title: 'Eiendomsanalyse – verdivurdering',
      description: 'Verdivurdering og boligpriser.',
      keywords: ['verdivurdering', 'boligpriser'],
    },
  },
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('product landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders hero, calls to action, features, benefits, pricing and testimonials', async () => {
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    renderSite('/no/products/property/landing');
    expect(await screen.findByRole('heading', { name: 'Kjenn verdien av boligen' })).toBeTruthy();
    expect(screen.getByText('Markedsinnsikt for hele Norge.')).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prøv gratis i 30 dager' }).getAttribute('href')).toBe('/no/products/property/login');
    expect(screen.getByRole('link', { name: 'Se priser' }).getAttribute('href')).toBe('#pricing');

    expect(within(screen.getByRole('region', { name: 'Funksjoner' })).getByText('Automatisk verdivurdering')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Fordeler' })).getByText('Treffsikkert')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Hva brukerne sier' })).getByText('Eiendomsmegler')).toBeTruthy();

    const plans = screen.getAllByTestId('pricing-plan');
    expect(plans).toHaveLength(3);
    // NOK without decimals, Norwegian grouping (a no-break space in "1 499").
    const price = (plan: HTMLElement) => plan.querySelector('.ant-typography:has(strong)')?.textContent?.replace(/\s/g, ' ');
    expect(price(plans[0])).toBe('199 kr /mnd');
    expect(price(plans[1])).toBe('1 499 kr /kvartal');
    expect(price(plans[2])).toBe('99 kr engangsbeløp');
    expect(within(plans[0]).getByText('Anbefalt')).toBeTruthy();
  });

  it('sets the title and the description, keyword and Open Graph tags while mounted, and puts them back after', async () => {
    document.title = 'Plattform';
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    const view = renderSite('/no/products/property/landing');
    await screen.findByRole('heading', { name: 'Kjenn verdien av boligen' });
    expect(document.title).toBe('Eiendomsanalyse – verdivurdering');
    expect(meta('meta[name="description"]')).toBe('Verdivurdering og boligpriser.');
    expect(meta('meta[name="keywords"]')).toBe('verdivurdering, boligpriser');
    expect(meta('meta[property="og:title"]')).toBe('Eiendomsanalyse – verdivurdering');
    expect(meta('meta[property="og:image"]')).toMatch(/\/images\/products\/property\.svg$/);
    view.unmount();
    expect(document.title).toBe('Plattform');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
  });

  it('gives a product without landing content a page from its own fields', async () => {
    mockApi({ 'GET /api/products/property': { data: { ...PROPERTY, landing: null } } });
    renderSite('/en/products/property/landing');
    expect(await screen.findByRole('heading', { name: 'Eiendomsanalyse', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try free' }).getAttribute('href')).toBe('/en/products/property/login');
    expect(within(screen.getByRole('region', { name: 'Features' })).getByText('Verdivurdering')).toBeTruthy();
    expect(document.title).toBe('Eiendomsanalyse – Plattform');
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
