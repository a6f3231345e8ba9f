import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './data-provider';
import { httpClient } from './http-client';

describe('data provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts a custom call’s filters, sort and query into its query string, for reads and writes alike', async () => {
    const get = vi.spyOn(httpClient, 'get').mockResolvedValue({ data: { total: 3 } });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { ok: true } });
    await dataProvider.custom!({
      url: '/api/admin/ideas/stats',
      method: 'get',
      filters: [
        { field: 'status', operator: 'eq', value: 'draft' },
        { field: 'q', operator: 'eq', value: 'kart' },
      ],
      sorters: [{ field: 'rank', order: 'asc' }],
    });
    expect(get).toHaveBeenCalledWith('/api/admin/ideas/stats?_order=asc&_sort=rank&q=kart&status=draft');
    await dataProvider.custom!({
      url: '/api/admin/strategic-plan/save',
      method: 'post',
      payload: { planData: {} },
      query: { company: 'aeda' },
      headers: {},
    });
    expect(post).toHaveBeenCalledWith('/api/admin/strategic-plan/save?company=aeda', { planData: {} });
  });

  it('writes with POST, PUT and DELETE on the resource’s path and answers the saved record', async () => {
    vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { id: 9, title: 'Ny' } });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { id: 9, title: 'Endret' } });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { ok: true } });
    expect(await dataProvider.create({ resource: 'ideas/7/tasks', variables: { title: 'Ny' } })).toEqual({ data: { id: 9, title: 'Ny' } });
    expect(await dataProvider.update({ resource: 'ideas/7/tasks', id: 9, variables: { title: 'Endret' } })).toEqual({
      data: { id: 9, title: 'Endret' },
    });
    expect(put).toHaveBeenCalledWith('/api/admin/ideas/7/tasks/9', { title: 'Endret' });
    await dataProvider.deleteOne({ resource: 'ideas/7/tasks', id: 9 });
    expect(remove).toHaveBeenCalledWith('/api/admin/ideas/7/tasks/9');
  });
});
