import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdaptedCvSummary, ContactEntry } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import {
  ADAPTED_CVS_URL,
  CANDIDATES_URL,
  CONTACTS_URL,
  CUSTOMERS_URL,
  HEAVY_TEST_MS,
  SEND_URL,
  TEMPLATES_URL,
  button,
  callsTo,
  candidate,
  choose,
  customer,
  dialog,
  emailTemplate,
  renderCandidate,
  renderCustomer,
  sentEmail,
  serveApi,
} from './test/mail-fixtures';

const fjordkraft = customer({ id: 3 });
const followUp = emailTemplate({ id: 41 });
const cv = (overrides: Partial<AdaptedCvSummary> = {}): AdaptedCvSummary => ({
  id: 61,
  name: 'Ola Hansen for Fjordkraft',
  adaptationNotes: '',
  customerId: 3,
  customerName: 'Fjordkraft AS',
  proposalId: null,
  candidateName: null,
  templateId: 1,
  status: 'final',
  fullName: 'Ola Hansen',
  createdAt: '2026-02-10T09:00:00.000Z',
  updatedAt: '2026-02-10T09:00:00.000Z',
  ...overrides,
});

/** The customer's page with its history (`contacts()`, read afresh each time), one template and one adapted CV. */
function serveCustomer(contacts: () => ContactEntry[] = () => [], record = fjordkraft) {
  return serveApi({
    [`${CUSTOMERS_URL}/${record.id}`]: () => record,
    [CONTACTS_URL]: () => ({ contacts: contacts() }),
    [TEMPLATES_URL]: () => [followUp],
    [ADAPTED_CVS_URL]: () => [cv()],
  });
}

async function openDialog(title = 'Send e-post til Kari Nordmann') {
  fireEvent.click(button('Send e-post'));
  const box = await dialog(title);
  const field = (label: string) => within(box).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const send = () =>
    within(box)
      .getByText(/^(Send|Sender …)$/, { selector: 'button span' })
      .closest('button') as HTMLButtonElement;
  return { box, field, type, send };
}

