import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  LISTING_DRAFT_DEFAULTS,
  LISTING_DRAFT_TEXTS,
  LISTING_WIZARD_MESSAGES,
  type AiPricingAnswer,
  type PlatformUser,
  type PropertyListingDraft,
  type WizardStep,
} from '@platform/shared';
import { apiError, mockApi, reply, signedInAs } from '../../../test/api-mock';
import { renderSite } from '../../../test/render';
import { page, plain } from '../listings-fixtures';

const CREATE = '/no/products/property-listings/create';
const PUBLISH = 'POST /api/property-listings';
const NO = LISTING_DRAFT_TEXTS.no;

const DRAFT: PropertyListingDraft = {
  ...LISTING_DRAFT_DEFAULTS,
  address: 'Wizardveien 7',
  price: 3_450_000,
  squareMeters: 64,
  bedrooms: 2,
  parkingSpaces: 1,
  yearBuilt: 2001,
  city: 'Bergen',
  neighborhood: 'Sandviken',
  postalCode: '5035',
  features: ['Balkong', 'Bod'],
  contactName: 'Kari Selger',
  contactEmail: 'kari@example.test',
  contactPhone: '12345678',
};

const location = () => screen.getByTestId('location').textContent ?? '';
const storageKey = (user: PlatformUser) => `property-listing-draft:${user.id}`;
const stored = (user: PlatformUser) =>
  JSON.parse(sessionStorage.getItem(storageKey(user)) ?? 'null') as { draft: PropertyListingDraft; step: WizardStep } | null;
// The first render of a lazily loaded page can be slow on a busy machine.
const stepHeading = (name: string, timeout = 30_000) => screen.findByRole('heading', { level: 2, name }, { timeout });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Signed in, with the draft kept from an earlier visit to the tab at `step` (or none), and the calls of `routes`. */
async function openWizard(routes: Parameters<typeof mockApi>[0] = {}, kept?: { draft: Partial<PropertyListingDraft>; step: WizardStep }) {
  const { route, user } = signedInAs({ phone: '98765432' });
  if (kept) sessionStorage.setItem(storageKey(user), JSON.stringify({ draft: { ...DRAFT, ...kept.draft }, step: kept.step }));
  const api = mockApi({ ...route, ...routes });
  renderSite(CREATE);
  return { api, user };
}

function image(name: string, fileType = 'image/png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: fileType });
}

async function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

