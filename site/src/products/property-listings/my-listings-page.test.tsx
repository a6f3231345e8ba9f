import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyPropertyListingCard, PropertyListingCard } from '@platform/shared';
import { mockApi, signedInAs } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { card, detail } from './listings-fixtures';

const location = () => screen.getByTestId('location').textContent ?? '';
const cardOf = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-testid="listing-card"]')!;
const confirmButton = (name: string) => screen.findByText(name, { selector: '.ant-modal-confirm button span' });

describe('saved properties', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to sign in, and back here after', async () => {
    mockApi({});
    renderSite('/no/products/property-listings/saved');
    await waitFor(() => expect(location()).toBe('/no/auth/sign-in?from=/no/products/property-listings/saved'), { timeout: 15_000 });
  });

  it('lists the saved properties; unsaving one takes it off the list', async () => {
    const { route } = signedInAs();
    let saved: PropertyListingCard[] = [card({ saved: true })];
    const api = mockApi({
      ...route,
      'GET /api/property-listings/saved': () => saved,
      'DELETE /api/property-listings/saved/100000001': () => {
        saved = [];
        return { saved: false };
      },
    });
    renderSite('/no/products/property-listings/saved');
    const heart = await screen.findByRole('button', { name: 'Fjern fra lagrede: Lys leilighet med balkong' }, { timeout: 15_000 });
    fireEvent.click(heart);
    // The unsave, then the list asked again: as long as the first answer may take on a busy machine.
    expect(await screen.findByText('Du har ingen lagrede boliger ennå', {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.requestsTo('DELETE /api/property-listings/saved/100000001')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Se boligene' }).getAttribute('href')).toBe('/no/products/property-listings');
  });
});

describe('my listings', () => {
  afterEach(() => vi.unstubAllGlobals());

  const MINE: MyPropertyListingCard = { ...card({ finnCode: '300000001', title: 'Min leilighet' }), status: 'published' };
  const HIDDEN: MyPropertyListingCard = { ...card({ finnCode: '300000002', title: 'Min hytte', propertyType: 'cabin' }), status: 'unpublished' };

  it('offers the wizard when there are none', async () => {
    const { route } = signedInAs();
    mockApi({ ...route, 'GET /api/property-listings/mine': [] });
    renderSite('/no/products/property-listings/my-listings');
    expect(await screen.findByText('Du har ingen annonser ennå', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Legg ut din første bolig' }).getAttribute('href')).toBe('/no/products/property-listings/create');
  });

  it('shows each listing with its status, and unpublishes and publishes', async () => {
    const { route } = signedInAs();
    const api = mockApi({
      ...route,
      'GET /api/property-listings/mine': [MINE, HIDDEN],
      'POST /api/property-listings/300000001/unpublish': { status: 'unpublished' },
      'POST /api/property-listings/300000002/publish': { status: 'published' },
    });
    renderSite('/no/products/property-listings/my-listings');
    await screen.findByText('Min leilighet', {}, { timeout: 15_000 });
    expect(within(cardOf('Min leilighet')).getByTestId('status').textContent).toBe('Publisert');
    expect(within(cardOf('Min hytte')).getByTestId('status').textContent).toBe('Avpublisert');
    fireEvent.click(within(cardOf('Min leilighet')).getByRole('button', { name: /Avpubliser/ }));
    await waitFor(() => expect(api.requestsTo('POST /api/property-listings/300000001/unpublish')).toHaveLength(1));
    fireEvent.click(within(cardOf('Min hytte')).getByRole('button', { name: /^eye Publiser$|^Publiser$/ }));
    await waitFor(() => expect(api.requestsTo('POST /api/property-listings/300000002/publish')).toHaveLength(1));
    expect(await screen.findByText('Annonsen er publisert')).toBeTruthy();
  });

  it('edits title, description and price in a dialog, showing the server’s word per field', async () => {
    const { route } = signedInAs();
    let refuse = true;
    const api = mockApi({
      ...route,
      'GET /api/property-listings/mine': [MINE],
      'GET /api/property-listings/300000001': detail({ finnCode: '300000001', title: 'Min leilighet', description: 'Gammel tekst', mine: true }),
      'PUT /api/property-listings/300000001': () =>
        refuse
          ? new Response(
              JSON.stringify({
                data: null,
                error: { status: 400, message: 'Ugyldig', details: { errors: [{ field: 'title', message: 'Tittelen er for lang' }] } },
              }),
              {
                status: 400,
              },
            )
          : { ok: true },
    });
    renderSite('/no/products/property-listings/my-listings');
    await screen.findByText('Min leilighet', {}, { timeout: 15_000 });
    fireEvent.click(within(cardOf('Min leilighet')).getByRole('button', { name: /Rediger/ }));
    const dialog = await screen.findByRole('dialog');
    const description = await within(dialog).findByLabelText('Beskrivelse');
    expect((description as HTMLTextAreaElement).value).toBe('Gammel tekst');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Ny tittel' } });
    fireEvent.change(description, { target: { value: 'Ny tekst\nmed to linjer' } });
    fireEvent.change(within(dialog).getByLabelText('Pris (kr)'), { target: { value: '3900000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Tittelen er for lang')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Endringene er lagret')).toBeTruthy();
    expect(api.requestsTo('PUT /api/property-listings/300000001').map((request) => request.body)).toEqual([
      { title: 'Ny tittel', description: 'Ny tekst\nmed to linjer', price: 3900000 },
      { title: 'Ny tittel', description: 'Ny tekst\nmed to linjer', price: 3900000 },
    ]);
  });

  it('deletes only after the confirmation', async () => {
    const { route } = signedInAs();
    let listings = [MINE];
    const api = mockApi({
      ...route,
      'GET /api/property-listings/mine': () => listings,
      'DELETE /api/property-listings/300000001': () => {
        listings = [];
        return { ok: true };
      },
    });
    renderSite('/no/products/property-listings/my-listings');
    await screen.findByText('Min leilighet', {}, { timeout: 15_000 });
    fireEvent.click(within(cardOf('Min leilighet')).getByRole('button', { name: /Slett/ }));
    expect(await screen.findByText('Slette «Min leilighet»?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    fireEvent.click(await confirmButton('Avbryt'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0));
    expect(api.requestsTo('DELETE /api/property-listings/300000001')).toHaveLength(0);

    fireEvent.click(within(cardOf('Min leilighet')).getByRole('button', { name: /Slett/ }));
    fireEvent.click(await confirmButton('Slett'));
    expect(await screen.findByText('Du har ingen annonser ennå')).toBeTruthy();
    expect(api.requestsTo('DELETE /api/property-listings/300000001')).toHaveLength(1);
  });
});
