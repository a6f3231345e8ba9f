import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../../providers/http-client';
import { renderWithRefine } from '../../../test/render-with-refine';
import { HEAVY_TEST_MS, button, callsTo, cellsOf, rowOf, serveApi } from '../test/consultancy-fixtures';
import { AdaptedCvsOf } from './adapted-cvs-of';
import {
  ADAPTED_CVS_URL,
  CANDIDATES_URL,
  CUSTOMERS_URL,
  CV_TEMPLATES_URL,
  adaptedCv,
  adaptedSummary,
  candidate,
  contentOf,
  customer,
  cvTemplate,
  fakePdfTab,
  renderAdapted,
  templateSummary,
} from './cv-fixtures';

const main = cvTemplate({ id: 31, name: 'Ola – data', isDefault: true });
const other = cvTemplate({ id: 32, name: 'Kari – sky', isDefault: false });
const fjordkraft = customer({ id: 3, companyName: 'Fjordkraft AS' });
const statnett = customer({ id: 4, companyName: 'Statnett' });
const ola = candidate({ id: 8, applicantName: 'Ola Hansen', position: 'Dataingeniør' });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
/** What an antd Select labelled `label` shows as chosen. */
const chosen = (label: string) => field(label).closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent;

function serveChoices(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    [CV_TEMPLATES_URL]: () => [main, other].map(templateSummary),
    [CUSTOMERS_URL]: () => [fjordkraft, statnett],
    [CANDIDATES_URL]: () => [ola],
    ...extra,
  });
}

