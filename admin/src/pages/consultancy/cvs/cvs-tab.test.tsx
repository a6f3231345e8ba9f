import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../../providers/http-client';
import { HEAVY_TEST_MS, button, callsTo, cellsOf, dialog, renderConsultancy, rowOf, serveApi } from '../test/consultancy-fixtures';
import { ADAPTED_CVS_URL, CV_TEMPLATES_URL, adaptedCv, adaptedSummary, cvTemplate, fakePdfTab, templateSummary } from './cv-fixtures';

const main = cvTemplate({ id: 1, name: 'Ola – data', isDefault: true, updatedAt: '2026-03-01T10:00:00.000Z' });
const other = cvTemplate({
  id: 2,
  name: 'Kari – sky',
  fullName: 'Kari Nordmann',
  title: '',
  isDefault: false,
  updatedAt: '2026-02-14T08:00:00.000Z',
});
const forFjordkraft = adaptedCv({ id: 21, name: 'Ola til Fjordkraft', customerId: 3, customerName: 'Fjordkraft AS', status: 'final' });
const forCandidate = adaptedCv({ id: 22, name: 'Kari til Statnett', proposalId: 8, candidateName: 'Kari Nordmann', status: 'sent' });
const draft = adaptedCv({ id: 23, name: 'Ola til Equinor', status: 'draft', createdAt: '2026-02-20T09:00:00.000Z' });

const section = (name: string) => screen.getByRole('region', { name });

function serveBoth() {
  return serveApi({
    [CV_TEMPLATES_URL]: () => [main, other].map(templateSummary),
    [ADAPTED_CVS_URL]: () => [forFjordkraft, forCandidate, draft].map(adaptedSummary),
  });
}

describe('Consultancy: CV-er', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the templates with the default marked and the date dd.MM.yyyy', async () => {
    serveBoth();
    renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola – data');
    const templates = section('CV-maler');
    expect([...templates.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent)).toEqual([
      'Navn',
      'Fullt navn',
      'Tittel',
      'Oppdatert',
      'Handlinger',
    ]);
    expect(cellsOf(rowOf('Ola – data')).slice(0, 4)).toEqual(['Ola – dataStandard', 'Ola Hansen', 'Dataingeniør', '01.03.2026']);
    expect(within(rowOf('Ola – data')).getByText('Standard').closest('.ant-tag')!.querySelector('.anticon-star')).not.toBeNull();
    expect(cellsOf(rowOf('Kari – sky')).slice(0, 4)).toEqual(['Kari – sky', 'Kari Nordmann', '—', '14.02.2026']);
  });

  it('lists the adapted CVs: person, customer and candidate as links, status chips (final green, sent blue, draft plain)', async () => {
    serveBoth();
    renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola til Fjordkraft');
    expect(cellsOf(rowOf('Ola til Fjordkraft')).slice(0, 6)).toEqual([
      'Ola til Fjordkraft',
      'Ola Hansen',
      'Fjordkraft AS',
      '—',
      'Ferdig',
      '10.02.2026',
    ]);
    expect(within(rowOf('Ola til Fjordkraft')).getByRole('link', { name: 'Fjordkraft AS' }).getAttribute('href')).toBe('/consultancy/customers/3');
    expect(within(rowOf('Kari til Statnett')).getByRole('link', { name: 'Kari Nordmann' }).getAttribute('href')).toBe('/consultancy/proposals/8');
    const chip = (name: string, word: string) => within(rowOf(name)).getByText(word, { selector: '.ant-tag' }).className;
    expect(chip('Ola til Fjordkraft', 'Ferdig')).toContain('ant-tag-success');
    expect(chip('Kari til Statnett', 'Sendt')).toContain('ant-tag-processing');
    expect(chip('Ola til Equinor', 'Utkast')).toContain('ant-tag-default');
  });

  it('filters the adapted CVs by status on the server', async () => {
    const get = serveBoth();
    renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola til Fjordkraft');
    expect(callsTo(get, ADAPTED_CVS_URL)[0]).toEqual({ _start: '0', _end: '20' });
    fireEvent.mouseDown(within(section('Tilpassede CV-er')).getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Sendt"]')!));
    await waitFor(() => expect(callsTo(get, ADAPTED_CVS_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'sent' }));
  });

  it("links 'Ny CV-mal' and 'Ny tilpasset CV' to their editors; a template's edit button opens it", async () => {
    serveBoth();
    const { url } = renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola – data');
    expect(button('Ny CV-mal').getAttribute('href')).toBe('/admin/consultancy/cv-templates/new');
    expect(button('Ny tilpasset CV').getAttribute('href')).toBe('/admin/consultancy/adapted-cvs/new');
    fireEvent.click(screen.getByLabelText('Rediger Kari – sky'));
    await waitFor(() => expect(url()).toBe('/consultancy/cv-templates/2'));
  });

  it('opens an adapted CV from its row', async () => {
    serveBoth();
    const { url } = renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola til Fjordkraft');
    fireEvent.click(within(rowOf('Ola til Fjordkraft')).getByText('Ferdig'));
    await waitFor(() => expect(url()).toBe('/consultancy/adapted-cvs/21'));
  });

  it("a row's PDF button fetches that CV's PDF and opens it in a new tab", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const get = serveApi({
      [CV_TEMPLATES_URL]: () => [templateSummary(main)],
      [ADAPTED_CVS_URL]: () => [adaptedSummary(forFjordkraft)],
      [`${ADAPTED_CVS_URL}/21/pdf`]: () => pdf,
    });
    const { tab, open } = fakePdfTab();
    renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Ola til Fjordkraft');
    fireEvent.click(screen.getByLabelText('Åpne PDF Ola til Fjordkraft'));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(get).toHaveBeenCalledWith(`${ADAPTED_CVS_URL}/21/pdf`, { responseType: 'blob' });
  });

  it('asks before deleting a template, then deletes it', async () => {
    serveBoth();
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 2 } });
    renderConsultancy('/consultancy?tab=cvs');
    await screen.findByText('Kari – sky');
    fireEvent.click(screen.getByLabelText('Slett Kari – sky'));
    const confirm = await dialog('Slette?');
    expect(within(confirm).getByText('Vil du slette «Kari – sky»? Dette kan ikke angres.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${CV_TEMPLATES_URL}/2`));
  });

  it('says when there is nothing yet, and when a list failed to load, with a retry', async () => {
    let broken = true;
    serveApi({
      [CV_TEMPLATES_URL]: () => [],
      [ADAPTED_CVS_URL]: () => (broken ? { reject: { message: 'Database unavailable', statusCode: 500 } } : []),
    });
    renderConsultancy('/consultancy?tab=cvs');
    expect(await screen.findByText('Ingen CV-maler ennå')).toBeTruthy();
    expect(await screen.findByText('Kunne ikke hente data: Database unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ingen tilpassede CV-er ennå')).toBeTruthy();
  });
});
