import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INQUIRY_MESSAGES } from '@platform/shared';
import { HEAVY_TEST_MS, choose, inquiry, listCalls, renderPage, rowOf, serveInquiries } from './test/inquiry-fixtures';

const demo = inquiry({
  id: 41,
  inquiry_type: 'demo_request',
  name: 'Nora Berg',
  email: 'nora@example.no',
  company: 'Berg Eiendom AS',
  service: 'Eiendomsanalyse',
  status: 'contacted',
  // 23:30 UTC on 28 February is 1 March in Oslo.
  created_at: '2026-02-28T23:30:00.000Z',
});
const contact = inquiry({ id: 40, name: 'Jonas Lie', email: 'jonas@example.no', company: null, status: 'new' });

describe('Henvendelser', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the first page of 10, newest first, with the Norwegian date, type, contact, service and status, and the total', async () => {
    const get = serveInquiries({ list: () => [demo, contact], total: 12 });
    renderPage();
    const row = (await screen.findByText('Nora Berg')).closest('tr')!;
    expect(within(row).getByText('01.03.2026')).toBeTruthy();
    expect(within(row).getByText('Demoforespørsel')).toBeTruthy();
    expect(within(row).getByText('nora@example.no')).toBeTruthy();
    expect(within(row).getByText('Berg Eiendom AS')).toBeTruthy();
    expect(within(row).getByText('Eiendomsanalyse')).toBeTruthy();
    expect(within(row).getByText('Kontaktet').closest('.ant-tag')).toBeTruthy();
    const other = rowOf('Jonas Lie');
    expect(within(other).getByText('Kontakt')).toBeTruthy();
    expect(within(other).getByText('Ny')).toBeTruthy();
    expect(within(other).getAllByText('–')).toHaveLength(2);
    expect(screen.getByText('12 henvendelser')).toBeTruthy();
    expect(listCalls(get)[0]).toEqual({ _start: '0', _end: '10' });
  });

  it('presets the status filter from ?status=new, as the dashboard links to it', async () => {
    const get = serveInquiries({ list: () => [contact] });
    renderPage('/inquiries?status=new');
    await screen.findByText('Jonas Lie');
    expect(listCalls(get)[0]).toEqual({ _start: '0', _end: '10', status: 'new' });
    expect(screen.getByLabelText('Statusfilter', { selector: 'input' }).closest('.ant-select')?.textContent).toContain('Ny');
  });

  it('sends the type and status filters by the API’s names, keeps them in the URL, and starts again on the first page', async () => {
    const get = serveInquiries({ list: () => [demo], total: 30 });
    const { url } = renderPage('/inquiries?page=2');
    await screen.findByText('Nora Berg');
    expect(listCalls(get)[0]).toEqual({ _start: '10', _end: '20' });

    await choose('Typefilter', 'Demoforespørsel');
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '10', inquiry_type: 'demo_request' }));
    expect(url()).toBe('/inquiries?type=demo_request');

    await choose('Statusfilter', 'Under behandling');
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '10', inquiry_type: 'demo_request', status: 'in_progress' }));
    expect(url()).toBe('/inquiries?type=demo_request&status=in_progress');

    await choose('Typefilter', 'Alle');
    await waitFor(() => expect(url()).toBe('/inquiries?status=in_progress'));
  });

  it('offers 5, 10, 25 and 50 rows per page, and keeps the choice in the URL', async () => {
    const get = serveInquiries({ list: () => [demo, contact], total: 120 });
    const { url } = renderPage();
    await screen.findByText('Nora Berg');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
      if (found.length === 0) throw new Error('No page sizes');
      return found;
    });
    expect(options.map((option) => option.textContent?.match(/\d+/)?.[0])).toEqual(['5', '10', '25', '50']);
    fireEvent.click(options[2]);
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ _start: '0', _end: '25' }));
    expect(url()).toBe('/inquiries?pageSize=25');
  });

  it('says so when no inquiry matches', async () => {
    serveInquiries();
    renderPage('/inquiries?status=closed');
    expect(await screen.findByText(INQUIRY_MESSAGES.empty)).toBeTruthy();
  });

  it('says so when the inquiries cannot be loaded, and tries again on request', async () => {
    let broken = true;
    serveInquiries({ list: () => (broken ? { reject: { message: 'Internal Server Error', statusCode: 500 } } : [contact]) });
    renderPage();
    expect(await screen.findByText(INQUIRY_MESSAGES.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Jonas Lie')).toBeTruthy();
    expect(screen.queryByText(INQUIRY_MESSAGES.loadFailed)).toBeNull();
  });

  it('leads back to the dashboard and on to its visitor analytics', async () => {
    serveInquiries({ list: () => [contact] });
    renderPage();
    await screen.findByText('Jonas Lie');
    expect(screen.getByRole('link', { name: /Tilbake til dashbord/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: /Besøksanalyse/ }).getAttribute('href')).toBe('/admin/dashboard?tab=analytics');
  });
});
