import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { httpClient } from '../../providers/http-client';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { ProjectShow } from './show';
import { HEAVY_TEST_MS, PROJECTS_URL, project, serveApi } from './test/project-fixtures';

const PROJECT_URL = `${PROJECTS_URL}/3`;

function renderProject(url = '/projects/3') {
  const view = renderWithRefine(<ProjectShow />, { path: '/projects/:id', url, appData: true, routes: { '/projects': <p>Projects list</p> } });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('/projects/:id', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the tab named in the address and keeps the chosen tab there', async () => {
    serveApi({
      [PROJECT_URL]: () => project({ id: 3 }),
      [`${PROJECT_URL}/reminders`]: () => [],
      [`${PROJECT_URL}/notes`]: () => [],
    });
    const view = renderProject('/projects/3?tab=reminders');
    expect(await screen.findByText('No reminders yet')).toBeTruthy();
    expect(selectedTab()).toBe('Reminders');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Todos', 'Events', 'Reminders', 'Notes', 'Links']);

    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No notes yet')).toBeTruthy();
    expect(view.url()).toBe('/projects/3?tab=notes');
    // The first tab leaves the address plain.
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(view.url()).toBe('/projects/3'));
    expect(screen.getByText('Progress', { selector: '.ant-statistic-title' })).toBeTruthy();
  });

  it('shows a project without budget, todos or repositories, saying what is missing', async () => {
    serveApi({
      [PROJECT_URL]: () =>
        project({
          id: 3,
          budget: null,
          spent: null,
          start_date: null,
          target_date: null,
          description: null,
          tags: [],
          primary_git_repo: null,
          git_repos: [],
          todo_count: 0,
          completed_todos: 0,
          progress: 0,
        }),
      [`${PROJECT_URL}/links`]: () => ({ pipelines: [], apis: [], git_repos: [] }),
    });
    renderProject();
    expect(await screen.findByText('No budget set')).toBeTruthy();
    expect(screen.getByText('0 of 0 todos completed')).toBeTruthy();
    // A standard project without a target date has none (Perpetual is for operational ones).
    expect(screen.queryByText('Perpetual')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Links' }));
    expect(await screen.findByText('No pipelines linked to this project')).toBeTruthy();
    expect(screen.getByText('No APIs linked to this project')).toBeTruthy();
    expect(screen.getByText('No git repositories; add them with Edit on the projects list')).toBeTruthy();
  });

  it('says why the project could not be loaded, and loads it again on request', async () => {
    let fail = true;
    serveApi({ [PROJECT_URL]: () => (fail ? { reject: { message: 'Database is locked', statusCode: 500 } } : project({ id: 3 })) });
    renderProject();
    expect(await screen.findByText('Failed to load the project')).toBeTruthy();
    expect(screen.getByText('Database is locked')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Customer Portal' })).toBeTruthy();
  });

  it('shows a loading state until the project arrives', async () => {
    let answer!: (value: unknown) => void;
    vi.spyOn(httpClient, 'get').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderProject();
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ data: project({ id: 3, display_name: 'Car market' }), headers: {} });
    expect(await screen.findByRole('heading', { name: 'Car market' })).toBeTruthy();
  });
});
