import {
  SNAKE_TECHNIQUES,
  TECHNIQUE_LABELS,
  TECHNIQUE_PROMPTS,
  TECHNIQUES,
  splitTechniqueIdeas,
  toCamelTechnique,
  toSnakeTechnique,
} from './index';

describe('the seven techniques', () => {
  it('are off the chest, reexpression, related world, regeneration, revolution, random object and other', () => {
    expect(TECHNIQUES).toEqual(['offTheChest', 'reexpression', 'relatedWorld', 'regeneration', 'revolution', 'randomObject', 'other']);
    expect(TECHNIQUES.map((t) => TECHNIQUE_LABELS[t])).toEqual([
      'Off the chest',
      'Re-expression',
      'Related world',
      'Regeneration',
      'Revolution',
      'Random object',
      'Other',
    ]);
  });

  it('each come with a one-line prompt', () => {
    for (const t of TECHNIQUES) expect(TECHNIQUE_PROMPTS[t]).toMatch(/^[A-Z][^\n]{20,}[.?]$/);
  });

  it('are sent in snake case and held in camel case', () => {
    expect(SNAKE_TECHNIQUES).toEqual(['off_the_chest', 'reexpression', 'related_world', 'regeneration', 'revolution', 'random_object', 'other']);
    expect(toSnakeTechnique('offTheChest')).toBe('off_the_chest');
    expect(toSnakeTechnique('randomObject')).toBe('random_object');
    expect(toSnakeTechnique('relatedWorld')).toBe('related_world');
    expect(toCamelTechnique('off_the_chest')).toBe('offTheChest');
    expect(toCamelTechnique('random_object')).toBe('randomObject');
    expect(toCamelTechnique('related_world')).toBe('relatedWorld');
    for (const t of TECHNIQUES) expect(toCamelTechnique(toSnakeTechnique(t))).toBe(t);
  });

  it('take a camel-case name as it is and answer null for an unknown one', () => {
    expect(toCamelTechnique('randomObject')).toBe('randomObject');
    expect(toCamelTechnique('brainstorm')).toBeNull();
    expect(toCamelTechnique('Off_The_Chest')).toBeNull();
  });
});

describe('adding technique ideas', () => {
  describe('input of more than one line', () => {
    it('is split by line, each line one idea, trimmed', () => {
      expect(splitTechniqueIdeas('  Første idé \nAndre idé\r\nTredje, med komma')).toEqual(['Første idé', 'Andre idé', 'Tredje, med komma']);
    });

    it('has a leading bullet (-, * or •) removed from each line', () => {
      expect(splitTechniqueIdeas('- en\n* to\n• tre\n  -   fire\n•fem')).toEqual(['en', 'to', 'tre', 'fire', 'fem']);
    });

    it('has a leading number with a dot removed from each line', () => {
      expect(splitTechniqueIdeas('1. en\n2.to\n12. tolv\n  3.   tre')).toEqual(['en', 'to', 'tolv', 'tre']);
    });

    it('drops empty items, a line with only a bullet or a number included', () => {
      expect(splitTechniqueIdeas('\n- en\n\n   \n-\n2.\n•\nto\n')).toEqual(['en', 'to']);
    });

    it('keeps text that only looks like a marker: a minus number, emphasis, a decimal number', () => {
      expect(splitTechniqueIdeas('-5 grader ute\n*viktig* idé\n1.5 mill. brukere')).toEqual(['-5 grader ute', '*viktig* idé', '1.5 mill. brukere']);
    });
  });

  describe('input of one line', () => {
    it('is split by commas when that gives more than one item, trimmed and empties dropped', () => {
      expect(splitTechniqueIdeas(' Delebil for naboer , solcelledeling,, ,Varmepumpe-leasing ')).toEqual([
        'Delebil for naboer',
        'solcelledeling',
        'Varmepumpe-leasing',
      ]);
    });

    it('is otherwise one idea, the whole trimmed text', () => {
      expect(splitTechniqueIdeas('  En app som viser strømprisen time for time  ')).toEqual(['En app som viser strømprisen time for time']);
    });

    it('keeps its bullet or number, since those are removed only from several lines', () => {
      expect(splitTechniqueIdeas('- én idé')).toEqual(['- én idé']);
    });

    it('does not split at a Norwegian decimal comma', () => {
      expect(splitTechniqueIdeas('Spar 1,5 mill. i året')).toEqual(['Spar 1,5 mill. i året']);
      expect(splitTechniqueIdeas('Spar 1,5 mill., vokse 20 %')).toEqual(['Spar 1,5 mill.', 'vokse 20 %']);
    });

    it('gives no idea when empty or blank', () => {
      expect(splitTechniqueIdeas('')).toEqual([]);
      expect(splitTechniqueIdeas(' \n \t ')).toEqual([]);
      expect(splitTechniqueIdeas(' , ,')).toEqual([]);
    });

    it('is one line even with blank lines around it, so a trailing line break changes nothing', () => {
      expect(splitTechniqueIdeas('a, b\n')).toEqual(['a', 'b']);
      expect(splitTechniqueIdeas('\n\nBare én\n\n')).toEqual(['Bare én']);
    });
  });

  it('leaves Enter (add) and Shift+Enter (line break) to the input: the rule only sees the text', () => {
    expect(splitTechniqueIdeas('linje en\nlinje to')).toEqual(['linje en', 'linje to']);
  });
});
