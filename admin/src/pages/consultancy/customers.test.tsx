import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import {
  CUSTOMERS_URL,
  FUTURE_DAY,
  HEAVY_TEST_MS,
  PAST_DAY,
  button,
  callsTo,
  cellsOf,
  choose,
  customer,
  dialog,
  headers,
  renderConsultancy,
  renderCustomer,
  rowOf,
  serveApi,
} from './test/consultancy-fixtures';
import { ADAPTED_CVS_URL, CONTACTS_URL } from './email/test/mail-fixtures';

const fjordkraft = customer({ id: 3 });
const late = customer({
  id: 4,
  companyName: 'Bergen Bygg',
  contactPerson: '',
  industry: '',
  customerType: 'prospect',
  status: 'new',
  servicesInterested: [],
  nextFollowupDate: PAST_DAY,
});
const won = customer({ id: 5, companyName: 'Nordlys', status: 'won', nextFollowupDate: PAST_DAY });

const type = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

describe('Consultancy: Kunder', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the customers: firm over contact, industry, type, status chip, services as tags, next follow-up dd.MM.yyyy', async () => {
    serveApi({ [CUSTOMERS_URL]: () => [fjordkraft, late, won] });
    renderConsultancy();
    await screen.findByText('Fjordkraft AS');
    expect(headers()).toEqual(['Firma', 'Bransje', 'Kundetype', 'Status', 'Tjenester', 'Neste oppfølging', 'Handlinger']);
    expect(cellsOf(rowOf('Fjordkraft AS')).slice(0, 6)).toEqual([
      'Fjordkraft ASKari Nordmann',
      'Energi',
      'Kunde',
      'Møte avtalt',
      'DataplattformKI',
      '30.06.2099',
    ]);
    expect(within(rowOf('Fjordkraft AS')).getByText('KI', { selector: '.ant-tag' })).toBeTruthy();
    // A passed follow-up is red and says so; a won customer's is no longer due.
    expect(cellsOf(rowOf('Bergen Bygg')).slice(0, 6)).toEqual(['Bergen Bygg—', '—', 'Prospekt', 'Ny', '—', '15.03.2020 Forfalt']);
    expect(within(rowOf('Bergen Bygg')).getByText('15.03.2020 Forfalt').closest('.ant-typography-danger')).not.toBeNull();
    expect(cellsOf(rowOf('Nordlys'))[5]).toBe('15.03.2020');
  });

  it('colours the status chips as §4 says: new blue, meeting orange, won green', async () => {
    serveApi({ [CUSTOMERS_URL]: () => [fjordkraft, late, won] });
    renderConsultancy();
    await screen.findByText('Fjordkraft AS');
    const chip = (name: string, word: string) => within(rowOf(name)).getByText(word, { selector: '.ant-tag' }).className;
    expect(chip('Bergen Bygg', 'Ny')).toContain('ant-tag-processing');
    expect(chip('Fjordkraft AS', 'Møte avtalt')).toContain('ant-tag-orange');
    expect(chip('Nordlys', 'Vunnet')).toContain('ant-tag-green');
  });

  it('pages by 20 on the server and sends the status filter and the search, starting again on the first page', async () => {
    const get = serveApi({ [CUSTOMERS_URL]: () => [fjordkraft] });
    renderConsultancy();
    await screen.findByText('Fjordkraft AS');
    expect(callsTo(get, CUSTOMERS_URL)[0]).toEqual({ _start: '0', _end: '20' });
    await choose('Status', 'Tilbud sendt');
    await waitFor(() => expect(callsTo(get, CUSTOMERS_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'proposal_sent' }));
    fireEvent.change(screen.getByLabelText('Søk i kunder'), { target: { value: 'fjord' } });
    fireEvent.keyDown(screen.getByLabelText('Søk i kunder'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo(get, CUSTOMERS_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'proposal_sent', q: 'fjord' }));
    await choose('Status', 'Alle');
    await waitFor(() => expect(callsTo(get, CUSTOMERS_URL).at(-1)).toEqual({ _start: '0', _end: '20', q: 'fjord' }));
  });

  it('opens the customer from its row', async () => {
    serveApi({ [CUSTOMERS_URL]: () => [fjordkraft] });
    const { url } = renderConsultancy();
    fireEvent.click(await screen.findByText('Energi'));
    await waitFor(() => expect(url()).toBe('/consultancy/customers/3'));
  });

  it('says when there are no customers yet, and when loading failed, with a retry', async () => {
    let broken = true;
    serveApi({ [CUSTOMERS_URL]: () => (broken ? { reject: { message: 'Database unavailable', statusCode: 500 } } : []) });
    renderConsultancy();
    expect(await screen.findByText('Kunne ikke hente data: Database unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ingen kunder ennå')).toBeTruthy();
  });

  it('Ny kunde: checks the fields before sending, then sends the contract body; a refusal keeps what was typed', async () => {
    serveApi({ [CUSTOMERS_URL]: () => [] });
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValueOnce({ message: 'Validation failed', statusCode: 400, errors: { phone: 'Phone must be at most 50 characters.' } })
      .mockResolvedValueOnce({ data: customer({ id: 9, companyName: 'Havbruk AS' }) });
    renderConsultancy();
    await screen.findByText('Ingen kunder ennå');
    fireEvent.click(button('Ny kunde'));
    const form = await dialog('Ny kunde');

    type(form, 'E-post', 'not-an-address');
    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    expect(await within(form).findByText('Company name is required.')).toBeTruthy();
    expect(within(form).getByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    type(form, 'Firma', ' Havbruk AS ');
    type(form, 'E-post', 'Post@Havbruk.no');
    type(form, 'Tjenester', 'Skyflytting, KI, KI');
    type(form, 'Neste oppfølging', FUTURE_DAY);
    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(CUSTOMERS_URL, {
      companyName: 'Havbruk AS',
      industry: '',
      contactPerson: '',
      email: 'Post@Havbruk.no',
      phone: '',
      customerType: 'prospect',
      status: 'new',
      servicesInterested: ['Skyflytting', 'KI'],
      nextFollowupDate: FUTURE_DAY,
      notes: '',
    });
    // The server's word shows on its field; everything typed stays.
    expect(await within(form).findByText('Phone must be at most 50 characters.')).toBeTruthy();
    expect((within(form).getByLabelText('Firma') as HTMLInputElement).value).toBe(' Havbruk AS ');

    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
  });

  it('asks before deleting a customer, then deletes it', async () => {
    serveApi({ [CUSTOMERS_URL]: () => [fjordkraft] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 3 } });
    renderConsultancy();
    await screen.findByText('Fjordkraft AS');
    fireEvent.click(screen.getByLabelText('Slett Fjordkraft AS'));
    const confirm = await dialog('Slette?');
    expect(within(confirm).getByText('Vil du slette «Fjordkraft AS»? Dette kan ikke angres.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${CUSTOMERS_URL}/3`));
  });
});

