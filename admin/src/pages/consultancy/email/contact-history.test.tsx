import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactEntry } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { CONTACTS_URL, HEAVY_TEST_MS, callsTo, dialog, note, renderHistory, sentEmail, serveApi } from './test/mail-fixtures';

const older = note({ id: 1, body: 'Første samtale: ønsker et tilbud.', createdBy: 'Per Admin', createdAt: '2026-03-01T09:05:00.000Z' });
const email = sentEmail({
  id: 2,
  subject: 'Tilbud på dataplattform',
  body: 'Hei Kari Nordmann,\nvedlagt er CV-en.',
  attachmentName: 'ola-hansen.pdf',
  createdAt: '2026-03-02T08:15:00.000Z',
});
const newest = note({ id: 3, body: 'Ringte, møte avtalt.', createdAt: '2026-03-03T12:00:00.000Z' });

/** The history's entries, in the order shown. */
const entries = () => within(screen.getByRole('list', { name: 'Kontakthistorikk' })).getAllByRole('listitem');

describe('Consultancy: Kontakthistorikk', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the e-mails and notes newest first: subject, recipient, attachment, by whom and when; the body on demand', async () => {
    const get = serveApi({ [CONTACTS_URL]: () => ({ contacts: [older, email, newest] }) });
    renderHistory({ customerId: 3 });
    await screen.findByText('Tilbud på dataplattform');
    expect(callsTo(get, CONTACTS_URL)[0]).toEqual({ customerId: '3' });
    const [first, second, third] = entries();
    expect(first.textContent).toContain('Ringte, møte avtalt.');
    expect(first.textContent).toContain('Astrid Admin · 03.03.2026 13:00');
    expect(second.textContent).toContain('Til: Kari Nordmann <kari@fjordkraft.no>');
    expect(second.textContent).toContain('Vedlegg: ola-hansen.pdf');
    expect(second.textContent).toContain('Astrid Admin · 02.03.2026 09:15');
    expect(third.textContent).toContain('Per Admin · 01.03.2026 10:05');
    // The sent body shows when asked for; e-mails cannot be deleted.
    expect(within(second).queryByText(/vedlagt er CV-en/)).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Slett notatet' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Vis meldingen' }));
    expect(within(second).getByText(/vedlagt er CV-en/)).toBeTruthy();
  });

  it('adds a note (the button waits for some text) and shows it', async () => {
    let contacts: ContactEntry[] = [];
    serveApi({ [CONTACTS_URL]: () => ({ contacts }) });
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      const added = note({ id: 9, body: (body as { body: string }).body, createdAt: '2026-03-04T10:00:00.000Z' });
      contacts = [added];
      return { data: added };
    });
    renderHistory({ candidateId: 21 });
    expect(await screen.findByText('Ingen e-poster eller notater ennå')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Legg til notat' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Nytt notat'), { target: { value: '  ' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Nytt notat'), { target: { value: 'Kandidaten takket ja til intervju.' } });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(CONTACTS_URL, { customerId: null, candidateId: 21, body: 'Kandidaten takket ja til intervju.' }),
    );
    expect(await screen.findByText('Kandidaten takket ja til intervju.', { selector: '.ant-typography' })).toBeTruthy();
    expect(await screen.findByText('Notatet er lagt til')).toBeTruthy();
    expect((screen.getByLabelText('Nytt notat') as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes a note only after asking', async () => {
    let contacts = [newest, email];
    serveApi({ [CONTACTS_URL]: () => ({ contacts }) });
    const remove = vi.spyOn(httpClient, 'delete').mockImplementation(async () => {
      contacts = [email];
      return { data: { id: 3 } };
    });
    renderHistory({ customerId: 3 });
    await screen.findByText('Ringte, møte avtalt.');
    fireEvent.click(screen.getByRole('button', { name: 'Slett notatet' }));
    const confirm = await dialog('Slette notatet?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${CONTACTS_URL}/3`));
    await waitFor(() => expect(screen.queryByText('Ringte, møte avtalt.')).toBeNull());
    expect(screen.getByText('Tilbud på dataplattform')).toBeTruthy();
  });

  it('says when the history could not be read, with a retry', async () => {
    let broken = true;
    serveApi({ [CONTACTS_URL]: () => (broken ? { reject: { message: 'Database unavailable', statusCode: 500 } } : { contacts: [email] }) });
    renderHistory({ customerId: 3 });
    expect(await screen.findByText('Kunne ikke hente kontakthistorikken: Database unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Tilbud på dataplattform')).toBeTruthy();
  });
});
