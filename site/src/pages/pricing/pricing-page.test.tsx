import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRIAL_MESSAGES, type Plan, type PlanBillingPeriod, type PlanTier, type PublicProductDetail } from '@platform/shared';
import { apiError, deferred, mockApi, reply, signedInAs } from '../../test/api-mock';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';

const plan = (id: number, name: string, tier: PlanTier, price: number, yearly: number, period: PlanBillingPeriod): Plan => ({
  id,
  productId: 'property',
  name,
  tier,
  price_monthly: price,
  price_yearly: yearly,
  billing_period: period,
  is_active: true,
  order: id - 1,
});

/** Eiendomsanalyse's plans as the demo data seeds them. */
const PLANS: Plan[] = [
  plan(1, 'Enkeltrapport', 'basic', 99, 0, 'once'),
  plan(2, 'Månedlig rapport', 'standard', 199, 1990, 'month'),
  plan(3, 'Kvartalsrapport', 'standard', 499, 0, 'quarter'),
  plan(4, 'Ukentlig rapport', 'premium', 299, 2990, 'month'),
  plan(5, 'Bedrift', 'enterprise', 0, 0, 'month'),
];

const PROPERTY: PublicProductDetail = productDetail({ plans: PLANS });
const PROPERTY_EN: PublicProductDetail = productDetail({ plans: PLANS, locale: 'en' });

/** Text as shown, with Norwegian grouping's no-break spaces as plain ones. */
const shown = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');
const cards = async () => {
  await screen.findByRole('heading', { name: 'Planer', level: 2 });
  return screen.getAllByTestId('pricing-plan');
};
const cardOf = async (name: string) => {
  const card = (await cards()).find((candidate) => within(candidate).queryByText(name, { selector: 'h4' }));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};