describe('The adapted CV page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates with the customer from ?customerId= and the default template preselected, without content, then opens the new CV', async () => {
    const get = serveChoices();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: adaptedCv({ id: 41 }) });
    const { url } = renderAdapted('/consultancy/adapted-cvs/new?customerId=3');
    expect(await screen.findByRole('heading', { name: 'Ny tilpasset CV' })).toBeTruthy();
    await waitFor(() => expect(chosen('Kunde')).toBe('Fjordkraft AS'));
    expect(chosen('CV-mal')).toBe('Ola – data (standard)');
    expect(chosen('Status')).toBe('Utkast');
    // The first 100 of each list to choose from.
    expect(callsTo(get, CUSTOMERS_URL)[0]).toEqual({ _start: '0', _end: '100' });
    expect(callsTo(get, CANDIDATES_URL)[0]).toEqual({ _start: '0', _end: '100' });

    fireEvent.change(field('Navn'), { target: { value: ' Ola til Fjordkraft ' } });
    fireEvent.change(field('Tilpasningsnotater'), { target: { value: 'Vekt på skyplattform.' } });
    fireEvent.click(screen.getByRole('button', { name: /Opprett/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(ADAPTED_CVS_URL, {
      name: 'Ola til Fjordkraft',
      templateId: 31,
      customerId: 3,
      proposalId: null,
      adaptationNotes: 'Vekt på skyplattform.',
      status: 'draft',
    });
    await waitFor(() => expect(url()).toBe('/consultancy/adapted-cvs/41'));
  });

  it('finds a customer beyond the first 100 by asking the server with what is typed', async () => {
    const get = serveChoices({
      [CUSTOMERS_URL]: (params: Record<string, string>) => (params.q === 'stat' ? [statnett] : [fjordkraft]),
    });
    renderAdapted('/consultancy/adapted-cvs/new');
    await screen.findByRole('heading', { name: 'Ny tilpasset CV' });
    fireEvent.change(await waitFor(() => field('Kunde')), { target: { value: 'stat' } });
    await waitFor(() => expect(callsTo(get, CUSTOMERS_URL)).toContainEqual({ _start: '0', _end: '100', q: 'stat' }));
    fireEvent.click(await screen.findByTitle('Statnett'));
    await waitFor(() => expect(chosen('Kunde')).toBe('Statnett'));
  });

  it('preselects the candidate from ?proposalId=', async () => {
    serveChoices();
    renderAdapted('/consultancy/adapted-cvs/new?proposalId=8');
    await screen.findByRole('heading', { name: 'Ny tilpasset CV' });
    await waitFor(() => expect(chosen('Kandidat')).toBe('Ola Hansen (Dataingeniør)'));
    expect(chosen('Kunde')).toBeUndefined();
  });

  it('edits the CV itself under its content, and puts the whole CV back; a refusal lands on the nested field', async () => {
    const cv = adaptedCv({
      id: 42,
      templateId: 31,
      customerId: 3,
      customerName: 'Fjordkraft AS',
      status: 'final',
      content: contentOf(cvTemplate()),
    });
    const { id: _id, createdAt: _c, updatedAt: _u, customerName: _n, candidateName: _m, ...input } = cv;
    const { content } = cv;
    serveChoices({ [`${ADAPTED_CVS_URL}/42`]: () => cv });
    const reason = 'Work experience 1: Position is required.';
    const put = vi
      .spyOn(httpClient, 'put')
      .mockRejectedValueOnce({ message: reason, statusCode: 400, errors: { 'content.workExperience[0].position': reason } })
      .mockResolvedValueOnce({ data: cv });
    renderAdapted('/consultancy/adapted-cvs/42');
    expect(await screen.findByRole('heading', { name: 'Rediger tilpasset CV' })).toBeTruthy();
    expect(
      within(screen.getByRole('heading', { name: 'Rediger tilpasset CV' }).closest('.ant-space')! as HTMLElement).getByText('Ferdig'),
    ).toBeTruthy();
    expect(field('Fullt navn').value).toBe('Ola Hansen');
    const job = screen.getByRole('group', { name: 'Arbeidsforhold 1' });
    fireEvent.change(within(job).getByLabelText('Beskrivelse'), { target: { value: 'Dataplattform for kraftmarkedet.' } });
    fireEvent.click(screen.getByRole('button', { name: /Lagre/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const sent = {
      ...input,
      content: {
        ...content,
        workExperience: [{ ...content.workExperience[0], description: 'Dataplattform for kraftmarkedet.' }, content.workExperience[1]],
      },
    };
    expect(put).toHaveBeenCalledWith(`${ADAPTED_CVS_URL}/42`, sent);
    expect(await screen.findByText('Kunne ikke lagre den tilpassede CV-en')).toBeTruthy();
    await waitFor(() =>
      expect(within(job).getByLabelText('Stilling').closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        reason,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Lagre/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Lagret')).toBeTruthy();
  });

  it("opens the adapted CV's PDF", async () => {
    const cv = adaptedCv({ id: 43 });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const get = serveChoices({ [`${ADAPTED_CVS_URL}/43`]: () => cv, [`${ADAPTED_CVS_URL}/43/pdf`]: () => pdf });
    const { tab } = fakePdfTab();
    renderAdapted('/consultancy/adapted-cvs/43');
    await screen.findByRole('heading', { name: 'Rediger tilpasset CV' });
    fireEvent.click(button('Åpne PDF'));
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(get).toHaveBeenCalledWith(`${ADAPTED_CVS_URL}/43/pdf`, { responseType: 'blob' });
  });

  it('says when the adapted CV does not exist', async () => {
    serveChoices({ [`${ADAPTED_CVS_URL}/99`]: () => ({ reject: { message: 'Adapted CV not found.', statusCode: 404 } }) });
    renderAdapted('/consultancy/adapted-cvs/99');
    expect(await screen.findByText('Fant ikke den tilpassede CV-en.')).toBeTruthy();
  });
});

describe('The adapted CVs of a customer or a candidate', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the customer's adapted CVs with status chips, and links 'Ny tilpasset CV' with the customer chosen", async () => {
    const cv = adaptedCv({ id: 51, name: 'Ola til Fjordkraft', customerId: 3, customerName: 'Fjordkraft AS', status: 'sent' });
    const get = serveApi({ [ADAPTED_CVS_URL]: () => [adaptedSummary(cv)] });
    renderWithRefine(<AdaptedCvsOf customerId={3} />, { path: '/consultancy/customers/:id', url: '/consultancy/customers/3', appData: true });
    await screen.findByText('Ola til Fjordkraft');
    expect(callsTo(get, ADAPTED_CVS_URL)[0]).toEqual({ _start: '0', _end: '100', customerId: '3' });
    expect(cellsOf(rowOf('Ola til Fjordkraft')).slice(0, 3)).toEqual(['Ola til Fjordkraft', 'Sendt', '10.02.2026']);
    expect(within(rowOf('Ola til Fjordkraft')).getByRole('link', { name: 'Ola til Fjordkraft' }).getAttribute('href')).toBe(
      '/consultancy/adapted-cvs/51',
    );
    expect(screen.getByLabelText('Åpne PDF Ola til Fjordkraft')).toBeTruthy();
    expect(button('Ny tilpasset CV').getAttribute('href')).toBe('/admin/consultancy/adapted-cvs/new?customerId=3');
  });

  it('asks by the candidate, and says when there are none yet', async () => {
    const get = serveApi({ [ADAPTED_CVS_URL]: () => [] });
    renderWithRefine(<AdaptedCvsOf proposalId={8} />, { path: '/consultancy/proposals/:id', url: '/consultancy/proposals/8', appData: true });
    expect(await screen.findByText('Ingen tilpassede CV-er ennå')).toBeTruthy();
    expect(callsTo(get, ADAPTED_CVS_URL)[0]).toEqual({ _start: '0', _end: '100', proposalId: '8' });
    expect(button('Ny tilpasset CV').getAttribute('href')).toBe('/admin/consultancy/adapted-cvs/new?proposalId=8');
  });
});
