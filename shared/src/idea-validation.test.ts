import { IDEA_DEFAULTS, IDEA_MESSAGES, parsePositiveId, validateIdeaInput } from './index';

describe('an idea payload is checked field by field', () => {
  it('fills the spec defaults on create: draft, medium, rank 999, approach, product, b2c, enthusiasm 5', () => {
    const result = validateIdeaInput({ title: '  Ny idé  ' }, 'create');
    expect(result).toEqual({ ok: true, value: { ...IDEA_DEFAULTS, title: 'Ny idé' } });
    expect(IDEA_DEFAULTS).toMatchObject({ status: 'draft', priority: 'medium', rank: 999, company: 'approach', idea_type: 'product', business_model: 'b2c', personal_enthusiasm: 5 });
  });

  it('requires a title on create but not on update', () => {
    expect(validateIdeaInput({}, 'create')).toEqual({ ok: false, errors: [{ field: 'title', message: IDEA_MESSAGES.titleRequired }] });
    expect(validateIdeaInput({ rank: 4 }, 'update')).toEqual({ ok: true, value: { rank: 4 } });
  });

  it('accepts ranks 1 to 999 as whole numbers only', () => {
    for (const rank of [1, 999, '42']) expect(validateIdeaInput({ rank }, 'update').ok).toBe(true);
    for (const rank of [0, 1000, 2.5, 'ti', null]) {
      expect(validateIdeaInput({ rank }, 'update')).toEqual({ ok: false, errors: [{ field: 'rank', message: 'rank must be a whole number from 1 to 999.' }] });
    }
  });

  it('keeps enumerations to their values and lists to texts, trimmed and without duplicates', () => {
    expect(validateIdeaInput({ status: 'done' }, 'update').ok).toBe(false);
    expect(validateIdeaInput({ tags: ['a', ' a ', '', 'b'] }, 'update')).toEqual({ ok: true, value: { tags: ['a', 'b'] } });
    expect(validateIdeaInput({ synergy_with_ideas: ['3', 4, 4] }, 'update')).toEqual({ ok: true, value: { synergy_with_ideas: [3, 4] } });
    expect(validateIdeaInput({ synergy_with_ideas: [0] }, 'update').ok).toBe(false);
  });

  it('ignores what the server owns (id, counters, dates) and refuses unknown fields', () => {
    expect(validateIdeaInput({ id: 9, comment_count: 3, created_at: 'x', title: 'T' }, 'update')).toEqual({ ok: true, value: { title: 'T' } });
    expect(validateIdeaInput({ accessLevel: 5 }, 'update')).toEqual({ ok: false, errors: [{ field: 'accessLevel', message: 'Unknown field "accessLevel".' }] });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'title']) expect(validateIdeaInput(body, 'create')).toEqual({ ok: false, errors: [{ field: 'body', message: IDEA_MESSAGES.bodyNotObject }] });
  });

  it('reads path ids as positive whole numbers', () => {
    expect(parsePositiveId('12')).toBe(12);
    for (const raw of ['0', '-1', '1.5', 'abc', '', undefined]) expect(parsePositiveId(raw)).toBeNull();
  });
});
