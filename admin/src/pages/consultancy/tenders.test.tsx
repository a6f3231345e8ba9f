import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import {
  HEAVY_TEST_MS,
  PAST_DAY,
  TENDERS_URL,
  button,
  callsTo,
  cellsOf,
  choose,
  dialog,
  headers,
  renderConsultancy,
  rowOf,
  serveApi,
  tender,
} from './test/consultancy-fixtures';

const open = tender({ id: 41 });
const late = tender({ id: 42, title: 'Skytjenester', url: '', referenceNumber: '', deadline: PAST_DAY, status: 'saved' });
const applied = tender({ id: 43, title: 'Innsiktsplattform', deadline: PAST_DAY, status: 'applied', appliedDate: '2020-03-10' });

describe('Consultancy: Utlysninger (tenders)', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the tenders: title with its link, reference, organisation, place, deadline (red when passed), status chip, applied day', async () => {
    serveApi({ [TENDERS_URL]: () => [open, late, applied] });
    renderConsultancy('/consultancy?tab=tenders');
    await screen.findByText('Rammeavtale for dataanalyse');
    expect(headers()).toEqual(['Tittel', 'Referansenummer', 'Oppdragsgiver', 'Sted', 'Frist', 'Status', 'Søkt dato', 'Handlinger']);
    expect(cellsOf(rowOf('Rammeavtale for dataanalyse')).slice(0, 7)).toEqual([
      'Rammeavtale for dataanalyse',
      '2026/123',
      'Statens vegvesen',
      'Oslo',
      '30.06.2099',
      'Vurderer',
      '—',
    ]);
    expect(screen.getByRole('link', { name: 'Rammeavtale for dataanalyse' }).getAttribute('href')).toBe('https://doffin.no/notices/2026-123');
    expect(cellsOf(rowOf('Skytjenester')).slice(0, 7)).toEqual([
      'Skytjenester',
      '—',
      'Statens vegvesen',
      'Oslo',
      '15.03.2020 Forfalt',
      'Lagret',
      '—',
    ]);
    expect(within(rowOf('Skytjenester')).getByText('15.03.2020 Forfalt').closest('.ant-typography-danger')).not.toBeNull();
    // Applied for: the passed deadline no longer matters.
    expect(cellsOf(rowOf('Innsiktsplattform')).slice(4, 7)).toEqual(['15.03.2020', 'Søkt', '10.03.2020']);
    const chip = (name: string, word: string) => within(rowOf(name)).getByText(word, { selector: '.ant-tag' }).className;
    expect(chip('Rammeavtale for dataanalyse', 'Vurderer')).toContain('ant-tag-orange');
    expect(chip('Skytjenester', 'Lagret')).toContain('ant-tag-default');
    expect(chip('Innsiktsplattform', 'Søkt')).toContain('ant-tag-blue');
  });

  it('pages by 20 and sends the status filter and the search', async () => {
    const get = serveApi({ [TENDERS_URL]: () => [open] });
    renderConsultancy('/consultancy?tab=tenders');
    await screen.findByText('Rammeavtale for dataanalyse');
    expect(callsTo(get, TENDERS_URL)[0]).toEqual({ _start: '0', _end: '20' });
    await choose('Status', 'Avslått');
    await waitFor(() => expect(callsTo(get, TENDERS_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'declined' }));
    fireEvent.change(screen.getByLabelText('Søk i utlysninger'), { target: { value: 'vegvesen' } });
    fireEvent.keyDown(screen.getByLabelText('Søk i utlysninger'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo(get, TENDERS_URL).at(-1)).toMatchObject({ q: 'vegvesen', status: 'declined' }));
  });

  it('marks a tender as applied with a PUT of the status; the server sets the day', async () => {
    serveApi({ [TENDERS_URL]: () => [open, applied] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...open, status: 'applied', appliedDate: '2026-03-02' } });
    renderConsultancy('/consultancy?tab=tenders');
    await screen.findByText('Rammeavtale for dataanalyse');
    // Nothing to mark on one applied for already.
    expect(screen.queryByLabelText('Marker som søkt: Innsiktsplattform')).toBeNull();
    fireEvent.click(screen.getByLabelText('Marker som søkt: Rammeavtale for dataanalyse'));
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${TENDERS_URL}/41`, { status: 'applied' }));
    expect(await screen.findByText('Markert som søkt')).toBeTruthy();
  });

  it('adds a tender through the dialog, checking the link first', async () => {
    serveApi({ [TENDERS_URL]: () => [] });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: tender({ id: 50 }) });
    renderConsultancy('/consultancy?tab=tenders');
    expect(await screen.findByText('Ingen utlysninger ennå')).toBeTruthy();
    fireEvent.click(button('Ny utlysning'));
    const form = await dialog('Ny utlysning');
    fireEvent.change(within(form).getByLabelText('Tittel'), { target: { value: 'Drift av dataplattform' } });
    fireEvent.change(within(form).getByLabelText('Lenke'), { target: { value: 'doffin.no/x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    expect(await within(form).findByText('Link must be a valid http(s) URL.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Lenke'), { target: { value: 'https://doffin.no/x' } });
    fireEvent.change(within(form).getByLabelText('Frist'), { target: { value: '2099-01-15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(TENDERS_URL, {
        title: 'Drift av dataplattform',
        referenceNumber: '',
        organization: '',
        location: '',
        deadline: '2099-01-15',
        status: 'saved',
        appliedDate: null,
        url: 'https://doffin.no/x',
        contactEmail: '',
        contactPerson: '',
      }),
    );
  });

  it('asks before deleting a tender', async () => {
    serveApi({ [TENDERS_URL]: () => [open] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 41 } });
    renderConsultancy('/consultancy?tab=tenders');
    await screen.findByText('Rammeavtale for dataanalyse');
    fireEvent.click(screen.getByLabelText('Slett Rammeavtale for dataanalyse'));
    const confirm = await dialog('Slette?');
    expect(within(confirm).getByText('Vil du slette «Rammeavtale for dataanalyse»? Dette kan ikke angres.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${TENDERS_URL}/41`));
  });
});
