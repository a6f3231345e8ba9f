import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_MESSAGES, formatNok } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, PROJECTS_URL, button, callsTo, choose, dialog, headers, project, renderList, rowOf, serveApi } from './test/project-fixtures';

const portal = project({ id: 7 });
const operations = project({
  id: 8,
  name: 'ops-monitoring',
  display_name: 'Ops Monitoring',
  project_type: 'operational',
  status: 'on_hold',
  priority: 'critical',
  company: 'none',
  target_date: null,
  budget: null,
  spent: null,
  progress: 0,
  todo_count: 0,
  completed_todos: 0,
});
const research = project({ id: 9, name: 'llm-trial', display_name: 'LLM Trial', project_type: 'research', target_date: null });

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('Project list', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every column: the display name over the ID, status and priority, progress with its todos, the target date or Perpetual, and the budget in NOK', async () => {
    serveApi({ [PROJECTS_URL]: () => [portal, operations, research] });
    renderList();
    const row = (await screen.findByText('Customer Portal')).closest('tr')!;
    expect(headers()).toEqual(['Project', 'Status', 'Priority', 'Type', 'Company', 'Progress', 'Target Date', 'Budget', 'Actions']);
    expect(cellsOf(row).slice(0, 8)).toEqual([
      'Customer Portalcustomer-portal',
      'Active',
      'High',
      'Standard',
      'approach',
      '40%4/10 todos',
      'Dec 31, 2026',
      `${formatNok(1_250_000)}spent ${formatNok(430_000)}`,
    ]);
    expect(formatNok(1_250_000)).toMatch(/^1\s250\s000\skr$/);
    expect(within(row).getByRole('progressbar', { name: 'Progress of Customer Portal' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(row).getByRole('link', { name: 'Customer Portal' }).getAttribute('href')).toBe('/projects/7');

    // An operational project without a date is perpetual; any other without a date has none.
    expect(cellsOf(rowOf('Ops Monitoring')).slice(1, 8)).toEqual(['On hold', 'Critical', 'Operational', 'none', '0%0/0 todos', 'Perpetual', '—']);
    expect(cellsOf(rowOf('LLM Trial'))[6]).toBe('—');
  });

  it('colours status and priority, with the word beside the colour', async () => {
    serveApi({ [PROJECTS_URL]: () => [portal, operations] });
    renderList();
    await screen.findByText('Customer Portal');
    const tag = (name: string, word: string) => within(rowOf(name)).getByText(word, { selector: '.ant-tag' });
    expect(tag('Customer Portal', 'Active').className).toContain('ant-tag-green');
    expect(tag('Customer Portal', 'High').className).toContain('ant-tag-orange');
    expect(tag('Ops Monitoring', 'On hold').className).toContain('ant-tag-orange');
    expect(tag('Ops Monitoring', 'Critical').className).toContain('ant-tag-red');
  });

  it('sends the filters and the search to the server, pages there by 20, and starts again on the first page', async () => {
    const get = serveApi({ [PROJECTS_URL]: () => [portal] });
    const { url } = renderList();
    await screen.findByText('Customer Portal');
    expect(callsTo(get, PROJECTS_URL)[0]).toEqual({ _start: '0', _end: '20' });

    await choose('Status', 'Active');
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).toEqual({ _start: '0', _end: '20', status: 'active' }));
    await choose('Priority', 'Critical');
    await choose('Company', 'aeda');
    await choose('Type', 'Operational');
    await waitFor(() =>
      expect(callsTo(get, PROJECTS_URL).at(-1)).toEqual({
        _start: '0',
        _end: '20',
        status: 'active',
        priority: 'critical',
        company: 'aeda',
        project_type: 'operational',
      }),
    );

    fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: 'portal' } });
    fireEvent.keyDown(screen.getByLabelText('Search projects'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).toMatchObject({ q: 'portal', project_type: 'operational' }));
    // Kept in the URL, so a reload or a shared link shows the same.
    expect(url()).toContain('q');

    // 'none' is a company of its own; All drops the filter.
    await choose('Company', 'none');
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).toMatchObject({ company: 'none' }));
    await choose('Company', 'All');
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).not.toHaveProperty('company'));
  });

  it('reads the page and the filters from the URL, and a new filter starts again on the first page', async () => {
    const get = serveApi({ [PROJECTS_URL]: () => [portal] });
    renderList('/projects?currentPage=3&pageSize=20&filters[0][field]=priority&filters[0][operator]=eq&filters[0][value]=high');
    await screen.findByText('Customer Portal');
    expect(callsTo(get, PROJECTS_URL).at(-1)).toEqual({ _start: '40', _end: '60', priority: 'high' });
    expect(screen.getByLabelText('Priority', { selector: 'input' }).closest('.ant-select')!.textContent).toContain('High');

    await choose('Status', 'Planning');
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).toEqual({ _start: '0', _end: '20', priority: 'high', status: 'planning' }));
  });

  it('sorts on the server by the clicked column', async () => {
    const get = serveApi({ [PROJECTS_URL]: () => [portal] });
    renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(screen.getAllByText('Target Date', { selector: '.ant-table-thead th *' })[0]);
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).at(-1)).toMatchObject({ _sort: 'target_date', _order: 'asc' }));
  });

  it('opens the project from its row, its view button, and goes to the calendar', async () => {
    serveApi({ [PROJECTS_URL]: () => [portal, operations] });
    const first = renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(within(rowOf('Customer Portal')).getByText('Active'));
    await waitFor(() => expect(first.url()).toBe('/projects/7'));
    first.unmount();

    const second = renderList();
    await screen.findByText('Ops Monitoring');
    fireEvent.click(screen.getByLabelText('View Ops Monitoring'));
    await waitFor(() => expect(second.url()).toBe('/projects/8'));
    second.unmount();

    const third = renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(button('Calendar'));
    await waitFor(() => expect(third.url()).toBe('/projects/calendar'));
  });

  it('asks before deleting, naming the project and what goes with it, then deletes', async () => {
    serveApi({ [PROJECTS_URL]: () => [portal] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 7 } });
    renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(screen.getByLabelText('Delete Customer Portal'));
    const confirm = await dialog('Delete project?');
    expect(
      within(confirm).getByText(
        'Delete "Customer Portal"? Its todos, reminders, events and notes are deleted with it. This action cannot be undone.',
      ),
    ).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/projects/7'));
  });

  it('says "Failed to delete project: {reason}" when the server refuses', async () => {
    serveApi({ [PROJECTS_URL]: () => [portal] });
    vi.spyOn(httpClient, 'delete').mockRejectedValue({ message: 'Database is locked', statusCode: 500 });
    renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(screen.getByLabelText('Delete Customer Portal'));
    fireEvent.click(within(await dialog('Delete project?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PROJECT_MESSAGES.deleteFailed('Database is locked'))).toBeTruthy();
    expect(PROJECT_MESSAGES.deleteFailed('Database is locked')).toBe('Failed to delete project: Database is locked');
  });

  it('says "Failed to load projects: {reason}" when the list cannot be read, and tries again', async () => {
    let broken = true;
    serveApi({ [PROJECTS_URL]: () => (broken ? { reject: { message: 'Database unavailable', statusCode: 500 } } : [portal]) });
    renderList();
    expect(await screen.findByText('Failed to load projects: Database unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer Portal')).toBeTruthy();
  });

  it('says so when there are no projects yet, or none match', async () => {
    serveApi({ [PROJECTS_URL]: () => [] });
    const first = renderList();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    first.unmount();
    renderList('/projects?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=archived');
    expect(await screen.findByText('No projects match the search and filters')).toBeTruthy();
  });
});
