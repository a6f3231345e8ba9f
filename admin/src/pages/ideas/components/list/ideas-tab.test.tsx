import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RANK_SHIFT_WARNING } from '@platform/shared';
import { mockDataProvider, renderWithRefine } from '../../../../test/render-with-refine';
import { hiddenColumnsKey } from '../../hooks/use-hidden-columns';
import { IdeaList } from '../../list';
import { NO_MATCH_TEXT } from './ideas-tab';

// A whole ideas page renders in each test; on a busy machine that takes longer than the default limit.
const HEAVY_TEST_MS = 45_000;

const base = {
  status: 'draft',
  priority: 'medium',
  score: 5,
  company: 'approach',
  idea_type: 'product',
  tags: [],
  features: [],
  comment_count: 0,
  created_at: new Date().toISOString(),
};
const ideas = [
  { ...base, id: 1, rank: 1, title: 'Tender monitor' },
  { ...base, id: 2, rank: 2, title: 'Rental yield calculator' },
  { ...base, id: 3, rank: 3, title: 'Energy label lookup' },
];

function renderTab(overrides: Parameters<typeof mockDataProvider>[0] = {}, identity = { id: 1, email: 'astrid@demo.no' }) {
  const dataProvider = mockDataProvider({ getList: vi.fn(async () => ({ data: ideas, total: ideas.length })), ...overrides });
  return renderWithRefine(<IdeaList />, { dataProvider, identity });
}

// Role queries walk the whole antd table in jsdom and take seconds; headers and labels are read directly.
const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent);
const scoreHeader = () => headers().includes('Score');

describe('Columns menu', { timeout: HEAVY_TEST_MS }, () => {
  beforeEach(() => localStorage.clear());

  it('hides a column and remembers it per user across reloads', async () => {
    const first = renderTab();
    await screen.findByText('Tender monitor');
    expect(scoreHeader()).toBe(true);

    fireEvent.click(screen.getByText('Columns'));
    fireEvent.click(within(await screen.findByLabelText('Visible columns')).getByLabelText('Score'));
    await waitFor(() => expect(scoreHeader()).toBe(false));
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey(1))!)).toEqual(['score']);
    first.unmount();

    // Another user has their own choice: every column.
    const other = renderTab({}, { id: 2, email: 'ola@demo.no' });
    await screen.findByText('Tender monitor');
    expect(scoreHeader()).toBe(true);
    other.unmount();

    // The first user, after a reload: still hidden.
    renderTab();
    await screen.findByText('Tender monitor');
    await waitFor(() => expect(scoreHeader()).toBe(false));
  });
});

describe('Inline rank edit', { timeout: HEAVY_TEST_MS }, () => {
  const editRank = async (title: string, text: string) => {
    const rank = ideas.find((idea) => idea.title === title)!.rank;
    fireEvent.click(await screen.findByLabelText(`Rank ${rank} of ${title}: edit`));
    const input = screen.getByLabelText(`New rank for ${title}`);
    expect(await screen.findByText(RANK_SHIFT_WARNING)).toBeTruthy();
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  };

  it('sends {rank} and refetches the list', async () => {
    const { dataProvider } = renderTab();
    await editRank('Energy label lookup', '1');
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledWith(expect.objectContaining({ resource: 'ideas', id: 3, variables: { rank: 1 } })));
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
  });

  it('falls back to 999 for input that is not a whole number from 1 to 999', async () => {
    const { dataProvider } = renderTab();
    await editRank('Tender monitor', 'abc');
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, variables: { rank: 999 } })));
  });

  it("shows the server's message when the update fails, or a fallback", async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce({ message: 'rank must be a whole number from 1 to 999.', statusCode: 400 })
      .mockRejectedValueOnce({ message: 'Request failed with status code 500', statusCode: 500 });
    renderTab({ update });
    await editRank('Tender monitor', '2');
    expect(await screen.findByText('rank must be a whole number from 1 to 999.')).toBeTruthy();
    await editRank('Tender monitor', '3');
    expect(await screen.findByText('Failed to update rank')).toBeTruthy();
  });
});

