import { addTag, nonEmptyTrimmed } from './index';

describe('tags', () => {
  it('adds a tag only if non-empty after trimming', () => {
    expect(addTag(['a'], '  b  ')).toEqual(['a', 'b']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });

  it('adds a tag only if not already present', () => {
    expect(addTag(['bærekraft'], ' bærekraft ')).toEqual(['bærekraft']);
    expect(addTag(['Bærekraft'], 'bærekraft')).toEqual(['Bærekraft', 'bærekraft']);
  });

  it('never changes the list it was given', () => {
    const tags = ['a'];
    expect(addTag(tags, 'b')).not.toBe(tags);
    expect(tags).toEqual(['a']);
  });
});

describe('tasks and comments', () => {
  it('are submitted only if non-empty after trimming', () => {
    expect(nonEmptyTrimmed('  Ring kunden  ')).toBe('Ring kunden');
    expect(nonEmptyTrimmed(' \n\t ')).toBeNull();
  });
});
