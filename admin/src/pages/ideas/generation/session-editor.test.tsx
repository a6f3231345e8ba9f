import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_MESSAGES, copyInstructions, generationPayload, type Candidate } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { NEW_SESSION_STORAGE_KEY } from './filter-state';
import {
  button,
  candidateGroups,
  editorTab,
  ideaItems,
  record,
  renderTab,
  serveSessions,
  typeIdeas,
  IDEAS_IMPORT_URL,
  SESSIONS_URL,
} from './test/generation-fixtures';

/** A new session with five ideas over three techniques. */
async function newSessionWithIdeas() {
  serveSessions([]);
  const view = renderTab('&session=new');
  await screen.findByLabelText('New Off the chest ideas');
  typeIdeas('Off the chest', '- Valuation API\n* Rental index\n3. Agent dashboard');
  typeIdeas('Related world', 'Car price estimator for homes');
  typeIdeas('Random object', 'kite, umbrella');
  return view;
}

function filterIdeas() {
  fireEvent.click(button('Filter Ideas'));
}

// Role queries compute the accessibility tree (slow in jsdom on this page); selectors do not.
const rating = (group: HTMLElement, label: string) => within(group).getByLabelText(label, { selector: '[role="radiogroup"]' });
const stars = (rating: HTMLElement) => Array.from(rating.querySelectorAll<HTMLElement>('[role="radio"]'));
const checkedStars = (rating: HTMLElement) => stars(rating).filter((star) => star.getAttribute('aria-checked') === 'true');
const checkbox = (group: HTMLElement) => group.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** Clicks the nth star (1-5) of a candidate's rating. */
function rate(group: HTMLElement, label: string, count: number) {
  fireEvent.click(stars(rating(group, label))[count - 1]);
}

/** A button of the open confirmation dialog. */
async function confirmDialog(text: string) {
  const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
  expect(dialog).toBeTruthy();
  fireEvent.click(within(dialog).getByText(text, { selector: 'button span' }));
}

const group = (text: string) => screen.getByLabelText(`Candidate: ${text}`, { selector: '[role="group"]' });

