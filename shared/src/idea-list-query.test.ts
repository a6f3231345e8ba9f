import { IDEA_PAGE_MAX, parseIdeaListQuery } from './index';

describe('the ideas list query', () => {
  it('defaults to every idea by rank ascending, unpaged', () => {
    expect(parseIdeaListQuery({})).toEqual({ ok: true, value: { filters: {}, sortBy: 'rank', sortOrder: 'asc', fields: 'all' } });
  });

  it('reads the spec names and the simple-rest names alike', () => {
    const spec = parseIdeaListQuery({ status: 'research', type: 'feature', sortBy: 'score', sortOrder: 'desc', search: ' Kaffe ' });
    const rest = parseIdeaListQuery({ status: 'research', idea_type: 'feature', _sort: 'score', _order: 'DESC', q: 'Kaffe', _start: '0', _end: '20' });
    expect(spec).toEqual({ ok: true, value: { filters: { status: 'research', idea_type: 'feature' }, search: 'Kaffe', sortBy: 'score', sortOrder: 'desc', fields: 'all' } });
    expect(rest).toEqual({ ok: true, value: { filters: { status: 'research', idea_type: 'feature' }, search: 'Kaffe', sortBy: 'score', sortOrder: 'desc', range: { start: 0, end: 20 }, fields: 'list' } });
  });

  it('answers the list fields for a page and every field otherwise, unless fields= says', () => {
    expect(parseIdeaListQuery({ _start: '0', _end: '20', fields: 'all' })).toMatchObject({ ok: true, value: { fields: 'all' } });
    expect(parseIdeaListQuery({ fields: 'list' })).toMatchObject({ ok: true, value: { fields: 'list' } });
    expect(parseIdeaListQuery({ fields: 'some' }).ok).toBe(false);
  });

  it('treats "all" as no filter', () => {
    expect(parseIdeaListQuery({ status: 'all', priority: '', company: 'all' })).toMatchObject({ ok: true, value: { filters: {} } });
  });

  it('refuses unknown values, unknown sort columns and bad ranges with messages', () => {
    const result = parseIdeaListQuery({ priority: 'urgent', sortBy: 'password', _start: '10', _end: '5' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.field)).toEqual(['priority', 'sortBy', '_start']);
      expect(result.errors[0].message).toBe('priority must be all or one of: low, medium, high, critical.');
    }
    expect(parseIdeaListQuery({ _start: '0', _end: String(IDEA_PAGE_MAX + 1) }).ok).toBe(false);
    expect(parseIdeaListQuery({ _start: '-1', _end: '5' }).ok).toBe(false);
  });
});