let blobCount = 0;
beforeEach(() => {
  // jsdom makes no local addresses for files.
  URL.createObjectURL = vi.fn(() => `blob:picture-${(blobCount += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the listing wizard: steps and checks', () => {
  it('checks a step before Next with the §5 texts, clears a field’s error when it is edited, and goes back from step 2', async () => {
    await openWizard();
    await stepHeading('Grunninfo');
    expect((button('Tilbake') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Neste'));
    expect(await screen.findByText(NO['form.addressRequired'])).toBeTruthy();
    expect(screen.getByText(NO['form.priceRequired'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Grunninfo' })).toBeTruthy();

    type('Adresse', 'Wizardveien 7');
    await waitFor(() => expect(screen.queryByText(NO['form.addressRequired'])).toBeNull());
    expect(screen.getByText(NO['form.priceRequired'])).toBeTruthy();
    type('Prisantydning', '3450000');
    await waitFor(() => expect(screen.queryByText(NO['form.priceRequired'])).toBeNull());
    fireEvent.click(button('Neste'));
    await stepHeading('Detaljer', 5_000);

    fireEvent.click(button('Neste'));
    expect(await screen.findByText(NO['form.squareMetersRequired'])).toBeTruthy();
    fireEvent.click(button('Tilbake'));
    await stepHeading('Grunninfo', 5_000);
    expect((screen.getByLabelText('Adresse') as HTMLInputElement).value).toBe('Wizardveien 7');
  }, 60_000);

  it('prefills the contact from the account and keeps the draft in the tab across a reload', async () => {
    const { user } = await openWizard({}, { draft: { contactName: '', contactEmail: '', contactPhone: '' }, step: 'contact' });
    await stepHeading('Kontakt');
    expect((screen.getByLabelText('Kontaktperson') as HTMLInputElement).value).toBe('Kari Nordmann');
    expect((screen.getByLabelText('E-post') as HTMLInputElement).value).toBe('kari@demo.no');
    expect((screen.getByLabelText('Telefon (valgfritt)') as HTMLInputElement).value).toBe('98765432');
    type('Kontaktperson', 'Kari Selger');
    await waitFor(() => expect(stored(user)?.draft.contactName).toBe('Kari Selger'));
    expect(stored(user)?.step).toBe('contact');
    expect(stored(user)?.draft.address).toBe('Wizardveien 7');
  });

  it('checks every step before publishing and goes to the first step with an error', async () => {
    const { api } = await openWizard({}, { draft: { contactEmail: 'ikke-en-adresse', city: '' }, step: 'review' });
    await stepHeading('Gjennomgang');
    fireEvent.click(button('Publiser gratis annonse'));
    await stepHeading('Beliggenhet', 5_000);
    expect(screen.getByText(NO['form.cityRequired'])).toBeTruthy();
    expect(screen.getByText('Rett feltene som er merket')).toBeTruthy();
    expect(api.requestsTo(PUBLISH)).toHaveLength(0);
  });
});

describe('the listing wizard: AI help', () => {
  it('fills the editable description with the text composed on the server', async () => {
    const text = 'Leilighet på 64 m² til salgs i Sandviken, Bergen. Ta kontakt for mer informasjon eller visning.';
    const { api, user } = await openWizard({ 'POST /api/property-listings/ai/description': { text } }, { draft: {}, step: 'ai' });
    await stepHeading('AI-hjelp');
    fireEvent.click(button('Skriv annonsetekst'));
    await waitFor(() => expect((screen.getByLabelText('Beskrivelse') as HTMLTextAreaElement).value).toBe(text));
    expect(api.requestsTo('POST /api/property-listings/ai/description')[0].body).toEqual({ draft: { ...DRAFT }, locale: 'no' });
    type('Beskrivelse', `${text} Nyoppusset bad.`);
    await waitFor(() => expect(stored(user)?.draft.description).toBe(`${text} Nyoppusset bad.`));
  });

  it('shows the price suggestion with its basis, and uses it when asked', async () => {
    const answer: AiPricingAnswer = {
      price: 3_520_000,
      pricePerSqm: 55_000,
      basis: { count: 12, city: 'Bergen', propertyType: 'apartment' },
      fallback: false,
    };
    const { user } = await openWizard({ 'POST /api/property-listings/ai/pricing': answer }, { draft: {}, step: 'ai' });
    await stepHeading('AI-hjelp');
    fireEvent.click(button('Foreslå pris'));
    const suggestion = await screen.findByTestId('price-suggestion');
    expect(plain(suggestion.textContent)).toContain('3 520 000 kr');
    expect(plain(suggestion.textContent)).toContain('Basert på 12 sammenlignbare annonser i Bergen');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Bruk prisen' }));
    await waitFor(() => expect(stored(user)?.draft.price).toBe(3_520_000));
    expect(within(screen.getByTestId('price-suggestion')).getByText('Prisen er satt inn')).toBeTruthy();
  });

  it('says when the price is the rough fallback for too few comparables', async () => {
    const answer: AiPricingAnswer = { price: 5_120_000, pricePerSqm: 80_000, basis: null, fallback: true };
    await openWizard({ 'POST /api/property-listings/ai/pricing': answer }, { draft: {}, step: 'ai' });
    await stepHeading('AI-hjelp');
    fireEvent.click(button('Foreslå pris'));
    const suggestion = await screen.findByTestId('price-suggestion');
    expect(plain(suggestion.textContent)).toContain('For få sammenlignbare annonser: et grovt anslag ut fra 80 000 kr per m²');
    expect(plain(suggestion.textContent)).not.toContain('Basert på');
  });

  it('fills year built and area from the register, and says when the address is not there', async () => {
    let found = true;
    const { api, user } = await openWizard(
      {
        'GET /api/property-listings/register': () =>
          found
            ? { address: 'Wizardveien 7', postalCode: '5035', city: 'Bergen', yearBuilt: 1987, squareMeters: 72, plotArea: null }
            : apiError(404, LISTING_WIZARD_MESSAGES.registerNotFound),
      },
      { draft: {}, step: 'ai' },
    );
    await stepHeading('AI-hjelp');
    fireEvent.click(button('Hent fra registeret'));
    expect(await screen.findByText('Byggeår og areal er fylt inn fra registeret')).toBeTruthy();
    await waitFor(() => expect(stored(user)?.draft).toMatchObject({ yearBuilt: 1987, squareMeters: 72 }));
    const [input] = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/register'));
    expect(new URL(input, 'http://localhost').searchParams.toString()).toBe('address=Wizardveien+7&postalCode=5035');

    found = false;
    fireEvent.click(button('Hent fra registeret'));
    expect(await screen.findByText(LISTING_WIZARD_MESSAGES.registerNotFound)).toBeTruthy();
    expect(stored(user)?.draft).toMatchObject({ yearBuilt: 1987, squareMeters: 72 });
  });
});

describe('the listing wizard: pictures, review and publishing', () => {
  it('takes at most ten pictures, counts them, and refuses a file that is not an image', async () => {
    await openWizard({}, { draft: {}, step: 'images' });
    await stepHeading('Bilder');
    expect(screen.getByText('Bildene lagres ikke i utkastet: laster du siden på nytt, må du velge dem igjen.')).toBeTruthy();
    expect(screen.getByTestId('images-count').textContent).toBe('0/10');
    await choose([image('notat.txt', 'text/plain')]);
    expect(await screen.findByText(NO['form.imageType'])).toBeTruthy();
    expect(screen.getByTestId('images-count').textContent).toBe('0/10');

    await choose(Array.from({ length: 11 }, (_, i) => image(`bilde-${i + 1}.png`)));
    await waitFor(() => expect(screen.getByTestId('images-count').textContent).toBe('10/10'));
    expect(screen.getByText(NO['form.imagesTooMany'])).toBeTruthy();
    expect(screen.getAllByText(/^bilde-\d+\.png$/)).toHaveLength(10);
    expect(screen.queryByText('bilde-11.png')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: /Remove|Fjern|delete/i })[0]);
    await waitFor(() => expect(screen.getByTestId('images-count').textContent).toBe('9/10'));
  });

  it('shows every fact and the preview dialog as the listing page shows a listing', async () => {
    await openWizard({}, { draft: { description: 'Lys og fin.' }, step: 'images' });
    await stepHeading('Bilder');
    await choose([image('stue.png')]);
    await waitFor(() => expect(screen.getByTestId('images-count').textContent).toBe('1/10'));
    fireEvent.click(button('Neste'));
    await stepHeading('Gjennomgang', 5_000);
    const facts = plain(screen.getByTestId('review-facts').textContent);
    for (const shown of [
      'Wizardveien 7',
      '3 450 000 kr',
      'Bergen',
      'Sandviken',
      '5035',
      'Balkong, Bod',
      'Kari Selger',
      'kari@example.test',
      'Lys og fin.',
    ]) {
      expect(facts).toContain(shown);
    }
    expect(screen.getByText('1 bilde')).toBeTruthy();

    fireEvent.click(button(/Forhåndsvis/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Leilighet på 64 m² i Sandviken, Bergen' })).toBeTruthy();
    expect(plain(within(dialog).getByTestId('detail-price').textContent)).toBe('3 450 000 kr');
    expect(within(dialog).getByTestId('detail-description').textContent).toBe('Lys og fin.');
    expect(within(dialog).getByText('Bod')).toBeTruthy();
    const pictures = within(dialog).getByTestId('gallery').querySelectorAll('img');
    expect(Array.from(pictures, (picture) => picture.getAttribute('src'))).toEqual([expect.stringMatching(/^blob:picture-\d+$/)]);
  });

  it('publishes the draft and the pictures as multipart and goes to the list with created=true&id', async () => {
    const { api, user } = await openWizard(
      {
        [PUBLISH]: reply(201, { success: true, listingId: '123456789', message: LISTING_WIZARD_MESSAGES.published }),
        'GET /api/property-listings': page([]),
      },
      { draft: { address: '  Wizardveien 7 ' }, step: 'images' },
    );
    await stepHeading('Bilder');
    await choose([image('stue.png'), image('kjokken.jpg', 'image/jpeg')]);
    await waitFor(() => expect(screen.getByTestId('images-count').textContent).toBe('2/10'));
    fireEvent.click(button('Neste'));
    await stepHeading('Gjennomgang', 5_000);
    fireEvent.click(button('Publiser gratis annonse'));
    await waitFor(() => expect(location()).toBe('/no/products/property-listings?created=true&id=123456789'));

    expect(api.requestsTo(PUBLISH)).toHaveLength(1);
    const [, init] = api.fetchMock.mock.calls.find(([url, options]) => String(url) === '/api/property-listings' && options?.method === 'POST')!;
    const form = init!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('data')))).toEqual({ ...DRAFT });
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['stue.png', 'kjokken.jpg']);
    expect(new Headers(init!.headers).get('Authorization')).toMatch(/^Bearer test-token-/);
    expect(sessionStorage.getItem(storageKey(user))).toBeNull();
  });

  it('shows the server’s refusal on its field and step, keeping what was typed', async () => {
    const { api } = await openWizard(
      {
        [PUBLISH]: reply(400, {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Annonsen har feil',
            details: { errors: [{ field: 'postalCode', key: 'form.postalCodeInvalid', message: NO['form.postalCodeInvalid'] }] },
          },
        }),
      },
      { draft: {}, step: 'review' },
    );
    await stepHeading('Gjennomgang');
    fireEvent.click(button('Publiser gratis annonse'));
    await stepHeading('Beliggenhet', 5_000);
    expect(screen.getByText(NO['form.postalCodeInvalid'])).toBeTruthy();
    expect(screen.getByText('Annonsen har feil')).toBeTruthy();
    expect((screen.getByLabelText('Postnummer') as HTMLInputElement).value).toBe('5035');
    expect(location()).toBe(CREATE);
    type('Postnummer', '5036');
    await waitFor(() => expect(screen.queryByText(NO['form.postalCodeInvalid'])).toBeNull());
    expect(api.requestsTo(PUBLISH)).toHaveLength(1);
  });
});
