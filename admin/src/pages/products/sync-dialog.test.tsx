import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MissingProduct } from '@platform/shared';
import { HEAVY_TEST_MS, PRODUCTS_URL, button, listItem, renderList, serveProducts, serveWrites } from './test/product-fixtures';

const crm: MissingProduct = { id: 'crm', hasManifest: true, manifest: { id: 'crm', name: 'Kunderegister', product_type: 'b2b', template: 'crud' } };
const stats: MissingProduct = {
  id: 'stats',
  hasManifest: true,
  manifest: { id: 'stats', name: 'Statistikk', product_type: 'saas', template: 'analytics-dashboard' },
};
const loose: MissingProduct = { id: 'loose', hasManifest: false, manifest: null };

const dialog = () => screen.getByRole('dialog', { name: 'Synkroniser produkter fra kode' });
const openDialog = async () => {
  await screen.findByRole('article', { name: 'Eiendomsanalyse' });
  fireEvent.click(button('Synkroniser'));
  return waitFor(dialog);
};
const syncButton = () => button('Synkroniser', dialog());

describe('Synkroniser produkter fra kode', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the modules without a product: those with a manifest selectable, the others not; syncs and refreshes the list', async () => {
    let products = [listItem()];
    let missing = [crm, stats, loose];
    serveProducts({ list: () => products, sync: () => ({ missingProducts: missing }) });
    const post = serveWrites('post', () => {
      products = [...products, listItem({ id: 'crm', name: 'Kunderegister' })];
      missing = [stats, loose];
      return { results: { synced: ['crm'], failed: [] } };
    });
    renderList();
    await openDialog();

    const crmBox = await within(dialog()).findByRole('checkbox', { name: 'Kunderegister' });
    expect(within(dialog()).getByText('crm · B2B Enterprise · CRUD-applikasjon')).toBeTruthy();
    expect(within(dialog()).getByRole('checkbox', { name: 'loose' })).toHaveProperty('disabled', true);
    expect(within(dialog()).getByText('Mangler manifest.json og kan ikke synkroniseres')).toBeTruthy();
    expect(screen.getByTestId('sync-list').style.maxHeight).toBe('300px');
    expect(syncButton().disabled).toBe(true);

    fireEvent.click(crmBox);
    expect(syncButton().disabled).toBe(false);
    fireEvent.click(crmBox);
    expect(syncButton().disabled).toBe(true);
    fireEvent.click(crmBox);
    fireEvent.click(syncButton());

    expect(await screen.findByText('Successfully synced 1 products!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`${PRODUCTS_URL}/sync`, { productIds: ['crm'], syncAll: false });
    // The new product is in the list, and gone from the dialog's.
    expect(await screen.findByRole('article', { name: 'Kunderegister' })).toBeTruthy();
    await waitFor(() => expect(within(dialog()).queryByRole('checkbox', { name: 'Kunderegister' })).toBeNull());
    expect(syncButton().disabled).toBe(true);
  });

  it('lists the modules that failed, and says when all are synced already or the check failed', async () => {
    let missing: MissingProduct[] | { reject: { message: string; statusCode: number } } = [crm];
    serveProducts({ list: () => [listItem()], sync: () => (Array.isArray(missing) ? { missingProducts: missing } : missing) });
    serveWrites('post', () => ({ results: { synced: [], failed: [{ id: 'crm', error: 'Produkt ID «crm» er allerede i bruk' }] } }));
    renderList();
    await openDialog();
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Kunderegister' }));
    fireEvent.click(syncButton());
    expect(await within(dialog()).findByText('crm: Produkt ID «crm» er allerede i bruk')).toBeTruthy();

    missing = [];
    fireEvent.click(button('Lukk', dialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(await within(dialog()).findByText('All products are already synced!')).toBeTruthy();

    missing = { reject: { message: 'boom', statusCode: 500 } };
    fireEvent.click(button('Lukk', dialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(await within(dialog()).findByText('Failed to check for missing products')).toBeTruthy();
  });
});