describe('Consultancy: the customer page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fields, changes the status at once, edits, and deletes after asking', async () => {
    // The page also shows the contact history and the adapted CVs: none yet.
    serveApi({ [`${CUSTOMERS_URL}/3`]: () => fjordkraft, [CONTACTS_URL]: () => ({ contacts: [] }), [ADAPTED_CVS_URL]: () => [] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...fjordkraft, status: 'negotiating' } });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 3 } });
    const { url } = renderCustomer(3);
    expect(await screen.findByRole('heading', { name: 'Fjordkraft AS' })).toBeTruthy();
    expect(screen.getByText('30.06.2099')).toBeTruthy();
    expect(screen.getByText('Ønsker tilbud i mars.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kari@fjordkraft.no' }).getAttribute('href')).toBe('mailto:kari@fjordkraft.no');

    await choose('Status', 'Forhandler');
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${CUSTOMERS_URL}/3`, { status: 'negotiating' }));

    fireEvent.click(button('Rediger'));
    const form = await dialog('Rediger Fjordkraft AS');
    expect((within(form).getByLabelText('Tjenester') as HTMLInputElement).value).toBe('Dataplattform, KI');
    type(form, 'Bransje', 'Fornybar energi');
    fireEvent.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        `${CUSTOMERS_URL}/3`,
        expect.objectContaining({ industry: 'Fornybar energi', companyName: 'Fjordkraft AS' }),
      ),
    );

    fireEvent.click(button('Slett'));
    fireEvent.click(within(await dialog('Slette?')).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${CUSTOMERS_URL}/3`));
    await waitFor(() => expect(url()).toBe('/consultancy'));
  });

  it('says when the customer does not exist', async () => {
    serveApi({ [`${CUSTOMERS_URL}/99`]: () => ({ reject: { message: 'Customer not found.', statusCode: 404 } }) });
    renderCustomer(99);
    expect(await screen.findByText('Fant ikke kunden.')).toBeTruthy();
  });
});
