import { vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { httpClient } from '../../../../providers/http-client';
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

/** Answers GET calls: the list, and the sessions by id (a missing id is a 404 with the server's message). */
export function serveSessions(list: SessionSummary[], sessions: SessionRecord[] = []) {
  return vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/admin/idea-generation/sessions') return { data: { sessions: list } };
    const found = sessions.find((s) => url === `/api/admin/idea-generation/sessions/${s.id}`);
    if (found) return { data: found };
    throw { message: 'Session not found.', statusCode: 404 };
  });
}

export function renderTab(query = '') {
  const view = renderWithRefine(<IdeaGenerationTab />, { path: '/ideas', url: `/ideas?tab=generation${query}` });
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
