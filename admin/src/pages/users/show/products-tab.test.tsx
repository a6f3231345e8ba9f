import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, GRANT_TRIAL_DAYS, PRODUCT_NAMES } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { listItem } from '../../products/test/product-fixtures';
import { HEAVY_TEST_MS, button, product, renderShow, rowOf, serveUsers, spaces, user, userUrl } from '../test/user-fixtures';

const findRow = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

const DAY_MS = 24 * 60 * 60 * 1000;
const HINT = 'E-postadressen må være bekreftet før prøveperioder kan starte';
const GRANT = 'Gi prøveperiode (30 dager)';

const kari = user({
  products: [
    product({ productId: 'property', productName: 'Eiendomsanalyse', subscriptionStatus: 'active', planName: 'Standard' }),
    product({
      productId: 'auto',
      productName: 'Kjøretøydata',
      subscriptionStatus: 'trial',
      planName: null,
      trialActive: true,
      trialEndDate: '2026-04-01T00:00:00.000Z',
    }),
  ],
});

describe('User detail: Produkter', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every product of the platform with the user’s standing, plan, dates and usage', async () => {
    serveUsers({ one: () => kari });
    renderShow(kari.id, '?tab=products');
    const property = (await screen.findByText('Eiendomsanalyse', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(property).getByText('Aktiv')).toBeTruthy();
    expect(within(property).getByText('Standard')).toBeTruthy();
    expect(within(property).getByText('10.01.2026')).toBeTruthy();
    expect(within(property).getByText(/Søk 1 234/, spaces)).toBeTruthy();
    // A paying user needs no trial.
    expect(button(GRANT, property).disabled).toBe(true);
    expect(within(rowOf('Kjøretøydata')).getByText('01.04.2026')).toBeTruthy();
    for (const name of [PRODUCT_NAMES.portfolio, PRODUCT_NAMES.data, PRODUCT_NAMES['api-platform'], PRODUCT_NAMES.models]) {
      const row = rowOf(name);
      expect(within(row).getByText('Inaktiv')).toBeTruthy();
      expect(button('Fjern tilgang', row).disabled).toBe(true);
    }
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('grants a 30-day trial and shows the user’s new standing from the answer', async () => {
    const unverified = { ...kari, emailVerified: false };
    serveUsers({ one: () => unverified });
    const trialEnd = new Date(Date.now() + GRANT_TRIAL_DAYS * DAY_MS - 60_000).toISOString();
    const granted = {
      ...unverified,
      products: [
        ...unverified.products,
        product({ productId: 'data', productName: 'Data & Supervisor', subscriptionStatus: 'trial', trialActive: true, trialEndDate: trialEnd }),
      ],
    };
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: granted });
    renderShow(kari.id, '?tab=products');
    // Admins may grant before the e-mail is confirmed; the page says what the user will meet.
    expect(await screen.findByText(HINT)).toBeTruthy();

    fireEvent.click(button(GRANT, await findRow('Data & Supervisor')));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${userUrl(kari.id)}/products/data`, { subscriptionStatus: 'trial', trialDays: 30 }));
    expect(await within(rowOf('Data & Supervisor')).findByText('Prøveperiode, 30 dager igjen')).toBeTruthy();
    expect(await screen.findByText('Prøveperiode på Data & Supervisor er gitt')).toBeTruthy();
  });

  it('asks before revoking, then revokes and shows the answer', async () => {
    serveUsers({ one: () => kari });
    const revoked = { ...kari, products: [product({ subscriptionStatus: 'inactive', planName: null }), kari.products[1]] };
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: revoked });
    renderShow(kari.id, '?tab=products');
    await screen.findByText('Eiendomsanalyse', { selector: 'td' });

    fireEvent.click(button('Fjern tilgang', rowOf('Eiendomsanalyse')));
    const confirm = (await screen.findByText('Fjerne tilgangen til Eiendomsanalyse?')).closest('.ant-popover') as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(button('Fjern tilgang', confirm));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${userUrl(kari.id)}/products/property`));
    expect(await within(rowOf('Eiendomsanalyse')).findByText('Inaktiv')).toBeTruthy();
  });

  it('tells a refused grant with the server’s reason, leaving the table as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveUsers({ one: () => kari });
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: ADMIN_USER_MESSAGES.unknownProduct, statusCode: 404 });
    renderShow(kari.id, '?tab=products');
    await screen.findByText('Eiendomsanalyse', { selector: 'td' });
    fireEvent.click(button(GRANT, rowOf('Min Portefølje')));
    expect(await screen.findByText('Kunne ikke gi prøveperiode')).toBeTruthy();
    expect(screen.getByText(ADMIN_USER_MESSAGES.unknownProduct)).toBeTruthy();
    expect(within(rowOf('Min Portefølje')).getByText('Inaktiv')).toBeTruthy();
  });

  it('lists the products made in the wizard too, and an archived product only when the user has it, with the level of the plan', async () => {
    const made = listItem({ id: 'kundeportal', name: 'Kundeportal' });
    const archived = listItem({ id: 'gammel', name: 'Gammelt produkt', archived_at: '2026-02-01T00:00:00.000Z' });
    const gone = listItem({ id: 'borte', name: 'Borte', archived_at: '2026-02-01T00:00:00.000Z' });
    const withOld = user({
      products: [product({ productId: 'gammel', productName: 'Gammelt produkt', planName: 'Premium', accessLevel: 'premium' })],
    });
    serveUsers({ one: () => withOld, products: () => [listItem(), made, archived, gone] });
    renderShow(withOld.id, '?tab=products');
    expect(within(await findRow('Kundeportal')).getByText('Inaktiv')).toBeTruthy();
    expect(within(rowOf('Gammelt produkt')).getByText('Nivå: Premium')).toBeTruthy();
    expect(screen.queryByText('Borte')).toBeNull();
  });
});
