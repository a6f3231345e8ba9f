import {
  SCORE_KEYS,
  SESSION_COMPANIES,
  SESSION_INPUT_MESSAGES,
  SESSION_MESSAGES,
  TECHNIQUE_LABELS,
  TECHNIQUE_PROMPTS,
  UNTITLED_SESSION,
  buildCandidates,
  copyInstructions,
  filterCandidates,
  generationPayload,
  parseMinimumScore,
  validateIdeaInput,
  validateSessionInput,
  type Candidate,
} from './index';

const body = (fields: Record<string, unknown> = {}) => ({
  title: 'Strøm i borettslag',
  challenge_question: 'Hvordan kan vi gjøre strøm billigere for borettslag?',
  how_might_we_action: '',
  how_might_we_target: '',
  how_might_we_outcome: '',
  company: 'aeda',
  ideas: [
    { technique: 'off_the_chest', idea_text: 'Felles solcelleanlegg' },
    { technique: 'random_object', idea_text: 'Strømmåler som en kaffetrakter' },
  ],
  ...fields,
});

const message = (result: ReturnType<typeof validateSessionInput>) => (result.ok ? null : result.message);

describe('the session messages', () => {
  it('read word for word as the spec writes them', () => {
    expect(SESSION_MESSAGES).toMatchObject({
      saved: 'Session saved successfully!',
      saveFailed: 'Failed to save session',
      saveError: 'Error saving session',
      loadError: 'Error loading session',
      deleteFailed: 'Failed to delete session',
      deleteError: 'Error deleting session',
      empty: 'No sessions yet. Click "New Session" to start brainstorming!',
      addFailed: 'Failed to add ideas. Please try again.',
      noMatch: 'No ideas match the current filter criteria. Try lowering the minimum scores or generating more ideas.',
      copied: 'Copied to clipboard!',
      challengeCopied: 'Challenge copied to clipboard!',
      challengeAndInstructionsCopied: 'Challenge and instructions copied to clipboard!',
    });
  });

  it('ask "Add {n} selected idea(s) to the main ideas list?" before adding', () => {
    expect(SESSION_MESSAGES.addConfirm(3)).toBe('Add 3 selected idea(s) to the main ideas list?');
  });

  it('say "Successfully added {n} idea(s) to the main ideas list!" after adding', () => {
    expect(SESSION_MESSAGES.added(1)).toBe('Successfully added 1 idea(s) to the main ideas list!');
  });
});

describe('a session payload', () => {
  it('is kept with its title, challenge, company and ideas, trimmed', () => {
    expect(validateSessionInput(body({ title: '  Strøm i borettslag ' }))).toEqual({ ok: true, value: body() });
  });

  it('with no title is saved as "Untitled Session"', () => {
    expect(UNTITLED_SESSION).toBe('Untitled Session');
    for (const title of [undefined, null, '', '   ']) {
      const result = validateSessionInput(body({ title }));
      expect(result.ok && result.value.title).toBe('Untitled Session');
    }
  });

  it('keeps the how-might-we texts, empty ones included', () => {
    const result = validateSessionInput(body({ how_might_we_action: 'redusere', how_might_we_target: undefined }));
    expect(result.ok && [result.value.how_might_we_action, result.value.how_might_we_target, result.value.how_might_we_outcome]).toEqual(['redusere', '', '']);
  });

  it('has a company of none, approach, aeda or enmodels, none when missing', () => {
    expect(SESSION_COMPANIES).toEqual(['none', 'approach', 'aeda', 'enmodels']);
    for (const company of SESSION_COMPANIES) expect(validateSessionInput(body({ company })).ok).toBe(true);
    const result = validateSessionInput(body({ company: undefined }));
    expect(result.ok && result.value.company).toBe('none');
    expect(message(validateSessionInput(body({ company: 'overall' })))).toBe('company must be one of: none, approach, aeda, enmodels.');
  });

  it('has ideas of a known snake-case technique and a non-empty text', () => {
    expect(message(validateSessionInput(body({ ideas: 'a, b' })))).toBe(SESSION_INPUT_MESSAGES.ideasNotList);
    expect(message(validateSessionInput(body({ ideas: ['tekst'] })))).toBe('ideas[0] must be an object with technique and idea_text.');
    expect(message(validateSessionInput(body({ ideas: [{ technique: 'offTheChest', idea_text: 'x' }] })))).toBe(
      'ideas[0].technique must be one of: off_the_chest, reexpression, related_world, regeneration, revolution, random_object, other.',
    );
    expect(message(validateSessionInput(body({ ideas: [{ technique: 'other', idea_text: 'x' }, { technique: 'other', idea_text: '  ' }] })))).toBe(
      'ideas[1].idea_text must not be empty.',
    );
  });

  it('may have no ideas yet', () => {
    const result = validateSessionInput(body({ ideas: undefined }));
    expect(result.ok && result.value.ideas).toEqual([]);
  });

  it('is refused when not an object', () => {
    for (const raw of [null, 'x', [body()]]) expect(message(validateSessionInput(raw))).toBe(SESSION_INPUT_MESSAGES.bodyNotObject);
  });

  it('has fields of text only', () => {
    expect(message(validateSessionInput(body({ title: 5 })))).toBe('title must be text.');
    expect(message(validateSessionInput(body({ how_might_we_outcome: ['x'] })))).toBe('how_might_we_outcome must be text.');
  });

  it('holds a title of at most 255, a challenge of at most 2,000, at most 500 ideas of at most 2,000 characters', () => {
    expect(validateSessionInput(body({ title: 'æ'.repeat(255), challenge_question: 'ø'.repeat(2000) })).ok).toBe(true);
    expect(message(validateSessionInput(body({ title: 'æ'.repeat(256) })))).toBe('title must be at most 255 characters.');
    expect(message(validateSessionInput(body({ challenge_question: 'ø'.repeat(2001) })))).toBe('challenge_question must be at most 2000 characters.');
    const idea = { technique: 'other', idea_text: 'å' };
    expect(validateSessionInput(body({ ideas: Array(500).fill(idea) })).ok).toBe(true);
    expect(message(validateSessionInput(body({ ideas: Array(501).fill(idea) })))).toBe('A session may hold at most 500 ideas.');
    expect(message(validateSessionInput(body({ ideas: [{ technique: 'other', idea_text: 'å'.repeat(2001) }] })))).toBe(
      'ideas[0].idea_text must be at most 2000 characters.',
    );
  });
});

