import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IMPORT_MESSAGES } from '@platform/shared';
import { mockDataProvider, renderWithRefine } from '../../../../test/render-with-refine';
import { ImportDialog } from './import-dialog';

const csv = ['title,status,priority', ...Array.from({ length: 7 }, (_, i) => `Idea ${i + 1},draft,high`)].join('\n');

function renderDialog(custom = vi.fn()) {
  const onImported = vi.fn();
  const dataProvider = mockDataProvider({ custom });
  renderWithRefine(<ImportDialog open onClose={vi.fn()} onImported={onImported} />, { dataProvider });
  return { custom, onImported };
}

/**
 * The server's staged-import calls: the import is started, its parts are kept, and each apply (dry run, then the real
 * run) answers the next of `answers` (a promise holds it back).
 */
function stagedServer(...answers: unknown[]) {
  const parts: unknown[][] = [];
  const applies: Array<Record<string, unknown>> = [];
  const dropped: string[] = [];
  const custom = vi.fn(async ({ url, method, payload }: { url: string; method: string; payload?: any }) => {
    if (method === 'post' && url === '/api/admin/ideas/imports') return { data: { id: 'staged-1' } };
    if (method === 'put' && url.startsWith('/api/admin/ideas/imports/staged-1/parts/')) {
      parts.push(payload.records);
      return { data: { parts: parts.length } };
    }
    if (method === 'post' && url === '/api/admin/ideas/imports/staged-1/apply') {
      applies.push(payload);
      const answer = await answers.shift();
      if (answer instanceof Error) throw answer;
      return { data: answer };
    }
    if (method === 'delete') {
      dropped.push(url);
      return { data: {} };
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { custom, parts, applies, dropped };
}

const importButton = () => screen.getByText(/^Import \d+ Ideas$|^Importing\.\.\.$/).closest('button')!;

function paste(text: string) {
  fireEvent.click(screen.getByText('Paste Content'));
  fireEvent.change(screen.getByLabelText('Content to import'), { target: { value: text } });
}

describe('Import Ideas dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with the Import button disabled', async () => {
    renderDialog();
    expect(await screen.findByText('Import Ideas')).toBeTruthy();
    expect(screen.getByText('File Upload')).toBeTruthy();
    expect(importButton().textContent).toBe(IMPORT_MESSAGES.importButton(0));
    expect(importButton().disabled).toBe(true);
  });

  it('previews the first 5 of the valid ideas in pasted CSV and enables the import', async () => {
    renderDialog();
    await screen.findByText('Import Ideas');
    paste(csv);
    expect(await screen.findByText('Found 7 valid idea(s) to import')).toBeTruthy();
    for (let i = 1; i <= 5; i++) expect(screen.getByLabelText(`Preview: Idea ${i}`)).toBeTruthy();
    expect(screen.queryByLabelText('Preview: Idea 6')).toBeNull();
    expect(screen.getByText('…and 2 more')).toBeTruthy();
    expect(importButton().textContent).toBe('Import 7 Ideas');
    expect(importButton().disabled).toBe(false);
  });

  it('reads a chosen .csv file as CSV', async () => {
    renderDialog();
    await screen.findByText('Import Ideas');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.json,.csv');
    fireEvent.change(input, { target: { files: [new File([csv], 'ideas.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Found 7 valid idea(s) to import')).toBeTruthy();
    expect(screen.getByText('ideas.csv')).toBeTruthy();
  });

  it.each([
    ['{"title": "Not a list"}', IMPORT_MESSAGES.expectedArray],
    ['[{"description": "No title"}]', IMPORT_MESSAGES.noValidIdeas],
    ['[{"title": "Cut off"', IMPORT_MESSAGES.parseFailed],
    ['title,status,priority', IMPORT_MESSAGES.csvNeedsRows],
  ])('shows the spec message for %s and keeps Import disabled', async (text, message) => {
    renderDialog();
    await screen.findByText('Import Ideas');
    paste(text);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it('sends the records in parts, then imports straight away without conflicts, reading "Importing..." meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    const server = stagedServer({ imported: 0, failed: 0, skipped: 0, conflicts: [] }, new Promise((resolve) => (finish = resolve)));
    const { onImported } = renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));

    expect(await screen.findByText('Importing...')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    await waitFor(() => expect(server.applies).toHaveLength(2));
    expect(server.parts).toHaveLength(1);
    expect(server.parts[0]).toHaveLength(7);
    expect(server.parts[0][0]).toMatchObject({ title: 'Idea 1', status: 'draft', priority: 'high' });
    expect(server.applies[0]).toEqual({ policy: 'ask', decisions: {}, dryRun: true });
    expect(server.applies[1]).toEqual({ policy: 'ask', decisions: {}, dryRun: false });
    expect(screen.getByLabelText('Import progress')).toBeTruthy();

    finish({ imported: 7, failed: 0, skipped: 0, conflicts: [], errors: [] });
    expect(await screen.findByText(IMPORT_MESSAGES.completed)).toBeTruthy();
    expect(screen.getByText('Imported: 7')).toBeTruthy();
    expect(screen.queryByText('Check the console for details')).toBeNull();
    expect(onImported).toHaveBeenCalled();
    expect(server.dropped).toEqual([]);
  });

  it('sends a large file in several parts of at most 1,000 records', async () => {
    const server = stagedServer({ imported: 0, failed: 0, skipped: 0, conflicts: [] }, { imported: 2500, failed: 0, skipped: 0, conflicts: [] });
    renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(['title,status', ...Array.from({ length: 2500 }, (_, i) => `Idea ${i},draft`)].join('\n'));
    fireEvent.click(await screen.findByText('Import 2500 Ideas'));
    expect(await screen.findByText('Imported: 2500')).toBeTruthy();
    expect(server.parts.map((part) => part.length)).toEqual([1000, 1000, 500]);
  });

  it('lets the user settle conflicts per idea, then reports failures with the console hint', async () => {
    const conflict = { index: 0, title: 'Idea 1', existingId: 12, existingTitle: 'IDEA 1', conflictType: 'title' };
    const errors = [{ index: 3, title: 'Idea 4', message: 'score must be between 0 and 10.' }];
    const server = stagedServer(
      { imported: 0, failed: 0, skipped: 0, conflicts: [conflict] },
      { imported: 5, failed: 1, skipped: 1, conflicts: [conflict], errors },
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));

    expect(await screen.findByText('Import Conflicts Found')).toBeTruthy();
    expect(screen.getByText('IDEA 1')).toBeTruthy();
    expect(screen.getByText('Same title')).toBeTruthy();
    const continueButton = screen.getByText('Continue Import').closest('button')!;
    expect(continueButton.disabled).toBe(true); // nothing chosen yet
    fireEvent.click(screen.getByText('Ignore'));
    await waitFor(() => expect(continueButton.disabled).toBe(false));
    fireEvent.click(continueButton);

    expect(await screen.findByText(IMPORT_MESSAGES.completed)).toBeTruthy();
    expect(server.applies[1]).toMatchObject({ policy: 'ask', decisions: { 0: 'ignore' }, dryRun: false });
    expect(screen.getByText('Imported: 5')).toBeTruthy();
    expect(screen.getByText('Failed: 1')).toBeTruthy();
    expect(screen.getByText('Skipped: 1')).toBeTruthy();
    expect(screen.getByText('Check the console for details')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), errors);
  });

  it('applies a policy to every conflict', async () => {
    const conflict = { index: 0, title: 'Idea 1', existingId: 12, existingTitle: 'Idea 1', conflictType: 'both' };
    const server = stagedServer(
      { imported: 0, failed: 0, skipped: 0, conflicts: [conflict] },
      { imported: 7, failed: 0, skipped: 0, conflicts: [conflict], errors: [] },
    );
    renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));
    await screen.findByText('Import Conflicts Found');
    fireEvent.click(screen.getByText('Create new for all'));
    fireEvent.click(screen.getByText('Continue Import'));
    expect(await screen.findByText(IMPORT_MESSAGES.completed)).toBeTruthy();
    expect(server.applies[1]).toMatchObject({ policy: 'new', decisions: {} });
  });

  it('drops the staged import when the conflicts are cancelled', async () => {
    const conflict = { index: 0, title: 'Idea 1', existingId: 12, existingTitle: 'Idea 1', conflictType: 'both' };
    const server = stagedServer({ imported: 0, failed: 0, skipped: 0, conflicts: [conflict] });
    renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));
    await screen.findByText('Import Conflicts Found');
    fireEvent.click(screen.getAllByText('Cancel').at(-1)!);
    await waitFor(() => expect(server.dropped).toEqual(['/api/admin/ideas/imports/staged-1']));
    expect(server.applies).toHaveLength(1);
  });

  it("shows the server's message when it refuses the import, and drops what was sent", async () => {
    const refusal = Object.assign(new Error(IMPORT_MESSAGES.noValidIdeas), { message: IMPORT_MESSAGES.noValidIdeas, statusCode: 400 });
    const server = stagedServer(refusal);
    renderDialog(server.custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));
    expect(await screen.findByText(IMPORT_MESSAGES.noValidIdeas)).toBeTruthy();
    expect(importButton().textContent).toBe('Import 7 Ideas');
    expect(server.dropped).toEqual(['/api/admin/ideas/imports/staged-1']);
  });
});
