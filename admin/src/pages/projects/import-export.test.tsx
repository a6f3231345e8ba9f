import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_MESSAGES } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { saveBlob } from '../../utils/download';
import { HEAVY_TEST_MS, PROJECTS_URL, button, callsTo, dialog, project, renderList, serveApi } from './test/project-fixtures';

vi.mock('../../utils/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../utils/download')>()),
  saveBlob: vi.fn(),
}));

const existing = project({ id: 7 });

async function openImport() {
  const get = serveApi({ [PROJECTS_URL]: () => [existing] });
  renderList();
  await screen.findByText('Customer Portal');
  fireEvent.click(button('Import'));
  const box = await dialog('Import Projects');
  const importButton = () => within(box).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
  const paste = (text: string) => fireEvent.change(within(box).getByLabelText('Projects as JSON'), { target: { value: text } });
  return { get, box, importButton, paste };
}

describe('Import projects', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Import disabled while the box is blank', async () => {
    const { importButton, paste } = await openImport();
    expect(importButton().disabled).toBe(true);
    paste('   ');
    expect(importButton().disabled).toBe(true);
    paste('{}');
    expect(importButton().disabled).toBe(false);
  });

  it('says "Invalid JSON format" or "Invalid import format: missing projects array" without sending anything', async () => {
    const post = vi.spyOn(httpClient, 'post');
    const { box, importButton, paste } = await openImport();
    paste('{ "projects": [ ');
    fireEvent.click(importButton());
    expect(await within(box).findByText('Invalid JSON format')).toBeTruthy();

    paste('{ "items": [] }');
    fireEvent.click(importButton());
    expect(await within(box).findByText('Invalid import format: missing projects array')).toBeTruthy();
    expect(PROJECT_MESSAGES.missingProjects).toBe('Invalid import format: missing projects array');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the projects, shows the completion line and each failure, and refreshes the list', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({
      data: {
        imported: 2,
        failed: 1,
        errors: [PROJECT_MESSAGES.importItemFailed('customer-portal', PROJECT_MESSAGES.nameTaken('customer-portal'))],
        message: PROJECT_MESSAGES.importCompleted(2, 1),
      },
    });
    const { get, box, importButton, paste } = await openImport();
    const projects = [
      { name: 'data-lake', display_name: 'Data Lake' },
      { name: 'ops', display_name: 'Ops', company: 'aeda' },
      { name: 'customer-portal' },
    ];
    const before = callsTo(get, PROJECTS_URL).length;
    paste(JSON.stringify({ projects }));
    fireEvent.click(importButton());

    expect(await within(box).findByText('Import completed: 2 projects imported successfully, 1 failed')).toBeTruthy();
    expect(within(box).getByText('Failed to import customer-portal: A project with the ID "customer-portal" already exists.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`${PROJECTS_URL}/import`, { projects });
    await waitFor(() => expect(callsTo(get, PROJECTS_URL).length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of the whole import', async () => {
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'At most 500 projects at a time.', statusCode: 400 });
    const { box, importButton, paste } = await openImport();
    paste(JSON.stringify({ projects: [{ name: 'a', display_name: 'A' }] }));
    fireEvent.click(importButton());
    expect(await within(box).findByText('At most 500 projects at a time.')).toBeTruthy();
  });
});

describe('Export', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(saveBlob).mockReset();
  });

  it('downloads the server’s file through the app’s http client (which sends the token), under the name the server gives it', async () => {
    const file = new Blob([JSON.stringify({ projects: [], exported_at: '2026-03-01T10:00:00.000Z', version: '1.0' })], { type: 'application/json' });
    const list = serveApi({ [PROJECTS_URL]: () => [existing] });
    const answer = list.getMockImplementation()!;
    const get = list.mockImplementation(async (url: string, config?: unknown) =>
      url === `${PROJECTS_URL}/export`
        ? ({ data: file, headers: { 'content-disposition': 'attachment; filename="projects-2026-03-01.json"' } } as never)
        : answer(url, config as never),
    );
    renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(button('Export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(file, 'projects-2026-03-01.json'));
    expect(get).toHaveBeenCalledWith(`${PROJECTS_URL}/export`, { responseType: 'blob' });
    expect(await screen.findByText('Exported projects-2026-03-01.json')).toBeTruthy();
  });

  it('says the export failed when the server refuses it', async () => {
    const list = serveApi({ [PROJECTS_URL]: () => [existing] });
    const answer = list.getMockImplementation()!;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockImplementation(async (url: string, config?: unknown) =>
      url === `${PROJECTS_URL}/export` ? Promise.reject({ message: 'Database unavailable', statusCode: 500 }) : answer(url, config as never),
    );
    renderList();
    await screen.findByText('Customer Portal');
    fireEvent.click(button('Export'));
    expect(await screen.findByText('Failed to export projects')).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
