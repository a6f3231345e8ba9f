import { fireEvent, screen } from '@testing-library/react';
import { at, serveGets } from '../../../../test/serve-http';
import { currentUrl, renderWithRefine } from '../../../../test/render-with-refine';
import { IdeaGenerationTab } from '../idea-generation-tab';
import type { SessionRecord, SessionSummary } from '../session-model';

export const summary = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  id: 5,
  title: 'Proptech brainstorm',
  company: 'aeda',
  challenge_question: 'How might we value homes faster?',
  idea_count: 3,
  created_at: '2026-02-03T10:00:00.000Z',
  updated_at: '2026-02-03T10:00:00.000Z',
  ...overrides,
});

export const record = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  ...summary(),
  ideas: [
    { technique: 'off_the_chest', idea_text: 'Valuation API' },
    { technique: 'related_world', idea_text: 'Car price estimator for homes' },
    { technique: 'random_object', idea_text: 'A kite that maps roofs' },
  ],
  filter_state: null,
  ...overrides,
});

export const SESSIONS_URL = '/api/admin/idea-generation/sessions';
export const IDEAS_IMPORT_URL = '/api/admin/ideas/import';
/** The list's first page, as the sessions table asks for it. */
export const FIRST_PAGE_URL = `${SESSIONS_URL}?_end=20&_start=0`;

/**
 * Answers GET calls: the list (read when asked, so a test may change it), and the sessions by id (a missing id is a
 * 404 with the server's message).
 */
export function serveSessions(list: SessionSummary[], sessions: SessionRecord[] = []) {
  return serveGets(
    at(SESSIONS_URL, () => list, true),
    (url) => sessions.find((s) => url === `${SESSIONS_URL}/${s.id}`),
    (url) => (url.startsWith(`${SESSIONS_URL}/`) ? { reject: { message: 'Session not found.', statusCode: 404 } } : undefined),
  );
}

export function renderTab(query = '') {
  const view = renderWithRefine(<IdeaGenerationTab />, { path: '/ideas', url: `/ideas?tab=generation${query}`, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** Types into a technique's input and presses Enter (or Shift+Enter). */
export function typeIdeas(technique: string, text: string, shift = false) {
  const input = screen.getByLabelText(`New ${technique} ideas`);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, shiftKey: shift });
  return input as HTMLTextAreaElement;
}

export const ideaItems = (technique: string) =>
  Array.from(screen.queryByLabelText(`${technique} ideas`)?.querySelectorAll('li') ?? []).map((li) => li.textContent);

export const candidateGroups = () => screen.queryAllByLabelText(/^Candidate: /, { selector: '[role="group"]' });

/** The tab button of the session editor's tabs by its visible text. */
export const editorTab = (text: string) => screen.getByText(text, { selector: '.ant-tabs-tab-btn' }).closest('.ant-tabs-tab') as HTMLElement;
