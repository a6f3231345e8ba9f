import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRODUCT_PLACEHOLDER_IMAGE, PROPERTY_LISTING_MESSAGES } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { detail, plain } from './listings-fixtures';

const URL_OF = '/no/products/property-listings/100000001';
const ROUTE = 'GET /api/property-listings/100000001';
const location = () => screen.getByTestId('location').textContent ?? '';
// The first render of a lazily loaded page can be slow on a busy machine.
const heading = () => screen.findByRole('heading', { level: 1, name: 'Lys leilighet med balkong' }, { timeout: 30_000 });
const figures = () => plain(screen.getByTestId('figures').textContent);
const fact = (label: string) => {
  const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement!;
  return plain(cell.nextElementSibling?.textContent);
};

describe('property listing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every stored field, the pictures and the description with its line breaks', async () => {
    mockApi({ [ROUTE]: detail() });
    renderSite(URL_OF);
    await heading();
    expect(plain(screen.getByTestId('detail-price').textContent)).toBe('4 250 000 kr');
    expect(fact('Prisantydning')).toBe('4 250 000 kr');
    expect(fact('Adresse')).toBe('Storgata 1');
    expect(fact('Postnummer')).toBe('0552');
    expect(fact('Sted')).toBe('Grünerløkka, Oslo');
    expect(fact('Bydel/område')).toBe('Grünerløkka');
    expect(fact('Boligtype')).toBe('Leilighet');
    expect(fact('Annonsetype')).toBe('Til salgs');
    expect(fact('Bruksareal')).toBe('64 m²');
    expect(fact('Tomteareal')).toBe('–');
    expect(fact('Soverom')).toBe('2');
    expect(fact('Bad')).toBe('1');
    expect(fact('Parkeringsplasser')).toBe('1');
    expect(fact('Byggeår')).toBe('1998');
    expect(fact('Energimerke')).toBe('C');
    expect(fact('Visninger')).toBe('1 234');
    expect(fact('Lagt ut')).toBe('01.11.2026');
    expect(screen.getByText('Bod')).toBeTruthy();
    const description = screen.getByTestId('detail-description');
    expect(description.textContent).toBe('Første avsnitt.\nAndre linje.');
    expect(description.style.whiteSpace).toBe('pre-line');
    const pictures = screen.getByTestId('gallery').querySelectorAll('img');
    expect(Array.from(pictures, (image) => image.getAttribute('src'))).toEqual(['/uploads/storgata-1.jpg', '/uploads/storgata-2.jpg']);
  }, 60_000);

  it('shows the placeholder when the listing has no pictures', async () => {
    mockApi({ [ROUTE]: detail({ images: [] }) });
    renderSite(URL_OF);
    await heading();
    expect(screen.getByAltText('Ingen bilder').getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_IMAGE);
  });

  it('shows the derived figures with the formulas they come from', async () => {
    mockApi({ [ROUTE]: detail() });
    renderSite(URL_OF);
    await heading();
    expect(figures()).toContain('Pris per m²66 406 kr/m²');
    expect(figures()).toContain('Pris per m² = pris / bruksareal');
    expect(figures()).toContain('Estimert leie17 600 kr/mnd');
    expect(figures()).toContain('Estimert leie = median leie per m² for 12 utleieboliger av samme type i Oslo × areal');
    expect(figures()).toContain('Estimert avkastning5,0 %');
    expect(figures()).toContain('Estimert avkastning = leie × 12 / pris');
  });

  it('says when there are too few comparable rentals for an estimate', async () => {
    mockApi({ [ROUTE]: detail({ estimatedRentalPrice: null, estimatedYield: null, rentBasis: null }) });
    renderSite(URL_OF);
    await heading();
    expect(figures()).toContain('Ikke nok sammenlignbare utleieboliger');
    expect(figures()).not.toContain('Estimert leie');
  });

  it('shows a rental’s monthly rent with "/mnd"', async () => {
    mockApi({
      [ROUTE]: detail({ listingType: 'rent', price: 14500, sqmPrice: 227, estimatedRentalPrice: null, estimatedYield: null, rentBasis: null }),
    });
    renderSite(URL_OF);
    await heading();
    expect(plain(screen.getByTestId('detail-price').textContent)).toBe('14 500 kr/mnd');
    expect(fact('Månedsleie')).toBe('14 500 kr/mnd');
    expect(figures()).toContain('227 kr/m²/mnd');
  });

  it('sends a message to the seller and says it was sent', async () => {
    const api = mockApi({ [ROUTE]: detail(), 'POST /api/property-listings/100000001/contact': { ok: true } });
    renderSite(URL_OF);
    await heading();
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: ' Ola Nordmann ' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'ola@demo.no' } });
    fireEvent.change(screen.getByLabelText('Melding'), { target: { value: 'Er visningen på søndag?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(PROPERTY_LISTING_MESSAGES.contactSent)).toBeTruthy();
    expect(api.requestsTo('POST /api/property-listings/100000001/contact').map((request) => request.body)).toEqual([
      { name: 'Ola Nordmann', email: 'ola@demo.no', message: 'Er visningen på søndag?' },
    ]);
  });

  it('checks the contact form before sending, and shows the server’s word per field', async () => {
    const api = mockApi({
      [ROUTE]: detail(),
      'POST /api/property-listings/100000001/contact': () =>
        new Response(
          JSON.stringify({
            data: null,
            error: { status: 400, message: 'Ugyldig', details: { errors: [{ field: 'email', message: 'Adressen finnes ikke' }] } },
          }),
          { status: 400 },
        ),
    });
    renderSite(URL_OF);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(PROPERTY_LISTING_MESSAGES.contactNameRequired)).toBeTruthy();
    expect(await screen.findByText(PROPERTY_LISTING_MESSAGES.contactMessageRequired)).toBeTruthy();
    expect(api.requestsTo('POST /api/property-listings/100000001/contact')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Ola' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'ola@demo.no' } });
    fireEvent.change(screen.getByLabelText('Melding'), { target: { value: 'Hei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Adressen finnes ikke')).toBeTruthy();
  });

  it('has no contact form for a sample listing, and says why', async () => {
    mockApi({ [ROUTE]: detail({ sample: true }) });
    renderSite(URL_OF);
    await heading();
    expect(screen.getByText(PROPERTY_LISTING_MESSAGES.sampleNoSeller)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
  });

  it('leads the owner to their listings instead of the contact form', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, [ROUTE]: detail({ mine: true, status: 'unpublished' }) });
    renderSite(URL_OF);
    await heading();
    expect(screen.getByText('Denne annonsen er avpublisert og vises bare for deg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administrer dine annonser' }).getAttribute('href')).toBe('/no/products/property-listings/my-listings');
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
  });

  it('unsaves a saved listing for a signed-in user, and sends a visitor to sign in', async () => {
    const { route } = signedInAs();
    const api = mockApi({ ...route, [ROUTE]: detail({ saved: true }), 'DELETE /api/property-listings/saved/100000001': { saved: false } });
    renderSite(URL_OF);
    await heading();
    const button = await screen.findByRole('button', { name: /Fjern fra lagrede/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(api.requestsTo('DELETE /api/property-listings/saved/100000001')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Lagre boligen/ })).toBeTruthy();
  });

  it('sends a visitor who wants to save to sign in', async () => {
    mockApi({ [ROUTE]: detail() });
    renderSite(URL_OF);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: /Lagre boligen/ }));
    await waitFor(() => expect(location()).toBe(`/no/auth/sign-in?from=${URL_OF}`));
  });

  it('says when the listing does not exist', async () => {
    mockApi({ 'GET /api/property-listings/999': apiError(404, PROPERTY_LISTING_MESSAGES.notFound) });
    renderSite('/no/products/property-listings/999');
    expect(await screen.findByRole('heading', { name: PROPERTY_LISTING_MESSAGES.notFound }, { timeout: 15_000 })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: /Tilbake til boligene/ });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/no/products/property-listings', '/no/products/property-listings']);
  });
});
