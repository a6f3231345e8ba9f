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

  it('imports straight away without conflicts, reading "Importing..." meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    const custom = vi
      .fn()
      .mockResolvedValueOnce({ data: { imported: 0, failed: 0, skipped: 0, conflicts: [], items: [] } })
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { onImported } = renderDialog(custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));

    expect(await screen.findByText('Importing...')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(2));
    expect(custom.mock.calls[0][0]).toMatchObject({ method: 'post', url: '/api/admin/ideas/import', payload: { format: 'csv', content: csv, dryRun: true } });
    expect(custom.mock.calls[1][0].payload).toMatchObject({ format: 'csv', policy: 'ask', decisions: {}, dryRun: false });

    finish({ data: { imported: 7, failed: 0, skipped: 0, conflicts: [], errors: [] } });
    expect(await screen.findByText(IMPORT_MESSAGES.completed)).toBeTruthy();
    expect(screen.getByText('Imported: 7')).toBeTruthy();
    expect(screen.queryByText('Check the console for details')).toBeNull();
    expect(onImported).toHaveBeenCalled();
  });

  it('lets the user settle conflicts per idea, then reports failures with the console hint', async () => {
    const conflict = { index: 0, title: 'Idea 1', existingId: 12, existingTitle: 'IDEA 1', conflictType: 'title' };
    const errors = [{ index: 3, title: 'Idea 4', message: 'score must be between 0 and 10.' }];
    const custom = vi
      .fn()
      .mockResolvedValueOnce({ data: { imported: 0, failed: 0, skipped: 0, conflicts: [conflict], items: [] } })
      .mockResolvedValueOnce({ data: { imported: 5, failed: 1, skipped: 1, conflicts: [conflict], errors } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(custom);
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
    expect(custom.mock.calls[1][0].payload).toMatchObject({ policy: 'ask', decisions: { 0: 'ignore' }, dryRun: false });
    expect(screen.getByText('Imported: 5')).toBeTruthy();
    expect(screen.getByText('Failed: 1')).toBeTruthy();
    expect(screen.getByText('Skipped: 1')).toBeTruthy();
    expect(screen.getByText('Check the console for details')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), errors);
  });

  it('applies a policy to every conflict', async () => {
    const conflict = { index: 0, title: 'Idea 1', existingId: 12, existingTitle: 'Idea 1', conflictType: 'both' };
    const custom = vi
      .fn()
      .mockResolvedValueOnce({ data: { imported: 0, failed: 0, skipped: 0, conflicts: [conflict], items: [] } })
      .mockResolvedValueOnce({ data: { imported: 7, failed: 0, skipped: 0, conflicts: [conflict], errors: [] } });
    renderDialog(custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));
    await screen.findByText('Import Conflicts Found');
    fireEvent.click(screen.getByText('Create new for all'));
    fireEvent.click(screen.getByText('Continue Import'));
    expect(await screen.findByText(IMPORT_MESSAGES.completed)).toBeTruthy();
    expect(custom.mock.calls[1][0].payload).toMatchObject({ policy: 'new', decisions: {} });
  });

  it("shows the server's message when it refuses the import", async () => {
    const custom = vi.fn().mockRejectedValue({ message: IMPORT_MESSAGES.noValidIdeas, statusCode: 400 });
    renderDialog(custom);
    await screen.findByText('Import Ideas');
    paste(csv);
    fireEvent.click(await screen.findByText('Import 7 Ideas'));
    expect(await screen.findByText(IMPORT_MESSAGES.noValidIdeas)).toBeTruthy();
    expect(importButton().textContent).toBe('Import 7 Ideas');
  });
});
