import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { HEAVY_TEST_MS, PROJECTS_URL, button, choose, dialog, project, renderList, serveApi } from './test/project-fixtures';

const existing = project({ id: 7 });

/** What an antd Select labelled `label` shows as chosen. */
const chosen = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input' }).closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent;

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

/** The error shown under the field labelled `label`. */
const fieldError = (form: HTMLElement, label: string) =>
  field(form, label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent;

const type = (form: HTMLElement, label: string, value: string) => {
  const input = field(form, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Types a day into a date picker and confirms it with Enter (the calendar is not opened: it is slow in a test page). */
const typeDay = (form: HTMLElement, label: string, value: string) => {
  const input = field(form, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
};

async function openNew() {
  serveApi({ [PROJECTS_URL]: () => [existing] });
  renderList();
  await screen.findByText('Customer Portal');
  fireEvent.click(button('New Project'));
  return dialog('New Project');
}

const create = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

describe('The project dialog', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new project from the §4 defaults', async () => {
    const form = await openNew();
    expect(chosen(form, 'Type')).toBe('Standard');
    expect(chosen(form, 'Status')).toBe('Planning');
    expect(chosen(form, 'Priority')).toBe('Medium');
    expect(chosen(form, 'Visibility')).toBe('Private');
    expect(chosen(form, 'Company')).toBe('none');
    expect(field(form, 'Perpetual (no target date)').checked).toBe(false);
    expect(field(form, 'Target date').disabled).toBe(false);
  });

  it('says "Project ID and Display Name are required fields" without sending anything', async () => {
    const post = vi.spyOn(httpClient, 'post');
    const form = await openNew();
    type(form, 'Project ID', 'customer-portal');
    create(form);
    expect(await within(form).findByText(PROJECT_MESSAGES.required)).toBeTruthy();
    expect(PROJECT_MESSAGES.required).toBe('Project ID and Display Name are required fields');
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the ID, the URL and the dates as the server does, before sending', async () => {
    const post = vi.spyOn(httpClient, 'post');
    const form = await openNew();
    type(form, 'Project ID', 'Customer Portal');
    type(form, 'Display Name', 'Customer Portal');
    type(form, 'Primary git repository', 'ftp://example.no/repo');
    typeDay(form, 'Start date', '2026-06-01');
    typeDay(form, 'Target date', '2026-05-01');
    create(form);
    await waitFor(() => expect(fieldError(form, 'Project ID')).toBe(PROJECT_MESSAGES.nameShape));
    expect(fieldError(form, 'Primary git repository')).toBe('Primary git repository must be a valid http(s) URL.');
    expect(fieldError(form, 'Target date')).toBe('Target date must be on or after the start date.');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends every field: tags parsed, empty optional fields as null, repositories named from their URL', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: project({ id: 12, name: 'data-lake' }) });
    const form = await openNew();
    type(form, 'Project ID', 'data-lake');
    type(form, 'Display Name', ' Data Lake ');
    await choose('Type', 'Research', form);
    await choose('Priority', 'Critical', form);
    typeDay(form, 'Start date', '2026-02-01');
    typeDay(form, 'Target date', '2026-11-30');
    type(form, 'Budget', '750000');
    type(form, 'Tags', ' data, , ml ,data, lake ');
    fireEvent.click(within(form).getByText('Add repository'));
    type(form, 'Repository 1 URL', 'https://github.com/example/data-lake.git');
    create(form);

    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(PROJECTS_URL, {
      name: 'data-lake',
      display_name: 'Data Lake',
      description: null,
      project_type: 'research',
      status: 'planning',
      priority: 'critical',
      start_date: '2026-02-01',
      target_date: '2026-11-30',
      budget: 750000,
      spent: null,
      owner_team: null,
      project_manager: null,
      primary_git_repo: null,
      tags: ['data', 'ml', 'lake'],
      category: null,
      visibility: 'private',
      company: 'none',
      metadata: null,
      git_repos: [{ url: 'https://github.com/example/data-lake.git', name: 'example/data-lake', branch: 'main' }],
    });
    await waitFor(() => expect(screen.queryByText('New Project', { selector: '.ant-modal-title' })).toBeNull());
  });

  it('sends no target date for a perpetual project: the box clears the date and disables it', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: project({ id: 13 }) });
    const form = await openNew();
    type(form, 'Project ID', 'ops-monitoring');
    type(form, 'Display Name', 'Ops Monitoring');
    await choose('Type', 'Operational', form);
    typeDay(form, 'Target date', '2026-11-30');
    await waitFor(() => expect(field(form, 'Target date').value).toBe('2026-11-30'));
    fireEvent.click(field(form, 'Perpetual (no target date)'));
    await waitFor(() => expect(field(form, 'Target date').disabled).toBe(true));
    expect(field(form, 'Target date').value).toBe('');
    create(form);
    await waitFor(() => expect(post).toHaveBeenCalledWith(PROJECTS_URL, expect.objectContaining({ project_type: 'operational', target_date: null })));
  });

  it('shows a taken ID (409) on the ID field, keeping everything typed', async () => {
    const post = vi.spyOn(httpClient, 'post').mockRejectedValue({ message: PROJECT_MESSAGES.nameTaken('customer-portal'), statusCode: 409 });
    const form = await openNew();
    type(form, 'Project ID', 'customer-portal');
    type(form, 'Display Name', 'Portal again');
    await choose('Status', 'Active', form);
    create(form);

    await waitFor(() => expect(fieldError(form, 'Project ID')).toBe('A project with the ID "customer-portal" already exists.'));
    expect(post).toHaveBeenCalledTimes(1);
    // Still open, nothing lost.
    expect(field(form, 'Display Name').value).toBe('Portal again');
    expect(chosen(form, 'Status')).toBe('Active');
  });

  it('puts the server’s field errors (400) on their fields, its other refusals above them, else "Failed to create project"', async () => {
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValueOnce({
        message: 'Owner team must be at most 200 characters.',
        statusCode: 400,
        errors: { owner_team: 'Owner team must be at most 200 characters.' },
      })
      .mockRejectedValueOnce({ message: 'Database is locked', statusCode: 500 })
      .mockRejectedValueOnce({ message: 'Network Error', statusCode: 0 });
    const form = await openNew();
    type(form, 'Project ID', 'search');
    type(form, 'Display Name', 'Search');
    create(form);
    await waitFor(() => expect(fieldError(form, 'Owner team')).toBe('Owner team must be at most 200 characters.'));
    create(form);
    expect(await within(form).findByText('Database is locked')).toBeTruthy();
    create(form);
    expect(await within(form).findByText(PROJECT_MESSAGES.createFailed)).toBeTruthy();
    expect(PROJECT_MESSAGES.createFailed).toBe('Failed to create project');
    expect(post).toHaveBeenCalledTimes(3);
    expect(field(form, 'Display Name').value).toBe('Search');
  });

  it('Edit opens the dialog with the project’s fields and saves with PUT, else "Failed to update project"', async () => {
    serveApi({ [PROJECTS_URL]: () => [existing] });
    const put = vi
      .spyOn(httpClient, 'put')
      .mockRejectedValueOnce({ message: 'Network Error', statusCode: 0 })
      .mockResolvedValue({ data: { ...existing, tags: ['web'] } });
    renderList();
    await screen.findByText('Customer Portal');

    fireEvent.click(screen.getByLabelText('Edit Customer Portal'));
    const form = await dialog('Edit Customer Portal');
    expect(field(form, 'Project ID').value).toBe('customer-portal');
    expect(field(form, 'Tags').value).toBe('web, customers');
    expect(field(form, 'Target date').value).toBe('2026-12-31');
    expect(field(form, 'Repository 1 URL').value).toBe('https://github.com/example/customer-portal');
    expect(chosen(form, 'Visibility')).toBe('Team');
    type(form, 'Tags', 'web');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(PROJECT_MESSAGES.updateFailed)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put).toHaveBeenLastCalledWith(
      `${PROJECTS_URL}/7`,
      expect.objectContaining({
        name: 'customer-portal',
        tags: ['web'],
        target_date: '2026-12-31',
        budget: 1_250_000,
        visibility: 'team',
        git_repos: [{ url: 'https://github.com/example/customer-portal', name: 'example/customer-portal', branch: 'main' }],
      }),
    );
  });
});
