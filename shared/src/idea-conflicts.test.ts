import { IMPORT_POLICIES, findImportConflicts, resolveConflictAction, type ImportConflict, type ImportItem } from './index';

const item = (index: number, title: string, id?: number): ImportItem => (id === undefined ? { index, data: { title } } : { index, id, data: { title } });

describe('import conflicts', () => {
  const existing = [
    { id: 1, title: 'Ærlig mat' },
    { id: 2, title: 'Solceller' },
    { id: 3, title: 'Café' },
  ];

  it('are found by id', () => {
    expect(findImportConflicts([item(0, 'Noe nytt', 2)], existing)).toEqual([
      { index: 0, title: 'Noe nytt', existingId: 2, existingTitle: 'Solceller', conflictType: 'id' },
    ]);
  });

  it('are found by title, trimmed and case-insensitive, Norwegian letters included', () => {
    expect(findImportConflicts([item(0, '  ÆRLIG MAT ')], existing)).toEqual([
      { index: 0, title: '  ÆRLIG MAT ', existingId: 1, existingTitle: 'Ærlig mat', conflictType: 'title' },
    ]);
    expect(findImportConflicts([item(0, 'cafe\u0301')], existing)[0]).toMatchObject({ existingId: 3, conflictType: 'title' });
  });

  it('are both when one existing idea matches by id and title', () => {
    expect(findImportConflicts([item(4, 'solceller', 2)], existing)[0]).toMatchObject({ index: 4, existingId: 2, conflictType: 'both' });
  });

  it('report the id match when the id names one idea and the title another', () => {
    expect(findImportConflicts([item(0, 'Solceller', 1)], existing)).toEqual([
      { index: 0, title: 'Solceller', existingId: 1, existingTitle: 'Ærlig mat', conflictType: 'id' },
    ]);
  });

  it('are both when two existing ideas share the title and the id names one of them', () => {
    const twins = [{ id: 8, title: 'Tvilling' }, { id: 9, title: 'tvilling' }];
    expect(findImportConflicts([item(0, 'TVILLING', 9)], twins)[0]).toMatchObject({ existingId: 9, conflictType: 'both' });
  });

  it('leave new ideas alone', () => {
    expect(findImportConflicts([item(0, 'Helt ny', 99), item(1, 'Også ny')], existing)).toEqual([]);
  });
});

describe('conflict policy', () => {
  const conflict: ImportConflict = { index: 2, title: 'A', existingId: 1, existingTitle: 'a', conflictType: 'title' };

  it('is ask, overwrite, ignore or new', () => {
    expect(IMPORT_POLICIES).toEqual(['ask', 'overwrite', 'ignore', 'new']);
  });

  it('applies anything other than ask to all listed conflicts', () => {
    for (const policy of ['overwrite', 'ignore', 'new'] as const) {
      expect(resolveConflictAction(conflict, policy, { 2: 'ignore' })).toBe(policy);
    }
  });

  it('asks per item: the decision for that item, or none yet', () => {
    expect(resolveConflictAction(conflict, 'ask', { 2: 'new' })).toBe('new');
    expect(resolveConflictAction(conflict, 'ask', { 3: 'new' })).toBeNull();
    expect(resolveConflictAction(conflict, 'ask')).toBeNull();
  });
});