describe('Consultancy: the e-mail dialog', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Send disabled until both the subject and the message are filled', async () => {
    serveCustomer();
    renderCustomer(3);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { box, type, send } = await openDialog();
    // To the contact person, at the customer's address.
    expect(within(box).getByText('Til: Kari Nordmann <kari@fjordkraft.no>')).toBeTruthy();
    expect(send().disabled).toBe(true);
    type('Emne', 'Tilbud');
    expect(send().disabled).toBe(true);
    type('Melding', '   ');
    expect(send().disabled).toBe(true);
    type('Melding', 'Hei!');
    expect(send().disabled).toBe(false);
    type('Emne', '');
    expect(send().disabled).toBe(true);
  });

  it('fills the subject and the message from a chosen template, placeholders kept, and previews them filled', async () => {
    const get = serveCustomer();
    renderCustomer(3);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { box, field, send } = await openDialog();
    await choose('Mal', 'Oppfølging etter møte');
    expect(field('Emne').value).toBe('Takk for møtet, {name}');
    expect(field('Melding').value).toBe('Hei {name},\n\ntakk for praten om {company}.\n\nHilsen {senderName}');
    expect(send().disabled).toBe(false);
    const preview = within(box).getByRole('region', { name: 'Forhåndsvisning' });
    expect(within(preview).getByText('Takk for møtet, Kari Nordmann')).toBeTruthy();
    expect(preview.textContent).toContain('takk for praten om Fjordkraft AS.');
    // The placeholders are listed with what they become.
    expect(within(box).getByRole('button', { name: 'Sett inn {position}' })).toBeTruthy();
    expect(callsTo(get, TEMPLATES_URL)[0]).toEqual({ _start: '0', _end: '100' });
    expect(callsTo(get, ADAPTED_CVS_URL)).toContainEqual({ customerId: '3', _start: '0', _end: '100' });
  });

  it('sends the customer, the template and the attached CV, says so, closes, and the history shows the e-mail', async () => {
    let history: ContactEntry[] = [];
    const get = serveCustomer(() => history);
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async () => {
      const contact = sentEmail({
        id: 90,
        subject: 'Takk for møtet, Kari Nordmann',
        templateId: 41,
        adaptedCvId: 61,
        attachmentName: 'ola-hansen.pdf',
      });
      history = [contact];
      return { data: { contact } };
    });
    renderCustomer(3);
    expect(await screen.findByText('Ingen e-poster eller notater ennå')).toBeTruthy();
    const { send } = await openDialog();
    await choose('Mal', 'Oppfølging etter møte');
    await choose('Legg ved CV', 'Ola Hansen for Fjordkraft (Ferdig)');
    const cvReads = callsTo(get, ADAPTED_CVS_URL).length;
    fireEvent.click(send());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(SEND_URL, {
      recipientEmail: 'kari@fjordkraft.no',
      recipientName: 'Kari Nordmann',
      subject: 'Takk for møtet, {name}',
      body: 'Hei {name},\n\ntakk for praten om {company}.\n\nHilsen {senderName}',
      emailType: 'general',
      customerId: 3,
      candidateId: null,
      templateId: 41,
      adaptedCvId: 61,
    });
    expect(await screen.findByText('E-posten er sendt til kari@fjordkraft.no')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
    expect(await screen.findByText('Takk for møtet, Kari Nordmann')).toBeTruthy();
    expect(screen.getByText('Vedlegg: ola-hansen.pdf')).toBeTruthy();
    expect(callsTo(get, CONTACTS_URL).length).toBeGreaterThanOrEqual(2);
    // The attached CV is now sent: its list reads afresh too.
    await waitFor(() => expect(callsTo(get, ADAPTED_CVS_URL).length).toBeGreaterThan(cvReads));
  });

  it('shows "Sending" while it sends, then on a mail server failure the spec\'s message inline, keeping what was typed', async () => {
    serveCustomer();
    let fail: () => void = () => undefined;
    vi.spyOn(httpClient, 'post').mockImplementation(
      () =>
        new Promise((_, reject) => {
          fail = () => reject({ message: 'Failed to send email. Please try again.', statusCode: 502 });
        }),
    );
    renderCustomer(3);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { box, field, type, send } = await openDialog();
    type('Emne', 'Tilbud på dataplattform');
    type('Melding', 'Hei {name},\nher er tilbudet.');
    fireEvent.click(send());
    await waitFor(() => expect(send().textContent).toBe('Sender …'));
    expect(send().disabled).toBe(true);
    fail();
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain('Failed to send email. Please try again.');
    expect(field('Emne').value).toBe('Tilbud på dataplattform');
    expect(field('Melding').value).toBe('Hei {name},\nher er tilbudet.');
    expect(send().disabled).toBe(false);
    // Dismissible.
    fireEvent.click(within(alert).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(within(box).queryByText('Failed to send email. Please try again.')).toBeNull());
  });

  it('says so and closes when the mail was sent but could not be added to the history, so it is not sent twice', async () => {
    serveCustomer();
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValue({ message: 'The e-mail was sent, but it could not be added to the contact history.', statusCode: 500 });
    renderCustomer(3);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { type, send } = await openDialog();
    type('Emne', 'Tilbud');
    type('Melding', 'Hei {name}');
    fireEvent.click(send());
    expect(await screen.findByText('The e-mail was sent, but it could not be added to the contact history.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Failed to send email. Please try again.')).toBeNull();
  });

  it('checks unknown placeholders before sending', async () => {
    serveCustomer();
    const post = vi.spyOn(httpClient, 'post');
    renderCustomer(3);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { box, type, send } = await openDialog();
    type('Emne', 'Hei {fornavn}');
    type('Melding', 'Tekst');
    fireEvent.click(send());
    expect(await within(box).findByText(/^Unknown placeholder \{fornavn\}/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('is not offered for a customer without an e-mail address, and says why', async () => {
    serveCustomer(() => [], customer({ id: 7, email: '' }));
    renderCustomer(7);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const send = button('Send e-post') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.mouseEnter(send.parentElement!);
    expect(await screen.findByText('Kunden har ingen e-postadresse')).toBeTruthy();
  });

  it('writes to the company when the customer has no contact person', async () => {
    serveCustomer(() => [], customer({ id: 8, contactPerson: '', email: 'post@fjordkraft.no' }));
    renderCustomer(8);
    await screen.findByRole('heading', { name: 'Fjordkraft AS' });
    const { box } = await openDialog('Send e-post til Fjordkraft AS');
    expect(within(box).getByText('Til: Fjordkraft AS <post@fjordkraft.no>')).toBeTruthy();
  });
});

describe('Consultancy: e-mail to a candidate', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends to the applicant with the candidate as the history owner', async () => {
    const ola = candidate({ id: 21 });
    const get = serveApi({
      [`${CANDIDATES_URL}/21`]: () => ola,
      [CONTACTS_URL]: () => ({ contacts: [] }),
      [TEMPLATES_URL]: () => [],
      [ADAPTED_CVS_URL]: () => [],
    });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { contact: sentEmail({ customerId: null, candidateId: 21 }) } });
    renderCandidate(21);
    await screen.findByRole('heading', { name: 'Ola Hansen' });
    const { type, send } = await openDialog('Send e-post til Ola Hansen');
    type('Emne', 'Intervju');
    type('Melding', 'Hei {name}, passer tirsdag for stillingen som {position}?');
    fireEvent.click(send());
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(SEND_URL, {
        recipientEmail: 'ola@example.no',
        recipientName: 'Ola Hansen',
        subject: 'Intervju',
        body: 'Hei {name}, passer tirsdag for stillingen som {position}?',
        emailType: 'general',
        customerId: null,
        candidateId: 21,
        templateId: null,
        adaptedCvId: null,
      }),
    );
    expect(callsTo(get, CONTACTS_URL)[0]).toEqual({ candidateId: '21' });
    expect(callsTo(get, ADAPTED_CVS_URL)).toContainEqual({ proposalId: '21', _start: '0', _end: '100' });
  });
});
