import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_REGISTRY_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { saveBlob } from '../../utils/download';
import { APIS_URL, HEAVY_TEST_MS, button, callsTo, dialog, registryApi, renderList, serveApi } from './test/api-fixtures';

vi.mock('../../utils/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../utils/download')>()),
  saveBlob: vi.fn(),
}));

const existing = registryApi({ id: 7 });

async function openImport() {
  const get = serveApi({ [APIS_URL]: () => [existing] });
  renderList();
  await screen.findByText('User Service');
  fireEvent.click(button('Import'));
  const box = await dialog('Import APIs');
  const importButton = () => within(box).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
  const paste = (text: string) => fireEvent.change(within(box).getByLabelText('APIs as JSON'), { target: { value: text } });
  return { get, box, importButton, paste };
}

describe('Import APIs', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has a 15-row box, and Import is disabled while it is blank', async () => {
    const { box, importButton, paste } = await openImport();
    expect(within(box).getByLabelText('APIs as JSON').getAttribute('rows')).toBe('15');
    expect(importButton().disabled).toBe(true);
    paste('   ');
    expect(importButton().disabled).toBe(true);
    paste('{}');
    expect(importButton().disabled).toBe(false);
  });

  it('says "Invalid JSON format" or "Invalid import format: missing apis array" without sending anything', async () => {
    const post = vi.spyOn(httpClient, 'post');
    const { box, importButton, paste } = await openImport();
    paste('{ "apis": [ ');
    fireEvent.click(importButton());
    expect(await within(box).findByText(API_REGISTRY_MESSAGES.invalidJson)).toBeTruthy();
    expect(API_REGISTRY_MESSAGES.invalidJson).toBe('Invalid JSON format');

    paste('{ "items": [] }');
    fireEvent.click(importButton());
    expect(await within(box).findByText(API_REGISTRY_MESSAGES.missingApis)).toBeTruthy();
    expect(API_REGISTRY_MESSAGES.missingApis).toBe('Invalid import format: missing apis array');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the apis, shows each failure and the completion line, and refreshes the list', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({
      data: {
        imported: 2,
        failed: 1,
        errors: ['Failed to import user-service: An API named "user-service" already exists.'],
        message: 'Import completed: 2 APIs imported successfully, 1 failed',
      },
    });
    const { get, box, importButton, paste } = await openImport();
    const apis = [{ name: 'search-api' }, { name: 'maps-api', company: 'aeda' }, { name: 'user-service' }];
    const before = callsTo(get, APIS_URL).length;
    paste(JSON.stringify({ apis }));
    fireEvent.click(importButton());

    expect(await within(box).findByText('Import completed: 2 APIs imported successfully, 1 failed')).toBeTruthy();
    expect(within(box).getByText('Failed to import user-service: An API named "user-service" already exists.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`${APIS_URL}/import`, { apis });
    await waitFor(() => expect(callsTo(get, APIS_URL).length).toBeGreaterThan(before));
  });
});

describe('Export', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(saveBlob).mockReset();
  });

  it('downloads the server’s file through the app’s http client (which sends the token), under the name the server gives it', async () => {
    const file = new Blob([JSON.stringify({ apis: [], exported_at: '2026-03-01T10:00:00.000Z', version: '1.0' })], { type: 'application/json' });
    const list = serveApi({ [APIS_URL]: () => [existing] });
    const answer = list.getMockImplementation()!;
    const get = list.mockImplementation(async (url: string, config?: unknown) =>
      url === `${APIS_URL}/export`
        ? ({ data: file, headers: { 'content-disposition': 'attachment; filename="apis-2026-03-01.json"' } } as never)
        : answer(url, config as never),
    );
    renderList();
    await screen.findByText('User Service');
    fireEvent.click(button('Export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(file, 'apis-2026-03-01.json'));
    expect(get).toHaveBeenCalledWith(`${APIS_URL}/export`, { responseType: 'blob' });
    expect(await screen.findByText('Exported apis-2026-03-01.json')).toBeTruthy();
  });
});
