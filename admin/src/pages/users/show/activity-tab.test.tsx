import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HEAVY_TEST_MS, callsTo, logEntry, renderShow, rowOf, serveUsers, user, userUrl } from '../test/user-fixtures';

const kari = user();

describe('User detail: Aktivitet', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the user’s log entries a page at a time, with the total', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => logEntry({ action: `action_${i}` }));
    entries[0] = logEntry({
      action: 'trial_granted',
      level: 'warning',
      category: 'product',
      status: 'refused',
      timestamp: '2026-03-01T08:00:05.000Z',
    });
    const get = serveUsers({ one: () => kari, activity: () => entries, activityTotal: 60 });
    renderShow(kari.id, '?tab=activity');
    const row = (await screen.findByText('trial_granted')).closest('tr') as HTMLElement;
    // 08:00:05 UTC is 09:00:05 in Oslo in March.
    expect(within(row).getByText('01.03.2026 09:00:05')).toBeTruthy();
    expect(within(row).getByText('Advarsel')).toBeTruthy();
    expect(within(row).getByText('Produkt')).toBeTruthy();
    expect(within(row).getByText('refused')).toBeTruthy();
    expect(within(rowOf('action_1')).getByText('Autentisering')).toBeTruthy();
    expect(screen.getByText('60 hendelser')).toBeTruthy();
    expect(callsTo(get, `${userUrl(kari.id)}/activity`)[0]).toEqual({ _start: '0', _end: '25' });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo(get, `${userUrl(kari.id)}/activity`).at(-1)).toEqual({ _start: '25', _end: '50' }));
  });

  it('says so when nothing is recorded', async () => {
    serveUsers({ one: () => kari });
    renderShow(kari.id, '?tab=activity');
    expect(await screen.findByText('Ingen aktivitet registrert')).toBeTruthy();
  });
});
