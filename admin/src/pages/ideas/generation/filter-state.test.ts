import { describe, expect, it } from 'vitest';
import { buildCandidates } from '@platform/shared';
import { emptyFilterState, readFilterState, rebuildCandidates, toStoredFilterState } from './filter-state';
import { draftFromSession, emptyDraft, sameDraft, sessionBody } from './session-model';

describe('rebuildCandidates', () => {
  it('builds every candidate at 0, unselected, and keeps the work done on an idea that is still there', () => {
    const [scored] = buildCandidates([{ technique: 'other', text: 'Keep me' }]);
    const previous = [{ ...scored, relevance: 4, selected: true, reExpressed: 'Kept' }];
    const next = rebuildCandidates(previous, [
      { technique: 'offTheChest', text: 'Fresh' },
      { technique: 'other', text: 'Keep me' },
      { technique: 'other', text: 'Keep me' },
    ]);
    expect(next.map((c) => [c.text, c.relevance, c.selected])).toEqual([
      ['Fresh', 0, false],
      ['Keep me', 4, true],
      // The earlier work goes to one candidate only.
      ['Keep me', 0, false],
    ]);
  });
});

describe('readFilterState', () => {
  it('reads back what is stored and checks every value', () => {
    const state = { ...emptyFilterState(), candidates: buildCandidates([{ technique: 'randomObject', text: 'A kite' }]) };
    expect(readFilterState(JSON.parse(JSON.stringify(toStoredFilterState(state))))).toEqual(state);

    const odd = readFilterState({
      candidates: [{ text: 'x', technique: 'random_object', relevance: 9, novelty: 'high', selected: 'yes' }, { text: 'no technique' }],
      minimums: { relevance: '3', feasibility: 7 },
    });
    expect(odd?.candidates).toHaveLength(1);
    expect(odd?.candidates[0]).toMatchObject({ technique: 'randomObject', relevance: 5, novelty: 0, selected: false });
    expect(odd?.minimums).toMatchObject({ relevance: 3, feasibility: 5, novelty: 0 });
    expect(readFilterState(null)).toBeNull();
    expect(readFilterState({ candidates: 'none' })).toBeNull();
  });
});

describe('session model', () => {
  it('sends the ideas in snake case in technique order, the how-might-we texts empty', () => {
    const draft = { ...emptyDraft(), ideas: { ...emptyDraft().ideas, other: ['Z'], offTheChest: ['A'], relatedWorld: ['B'] } };
    expect(sessionBody(draft)).toEqual({
      title: '',
      challenge_question: '',
      how_might_we_action: '',
      how_might_we_target: '',
      how_might_we_outcome: '',
      company: 'none',
      ideas: [
        { technique: 'off_the_chest', idea_text: 'A' },
        { technique: 'related_world', idea_text: 'B' },
        { technique: 'other', idea_text: 'Z' },
      ],
    });
  });

  it('holds a loaded session in camel case; a stray technique lands under other', () => {
    const draft = draftFromSession({
      title: 'T',
      company: 'aeda',
      challenge_question: 'Q',
      ideas: [
        { technique: 'random_object', idea_text: 'Kite' },
        { technique: 'mystery', idea_text: 'Odd' },
      ],
    });
    expect(draft.ideas.randomObject).toEqual(['Kite']);
    expect(draft.ideas.other).toEqual(['Odd']);
    expect(sameDraft(draft, { ...draft, title: ' T ' })).toBe(true);
    expect(sameDraft(draft, { ...draft, company: 'none' })).toBe(false);
  });
});
