import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOG_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { CLEANUP_URL, HEAVY_TEST_MS, button, dialog, entry, listCalls, renderPage, serveLogs, statsCalls } from './test/log-fixtures';

const DAYS_LABEL = 'Slett logger eldre enn (dager)';
const spaces = { normalizer: (text: string) => text.replace(/\s/g, ' ') };

async function openDialog() {
  fireEvent.click(button('Slett gamle logger'));
  return dialog('Slett gamle logger');
}

const okButton = (root: HTMLElement) => within(root).getByText('Slett logger', { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('Slett gamle logger', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('deletes entries older than 30 days by default, says how many, and refreshes the table and the stats', async () => {
    const get = serveLogs({ list: () => [entry({ action: 'user_signup' })] });
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(httpClient, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByText('user_signup');
    await waitFor(() => expect(statsCalls(get)).toBe(1));
    const lists = listCalls(get).length;

    const open = await openDialog();
    expect((within(open).getByLabelText(DAYS_LABEL) as HTMLInputElement).value).toBe('30');
    expect(within(open).getByText(LOG_MESSAGES.cleanupWarning).closest('.ant-alert-warning')).toBeTruthy();
    expect(okButton(open).className).toContain('ant-btn-dangerous');

    fireEvent.click(okButton(open));
    await waitFor(() => expect(post).toHaveBeenCalledWith(CLEANUP_URL, { days: 30 }));
    // Busy until the server answers.
    await waitFor(() => expect(okButton(open).className).toContain('ant-btn-loading'));
    answer({ data: { deletedCount: 1234, archivedCount: 56 } });

    expect(await screen.findByText('Slettet 1 234 logger', spaces)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LOG_MESSAGES.cleanupWarning)).toBeNull());
    await waitFor(() => expect(statsCalls(get)).toBe(2));
    await waitFor(() => expect(listCalls(get).length).toBe(lists + 1));
  });

  it('sends 30 days for a number outside 1 to 365, and the number typed otherwise', async () => {
    serveLogs({ list: () => [entry({ action: 'user_signup' })] });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { deletedCount: 0, archivedCount: 0 } });
    renderPage();
    await screen.findByText('user_signup');

    let open = await openDialog();
    fireEvent.change(within(open).getByLabelText(DAYS_LABEL), { target: { value: '500' } });
    expect(within(open).getByText(/Logger eldre enn 30 dager slettes/)).toBeTruthy();
    fireEvent.click(okButton(open));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith(CLEANUP_URL, { days: 30 }));
    expect(await screen.findByText('Slettet 0 logger')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LOG_MESSAGES.cleanupWarning)).toBeNull());

    // Opened again, it starts from the default.
    open = await openDialog();
    await waitFor(() => expect((within(open).getByLabelText(DAYS_LABEL) as HTMLInputElement).value).toBe('30'));
    fireEvent.change(within(open).getByLabelText(DAYS_LABEL), { target: { value: '7' } });
    expect(within(open).getByText(/Logger eldre enn 7 dager slettes/)).toBeTruthy();
    fireEvent.click(okButton(open));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith(CLEANUP_URL, { days: 7 }));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the server’s reason when the cleanup is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveLogs({ list: () => [entry({ action: 'user_signup' })] });
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Only administrators can use this.', statusCode: 403 });
    renderPage();
    await screen.findByText('user_signup');

    const open = await openDialog();
    fireEvent.click(okButton(open));
    expect(await screen.findByText('Kunne ikke slette gamle logger')).toBeTruthy();
    expect(screen.getByText('Only administrators can use this.')).toBeTruthy();
    expect(screen.queryByText(/^Slettet/)).toBeNull();
    await waitFor(() => expect(okButton(open).className).not.toContain('ant-btn-loading'));
    expect(within(open).getByText(LOG_MESSAGES.cleanupWarning)).toBeTruthy();
    expect(open.isConnected).toBe(true);
  });
});
