import { expect } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { Project, ProjectNote, ProjectReminder, ProjectTodo } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { ProjectList } from '../list';
// The list helpers of the admin app's one list shape (served GETs, calls, dialogs, table cells).
export { HEAVY_TEST_MS, button, callsTo, dialog, headers, rowOf, serveApi, splitUrl } from '../../apis/test/api-fixtures';

export const PROJECTS_URL = '/api/admin/projects';

let nextId = 1;

export const project = (overrides: Partial<Project> = {}): Project => ({
  id: nextId++,
  name: 'customer-portal',
  display_name: 'Customer Portal',
  description: 'Self-service for customers.',
  project_type: 'standard',
  status: 'active',
  priority: 'high',
  start_date: '2026-01-05',
  target_date: '2026-12-31',
  budget: 1_250_000,
  spent: 430_000,
  owner_team: 'Platform',
  project_manager: 'Kari Nordmann',
  primary_git_repo: 'https://github.com/example/customer-portal',
  tags: ['web', 'customers'],
  category: 'Product',
  visibility: 'team',
  company: 'approach',
  metadata: null,
  git_repos: [{ url: 'https://github.com/example/customer-portal', name: 'example/customer-portal', branch: 'main' }],
  progress: 40,
  todo_count: 10,
  completed_todos: 4,
  team_size: 5,
  api_count: 2,
  data_source_count: 1,
  pipeline_count: 3,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const projectTodo = (overrides: Partial<ProjectTodo> = {}): ProjectTodo => ({
  id: nextId++,
  title: 'Write the launch plan',
  description: '',
  completed: false,
  due_date: '2026-04-01',
  assignee: 'Kari Nordmann',
  completed_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const projectReminder = (overrides: Partial<ProjectReminder> = {}): ProjectReminder => ({
  id: nextId++,
  title: 'Budget review',
  message: 'Review the spend before the board meeting.',
  remind_at: '2026-04-01T07:00:00.000Z',
  recipients: ['kari@demo.no'],
  status: 'pending',
  sent_at: null,
  error: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const projectNote = (overrides: Partial<ProjectNote> = {}): ProjectNote => ({
  id: nextId++,
  title: 'Kick-off',
  body: 'Agreed on **scope** and dates.',
  author: 'astrid@demo.no',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** The project list at `url`, with the project page and the calendar as places to land on. */
export function renderList(url = '/projects') {
  const view = renderWithRefine(<ProjectList />, {
    path: '/projects',
    url,
    appData: true,
    routes: { '/projects/:id': <p>Project page</p>, '/projects/calendar': <p>Calendar page</p> },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/**
 * Picks an option of the antd Select labelled `label`, in the list open now: the page has several selects offering
 * the same words (All), and a list once opened stays in the page, hidden. `container`: the dialog, when the page has
 * a select of the same label.
 */
export async function choose(label: string, option: string, container: HTMLElement = document.body) {
  fireEvent.mouseDown(within(container).getByLabelText(label, { selector: 'input' }));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`),
    ].at(-1);
    if (!found) throw new Error(`No option ${option} in ${label}`);
    return found;
  });
  fireEvent.click(item);
  // Closed again before the next choice, so that one's list is the only one open.
  await waitFor(() => expect(item.closest('.ant-select-dropdown-hidden')).not.toBeNull());
}
