import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MARKET_MESSAGES, marketUnsubscribePath } from '@platform/shared';
import { apiError, mockApi } from '../../test/api-mock';
import { renderSite } from '../../test/render';

const UNSUBSCRIBE = 'POST /api/market-intelligence/unsubscribe';

describe('market report unsubscribe page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unsubscribes only when the button is pressed, without signing in, and says so', async () => {
    const api = mockApi({ [UNSUBSCRIBE]: { message: MARKET_MESSAGES.unsubscribed } });
    renderSite(marketUnsubscribePath('no', 'c0ffee-token'));
    const button = await screen.findByRole('button', { name: 'Meld meg av' });
    // Opening the link (as a mail scanner does) changes nothing.
    await waitFor(() => expect(api.requestsTo('POST /api/track/visit')).toHaveLength(1));
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(0);

    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: MARKET_MESSAGES.unsubscribed })).toBeTruthy();
    const [request] = api.requestsTo(UNSUBSCRIBE);
    expect(request.body).toEqual({ token: 'c0ffee-token' });
    expect(request.headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Meld meg av' })).toBeNull();
    // The token never leaves in a visit.
    expect(api.requestsTo('POST /api/track/visit')[0].body).toMatchObject({ page: '/no/market-intelligence/unsubscribe' });
  });

  it('says when the link is invalid or already used', async () => {
    mockApi({ [UNSUBSCRIBE]: apiError(404, MARKET_MESSAGES.invalidToken) });
    renderSite('/market-intelligence/unsubscribe?token=used');
    fireEvent.click(await screen.findByRole('button', { name: 'Meld meg av' }));
    expect(await screen.findByRole('heading', { name: MARKET_MESSAGES.invalidToken })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meld meg av' })).toBeNull();
  });

  it('in English, shows the server’s answer in English', async () => {
    mockApi({ [UNSUBSCRIBE]: { message: MARKET_MESSAGES.unsubscribed } });
    renderSite(marketUnsubscribePath('en', 'abc'));
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed from the market report.' })).toBeTruthy();
  });

  it('keeps the button when the server cannot be reached, so it can be pressed again', async () => {
    let calls = 0;
    const api = mockApi({
      [UNSUBSCRIBE]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { message: MARKET_MESSAGES.unsubscribed };
      },
    });
    renderSite(marketUnsubscribePath('no', 'abc'));
    fireEvent.click(await screen.findByRole('button', { name: 'Meld meg av' }));
    expect(await screen.findByRole('heading', { name: 'Får ikke kontakt med serveren. Prøv igjen om litt.' })).toBeTruthy();
    // antd drops a button's loading state in an effect after the answer; a click before that is ignored.
    const again = screen.getByRole('button', { name: /Meld meg av$/ });
    await waitFor(() => expect(again.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(again);
    expect(await screen.findByRole('heading', { name: MARKET_MESSAGES.unsubscribed })).toBeTruthy();
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(2);
  });

  it('after too many attempts says to wait, and keeps the button', async () => {
    mockApi({ [UNSUBSCRIBE]: apiError(429, MARKET_MESSAGES.rateLimited) });
    renderSite(marketUnsubscribePath('en', 'abc'));
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('heading', { name: 'Too many attempts in a short time. Wait a moment and try again.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Unsubscribe me$/ })).toBeTruthy();
  });

  it('without a token says the link is incomplete and offers nothing to press', async () => {
    const api = mockApi({});
    renderSite('/no/market-intelligence/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'Lenken er ikke fullstendig' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meld meg av' })).toBeNull();
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(0);
  });
});