function candidate(fields: Partial<Candidate> = {}): Candidate {
  return { ...buildCandidates([{ technique: 'relatedWorld', text: 'Bildeling som Vipps' }])[0], ...fields };
}

describe('Filter Ideas', () => {
  it('builds one candidate per idea with all scores 0, none selected and every text empty', () => {
    expect(SCORE_KEYS).toEqual(['relevance', 'feasibility', 'novelty', 'alignment', 'personaFit']);
    expect(buildCandidates([{ technique: 'offTheChest', text: 'a' }, { technique: 'other', text: 'b' }])).toEqual([
      {
        text: 'a',
        technique: 'offTheChest',
        relevance: 0,
        feasibility: 0,
        novelty: 0,
        alignment: 0,
        personaFit: 0,
        selected: false,
        reExpressed: '',
        greenhousing: '',
        rumsfeld: { knownKnowns: '', knownUnknowns: '', unknownUnknowns: '' },
      },
      expect.objectContaining({ text: 'b', technique: 'other', selected: false }),
    ]);
  });
});

describe('minimum-score filter inputs', () => {
  it('accept whole numbers 0 to 5', () => {
    for (const n of [0, 1, 2, 3, 4, 5]) expect(parseMinimumScore(n)).toBe(n);
    expect(parseMinimumScore('4')).toBe(4);
  });

  it('turn a non-number into 0', () => {
    for (const raw of ['', 'abc', NaN, null, undefined, {}, '3 stjerner']) expect(parseMinimumScore(raw)).toBe(0);
  });

  it('clamp to 0-5 and cut fractions to whole numbers', () => {
    expect(parseMinimumScore(9)).toBe(5);
    expect(parseMinimumScore('-2')).toBe(0);
    expect(parseMinimumScore(3.7)).toBe(3);
  });
});

describe('a filter with minimum scores', () => {
  const low = candidate({ text: 'low', relevance: 1, feasibility: 5, novelty: 5, alignment: 5, personaFit: 5 });
  const high = candidate({ text: 'high', relevance: 4, feasibility: 4, novelty: 4, alignment: 4, personaFit: 4 });

  it('hides candidates below any minimum', () => {
    expect(filterCandidates([low, high], { relevance: 2 })).toEqual([high]);
    expect(filterCandidates([low, high], { feasibility: 5 })).toEqual([low]);
    expect(filterCandidates([low, high], { relevance: 4, personaFit: 4 })).toEqual([high]);
  });

  it('shows a candidate exactly at the minimum, and all with no minimums', () => {
    expect(filterCandidates([low, high], { novelty: 4 })).toEqual([low, high]);
    expect(filterCandidates([low, high], {})).toEqual([low, high]);
  });

  it('can match none, for the "No ideas match" message', () => {
    expect(filterCandidates([low, high], { relevance: 5 })).toEqual([]);
  });
});

