import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INQUIRY_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, dialog, inquiry, listCalls, renderPage, rowOf, serveInquiries } from './test/inquiry-fixtures';

const VISITOR = '3b241101-e2bb-4255-8caf-4136c566a962';
const kari = inquiry({
  id: 7,
  name: 'Kari Nordmann',
  phone: '+47 912 34 567',
  message: 'Hei!\nVi vil gjerne vite mer om plattformen.',
  metadata: { visitor_id: VISITOR, session_id: null },
});

/** Picks a status in the dialog's own select (the toolbar has one too). */
async function chooseStatus(root: HTMLElement, label: string) {
  fireEvent.mouseDown(within(root).getByLabelText('Status', { selector: 'input' }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

async function openKari() {
  fireEvent.click(await screen.findByText('Kari Nordmann'));
  return dialog('Henvendelse fra Kari Nordmann');
}

describe('an inquiry in the dialog', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from its row at /inquiries/:id with the full message; status and notes are saved and the list refetched', async () => {
    const get = serveInquiries({ list: () => [kari] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...kari, status: 'contacted', notes: 'Ringte tilbake.' } });
    const { url } = renderPage('/inquiries?status=new');
    const open = await openKari();
    expect(url()).toBe('/inquiries/7?status=new');
    expect(within(open).getByText(/Vi vil gjerne vite mer om plattformen\./).textContent).toBe('Hei!\nVi vil gjerne vite mer om plattformen.');
    expect(within(open).getByText('+47 912 34 567')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'kari@example.no' }).getAttribute('href')).toBe('mailto:kari@example.no');

    await chooseStatus(open, 'Kontaktet');
    fireEvent.change(within(open).getByLabelText('Notater'), { target: { value: 'Ringte tilbake.' } });
    const lists = listCalls(get).length;
    fireEvent.click(within(open).getByRole('button', { name: 'Lagre' }));

    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/inquiries/7', { status: 'contacted', notes: 'Ringte tilbake.' }));
    expect(await screen.findByText('Henvendelsen er lagret')).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/inquiries?status=new'));
    await waitFor(() => expect(listCalls(get).length).toBeGreaterThan(lists));
  });

  it('links to the visitor’s visits in the dashboard’s analytics', async () => {
    serveInquiries({ list: () => [kari] });
    renderPage();
    const open = await openKari();
    expect(
      within(open)
        .getByRole('link', { name: /Se besøkene/ })
        .getAttribute('href'),
    ).toBe(`/admin/dashboard?tab=analytics&visitor=${VISITOR}`);
  });

  it('has no visits link for an inquiry without a visitor id', async () => {
    serveInquiries({ list: () => [inquiry({ name: 'Kari Nordmann' })] });
    renderPage();
    const open = await openKari();
    expect(within(open).queryByText('Se besøkene')).toBeNull();
  });

  it('deletes only after a confirmation, then closes', async () => {
    serveInquiries({ list: () => [kari] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { ok: true } });
    const { url } = renderPage();
    const open = await openKari();
    fireEvent.click(within(open).getByRole('button', { name: /Slett/ }));
    const confirm = (await screen.findByText('Slette henvendelsen?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText('Den kan ikke gjenopprettes.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/inquiries/7'));
    expect(await screen.findByText('Henvendelsen er slettet')).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/inquiries'));
  });

  it('keeps the dialog open with the server’s reason when saving fails', async () => {
    serveInquiries({ list: () => [kari] });
    vi.spyOn(httpClient, 'put').mockRejectedValue({ message: INQUIRY_MESSAGES.statusInvalid, statusCode: 400 });
    const { url } = renderPage();
    const open = await openKari();
    fireEvent.click(within(open).getByRole('button', { name: 'Lagre' }));
    expect(await within(open).findByText(INQUIRY_MESSAGES.statusInvalid)).toBeTruthy();
    expect(url()).toBe('/inquiries/7');
  });

  it('opens from a link to /inquiries/:id even when the inquiry is not on the page', async () => {
    const far = inquiry({ id: 99, name: 'Sofie Dahl', message: 'Vi trenger hjelp til rapportene.' });
    serveInquiries({ list: () => [kari], one: (id) => (id === 99 ? far : undefined) });
    renderPage('/inquiries/99');
    const open = await dialog('Henvendelse fra Sofie Dahl');
    expect(within(open).getByText('Vi trenger hjelp til rapportene.')).toBeTruthy();
    expect(rowOf('Kari Nordmann')).toBeTruthy();
  });
});
