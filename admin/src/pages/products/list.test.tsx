import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HEAVY_TEST_MS, button, cardOf, countOf, listItem, renderList, serveProducts } from './test/product-fixtures';

const property = listItem();
const auto = listItem({
  id: 'auto',
  name: 'Kjøretøydata',
  status: 'beta',
  is_active: false,
  key_features: [],
  short_description: null,
  description: 'Data om biler',
});
const models = listItem({ id: 'models', name: 'Modellbibliotek', status: 'prototype', archived_at: '2026-02-01T10:00:00.000Z' });
const api = listItem({ id: 'api-platform', name: 'API-plattform', status: 'stable' });

describe('Produktadministrasjon', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the counts over all products, recently opened ones and a card per product, archived ones hidden', async () => {
    serveProducts({
      list: () => [property, auto, models, api],
      recent: () => [{ id: 'auto', name: 'Kjøretøydata', color: '#f00', icon: 'Car', openedAt: '2026-03-03T13:30:00.000Z' }],
    });
    renderList();
    expect(screen.getByText('Produktadministrasjon')).toBeTruthy();
    await screen.findByRole('article', { name: 'Eiendomsanalyse' });
    expect(countOf('Totalt')).toBe('4');
    expect(countOf('Aktive')).toBe('2');
    expect(countOf('Inaktive')).toBe('1');
    expect(countOf('Arkivert')).toBe('1');

    const recent = screen.getByText('Nylig brukt').closest('.ant-card') as HTMLElement;
    expect(within(recent).getByRole('link', { name: 'Kjøretøydata' }).getAttribute('href')).toBe('/products/auto/settings');
    expect(within(recent).getByText('Sist åpnet 3. mars 2026 kl. 14:30')).toBeTruthy();

    // The wizard is a link to its page; the sync opens its dialog.
    expect(button('Nytt produkt').getAttribute('href')).toBe('/admin/products/new');
    expect(button('Synkroniser').disabled).toBe(false);

    const card = cardOf('Eiendomsanalyse');
    expect(within(card).getByText('Stabil')).toBeTruthy();
    expect(within(card).getByText('Aktiv')).toBeTruthy();
    expect(within(card).getByText('Verdivurdering for meglere')).toBeTruthy();
    // The first three features only.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prisestimat', 'Områdedata', 'Rapporter']);
    expect(
      within(card)
        .getByRole('link', { name: /Innstillinger/ })
        .getAttribute('href'),
    ).toBe('/admin/products/property/settings');
    const landing = within(card).getByRole('link', { name: /Landing/ });
    expect([landing.getAttribute('href'), landing.getAttribute('target'), landing.getAttribute('rel')]).toEqual([
      '/no/products/property/landing',
      '_blank',
      'noopener',
    ]);
    expect(within(card).getByRole('link', { name: 'Produkt' }).getAttribute('href')).toBe('/no/products/property');
    expect(within(cardOf('Kjøretøydata')).getByText('Inaktiv')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Modellbibliotek' })).toBeNull();
  });

  it('filters by search, active status and stage, keeps them in the URL, and shows archived ones on request, dimmed', async () => {
    serveProducts({ list: () => [property, auto, models, api] });
    const { url } = renderList('/products?stage=stable');
    await screen.findByRole('article', { name: 'Eiendomsanalyse' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Eiendomsanalyse', 'API-plattform']);

    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Stadium' })).getByText('Alle'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Aktiv status' })).getByText('Inaktiv'));
    await waitFor(() => expect(url()).toBe('/products?active=inactive'));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Kjøretøydata']);

    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Aktiv status' })).getByText('Alle'));
    fireEvent.change(screen.getByLabelText('Søk etter produkter'), { target: { value: 'biler' } });
    await waitFor(() => expect(url()).toBe('/products?q=biler'));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Kjøretøydata']);

    fireEvent.change(screen.getByLabelText('Søk etter produkter'), { target: { value: 'models' } });
    expect(await screen.findByText('Ingen produkter funnet')).toBeTruthy();
    expect(screen.getByText('Prøv å justere søket eller filteret ditt')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Vis arkiverte'));
    await waitFor(() => expect(url()).toBe('/products?q=models&archived=true'));
    const archived = cardOf('Modellbibliotek');
    expect(within(archived).getByText('Arkivert')).toBeTruthy();
    expect(within(archived).getByRole('button', { name: /Innstillinger/ })).toHaveProperty('disabled', true);
    expect(within(archived).queryByRole('link')).toBeNull();
    expect(within(archived).getByRole('button', { name: /Gjenopprett/ })).toHaveProperty('disabled', false);

    // The list view shows the same products, in a table.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Visning' })).getByText('Liste'));
    await waitFor(() => expect(url()).toBe('/products?q=models&archived=true&view=list'));
    expect(within(screen.getByRole('table')).getByText('Modellbibliotek')).toBeTruthy();
  });
});
