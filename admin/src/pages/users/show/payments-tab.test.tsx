import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import {
  HEAVY_TEST_MS,
  button,
  callsTo,
  choose,
  dialog,
  payment,
  plan,
  renderShow,
  rowOf,
  serveUsers,
  spaces,
  user,
  userUrl,
} from '../test/user-fixtures';

const kari = user({ totalSpent: 1497 });
const paid = payment({ amount: 1497, reference: 'F-1001' });
const refund = payment({ amount: 250, status: 'refunded', reference: 'R-7', paidAt: '2026-02-20T12:00:00.000Z' });

describe('User detail: Betalinger', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the payments, refunds below zero in red, and the total spent', async () => {
    serveUsers({ one: () => kari, payments: () => ({ payments: [refund, paid], totalSpent: 1247 }) });
    renderShow(kari.id, '?tab=payments');
    const total = (await screen.findByText('Totalt betalt (betalt minus refundert)')).closest('.ant-statistic') as HTMLElement;
    await waitFor(() => expect(total.querySelector('.ant-statistic-content-value')?.textContent?.replace(/\s/g, ' ')).toBe('1 247 kr'));

    const refundRow = rowOf('R-7');
    expect(within(refundRow).getByText('−250 kr', spaces).className).toContain('ant-typography-danger');
    expect(within(refundRow).getByText('Refundert')).toBeTruthy();
    expect(within(refundRow).getByText('20.02.2026')).toBeTruthy();
    const paidRow = rowOf('F-1001');
    expect(within(paidRow).getByText('1 497 kr', spaces)).toBeTruthy();
    expect(within(paidRow).getByText('Betalt')).toBeTruthy();
    expect(within(paidRow).getByText('Eiendomsanalyse')).toBeTruthy();
    expect(within(paidRow).getByText('Standard')).toBeTruthy();
  });

  it('registers a refund in kroner on a product’s plan, then reads the payments and the user again', async () => {
    let payments = [paid];
    const get = serveUsers({
      one: () => kari,
      payments: () => ({ payments, totalSpent: payments.reduce((sum, p) => sum + (p.status === 'refunded' ? -p.amount : p.amount), 0) }),
      plans: (productId) => (productId === 'property' ? [plan(), plan({ id: 3, name: 'Premium', tier: 'premium' })] : []),
    });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const saved = payment({ ...(body as object), reference: 'R-9', planName: 'Standard', productName: 'Eiendomsanalyse' });
      payments = [saved, ...payments];
      return { data: saved };
    });
    renderShow(kari.id, '?tab=payments');
    await screen.findByText('F-1001');
    const userReads = callsTo(get, userUrl(kari.id)).length;

    fireEvent.click(button('Registrer betaling'));
    const form = await dialog('Registrer betaling');
    await choose('Produkt', 'Eiendomsanalyse');
    await waitFor(() => expect(callsTo(get, '/api/admin/products/property/plans').length).toBe(1));
    await choose('Plan', 'Standard');
    fireEvent.change(within(form).getByLabelText('Beløp (kr)'), { target: { value: '250,50' } });
    fireEvent.click(within(form).getByLabelText('Refusjon'));
    fireEvent.change(within(form).getByLabelText('Referanse'), { target: { value: ' R-9 ' } });
    fireEvent.click(button('Registrer', form));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe(`${userUrl(kari.id)}/payments`);
    expect(body).toMatchObject({ productId: 'property', planId: 2, amount: 250.5, status: 'refunded', reference: 'R-9' });
    // Today, as the date picker starts: now, never in the future.
    expect(Date.now() - new Date(body.paidAt as string).getTime()).toBeLessThan(60_000);

    expect(await screen.findByText('−251 kr', spaces)).toBeTruthy();
    await waitFor(() => expect(callsTo(get, userUrl(kari.id)).length).toBeGreaterThan(userReads));
    await waitFor(() => expect(screen.queryByText('Registrer betaling', { selector: '.ant-modal-title' })).toBeNull());
  });

  it('checks the payment as the server does before sending it', async () => {
    serveUsers({ one: () => kari });
    const post = vi.spyOn(httpClient, 'post');
    renderShow(kari.id, '?tab=payments');
    fireEvent.click(await screen.findByText('Registrer betaling', { selector: 'button span' }));
    const form = await dialog('Registrer betaling');
    await choose('Produkt', 'Kjøretøydata');
    fireEvent.change(within(form).getByLabelText('Beløp (kr)'), { target: { value: '0' } });
    fireEvent.click(button('Registrer', form));
    expect(await within(form).findByText(PAYMENT_MESSAGES.badAmount.replace(/\s/g, ' '))).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the form, which stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveUsers({ one: () => kari });
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: PAYMENT_MESSAGES.refundTooLarge, statusCode: 400 });
    renderShow(kari.id, '?tab=payments');
    fireEvent.click(await screen.findByText('Registrer betaling', { selector: 'button span' }));
    const form = await dialog('Registrer betaling');
    await choose('Produkt', 'Kjøretøydata');
    fireEvent.change(within(form).getByLabelText('Beløp (kr)'), { target: { value: '10000' } });
    fireEvent.click(within(form).getByLabelText('Refusjon'));
    fireEvent.click(button('Registrer', form));
    expect(await within(form).findByText(PAYMENT_MESSAGES.refundTooLarge)).toBeTruthy();
    expect(form.isConnected).toBe(true);
  });
});