const href = (element: HTMLElement) => element.getAttribute('href') ?? '';
/** A link's address parts, its query decoded. */
const target = (element: HTMLElement) => {
  const url = new URL(href(element), 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};
const confirmButton = () => screen.findByText('Start prøveperioden', { selector: 'button span' });
const confirmationClosed = () => waitFor(() => expect(screen.queryAllByText('Start prøveperioden', { selector: 'button span' })).toHaveLength(0));

describe('pricing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the property plans from the database with their periods, the VAT line and the data API limits', async () => {
    const api = mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    renderSite('/no/pricing');
    expect(await screen.findByRole('heading', { name: 'Priser – Eiendomsanalyse', level: 1 })).toBeTruthy();
    // Without ?product= the page is Eiendomsanalyse's.
    expect(api.requestsTo('GET /api/products/property')).toHaveLength(1);
    expect(screen.getByText('Alle priser er i norske kroner (NOK) inkl. mva.')).toBeTruthy();
    expect(shown(screen.getByText(/^Data-API-et:/))).toBe(
      'Data-API-et: høyst 1 000 forespørsler per time på standardplanene, ubegrenset på Bedrift.',
    );

    const plans = await cards();
    expect(plans.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Enkeltrapport',
      'Månedlig rapport',
      'Kvartalsrapport',
      'Ukentlig rapport',
      'Bedrift',
    ]);
    expect(plans.map((card) => shown(card.querySelector('[data-testid="price-monthly"]')))).toEqual([
      '99 kr engangspris',
      '199 kr /mnd',
      '499 kr /kvartal',
      '299 kr /mnd',
      'Etter avtale',
    ]);
    // Only the monthly plans offer a yearly price.
    expect(plans.map((card) => shown(card.querySelector('[data-testid="price-yearly"]')) ?? null)).toEqual([
      null,
      'Årlig betaling: 1 990 kr /år',
      null,
      'Årlig betaling: 2 990 kr /år',
      null,
    ]);
    expect(document.title).toBe('Priser – Eiendomsanalyse – Plattform');
  });

  it('sends a signed-out visitor to sign up, with the way back to the prices; Bedrift is agreed through the contact form', async () => {
    mockApi({ 'GET /api/products/property': { data: PROPERTY } });
    renderSite('/no/pricing?product=property');
    const plans = await cards();
    for (const card of plans.slice(0, 4)) {
      expect(target(within(card).getByRole('link', { name: 'Velg' }))).toEqual({
        path: '/no/auth/sign-up',
        params: { from: '/no/pricing?product=property' },
      });
    }
    expect(target(within(plans[4]).getByRole('link', { name: 'Kontakt oss' }))).toEqual({
      path: '/no/contact',
      params: { type: 'contact', product: 'property', plan: 'Bedrift' },
    });
    expect(target(within(screen.getByRole('main')).getByRole('link', { name: 'Logg inn' }))).toEqual({
      path: '/no/auth/sign-in',
      params: { from: '/no/pricing?product=property' },
    });
  });

  it('is in English under /en, asking for the product with ?locale=en', async () => {
    const api = mockApi({ 'GET /api/products/property': { data: PROPERTY_EN } });
    renderSite('/en/pricing?product=property');
    expect(await screen.findByRole('heading', { name: 'Pricing – Eiendomsanalyse', level: 1 })).toBeTruthy();
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/products/property?locale=en');
    expect(screen.getByText('All prices are in Norwegian kroner (NOK) incl. VAT.')).toBeTruthy();
    const plans = await screen.findAllByTestId('pricing-plan');
    expect(plans.map((card) => shown(card.querySelector('[data-testid="price-monthly"]')))).toEqual([
      '99 kr one-time',
      '199 kr /month',
      '499 kr /quarter',
      '299 kr /month',
      'By agreement',
    ]);
    expect(target(within(plans[0]).getByRole('link', { name: 'Choose' })).params).toEqual({ from: '/en/pricing?product=property' });
    expect(document.title).toBe('Pricing – Eiendomsanalyse – Plattform');
  });

  it('starts the trial once confirmed, shows the server’s refusal under the cards, and then offers to open the product', async () => {
    const { route } = signedInAs({ emailVerified: false });
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000 - 60_000).toISOString();
    let tries = 0;
    const api = mockApi({
      ...route,
      'GET /api/products/property': { data: PROPERTY },
      'GET /api/auth/product-access': { products: [productAccess('property')], isAdmin: false },
      'POST /api/auth/start-trial': () =>
        ++tries === 1
          ? apiError(403, TRIAL_MESSAGES.emailNotVerified)
          : {
              product: productAccess('property', {
                subscriptionStatus: 'trial',
                trialActive: true,
                trialEndDate: end,
                hasAccess: true,
                trialAvailable: false,
              }),
            },
    });
    renderSite('/no/pricing');
    const monthly = await cardOf('Månedlig rapport');
    const start = await within(monthly).findByRole('button', { name: 'Start gratis prøveperiode' });
    expect(screen.getByText('Prøv Eiendomsanalyse gratis i 30 dager. Prøveperioden kan startes én gang.')).toBeTruthy();

    // Asked first: one stray click must not spend the product's one trial.
    fireEvent.click(start);
    fireEvent.click(await confirmButton());
    expect(await screen.findByText(TRIAL_MESSAGES.emailNotVerified)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/start-trial')[0].body).toEqual({ productId: 'property' });

    await confirmationClosed();
    fireEvent.click(within(monthly).getByRole('button', { name: 'Start gratis prøveperiode' }));
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('Prøveperioden for Eiendomsanalyse har startet.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/start-trial')).toHaveLength(2);
    expect(api.requestsTo('POST /api/auth/start-trial')[1].body).toEqual({ productId: 'property' });
    expect(await within(monthly).findByText('Du har tilgang')).toBeTruthy();
    expect(href(within(monthly).getByRole('link', { name: 'Åpne Eiendomsanalyse' }))).toBe('/no/products/property');
    // While on trial, the plan can be ordered.
    expect(target(within(monthly).getByRole('link', { name: 'Bestill abonnement' })).params).toEqual({
      type: 'contact',
      product: 'property',
      plan: 'Månedlig rapport',
    });
    expect(screen.queryByText(TRIAL_MESSAGES.emailNotVerified)).toBeNull();
  });

  it('says how to subscribe once the trial is used: the contact form, which names the product and the plan', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/products/property': { data: PROPERTY },
      'GET /api/auth/product-access': {
        products: [productAccess('property', { subscriptionStatus: 'expired', trialAvailable: false })],
        isAdmin: false,
      },
      'POST /api/inquiries': reply(201, { ok: true }),
    });
    renderSite('/no/pricing?product=property');
    const quarterly = await cardOf('Kvartalsrapport');
    const choose = await within(quarterly).findByRole('link', { name: 'Velg' });
    expect(target(choose)).toEqual({ path: '/no/contact', params: { type: 'contact', product: 'property', plan: 'Kvartalsrapport' } });
    expect(within(quarterly).getByText('Bestilles via kontaktskjemaet')).toBeTruthy();
    expect(screen.getByText(/abonnement bestilles via kontaktskjemaet/)).toBeTruthy();
    expect(within(quarterly).queryByRole('button', { name: 'Start gratis prøveperiode' })).toBeNull();

    fireEvent.click(choose);
    expect(await screen.findByRole('heading', { name: 'Kontakt oss', level: 1 })).toBeTruthy();
    const message = screen.getByLabelText('Melding') as HTMLTextAreaElement;
    expect(message.value).toBe('Jeg vil gjerne bestille planen «Kvartalsrapport» for Eiendomsanalyse.');
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Kari Nordmann' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'kari@demo.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    expect(await screen.findByText('Takk for henvendelsen!')).toBeTruthy();
    expect(api.requestsTo('POST /api/inquiries')[0].body).toMatchObject({
      inquiry_type: 'contact',
      service: 'Eiendomsanalyse – Kvartalsrapport',
      message: 'Jeg vil gjerne bestille planen «Kvartalsrapport» for Eiendomsanalyse.',
    });
  });

  it('tells a subscriber they have access and leads into the product', async () => {
    const { route } = signedInAs();
    mockApi({
      ...route,
      'GET /api/products/property': { data: PROPERTY },
      'GET /api/auth/product-access': { products: [productAccess('property', { subscriptionStatus: 'active', hasAccess: true })], isAdmin: false },
    });
    renderSite('/no/pricing');
    const single = await cardOf('Enkeltrapport');
    expect(await within(single).findByText('Du har tilgang')).toBeTruthy();
    expect(href(within(single).getByRole('link', { name: 'Åpne Eiendomsanalyse' }))).toBe('/no/products/property');
    // A subscriber has nothing to order; the enterprise plan is still agreed with us.
    expect(within(single).queryByRole('link', { name: 'Bestill abonnement' })).toBeNull();
    expect(screen.queryByText('Start gratis prøveperiode')).toBeNull();
    expect(within(await cardOf('Bedrift')).getByRole('link', { name: 'Kontakt oss' })).toBeTruthy();
  });

  it('says so when the access cannot be loaded, and tries again', async () => {
    const { route } = signedInAs();
    let calls = 0;
    mockApi({
      ...route,
      'GET /api/products/property': { data: PROPERTY },
      'GET /api/auth/product-access': () =>
        ++calls === 1
          ? apiError(500, 'Feil')
          : { products: [productAccess('property', { subscriptionStatus: 'active', hasAccess: true })], isAdmin: false },
    });
    renderSite('/no/pricing');
    expect(await screen.findByText('Kunne ikke hente tilgangen din til produktet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(await cardOf('Enkeltrapport')).findByText('Du har tilgang')).toBeTruthy();
  });

  it('shows a skeleton while the product loads', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/products/property': () => answer.promise });
    renderSite('/no/pricing');
    expect((await screen.findByRole('status', { name: 'Laster …' })).getAttribute('aria-busy')).toBe('true');
    answer.resolve(reply(200, { data: PROPERTY }));
    expect(await screen.findByRole('heading', { name: 'Priser – Eiendomsanalyse', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Laster …' })).toBeNull();
  });

  it('shows a 404 state for an unknown product', async () => {
    mockApi({ 'GET /api/products/nope': apiError(404, 'Fant ikke produktet.') });
    renderSite('/no/pricing?product=nope');
    expect(await screen.findByText('Fant ikke produktet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle produkter' }).getAttribute('href')).toBe('/no#products');
  });

  it('offers a retry when the product cannot be loaded', async () => {
    let calls = 0;
    mockApi({ 'GET /api/products/property': () => (++calls === 1 ? apiError(500, 'Feil') : { data: PROPERTY }) });
    renderSite('/no/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { name: 'Priser – Eiendomsanalyse', level: 1 })).toBeTruthy();
    expect(await screen.findAllByTestId('pricing-plan')).toHaveLength(5);
  });
});
