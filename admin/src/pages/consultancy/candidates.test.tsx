import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import {
  CANDIDATES_URL,
  HEAVY_TEST_MS,
  button,
  callsTo,
  candidate,
  cellsOf,
  choose,
  dialog,
  headers,
  renderCandidate,
  renderConsultancy,
  renderNewCandidate,
  rowOf,
  serveApi,
} from './test/consultancy-fixtures';
import { ADAPTED_CVS_URL, CONTACTS_URL } from './email/test/mail-fixtures';

const ola = candidate({ id: 21 });
const unrated = candidate({
  id: 22,
  applicantName: 'Sara Berg',
  email: 'sara@example.no',
  position: '',
  yearsExperience: null,
  rating: null,
  status: 'hired',
});

/** The stars shown as given (antd marks each full star). */
const starsIn = (element: HTMLElement) => element.querySelectorAll('.ant-rate-star-full').length;

describe('Consultancy: Prosjektforslag (candidates)', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the candidates: name over e-mail, position, years, status chip, stars and the created day', async () => {
    serveApi({ [CANDIDATES_URL]: () => [ola, unrated] });
    renderConsultancy('/consultancy?tab=proposals');
    await screen.findByText('Ola Hansen');
    expect(headers()).toEqual(['Navn', 'Stilling', 'Års erfaring', 'Status', 'Vurdering', 'Opprettet', 'Handlinger']);
    const row = rowOf('Ola Hansen');
    expect(cellsOf(row)[0]).toBe('Ola Hansenola@example.no');
    expect(cellsOf(row).slice(1, 4)).toEqual(['Dataingeniør', '7', 'Teknisk intervju']);
    expect(cellsOf(row)[5]).toBe('03.02.2026');
    expect(within(row).getByText('Teknisk intervju', { selector: '.ant-tag' }).className).toContain('ant-tag-orange');
    expect(starsIn(row)).toBe(4);
    // Read-only in the table.
    expect(row.querySelector('.ant-rate-disabled')).not.toBeNull();
    const other = rowOf('Sara Berg');
    expect(cellsOf(other).slice(1, 4)).toEqual(['—', '—', 'Ansatt']);
    expect(within(other).getByText('Ansatt', { selector: '.ant-tag' }).className).toContain('ant-tag-green');
    expect(starsIn(other)).toBe(0);
  });

  it('pages by 20 and sends the status filter and the search', async () => {
    const get = serveApi({ [CANDIDATES_URL]: () => [ola] });
    renderConsultancy('/consultancy?tab=proposals');
    await screen.findByText('Ola Hansen');
    expect(callsTo(get, CANDIDATES_URL)[0]).toEqual({ _start: '0', _end: '20' });
    await choose('Status', 'Sluttintervju');
    await waitFor(() => expect(callsTo(get, CANDIDATES_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'final_interview' }));
    fireEvent.change(screen.getByLabelText('Søk i prosjektforslag'), { target: { value: 'ola' } });
    fireEvent.keyDown(screen.getByLabelText('Søk i prosjektforslag'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo(get, CANDIDATES_URL).at(-1)).toMatchObject({ q: 'ola', status: 'final_interview' }));
  });

  it('opens the candidate from its row, and says when there are none yet', async () => {
    serveApi({ [CANDIDATES_URL]: () => [ola] });
    const first = renderConsultancy('/consultancy?tab=proposals');
    fireEvent.click(await screen.findByText('Dataingeniør'));
    await waitFor(() => expect(first.url()).toBe('/consultancy/proposals/21'));
    first.unmount();
    vi.restoreAllMocks();
    serveApi({ [CANDIDATES_URL]: () => [] });
    renderConsultancy('/consultancy?tab=proposals');
    expect(await screen.findByText('Ingen kandidater ennå')).toBeTruthy();
  });

  it('asks before deleting a candidate', async () => {
    serveApi({ [CANDIDATES_URL]: () => [ola] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 21 } });
    renderConsultancy('/consultancy?tab=proposals');
    await screen.findByText('Ola Hansen');
    fireEvent.click(screen.getByLabelText('Slett Ola Hansen'));
    const confirm = await dialog('Slette?');
    expect(within(confirm).getByText('Vil du slette «Ola Hansen»? Dette kan ikke angres.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${CANDIDATES_URL}/21`));
  });
});

describe('Consultancy: the candidate page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the rating as soon as a star is clicked, and edits the fields', async () => {
    // The page also shows the contact history and the adapted CVs: none yet.
    serveApi({ [`${CANDIDATES_URL}/21`]: () => ola, [CONTACTS_URL]: () => ({ contacts: [] }), [ADAPTED_CVS_URL]: () => [] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...ola, rating: 2 } });
    renderCandidate(21);
    expect(await screen.findByRole('heading', { name: 'Ola Hansen' })).toBeTruthy();
    expect(screen.getByText('03.02.2026')).toBeTruthy();
    const rating = screen.getByLabelText('Vurdering av Ola Hansen');
    expect(starsIn(rating)).toBe(4);
    fireEvent.click(rating.querySelectorAll('.ant-rate-star > div')[1]);
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${CANDIDATES_URL}/21`, { rating: 2 }));
    expect(await screen.findByText('Vurdering lagret')).toBeTruthy();

    fireEvent.click(button('Rediger'));
    const form = await dialog('Rediger Ola Hansen');
    fireEvent.change(within(form).getByLabelText('Stilling'), { target: { value: 'Løsningsarkitekt' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        `${CANDIDATES_URL}/21`,
        expect.objectContaining({ position: 'Løsningsarkitekt', applicantName: 'Ola Hansen' }),
      ),
    );
  });

  it('the new candidate page checks the fields, sends them, and opens the new candidate', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: candidate({ id: 30, applicantName: 'Nora Lie' }) });
    const { url } = renderNewCandidate();
    const name = await screen.findByLabelText('Navn');
    fireEvent.click(screen.getByRole('button', { name: 'Opprett' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Nora Lie' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'Nora@Example.no' } });
    fireEvent.change(screen.getByLabelText('Års erfaring'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(CANDIDATES_URL, {
        applicantName: 'Nora Lie',
        email: 'nora@example.no',
        phone: '',
        position: '',
        yearsExperience: 5,
        status: 'screening',
        rating: null,
        notes: '',
      }),
    );
    await waitFor(() => expect(url()).toBe('/consultancy/proposals/30'));
  });
});