describe('Idea generation session editor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('adds ideas on Enter, split by lines (bullets and numbers removed) or by commas; Shift+Enter adds nothing', async () => {
    await newSessionWithIdeas();
    expect(ideaItems('Off the chest')).toEqual(['Valuation API', 'Rental index', 'Agent dashboard']);
    expect(ideaItems('Random object')).toEqual(['kite', 'umbrella']);
    expect((screen.getByLabelText('New Off the chest ideas') as HTMLTextAreaElement).value).toBe('');

    const input = typeIdeas('Revolution', 'No agents at all', true);
    expect(ideaItems('Revolution')).toEqual([]);
    expect(input.value).toBe('No agents at all');
    // The Add button adds what is typed too, and a removed idea goes.
    fireEvent.click(screen.getByLabelText('Add Revolution ideas'));
    expect(ideaItems('Revolution')).toEqual(['No agents at all']);
    fireEvent.click(screen.getByLabelText('Remove idea: No agents at all'));
    expect(ideaItems('Revolution')).toEqual([]);
  });

  it('keeps the Filtered tab disabled while the session has no ideas', async () => {
    serveSessions([]);
    renderTab('&session=new&genTab=filtered');
    await screen.findByLabelText('New Off the chest ideas');
    expect(editorTab('Filtered Ideas (0)').classList.contains('ant-tabs-tab-disabled')).toBe(true);
    expect(button('Filter Ideas').disabled).toBe(true);
  });

  it('Filter Ideas makes one candidate per idea, every score 0 and none selected, and opens "Filtered Ideas (n)"', async () => {
    const { url } = await newSessionWithIdeas();
    filterIdeas();
    expect(editorTab('Filtered Ideas (6)').classList.contains('ant-tabs-tab-active')).toBe(true);
    await waitFor(() => expect(url()).toContain('genTab=filtered'));
    expect(candidateGroups()).toHaveLength(6);
    for (const candidate of candidateGroups()) {
      expect(candidate.querySelectorAll('[role="radio"][aria-checked="true"]')).toHaveLength(0);
      expect(checkbox(candidate).checked).toBe(false);
    }
    expect(screen.getByText('Showing 6 of 6 ideas · 0 selected')).toBeTruthy();
  });

  it('hides candidates below the minimum scores and says so when none is left', async () => {
    await newSessionWithIdeas();
    filterIdeas();
    rate(group('Valuation API'), 'Relevance', 4);
    rate(group('kite'), 'Relevance', 2);
    fireEvent.change(screen.getByLabelText('Min. Relevance'), { target: { value: '2' } });
    await waitFor(() => expect(candidateGroups()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Min. Relevance'), { target: { value: '3' } });
    await waitFor(() => expect(candidateGroups().map((g) => g.getAttribute('aria-label'))).toEqual(['Candidate: Valuation API']));
    fireEvent.change(screen.getByLabelText('Min. Feasibility'), { target: { value: '1' } });
    expect(await screen.findByText(SESSION_MESSAGES.noMatch)).toBeTruthy();
    expect(candidateGroups()).toHaveLength(0);

    // A minimum that is not a number counts as 0 once the field is left: every candidate shows again.
    fireEvent.change(screen.getByLabelText('Min. Feasibility'), { target: { value: 'abc' } });
    fireEvent.blur(screen.getByLabelText('Min. Feasibility'));
    fireEvent.change(screen.getByLabelText('Min. Relevance'), { target: { value: 'abc' } });
    fireEvent.blur(screen.getByLabelText('Min. Relevance'));
    await waitFor(() => expect(candidateGroups().length).toBeGreaterThan(1));
    expect((screen.getByLabelText('Min. Relevance') as HTMLInputElement).value).toBe('0');
  });

  it('asks before adding the selected ideas, then adds them in one import call', async () => {
    await newSessionWithIdeas();
    fireEvent.change(screen.getByLabelText('Session Title'), { target: { value: 'Proptech' } });
    fireEvent.change(screen.getByLabelText('Challenge Question'), { target: { value: 'How might we value homes faster?' } });
    filterIdeas();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { imported: 2, failed: 0, skipped: 0, conflicts: [], errors: [] } });

    rate(group('Valuation API'), 'Relevance', 5);
    rate(group('Valuation API'), 'Feasibility', 4);
    fireEvent.click(checkbox(group('Valuation API')));
    fireEvent.click(checkbox(group('kite')));
    // Selecting reveals the re-expression, growth conditions and Rumsfeld matrix.
    const kite = group('kite');
    fireEvent.change(within(kite).getByLabelText('Re-expression'), { target: { value: 'Drone roof survey' } });
    fireEvent.change(within(kite).getByLabelText('Growth conditions (greenhousing)'), { target: { value: 'Drone rules' } });
    fireEvent.change(within(kite).getByLabelText('Known knowns'), { target: { value: 'Roofs age' } });
    fireEvent.change(within(kite).getByLabelText('Known unknowns'), { target: { value: 'Cost per flight' } });
    fireEvent.change(within(kite).getByLabelText('Unknown unknowns'), { target: { value: 'Weather' } });
    expect(within(group('Rental index')).queryByLabelText('Re-expression')).toBeNull();

    fireEvent.click(button('Add Selected to Ideas (2)'));
    expect(await screen.findByText('Add 2 selected idea(s) to the main ideas list?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    await confirmDialog('Add');

    expect(await screen.findByText('Successfully added 2 idea(s) to the main ideas list!')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    const blank: Omit<Candidate, 'text' | 'technique'> = {
      relevance: 0, feasibility: 0, novelty: 0, alignment: 0, personaFit: 0, selected: true, reExpressed: '', greenhousing: '',
      rumsfeld: { knownKnowns: '', knownUnknowns: '', unknownUnknowns: '' },
    };
    const session = { company: 'none' };
    const challenge = 'How might we value homes faster?';
    expect(post).toHaveBeenCalledWith(IDEAS_IMPORT_URL, {
      policy: 'new',
      items: [
        generationPayload({ ...blank, text: 'Valuation API', technique: 'offTheChest', relevance: 5, feasibility: 4 }, session, challenge),
        generationPayload(
          {
            ...blank,
            text: 'kite',
            technique: 'randomObject',
            reExpressed: 'Drone roof survey',
            greenhousing: 'Drone rules',
            rumsfeld: { knownKnowns: 'Roofs age', knownUnknowns: 'Cost per flight', unknownUnknowns: 'Weather' },
          },
          session,
          challenge,
        ),
      ],
    });
    expect(post.mock.calls[0][1]).toMatchObject({ items: [{ title: 'Valuation API', company: 'approach' }, { title: 'Drone roof survey' }] });
    // Added ones are marked and not offered again.
    await waitFor(() => expect(button('Add Selected to Ideas (0)').disabled).toBe(true));
    expect(within(group('kite')).getByText('Added to ideas')).toBeTruthy();
  }, 45_000); // The longest flow here: on a busy machine it needs more than the default 20 s.

  it('says "Failed to add ideas. Please try again." when the import call fails', async () => {
    await newSessionWithIdeas();
    filterIdeas();
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Network Error', statusCode: 0 });
    fireEvent.click(checkbox(group('kite')));
    fireEvent.click(button('Add Selected to Ideas (1)'));
    await confirmDialog('Add');
    expect(await screen.findByText(SESSION_MESSAGES.addFailed)).toBeTruthy();
    expect(button('Add Selected to Ideas (1)').disabled).toBe(false);
  });

  it('saves a session without a title as is; the server names it "Untitled Session" and the URL gets its id', async () => {
    const { url } = await newSessionWithIdeas();
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url: string, body: unknown) => ({
      data: { ...record({ id: 42, company: 'none', challenge_question: '' }), ...(body as object), title: 'Untitled Session', filter_state: null },
    }));
    fireEvent.click(button('Save Session'));
    expect(await screen.findByText(SESSION_MESSAGES.saved)).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    const [calledUrl, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(calledUrl).toBe(SESSIONS_URL);
    expect(body).toMatchObject({
      title: '',
      challenge_question: '',
      how_might_we_action: '',
      how_might_we_target: '',
      how_might_we_outcome: '',
      company: 'none',
      ideas: [
        { technique: 'off_the_chest', idea_text: 'Valuation API' },
        { technique: 'off_the_chest', idea_text: 'Rental index' },
        { technique: 'off_the_chest', idea_text: 'Agent dashboard' },
        { technique: 'related_world', idea_text: 'Car price estimator for homes' },
        { technique: 'random_object', idea_text: 'kite' },
        { technique: 'random_object', idea_text: 'umbrella' },
      ],
    });
    expect(await screen.findByText('Untitled Session', { selector: 'h4' })).toBeTruthy();
    await waitFor(() => expect(url()).toContain('session=42'));
    expect(localStorage.getItem(NEW_SESSION_STORAGE_KEY)).toBeNull();
    // Saved: the next save updates it.
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: record({ id: 42, title: 'Untitled Session' }) });
    fireEvent.click(button('Save Session'));
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${SESSIONS_URL}/42`, expect.objectContaining({ title: 'Untitled Session' })));
  });

  it("shows the server's message when a save is refused, and \"Error saving session\" when no answer comes", async () => {
    await newSessionWithIdeas();
    const post = vi.spyOn(httpClient, 'post').mockRejectedValueOnce({ message: 'title must be at most 255 characters.', statusCode: 400 });
    fireEvent.click(button('Save Session'));
    expect(await screen.findByText('title must be at most 255 characters.')).toBeTruthy();
    post.mockRejectedValueOnce({ message: 'Network Error', statusCode: 0 });
    fireEvent.click(button('Save Session'));
    expect(await screen.findByText(SESSION_MESSAGES.saveError)).toBeTruthy();
  });

  it('keeps a new session in this browser, so a reload brings it back', async () => {
    const first = await newSessionWithIdeas();
    filterIdeas();
    rate(group('Rental index'), 'Novelty', 3);
    first.unmount();

    renderTab('&session=new&genTab=filtered');
    expect(await screen.findByText(/restored from this browser/)).toBeTruthy();
    expect(editorTab('Filtered Ideas (6)').classList.contains('ant-tabs-tab-active')).toBe(true);
    expect(checkedStars(rating(group('Rental index'), 'Novelty'))).toHaveLength(3);

    // New Session asks before dropping the unsaved work, then starts empty.
    fireEvent.click(button('New Session'));
    await confirmDialog('Discard');
    await waitFor(() => expect(editorTab('Filtered Ideas (0)').classList.contains('ant-tabs-tab-disabled')).toBe(true));
    expect(ideaItems('Off the chest')).toEqual([]);
    expect(localStorage.getItem(NEW_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('copies the challenge, or the challenge with the instructions', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      serveSessions([]);
      renderTab('&session=new');
      fireEvent.change(await screen.findByLabelText('Challenge Question'), { target: { value: ' How might we value homes faster? ' } });
      fireEvent.click(button('Copy Challenge'));
      expect(await screen.findByText(SESSION_MESSAGES.challengeCopied)).toBeTruthy();
      expect(writeText).toHaveBeenLastCalledWith('How might we value homes faster?');
      fireEvent.click(button('Copy Challenge + Instructions'));
      expect(await screen.findByText(SESSION_MESSAGES.challengeAndInstructionsCopied)).toBeTruthy();
      expect(writeText).toHaveBeenLastCalledWith(copyInstructions(' How might we value homes faster? '));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
