import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUrl, mockDataProvider, renderWithRefine } from '../../test/render-with-refine';
import { IdeaList } from './list';

// A whole ideas page renders in each test; on a busy machine that takes longer than the default limit.
const HEAVY_TEST_MS = 45_000;

const idea = {
  id: 7,
  title: 'Property valuation API',
  status: 'research',
  priority: 'high',
  rank: 1,
  score: 8.25,
  company: 'aeda',
  idea_type: 'product',
  business_model: 'b2b',
  assignee_name: 'Kari Nordmann',
  comment_count: 4,
  tags: ['proptech', 'api', 'b2b', 'data', 'norway'],
  features: ['Valuation', 'Comparables', 'Reports'],
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

const second = {
  ...idea,
  id: 8,
  title: 'Used-car price estimator',
  status: 'draft',
  priority: 'low',
  rank: 2,
  score: 3,
  comment_count: 0,
  tags: [],
  features: [],
};

function renderList(rows: object[], url = '/ideas') {
  const dataProvider = mockDataProvider({ getList: vi.fn(async () => ({ data: rows, total: rows.length })) });
  const view = renderWithRefine(<IdeaList />, { url, dataProvider });
  return { ...view, getList: dataProvider.getList };
}

describe('IdeaList', { timeout: HEAVY_TEST_MS }, () => {
  it('shows the header and one row per idea, asking for 20 ideas by rank', async () => {
    const { getList } = renderList([idea]);
    expect(screen.getByText('Business Ideas')).toBeTruthy();
    expect(screen.getByText('Manage and track your innovation pipeline')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New Idea/ })).toBeTruthy();

    expect(await screen.findByText('Property valuation API')).toBeTruthy();
    const row = screen.getByText('Property valuation API').closest('tr')!;
    expect(within(row).getByText('Research')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('8.3')).toBeTruthy();
    expect(within(row).getByText('Aeda')).toBeTruthy();
    expect(within(row).getByText('Kari Nordmann')).toBeTruthy();
    expect(within(row).getByText('B2B')).toBeTruthy();
    expect(within(row).getByText('+2')).toBeTruthy(); // 5 tags: 3 shown
    expect(within(row).getByText('+1')).toBeTruthy(); // 3 features: 2 shown
    expect(within(row).getByText('3 dager siden')).toBeTruthy();

    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({
        pagination: expect.objectContaining({ currentPage: 1, pageSize: 20, mode: 'server' }),
        sorters: [{ field: 'rank', order: 'asc' }],
      }),
    );
  });

  it('shows the four summary cards from /stats', async () => {
    const { dataProvider } = renderList([idea]);
    expect(await screen.findByText('Total Ideas')).toBeTruthy();
    for (const title of ['High Priority', 'Avg. Score', 'In Validation']) expect(screen.getByText(title)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('48')).toBeTruthy());
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByText('.4')).toBeTruthy(); // antd splits 6.4 into "6" and ".4"
    expect(dataProvider.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/admin/ideas/stats', method: 'get' }));
  });

  it('offers to create the first idea when there are none', async () => {
    renderList([]);
    expect(await screen.findByText('No ideas found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create First Idea/ })).toBeTruthy();
  });

  it('searches with q once typing pauses, and asks /stats with the same search', async () => {
    const { getList, dataProvider } = renderList([idea]);
    await screen.findByText('Property valuation API');
    fireEvent.change(screen.getByLabelText('Search ideas'), { target: { value: 'valuation' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ field: 'q', operator: 'eq', value: 'valuation' }] }),
      ),
    );
    await waitFor(() =>
      expect(dataProvider.custom).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ field: 'q', operator: 'eq', value: 'valuation' }] }),
      ),
    );
  });

  it('keeps the view in the URL and loads every matching idea for the ranking view', async () => {
    const { getList, getByTestId } = renderList([idea, second]);
    await screen.findByText('Property valuation API');
    fireEvent.click(screen.getByText('Ranking View'));

    await waitFor(() => expect(currentUrl(getByTestId)).toContain('view=ranking'));
    expect(await screen.findByRole('list', { name: 'Ideas by ranking score' })).toBeTruthy();
    expect(getList).toHaveBeenLastCalledWith(
      expect.objectContaining({ pagination: expect.objectContaining({ mode: 'off' }), meta: expect.objectContaining({ queryParams: { fields: 'list' } }) }),
    );
    // The higher-priority, better-scored idea leads.
    const cards = screen.getAllByRole('listitem');
    expect(cards[0].textContent).toContain('Property valuation API');
    expect(cards[1].textContent).toContain('Used-car price estimator');

    fireEvent.click(screen.getByText('Priority Matrix'));
    await waitFor(() => expect(currentUrl(getByTestId)).toContain('view=matrix'));
    expect(await screen.findByRole('group', { name: 'Priority matrix' })).toBeTruthy();
    expect(screen.getByText('Quick Wins (1)')).toBeTruthy();
    expect(screen.getByText('Low Priority (1)')).toBeTruthy();

    fireEvent.click(screen.getByText('Table View'));
    await waitFor(() => expect(currentUrl(getByTestId)).not.toContain('view='));
  });

  it('opens on the view and tab the URL names', async () => {
    renderList([idea], '/ideas?view=matrix');
    expect(await screen.findByRole('group', { name: 'Priority matrix' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull(); // table view only
  });

  it('groups ideas that share a spot on the matrix into one bubble with a list, and lists unscored ideas apart', async () => {
    const twin = { ...idea, id: 9, title: 'Rental yield API', score: 8.7 };
    const unscored = { ...idea, id: 10, title: 'Energy label lookup', score: null };
    const { getByTestId } = renderList([idea, second, twin, unscored], '/ideas?view=matrix');
    const matrix = await screen.findByRole('group', { name: 'Priority matrix' });
    // Two high-priority ideas scored 8.x share one bubble; the unscored idea counts in no quadrant.
    expect(screen.getByText('Quick Wins (2)')).toBeTruthy();
    expect(screen.getByText('Major Projects (0)')).toBeTruthy();
    expect(screen.getByText('Low Priority (1)')).toBeTruthy();
    expect(within(matrix).getAllByRole('button')).toHaveLength(2);
    expect(within(matrix).queryByRole('button', { name: 'Energy label lookup' })).toBeNull();

    const unscoredList = screen.getByRole('list', { name: 'Ideas not scored yet' });
    expect(within(unscoredList).getByText('Energy label lookup')).toBeTruthy();
    expect(screen.getByText('Not scored yet (1)')).toBeTruthy();

    fireEvent.click(within(matrix).getByRole('button', { name: '2 ideas · High priority · score 8–9' }));
    const list = await screen.findByRole('list', { name: '2 ideas · High priority · score 8–9' });
    const titles = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toEqual(['Rental yield API 8.7', 'Property valuation API 8.3']);
    fireEvent.click(within(list).getByText('Property valuation API'));
    await waitFor(() => expect(currentUrl(getByTestId)).toBe('/ideas/7'));
  });

  it('keeps the tab in the URL; Tips & Guidance shows the guidance', async () => {
    const { getByTestId } = renderList([idea]);
    fireEvent.click(screen.getByRole('tab', { name: 'Tips & Guidance' }));
    expect(await screen.findByText('The four steps of innovation')).toBeTruthy();
    expect(currentUrl(getByTestId)).toContain('tab=tips');
    fireEvent.click(screen.getByRole('tab', { name: 'Strategy' }));
    expect(await screen.findByRole('button', { name: /Open Strategic Plan/ })).toBeTruthy();
    expect(currentUrl(getByTestId)).toContain('tab=strategy');
  });

  it('opens the idea when a row is clicked outside its controls', async () => {
    const { getByTestId } = renderList([idea]);
    const cell = await screen.findByText('Aeda');
    fireEvent.click(cell);
    await waitFor(() => expect(currentUrl(getByTestId)).toBe('/ideas/7'));
  });
});