describe('Delete Selected', { timeout: HEAVY_TEST_MS }, () => {
  const selectAndDelete = async (titles: string[]) => {
    for (const title of titles) {
      const row = (await screen.findByText(title)).closest('tr')!;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(await screen.findByText(`Delete Selected (${titles.length})`));
    expect(await screen.findByText(`Delete ${titles.length} selected idea(s)?`)).toBeTruthy();
    fireEvent.click(screen.getByText('Delete'));
  };

  it('deletes one idea per call and reports success; the ideas leave the list and the selection clears', async () => {
    const { dataProvider } = renderTab();
    await selectAndDelete(['Tender monitor', 'Rental yield calculator']);
    expect(await screen.findByText('Successfully deleted 2 idea(s)')).toBeTruthy();
    expect(dataProvider.deleteOne).toHaveBeenCalledTimes(2);
    expect(dataProvider.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'ideas', id: 1 }));
    expect(dataProvider.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'ideas', id: 2 }));
    await waitFor(() => expect(screen.queryByText('Tender monitor')).toBeNull());
    expect(screen.queryByText('Rental yield calculator')).toBeNull();
    expect(screen.getByText('Energy label lookup')).toBeTruthy();
    expect(screen.queryByText(/Delete Selected/)).toBeNull();
  });

  it('reports a partial failure', async () => {
    const deleteOne = vi.fn(async ({ id }: { id: number }) => {
      if (id === 2) throw { message: 'Idea not found.', statusCode: 404 };
      return { data: { id } };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab({ deleteOne });
    await selectAndDelete(['Tender monitor', 'Rental yield calculator']);
    expect(await screen.findByText('Deleted 1 idea(s), but 1 failed to delete')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Tender monitor')).toBeNull());
    expect(screen.getByText('Rental yield calculator')).toBeTruthy();
  });

  it('reports an error when nothing could be deleted, keeping the selection', async () => {
    const deleteOne = vi.fn(async () => {
      throw { message: 'Network Error', statusCode: 0 };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab({ deleteOne });
    await selectAndDelete(['Tender monitor', 'Rental yield calculator']);
    expect(await screen.findByText('Error deleting ideas')).toBeTruthy();
    expect(screen.getByText('Delete Selected (2)')).toBeTruthy();
  });
});

describe('Row menu', { timeout: HEAVY_TEST_MS }, () => {
  it('offers the actions, without Convert to Product for an idea linked to a product', async () => {
    const linked = { ...base, id: 9, rank: 4, title: 'Linked idea', linked_product_id: 'p-1' };
    const dataProvider = mockDataProvider({ getList: vi.fn(async () => ({ data: [ideas[0], linked], total: 2 })) });
    renderWithRefine(<IdeaList />, { dataProvider });

    fireEvent.click(await screen.findByLabelText('Actions for Tender monitor'));
    await screen.findByText('View Details');
    const labels = [...document.querySelectorAll('.ant-dropdown-menu-item')].map((item) => item.textContent);
    expect(labels).toEqual([
      'View Details',
      'Edit',
      'View/Edit',
      'Evaluate',
      'Convert to Product',
      'Export as JSON',
      'Export as Markdown',
      'Export Simple View',
      'Delete',
    ]);

    fireEvent.click(screen.getByLabelText('Actions for Linked idea'));
    // Two menus are open now; only the first offers the conversion.
    await waitFor(() => expect(document.querySelectorAll('.ant-dropdown-menu')).toHaveLength(2));
    expect(screen.getAllByText('Convert to Product')).toHaveLength(1);
  });
});

describe('a search that finds nothing', { timeout: HEAVY_TEST_MS }, () => {
  beforeEach(() => localStorage.clear());

  it('says nothing matches, offers to clear the filters instead of creating a first idea, and shows no average', async () => {
    const getList = vi.fn(async ({ filters = [] }: { filters?: Array<{ field: string; value: unknown }> }) =>
      filters.some((f) => f.field === 'q' && f.value) ? { data: [], total: 0 } : { data: ideas, total: ideas.length },
    );
    const custom = vi.fn(async ({ url }: { url: string }) => ({
      data: url.endsWith('/stats') ? { total: 0, highPriority: 0, avgScore: 0, inValidation: 0 } : {},
    }));
    renderWithRefine(<IdeaList />, {
      url: '/ideas?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=zzz',
      dataProvider: mockDataProvider({ getList, custom }),
      identity: { id: 1, email: 'astrid@demo.no' },
    });
    expect(await screen.findByText(NO_MATCH_TEXT)).toBeTruthy();
    expect(screen.queryByText('Create First Idea')).toBeNull();
    const average = screen.getByText('Avg. Score').closest('.ant-statistic') as HTMLElement;
    expect(average.textContent).toContain('—');
    expect(average.textContent).not.toContain('0.0');

    fireEvent.click(screen.getByText('Clear search and filters'));
    expect(await screen.findByText('Tender monitor')).toBeTruthy();
  });
});
