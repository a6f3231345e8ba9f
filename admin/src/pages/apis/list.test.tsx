import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_REGISTRY_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { APIS_URL, HEAVY_TEST_MS, callsTo, choose, dialog, headers, registryApi, renderList, rowOf, serveApi } from './test/api-fixtures';

const users = registryApi({ id: 7 });
const billing = registryApi({
  id: 8,
  name: 'billing-hooks',
  display_name: 'Billing Hooks',
  type: 'webhook',
  status: 'staging',
  version: '0.9.0',
  company: 'aeda',
  health_status: 'degraded',
  endpoint_count: 2,
  customer_count: 0,
  active_todo_count: 1,
  owner_team: '',
  team_size: 0,
  last_deployed_at: null,
});
const legacy = registryApi({ id: 9, name: 'legacy-soap', display_name: 'Legacy SOAP', health_status: 'unhealthy', status: 'retired' });
const quiet = registryApi({ id: 10, name: 'quiet-api', display_name: 'Quiet API', health_status: 'unknown', health_url: '' });

describe('APIs registry list', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every column: the display name over the identifier, the figures, the team and the last deployment as MMM d, yyyy', async () => {
    serveApi({ [APIS_URL]: () => [users, billing] });
    renderList();
    const row = (await screen.findByText('User Service')).closest('tr')!;
    expect(headers()).toEqual([
      'Name',
      'Company',
      'Type',
      'Status',
      'Version',
      'Health',
      'Endpoints',
      'Customers',
      'Todos',
      'Team',
      'Last Deployed',
      'Actions',
    ]);
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 11)).toEqual([
      'User Serviceuser-service',
      'approach',
      'rest',
      'production',
      '2.3.1',
      'healthy',
      '12',
      '3',
      '4',
      'Platform (5)',
      'Mar 1, 2026',
    ]);
    expect(within(row).getByRole('link', { name: 'User Service' }).getAttribute('href')).toBe('/apis/7');
    // No owner team, never deployed.
    const other = [...rowOf('Billing Hooks').querySelectorAll('td')].map((td) => td.textContent);
    expect(other.slice(9, 11)).toEqual(['—', '—']);
  });

  it('colours health as §4 says: healthy green, degraded amber, unhealthy red, unknown grey', async () => {
    serveApi({ [APIS_URL]: () => [users, billing, legacy, quiet] });
    renderList();
    await screen.findByText('User Service');
    const tag = (api: string, word: string) => within(rowOf(api)).getByText(word, { selector: '.ant-tag' });
    expect(tag('User Service', 'healthy').className).toContain('ant-tag-green');
    expect(tag('Billing Hooks', 'degraded').className).toContain('ant-tag-gold');
    expect(tag('Legacy SOAP', 'unhealthy').className).toContain('ant-tag-red');
    const unknown = tag('Quiet API', 'unknown');
    expect(unknown.className).not.toMatch(/ant-tag-(green|gold|red)/);
  });

  it('sends the company filter and the search to the server, pages there, and starts again on the first page', async () => {
    const get = serveApi({ [APIS_URL]: () => [users] });
    renderList();
    await screen.findByText('User Service');
    expect(callsTo(get, APIS_URL)[0]).toEqual({ _start: '0', _end: '20' });

    await choose('Company', 'aeda');
    await waitFor(() => expect(callsTo(get, APIS_URL).at(-1)).toEqual({ _start: '0', _end: '20', company: 'aeda' }));

    fireEvent.change(screen.getByLabelText('Search APIs'), { target: { value: 'billing' } });
    fireEvent.keyDown(screen.getByLabelText('Search APIs'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo(get, APIS_URL).at(-1)).toEqual({ _start: '0', _end: '20', company: 'aeda', q: 'billing' }));

    // 'none' is a company of its own; All drops the filter.
    await choose('Company', 'none');
    await waitFor(() => expect(callsTo(get, APIS_URL).at(-1)).toMatchObject({ company: 'none' }));
    await choose('Company', 'All');
    await waitFor(() => expect(callsTo(get, APIS_URL).at(-1)).toEqual({ _start: '0', _end: '20', q: 'billing' }));
  });

  it('sorts on the server by the clicked column', async () => {
    const get = serveApi({ [APIS_URL]: () => [users] });
    renderList();
    await screen.findByText('User Service');
    fireEvent.click(screen.getAllByText('Version', { selector: '.ant-table-thead th *' })[0]);
    await waitFor(() => expect(callsTo(get, APIS_URL).at(-1)).toMatchObject({ _sort: 'version', _order: 'asc' }));
  });

  it('opens the API when its row is clicked', async () => {
    serveApi({ [APIS_URL]: () => [users] });
    const { url } = renderList();
    fireEvent.click(within((await screen.findByText('User Service')).closest('tr')!).getByText('production'));
    await waitFor(() => expect(url()).toBe('/apis/7'));
  });

  it('asks before deleting with the display name, then deletes', async () => {
    serveApi({ [APIS_URL]: () => [users] });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 7 } });
    renderList();
    await screen.findByText('User Service');
    fireEvent.click(screen.getByLabelText('Delete User Service'));
    const confirm = await dialog('Delete API?');
    expect(within(confirm).getByText(API_REGISTRY_MESSAGES.deleteConfirm('User Service'))).toBeTruthy();
    expect(API_REGISTRY_MESSAGES.deleteConfirm('User Service')).toBe('Are you sure you want to delete "User Service"? This action cannot be undone.');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/apis/7'));
  });

  it('says "Failed to load APIs: {message}" when the list cannot be read, and tries again', async () => {
    let broken = true;
    serveApi({ [APIS_URL]: () => (broken ? { reject: { message: 'Database unavailable', statusCode: 500 } } : [users]) });
    renderList();
    expect(await screen.findByText('Failed to load APIs: Database unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('User Service')).toBeTruthy();
  });

  it('says so when there are no APIs yet, or none match', async () => {
    serveApi({ [APIS_URL]: () => [] });
    const first = renderList();
    expect(await screen.findByText('No APIs registered yet')).toBeTruthy();
    first.unmount();
    renderList('/apis?filters[0][field]=company&filters[0][operator]=eq&filters[0][value]=other');
    expect(await screen.findByText('No APIs match the search and filter')).toBeTruthy();
  });
});
