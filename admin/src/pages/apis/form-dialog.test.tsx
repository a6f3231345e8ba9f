import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_NAME_HINT, API_REGISTRY_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { APIS_URL, HEAVY_TEST_MS, button, choose, dialog, registryApi, renderList, serveApi } from './test/api-fixtures';

const existing = registryApi({ id: 7 });

/** What an antd Select labelled `label` shows as chosen. */
const chosen = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input' }).closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent;

/** The error shown under the field labelled `label`. */
const fieldError = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input, textarea' }).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')
    ?.textContent;

const type = (form: HTMLElement, label: string, value: string) => {
  const input = within(form).getByLabelText(label, { selector: 'input, textarea' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

async function openNew() {
  serveApi({ [APIS_URL]: () => [existing] });
  renderList();
  await screen.findByText('User Service');
  fireEvent.click(button('New API'));
  return dialog('New API');
}

describe('The API dialog', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new API from the defaults, with the name hint', async () => {
    const form = await openNew();
    expect(within(form).getByText(API_NAME_HINT)).toBeTruthy();
    expect(chosen(form, 'Type')).toBe('rest');
    expect(chosen(form, 'Status')).toBe('development');
    expect((within(form).getByLabelText('Version') as HTMLInputElement).value).toBe('1.0.0');
    expect(chosen(form, 'Auth type')).toBe('api_key');
    expect(chosen(form, 'SLA tier')).toBe('silver');
    expect(chosen(form, 'Company')).toBe('none');
  });

  it('checks the name and the URLs as the server does, before sending', async () => {
    const post = vi.spyOn(httpClient, 'post');
    const form = await openNew();
    type(form, 'Name', 'User Service');
    type(form, 'Health URL', 'ftp://example.no/health');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fieldError(form, 'Name')).toBe(API_REGISTRY_MESSAGES.nameShape));
    expect(fieldError(form, 'Health URL')).toBe(API_REGISTRY_MESSAGES.badUrl('health_url'));
    expect(post).not.toHaveBeenCalled();
  });

  it('sends every field, and shows a taken name (409) on the name field, keeping what was typed', async () => {
    const post = vi.spyOn(httpClient, 'post').mockRejectedValue({ message: API_REGISTRY_MESSAGES.nameTaken('user-service'), statusCode: 409 });
    const form = await openNew();
    type(form, 'Name', 'user-service');
    type(form, 'Display name', 'Users again');
    await choose('Type', 'graphql');
    type(form, 'Base URL', 'https://api.example.no/graphql');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(fieldError(form, 'Name')).toBe('An API named "user-service" already exists.'));
    expect(post).toHaveBeenCalledWith(APIS_URL, {
      name: 'user-service',
      display_name: 'Users again',
      description: '',
      type: 'graphql',
      status: 'development',
      version: '1.0.0',
      base_url: 'https://api.example.no/graphql',
      production_url: '',
      health_url: '',
      git_repo: '',
      auth_type: 'api_key',
      owner_team: '',
      sla_tier: 'silver',
      company: 'none',
    });
    // Still open, nothing lost.
    expect((within(form).getByLabelText('Display name') as HTMLInputElement).value).toBe('Users again');
    expect(chosen(form, 'Type')).toBe('graphql');
  });

  it('puts the server’s field errors (400) on their fields, and any other refusal above them', async () => {
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValueOnce({
        message: 'Owner team must be at most 100 characters.',
        statusCode: 400,
        errors: { owner_team: 'Owner team must be at most 100 characters.' },
      })
      .mockRejectedValueOnce({ message: 'Database is locked', statusCode: 500 });
    const form = await openNew();
    type(form, 'Name', 'search-api');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fieldError(form, 'Owner team')).toBe('Owner team must be at most 100 characters.'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Failed to create API: Database is locked')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('Configure and Edit open the same dialog with the API’s fields, and save with PUT', async () => {
    serveApi({ [APIS_URL]: () => [existing] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...existing, version: '2.4.0' } });
    renderList();
    await screen.findByText('User Service');

    fireEvent.click(screen.getByLabelText('Configure User Service'));
    let form = await dialog('Edit User Service');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('user-service');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Edit User Service', { selector: '.ant-modal-title' })).toBeNull());

    fireEvent.click(screen.getByLabelText('Edit User Service'));
    form = await dialog('Edit User Service');
    expect(chosen(form, 'Auth type')).toBe('jwt');
    type(form, 'Version', '2.4.0');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `${APIS_URL}/7`,
        expect.objectContaining({ name: 'user-service', version: '2.4.0', auth_type: 'jwt', sla_tier: 'gold' }),
      ),
    );
  });
});