describe('a selected candidate added to the main ideas list, with the fields a generated idea carries', () => {
  const full = candidate({
    text: 'Bildeling som Vipps',
    technique: 'relatedWorld',
    relevance: 5,
    feasibility: 4,
    novelty: 4,
    alignment: 4,
    personaFit: 3,
    selected: true,
    reExpressed: ' Del bilen med naboen like enkelt som å vippse ',
    greenhousing: 'Trenger forsikringspartner',
    rumsfeld: { knownKnowns: 'Folk eier biler som står stille', knownUnknowns: 'Vil borettslag betale?', unknownUnknowns: 'Selvkjørende biler' },
  });

  it('sends title, description, status new, priority, type product, background, inspiration, tags, company and the Rumsfeld fields', () => {
    expect(generationPayload(full, { company: 'aeda' }, ' Hvordan kan vi dele mer? ')).toEqual({
      title: 'Del bilen med naboen like enkelt som å vippse',
      description: 'Bildeling som Vipps\n\nGrowth conditions: Trenger forsikringspartner',
      status: 'new',
      priority: 'high',
      idea_type: 'product',
      background: 'Related world',
      inspiration: 'Hvordan kan vi dele mer?',
      tags: ['idea-generation', 'related_world'],
      company: 'aeda',
      why_valuable: 'Folk eier biler som står stille',
      market_trends: 'Vil borettslag betale?',
      strategic_positioning: 'Selvkjørende biler',
    });
  });

  it('is titled by its text when not re-expressed, and described by its text alone without growth conditions', () => {
    const payload = generationPayload(candidate({ reExpressed: '  ', technique: 'randomObject' }), { company: 'approach' });
    expect(payload).toMatchObject({ title: 'Bildeling som Vipps', description: 'Bildeling som Vipps', background: 'Random object', inspiration: '' });
    expect(payload.tags).toEqual(['idea-generation', 'random_object']);
  });

  it('has a title cut to 255 characters', () => {
    const payload = generationPayload(candidate({ text: 'ø'.repeat(300) }), { company: 'aeda' });
    expect(payload.title).toBe('ø'.repeat(255));
    expect(generationPayload(candidate({ text: '😀'.repeat(200) }), { company: 'aeda' }).title).toBe('😀'.repeat(127));
  });

  it('goes to approach when the session has no company', () => {
    expect(generationPayload(full, { company: 'none' }).company).toBe('approach');
  });

  it('gets its priority from the average score: 4 or more high, 2.5 or more medium, else low', () => {
    const scored = (n: number[]) => candidate(Object.fromEntries(SCORE_KEYS.map((k, i) => [k, n[i]])));
    expect(generationPayload(scored([4, 4, 4, 4, 4]), { company: 'aeda' }).priority).toBe('high');
    expect(generationPayload(scored([5, 5, 4, 3, 2]), { company: 'aeda' }).priority).toBe('medium');
    expect(generationPayload(scored([3, 3, 2, 2, 3]), { company: 'aeda' }).priority).toBe('medium');
    expect(generationPayload(scored([3, 3, 2, 2, 2]), { company: 'aeda' }).priority).toBe('low');
    expect(generationPayload(candidate(), { company: 'aeda' }).priority).toBe('low');
  });

  it('passes the ideas API check', () => {
    expect(validateIdeaInput(generationPayload(full, { company: 'enmodels' }, 'Utfordring'), 'create')).toMatchObject({ ok: true });
  });
});

describe('the copied "Challenge and instructions"', () => {
  const text = copyInstructions('  Hvordan kan vi gjøre strøm billigere?  ');

  it('holds the challenge', () => {
    expect(text.startsWith('Challenge: Hvordan kan vi gjøre strøm billigere?\n')).toBe(true);
  });

  it('asks for 3-5 ideas per technique', () => {
    expect(text).toContain('Generate 3-5 ideas for each of the techniques below.');
  });

  it('says how to use each technique', () => {
    for (const t of ['offTheChest', 'reexpression', 'relatedWorld', 'regeneration', 'revolution', 'randomObject'] as const) {
      expect(text).toContain(`${TECHNIQUE_LABELS[t]}: ${TECHNIQUE_PROMPTS[t]}`);
    }
    expect(text).not.toContain('Other:');
  });
});
