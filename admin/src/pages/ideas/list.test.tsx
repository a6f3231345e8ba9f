import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import { resources } from '../../config/resources';
import { IdeaList } from './list';

const idea = {
  id: 7,
  title: 'Property valuation API',
  status: 'research',
  priority: 'high',
  rank: 1,
  score: 8.25,
  company: 'aeda',
  idea_type: 'product',
  tags: ['proptech', 'api', 'b2b', 'data', 'norway'],
  features: ['Valuation', 'Comparables', 'Reports'],
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

function renderList(rows: object[]) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const dataProvider = { getList, getApiUrl: () => '/api/admin' } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/ideas']}>
      <Refine dataProvider={dataProvider} routerProvider={routerProvider} resources={resources} options={{ disableTelemetry: true, syncWithLocation: true }}>
        <Routes>
          <Route path="/ideas" element={<IdeaList />} />
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  return getList;
}

describe('IdeaList', () => {
  it('shows the header and one row per idea, asking for 20 ideas by rank', async () => {
    const getList = renderList([idea]);
    expect(screen.getByText('Business Ideas')).toBeTruthy();
    expect(screen.getByText('Manage and track your innovation pipeline')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New Idea/ })).toBeTruthy();

    expect(await screen.findByText('Property valuation API')).toBeTruthy();
    expect(screen.getByText('Research')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText('8.3')).toBeTruthy();
    expect(screen.getByText('Aeda')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy(); // 5 tags: 3 shown
    expect(screen.getByText('+1')).toBeTruthy(); // 3 features: 2 shown
    expect(screen.getByText('3 dager siden')).toBeTruthy();

    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({
        pagination: expect.objectContaining({ currentPage: 1, pageSize: 20, mode: 'server' }),
        sorters: [{ field: 'rank', order: 'asc' }],
      }),
    );
  });

  it('offers to create the first idea when there are none', async () => {
    renderList([]);
    expect(await screen.findByText('No ideas found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create First Idea/ })).toBeTruthy();
  });

  it('searches with q once typing pauses', async () => {
    const getList = renderList([idea]);
    await screen.findByText('Property valuation API');
    fireEvent.change(screen.getByLabelText('Search ideas'), { target: { value: 'valuation' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ field: 'q', operator: 'eq', value: 'valuation' }] }),
      ),
    );
  });
});
