import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_MESSAGES, buildCandidates, formatDate } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { sessionStorageKey, toStoredFilterState, noMinimums } from './filter-state';
import { button, candidateGroups, editorTab, ideaItems, record, renderTab, serveSessions, summary, SESSIONS_URL, FIRST_PAGE_URL } from './test/generation-fixtures';

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function confirmDialog(text: string) {
  const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
  expect(dialog).toBeTruthy();
  fireEvent.click(within(dialog).getByText(text, { selector: 'button span' }));
}

/** Session 5 with its Filtered Ideas work: the kite scored 2 for relevance. */
function scoredRecord() {
  const candidates = buildCandidates([
    { technique: 'offTheChest', text: 'Valuation API' },
    { technique: 'randomObject', text: 'A kite that maps roofs' },
  ]);
  candidates[1].relevance = 2;
  return record({ filter_state: toStoredFilterState({ candidates, minimums: noMinimums() }) });
}

describe('Idea generation sessions list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists the sessions when the tab opens: title, company, challenge, ideas count, Norwegian date', async () => {
    const get = serveSessions([summary(), summary({ id: 6, title: 'Untitled Session', company: 'none', challenge_question: '', idea_count: 0 })]);
    renderTab();
    expect(await screen.findByText('Proptech brainstorm')).toBeTruthy();
    expect(get.mock.calls.map(([url]) => url)).toContain(FIRST_PAGE_URL);
    for (const title of ['Session Title', 'Company', 'Challenge Question', 'Ideas Count', 'Created', 'Actions']) {
      expect(screen.getByText(title, { selector: 'th' })).toBeTruthy();
    }
    const first = row('Proptech brainstorm');
    expect(within(first).getByText('Aeda')).toBeTruthy();
    expect(within(first).getByText('How might we value homes faster?')).toBeTruthy();
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(first).getByText(formatDate('2026-02-03T10:00:00.000Z'))).toBeTruthy();
    expect(formatDate('2026-02-03T10:00:00.000Z')).toBe('03.02.2026');
    expect(within(row('Untitled Session')).getByText('None')).toBeTruthy();
  });

  it('says how to start when there are no sessions; New Session opens an empty one', async () => {
    serveSessions([]);
    const { url } = renderTab();
    expect(await screen.findByText(SESSION_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(button('New Session'));
    await waitFor(() => expect(url()).toBe('/ideas?tab=generation&session=new'));
    expect(await screen.findByLabelText('Session Title')).toBeTruthy();
    expect((screen.getByLabelText('Session Title') as HTMLInputElement).value).toBe('');
  });

  it('deletes a session after a confirmation, and says so when it cannot', async () => {
    const stored = [summary(), summary({ id: 6, title: 'Second' })];
    serveSessions(stored);
    renderTab();
    await screen.findByText('Proptech brainstorm');
    const remove = vi
      .spyOn(httpClient, 'delete')
      .mockRejectedValueOnce({ message: 'Session not found.', statusCode: 404 })
      .mockRejectedValueOnce({ message: 'Network Error', statusCode: 0 })
      .mockImplementationOnce(async () => {
        stored.splice(0, 1);
        return { data: { ok: true } };
      });

    fireEvent.click(screen.getByLabelText('Delete session Proptech brainstorm'));
    await confirmDialog('Delete');
    expect(await screen.findByText(SESSION_MESSAGES.deleteFailed)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Delete session Proptech brainstorm'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    await confirmDialog('Delete');
    expect(await screen.findByText(SESSION_MESSAGES.deleteError)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Delete session Proptech brainstorm'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    await confirmDialog('Delete');
    await waitFor(() => expect(screen.queryByText('Proptech brainstorm')).toBeNull());
    expect(remove).toHaveBeenCalledWith(`${SESSIONS_URL}/5`);
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('opens a session for editing, with its ideas under their techniques', async () => {
    serveSessions([summary()], [record()]);
    const { url } = renderTab();
    fireEvent.click(await screen.findByLabelText('Edit session Proptech brainstorm'));
    await waitFor(() => expect(url()).toBe('/ideas?tab=generation&session=5'));
    expect(((await screen.findByLabelText('Session Title')) as HTMLInputElement).value).toBe('Proptech brainstorm');
    expect((screen.getByLabelText('Challenge Question') as HTMLTextAreaElement).value).toBe('How might we value homes faster?');
    expect(ideaItems('Off the chest')).toEqual(['Valuation API']);
    expect(ideaItems('Related world')).toEqual(['Car price estimator for homes']);
    expect(ideaItems('Random object')).toEqual(['A kite that maps roofs']);
    expect(editorTab('Filtered Ideas (0)').classList.contains('ant-tabs-tab-disabled')).toBe(false);

    fireEvent.click(button('All Sessions'));
    await waitFor(() => expect(url()).toBe('/ideas?tab=generation'));
    expect(await screen.findByText('Proptech brainstorm')).toBeTruthy();
  });

  it('says "Error loading session" when a session cannot be loaded', async () => {
    serveSessions([]);
    renderTab('&session=99');
    expect(await screen.findByText(SESSION_MESSAGES.loadError, { selector: '.ant-message-notice-content span:not([role])' })).toBeTruthy();
    expect(screen.getByText(SESSION_MESSAGES.loadError, { selector: '.ant-result-title' })).toBeTruthy();
  });

  it('reopens a session on its Filtered tab with its scoring, and autosaves new scores with the saved session', async () => {
    serveSessions([], [scoredRecord()]);
    renderTab('&session=5&genTab=filtered');
    await screen.findByLabelText('Session Title');
    expect(editorTab('Filtered Ideas (2)').classList.contains('ant-tabs-tab-active')).toBe(true);
    const kite = screen.getByLabelText('Candidate: A kite that maps roofs', { selector: '[role="group"]' });
    const relevance = within(kite).getByLabelText('Relevance', { selector: '[role="radiogroup"]' });
    expect(relevance.querySelectorAll('[aria-checked="true"]')).toHaveLength(2);

    // An unsaved title change is not sent by the autosave: only the scoring is.
    fireEvent.change(screen.getByLabelText('Session Title'), { target: { value: 'Not saved yet' } });
    const put = vi.spyOn(httpClient, 'put').mockImplementation(async (_url: string, body: unknown) => ({ data: { ...record(), ...(body as object) } }));
    fireEvent.click(relevance.querySelectorAll('[role="radio"]')[4]);
    expect(localStorage.getItem(sessionStorageKey(5))).toContain('"relevance":5');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [calledUrl, body] = put.mock.calls[0] as [string, Record<string, any>];
    expect(calledUrl).toBe(`${SESSIONS_URL}/5`);
    expect(body.title).toBe('Proptech brainstorm');
    expect(body.ideas).toHaveLength(3);
    expect(body.filter_state.candidates[1]).toMatchObject({ text: 'A kite that maps roofs', relevance: 5 });
    expect(await screen.findByText('Scores are saved with the session.')).toBeTruthy();
    expect(localStorage.getItem(sessionStorageKey(5))).toBeNull();
  });

  it('prefers scoring the server never got, kept in this browser', async () => {
    const pending = scoredRecord().filter_state as { candidates: Array<{ novelty: number }> };
    pending.candidates[0].novelty = 4;
    localStorage.setItem(sessionStorageKey(5), JSON.stringify(pending));
    serveSessions([], [scoredRecord()]);
    const put = vi.spyOn(httpClient, 'put').mockImplementation(async (_url: string, body: unknown) => ({ data: { ...record(), ...(body as object) } }));
    renderTab('&session=5&genTab=filtered');
    await screen.findByLabelText('Session Title');
    const api = screen.getByLabelText('Candidate: Valuation API', { selector: '[role="group"]' });
    expect(within(api).getByLabelText('Novelty', { selector: '[role="radiogroup"]' }).querySelectorAll('[aria-checked="true"]')).toHaveLength(4);
    expect(candidateGroups()).toHaveLength(2);
    // …and sends it on.
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
