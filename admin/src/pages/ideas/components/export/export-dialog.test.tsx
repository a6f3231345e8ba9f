import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXPORT_FIELD_GROUP_KEYS, EXPORT_FIELD_GROUP_LABELS, customExportFileName, exportIdeas, type Idea } from '@platform/shared';
import { renderWithRefine } from '../../../../test/render-with-refine';
import { downloadText } from '../../../../utils/download';
import { ExportDialog } from './export-dialog';

vi.mock('../../../../utils/download', () => ({ downloadText: vi.fn() }));

const ideas = [
  { id: 1, title: 'Tender monitor', status: 'draft', priority: 'high', rank: 1, tags: ['anbud'], features: [] },
  { id: 2, title: 'Rental yield calculator', status: 'research', priority: 'low', rank: 2, tags: [], features: [] },
] as unknown as Idea[];

function renderDialog() {
  const loadIdeas = vi.fn(async () => ideas);
  renderWithRefine(<ExportDialog open onClose={vi.fn()} loadIdeas={loadIdeas} />);
  return { loadIdeas };
}

const fileName = () => screen.getByLabelText('File name') as HTMLInputElement;

describe('Export Ideas dialog', () => {
  beforeEach(() => vi.mocked(downloadText).mockClear());
  afterEach(() => vi.restoreAllMocks());

  it("names the file ideas-custom-export-{today} and follows the format's extension", async () => {
    renderDialog();
    expect(await screen.findByText('Export Ideas')).toBeTruthy();
    expect(fileName().value).toBe(customExportFileName(new Date(), 'json'));
    expect(fileName().value).toMatch(/^ideas-custom-export-\d{4}-\d{2}-\d{2}\.json$/);
    fireEvent.click(screen.getByText('CSV'));
    expect(fileName().value).toBe(customExportFileName(new Date(), 'csv'));
    fireEvent.click(screen.getByText('Markdown'));
    expect(fileName().value).toBe(customExportFileName(new Date(), 'md'));
  });

  it('offers every field group, all chosen, and downloads the matching ideas', async () => {
    const { loadIdeas } = renderDialog();
    await screen.findByText('Export Ideas');
    for (const group of EXPORT_FIELD_GROUP_KEYS) {
      expect((screen.getByLabelText(EXPORT_FIELD_GROUP_LABELS[group]) as HTMLInputElement).checked).toBe(true);
    }
    fireEvent.click(screen.getByLabelText(EXPORT_FIELD_GROUP_LABELS.metadata));
    fireEvent.change(fileName(), { target: { value: 'pipeline.json' } });
    fireEvent.click(screen.getByText('Download'));

    await waitFor(() => expect(downloadText).toHaveBeenCalled());
    expect(loadIdeas).toHaveBeenCalledOnce();
    const groups = EXPORT_FIELD_GROUP_KEYS.filter((g) => g !== 'metadata');
    expect(downloadText).toHaveBeenCalledWith(exportIdeas(ideas, 'json', groups), 'pipeline.json');
  });

  it('keeps a typed name when the format changes, swapping the extension', async () => {
    renderDialog();
    await screen.findByText('Export Ideas');
    fireEvent.change(fileName(), { target: { value: 'pipeline.json' } });
    fireEvent.click(screen.getByText('CSV'));
    expect(fileName().value).toBe('pipeline.csv');
  });

  it('shows the ideas as text and copies them', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await screen.findByText('Export Ideas');
    fireEvent.click(screen.getByText('View Ideas as Text'));
    const box = (await screen.findByLabelText('Ideas as text')) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe(exportIdeas(ideas, 'json'));
    fireEvent.click(screen.getByText('Copy'));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(box.value);
  });

  it('shows and copies a CSV as text without the BOM its file starts with', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await screen.findByText('Export Ideas');
    fireEvent.click(screen.getByText('View Ideas as Text'));
    const box = (await screen.findByLabelText('Ideas as text')) as HTMLTextAreaElement;
    fireEvent.click(within(screen.getByLabelText('Text format')).getByText('CSV'));
    const file = exportIdeas(ideas, 'csv');
    expect(file.startsWith('\uFEFFid,title,')).toBe(true);
    expect(box.value.startsWith('id,title,')).toBe(true);
    fireEvent.click(screen.getByText('Copy'));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(file.slice(1));
  });
});
