import { marked } from 'marked';
import {
  DEFAULT_DATA_SOURCES,
  DEFAULT_GOALS,
  GOAL_HORIZONS,
  GOAL_LISTS,
  PICKER_DESCRIPTION_MAX,
  PLAN_COMPANIES,
  PLAN_COMPANY_LABELS,
  PLAN_IMPORT_MESSAGES,
  PLAN_MESSAGES,
  PLAN_TABLE_DESCRIPTION_MAX,
  exportPlan,
  newDataSource,
  parsePlanImport,
  planEmptyMessage,
  planExportFileName,
  topIdeasByStrategicFit,
  truncateDescription,
  validatePlan,
  withPlanDefaults,
  type Idea,
  type PlanExport,
  type StrategicPlan,
} from './index';

const goal = (text: string) => ({ text, metric: 'Kunder', target: '100', timeline: 'Q3 2025' });

/** A plan as the import dialog receives it: valid, with ids on some items only. */
function planJson(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    vision: 'Norges smarteste boligplattform',
    shortTermGoals: [goal('Lansere MVP'), { id: 'g-7', ...goal('Første kunde') }],
    midTermGoals: [goal('Vokse i Bergen')],
    longTermGoals: [],
    competitiveAdvantages: [
      { id: 'a-1', title: 'Data', description: 'Unike data fra Matrikkelen', type: 'strength' },
      { title: 'Nisje', description: 'Små borettslag', type: 'positioning' },
    ],
    dataMoatStrategy: { collectionSources: [{ source: 'Brukere', description: 'Egne målinger' }], networkEffects: ['Flere brukere, bedre data'] },
    selectedIdeas: [{ ideaId: 4, title: 'Strømappen', description: 'Viser pris', notes: 'Start her' }],
    dataSources: [{ name: 'SSB', priority: 'high', accessMethod: 'API', updateFrequency: 'Monthly', status: 'active', usedByIdeas: [4] }],
    ...fields,
  };
}

const importMessage = (value: unknown) => {
  const result = parsePlanImport(typeof value === 'string' ? value : JSON.stringify(value));
  return result.ok ? null : result.message;
};
const planOf = (value: unknown) => {
  const result = validatePlan(value);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};

describe('the plan companies', () => {
  it('are Overall (All Companies), Approach, Aeda and Enmodels', () => {
    expect(PLAN_COMPANIES).toEqual(['overall', 'approach', 'aeda', 'enmodels']);
    expect(PLAN_COMPANIES.map((c) => PLAN_COMPANY_LABELS[c])).toEqual(['Overall (All Companies)', 'Approach', 'Aeda', 'Enmodels']);
  });
});

describe('the timeline horizons', () => {
  it('are short term 0-6 months, mid term 6-18 and long term 18+', () => {
    expect(GOAL_LISTS).toEqual(['shortTermGoals', 'midTermGoals', 'longTermGoals']);
    expect(GOAL_HORIZONS.shortTermGoals).toMatchObject({ timeline: '0-6 months', fromMonths: 0, toMonths: 6 });
    expect(GOAL_HORIZONS.midTermGoals).toMatchObject({ timeline: '6-18 months', fromMonths: 6, toMonths: 18 });
    expect(GOAL_HORIZONS.longTermGoals).toMatchObject({ timeline: '18+ months', fromMonths: 18, toMonths: null });
  });
});

describe('a strategic plan import, checked in order', () => {
  it('that is not valid JSON says "Invalid JSON format. Please check your syntax."', () => {
    expect(importMessage('{ vision: "x" ')).toBe('Invalid JSON format. Please check your syntax.');
    expect(importMessage('')).toBe(PLAN_IMPORT_MESSAGES.invalidJson);
  });

  it('that is not a JSON object says "Invalid JSON structure"', () => {
    for (const value of ['[]', 'null', '42', '"plan"', '[{"vision":"x"}]']) expect(importMessage(value)).toBe('Invalid JSON structure');
    expect(validatePlan([planJson()])).toEqual({ ok: false, message: PLAN_IMPORT_MESSAGES.invalidStructure });
  });

  it('without a vision of text says "Missing or invalid vision field", before the lists are checked', () => {
    expect(importMessage(planJson({ vision: undefined }))).toBe('Missing or invalid vision field');
    expect(importMessage(planJson({ vision: 5, shortTermGoals: 'x', dataMoatStrategy: null }))).toBe('Missing or invalid vision field');
  });

  it('whose goal lists or advantages are not arrays says "Goals and advantages must be arrays", before the data moat', () => {
    for (const key of ['shortTermGoals', 'midTermGoals', 'longTermGoals', 'competitiveAdvantages']) {
      expect(importMessage(planJson({ [key]: undefined }))).toBe('Goals and advantages must be arrays');
      expect(importMessage(planJson({ [key]: { 0: goal('x') }, dataMoatStrategy: [] }))).toBe('Goals and advantages must be arrays');
    }
  });

  it('without a data moat strategy object says "Missing or invalid data moat strategy", before the goals', () => {
    for (const dataMoatStrategy of [undefined, null, [], 'data', 1]) {
      expect(importMessage(planJson({ dataMoatStrategy, shortTermGoals: [{ text: 'x' }] }))).toBe('Missing or invalid data moat strategy');
    }
  });

  it('with a goal lacking metric, target or timeline says "{list}[{i}] must have metric, target, and timeline fields", the first one found', () => {
    expect(importMessage(planJson({ shortTermGoals: [{ text: 'x', target: '1', timeline: 'Q1' }] }))).toBe(
      'shortTermGoals[0] must have metric, target, and timeline fields',
    );
    expect(importMessage(planJson({ midTermGoals: [goal('a'), { ...goal('b'), timeline: ' ' }], longTermGoals: [{}] }))).toBe(
      'midTermGoals[1] must have metric, target, and timeline fields',
    );
    expect(importMessage(planJson({ longTermGoals: [goal('a'), goal('b'), 'c'], competitiveAdvantages: [{}] }))).toBe(
      'longTermGoals[2] must have metric, target, and timeline fields',
    );
  });

  it('with an advantage lacking type or description says "competitiveAdvantages[{i}] must have type and description fields"', () => {
    const advantage = { title: 'T', description: 'D', type: 'strength' };
    expect(importMessage(planJson({ competitiveAdvantages: [{ ...advantage, type: undefined }] }))).toBe(
      'competitiveAdvantages[0] must have type and description fields',
    );
    expect(importMessage(planJson({ competitiveAdvantages: [advantage, { ...advantage, description: '' }] }))).toBe(
      'competitiveAdvantages[1] must have type and description fields',
    );
    expect(importMessage(planJson({ competitiveAdvantages: [{ ...advantage, type: 'weakness' }] }))).toBe(
      'competitiveAdvantages[0] must have type and description fields',
    );
  });

  it('that the server rejects says "Failed to save imported plan"', () => {
    expect(PLAN_IMPORT_MESSAGES.saveFailed).toBe('Failed to save imported plan');
  });

  it('keeps selected ideas only with ideaId and title', () => {
    const plan = planOf(
      planJson({
        selectedIdeas: [
          { ideaId: 1, title: 'Med alt', description: 'D', notes: 'N' },
          { ideaId: 2 },
          { title: 'Uten id' },
          { ideaId: '3', title: 'Id som tekst' },
          { ideaId: 1, title: 'Dobbel' },
          null,
        ],
      }),
    );
    expect(plan.selectedIdeas).toEqual([
      { ideaId: 1, title: 'Med alt', description: 'D', notes: 'N' },
      { ideaId: 3, title: 'Id som tekst', description: '', notes: '' },
    ]);
  });

  it('keeps data sources only with name, priority and status', () => {
    const full = { name: 'Kartverket', priority: 'critical', status: 'planned' };
    const plan = planOf(planJson({ dataSources: [full, { name: 'Uten status', priority: 'low' }, { priority: 'low', status: 'active' }, { name: 'Uten prioritet', status: 'active' }] }));
    expect(plan.dataSources).toEqual([{ ...full, accessMethod: '', updateFrequency: '', usedByIdeas: [] }]);
  });

  it('gives a new data source priority medium and status planned', () => {
    expect(newDataSource(' Doffin ')).toEqual({ name: 'Doffin', priority: 'medium', accessMethod: '', updateFrequency: '', status: 'planned', usedByIdeas: [] });
    expect(newDataSource('NAV', { status: 'research' })).toMatchObject({ priority: 'medium', status: 'research' });
  });

  it('reads a valid plan with stable ids for items without one', () => {
    const plan = planOf(planJson());
    expect(plan.shortTermGoals.map((g) => g.id)).toEqual(['goal-1', 'g-7']);
    expect(plan.midTermGoals).toEqual([{ id: 'goal-2', ...goal('Vokse i Bergen') }]);
    expect(plan.competitiveAdvantages.map((a) => a.id)).toEqual(['a-1', 'advantage-1']);
    expect(planOf(planJson())).toEqual(plan);
    expect(planOf(planJson({ shortTermGoals: [goal('a'), { id: 'goal-1', ...goal('b') }] })).shortTermGoals.map((g) => g.id)).toEqual(['goal-2', 'goal-1']);
  });

  it('reads its own JSON export back', () => {
    const exported = exportPlan(planOf(planJson()), 'aeda', [], 'json');
    const result = parsePlanImport(exported);
    expect(result).toEqual({ ok: true, plan: (JSON.parse(exported) as PlanExport).plan });
  });
});

describe('a saved plan (the save call’s planData)', () => {
  it('may have goals of text only when the goal details are not required', () => {
    const result = validatePlan(planJson({ shortTermGoals: [{ text: 'Bare tekst' }] }), { requireGoalDetails: false });
    expect(result).toEqual({ ok: true, plan: expect.objectContaining({ shortTermGoals: [{ id: 'goal-1', text: 'Bare tekst' }] }) });
  });

  it('has a vision of at most 5,000 characters', () => {
    expect(validatePlan(planJson({ vision: 'æ'.repeat(5000) })).ok).toBe(true);
    expect(validatePlan(planJson({ vision: 'æ'.repeat(5001) }))).toEqual({ ok: false, message: 'vision must be at most 5000 characters' });
  });

  it('has at most 100 items per list', () => {
    expect(validatePlan(planJson({ shortTermGoals: Array(100).fill(goal('x')) })).ok).toBe(true);
    expect(validatePlan(planJson({ shortTermGoals: Array(101).fill(goal('x')) }))).toEqual({ ok: false, message: 'shortTermGoals may hold at most 100 items' });
    expect(validatePlan(planJson({ dataMoatStrategy: { networkEffects: Array(101).fill('x') } }))).toEqual({
      ok: false,
      message: 'dataMoatStrategy.networkEffects may hold at most 100 items',
    });
  });

  it('refuses values of the wrong type, naming where', () => {
    const message = (fields: Record<string, unknown>) => {
      const result = validatePlan(planJson(fields));
      return result.ok ? null : result.message;
    };
    expect(message({ shortTermGoals: [{ ...goal('x'), text: { a: 1 } }] })).toBe('shortTermGoals[0].text must be text');
    expect(message({ dataMoatStrategy: { networkEffects: [true] } })).toBe('dataMoatStrategy.networkEffects[0] must be text');
    expect(message({ dataMoatStrategy: { collectionSources: 'SSB' } })).toBe('dataMoatStrategy.collectionSources must be an array');
    expect(message({ selectedIdeas: [{ ideaId: 'fire', title: 'x' }] })).toBe('selectedIdeas[0].ideaId must be an idea id (a positive whole number)');
    expect(message({ dataSources: [{ name: 'x', priority: 'urgent', status: 'active' }] })).toBe('dataSources[0].priority must be one of: critical, high, medium, low');
    expect(message({ dataSources: [{ name: 'x', priority: 'low', status: 'done' }] })).toBe('dataSources[0].status must be one of: active, partial, planned, research');
    expect(message({ selectedIdeas: [{ ideaId: 1, title: 'x', notes: 'n'.repeat(2001) }] })).toBe('selectedIdeas[0].notes must be at most 2000 characters');
  });

  it('keeps a number as text where text is expected, and drops unknown keys', () => {
    const plan = planOf(planJson({ shortTermGoals: [{ ...goal('x'), target: 1000, extra: 'y' }], extra: true }));
    expect(plan.shortTermGoals[0]).toEqual({ id: 'goal-1', ...goal('x'), target: '1000' });
    expect(plan).not.toHaveProperty('extra');
  });
});

describe('the strategic plan messages', () => {
  it('say "Failed to save strategic plan: {server error}" or "Failed to save strategic plan"', () => {
    expect(PLAN_MESSAGES.saveFailed('Ingen tilgang')).toBe('Failed to save strategic plan: Ingen tilgang');
    expect(PLAN_MESSAGES.saveFailed()).toBe('Failed to save strategic plan');
    expect(PLAN_MESSAGES.saveFailed('')).toBe('Failed to save strategic plan');
  });

  it('say "No ideas found for {company or the platform}. Create some ideas first." when empty', () => {
    expect(planEmptyMessage('aeda')).toBe('No ideas found for Aeda. Create some ideas first.');
    expect(planEmptyMessage('overall')).toBe('No ideas found for the platform. Create some ideas first.');
    expect(PLAN_MESSAGES.empty('Enmodels')).toBe('No ideas found for Enmodels. Create some ideas first.');
  });
});

describe('the defaults used when none are saved', () => {
  it('are Norwegian public data sources, each a valid data source', () => {
    const names = DEFAULT_DATA_SOURCES.map((s) => s.name).join('\n');
    for (const name of ['Kartverket', 'Matrikkelen', 'SSB', 'Statens vegvesen', 'Brønnøysundregistrene', 'Finn.no', 'NAV', 'Doffin']) expect(names).toContain(name);
    expect(DEFAULT_DATA_SOURCES.find((s) => s.name.startsWith('Finn.no'))?.status).toBe('partial');
    expect(planOf({ ...planJson(), dataSources: DEFAULT_DATA_SOURCES }).dataSources).toEqual(DEFAULT_DATA_SOURCES);
  });

  it('are short, mid and long term goals that pass the import rules', () => {
    const plan = planOf(planJson({ ...DEFAULT_GOALS }));
    for (const key of GOAL_LISTS) {
      expect(DEFAULT_GOALS[key].length).toBeGreaterThan(0);
      expect(plan[key]).toEqual(DEFAULT_GOALS[key]);
    }
  });

  it('fill a plan with no goals and no data sources, and nothing else', () => {
    const filled = withPlanDefaults({ vision: 'V' });
    expect(filled).toEqual({
      vision: 'V',
      ...DEFAULT_GOALS,
      competitiveAdvantages: [],
      dataMoatStrategy: { collectionSources: [], networkEffects: [] },
      selectedIdeas: [],
      dataSources: DEFAULT_DATA_SOURCES,
    });
    expect(withPlanDefaults(null).vision).toBe('');
  });

  it('are not mixed into saved goals or data sources', () => {
    const saved = planOf(planJson());
    const filled = withPlanDefaults(saved);
    expect(filled.longTermGoals).toEqual([]);
    expect(filled.dataSources).toEqual(saved.dataSources);
  });
});

function idea(id: number, fields: Partial<Idea> = {}): Idea {
  return {
    id,
    title: `Idé ${id}`,
    status: 'draft',
    priority: 'medium',
    rank: 999,
    score: null,
    company: 'approach',
    idea_type: 'product',
    business_model: 'b2c',
    personal_enthusiasm: 5,
    user_tech_preference: null,
    implementation_phase: null,
    strategic_fit_score: null,
    features: [],
    tags: [],
    required_data_sources: [],
    synergy_with_ideas: [],
    comment_count: 0,
    evaluation_count: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...fields,
  };
}

describe('ideas by strategic fit', () => {
  it('come highest strategic_fit_score first, the top 10 by default', () => {
    const ideas = Array.from({ length: 14 }, (_, i) => idea(i + 1, { strategic_fit_score: (i * 7) % 11 }));
    const top = topIdeasByStrategicFit(ideas);
    expect(top).toHaveLength(10);
    expect(top.map((i) => i.strategic_fit_score)).toEqual([10, 9, 8, 7, 7, 6, 5, 4, 3, 3]);
  });

  it('break ties by rank, then id, and put ideas without a score last', () => {
    const ideas = [idea(1, { rank: 5, strategic_fit_score: 8 }), idea(2), idea(3, { rank: 2, strategic_fit_score: 8 }), idea(4, { rank: 2, strategic_fit_score: 8 }), idea(5, { strategic_fit_score: 0 })];
    expect(topIdeasByStrategicFit(ideas, 99).map((i) => i.id)).toEqual([3, 4, 1, 5, 2]);
    expect(topIdeasByStrategicFit(ideas, 2).map((i) => i.id)).toEqual([3, 4]);
  });
});

describe('a truncated description', () => {
  it('is cut to 100 characters in the plan table and 150 in the picker', () => {
    expect([PLAN_TABLE_DESCRIPTION_MAX, PICKER_DESCRIPTION_MAX]).toEqual([100, 150]);
    const long = 'æ'.repeat(200);
    expect(truncateDescription(long, PLAN_TABLE_DESCRIPTION_MAX)).toBe(`${'æ'.repeat(99)}…`);
    expect(Array.from(truncateDescription(long, PICKER_DESCRIPTION_MAX))).toHaveLength(150);
  });

  it('is left whole when short enough, and never splits a character', () => {
    expect(truncateDescription('ø'.repeat(100), 100)).toBe('ø'.repeat(100));
    expect(truncateDescription('😀'.repeat(101), 100)).toBe(`${'😀'.repeat(99)}…`);
    expect(truncateDescription(null, 100)).toBe('');
  });
});

describe('the plan export file name', () => {
  it('is strategic-plan-{company}-{date}.json or .md, dated by the day in Norway', () => {
    expect(planExportFileName('aeda', new Date('2025-06-15T10:00:00Z'), 'json')).toBe('strategic-plan-aeda-2025-06-15.json');
    expect(planExportFileName('overall', new Date('2025-01-31T23:30:00Z'), 'md')).toBe('strategic-plan-overall-2025-02-01.md');
  });
});

const NOW = new Date('2025-03-10T12:00:00Z');

describe('a JSON plan export', () => {
  const ideas = [
    idea(1, { company: 'aeda', strategic_fit_score: 6, implementation_phase: 'phase2' }),
    idea(2, { company: 'approach', strategic_fit_score: 9 }),
    ...Array.from({ length: 12 }, (_, i) => idea(10 + i, { company: 'aeda', strategic_fit_score: 7 })),
  ];

  it('holds company, export time, the plan with defaults filled and the top 10 ideas by strategic fit', () => {
    const exported = JSON.parse(exportPlan({ vision: 'V' }, 'aeda', ideas, 'json', NOW)) as PlanExport;
    expect(exported.company).toBe('aeda');
    expect(exported.exportedAt).toBe('2025-03-10T12:00:00.000Z');
    expect(exported.plan).toEqual(withPlanDefaults({ vision: 'V' }));
    expect(exported.topIdeas).toHaveLength(10);
    expect(exported.topIdeas[0]).toEqual({ id: 10, title: 'Idé 10', strategic_fit_score: 7, implementation_phase: null });
  });

  it('ranks only the company’s own ideas, or all of them for the overall plan', () => {
    const aeda = JSON.parse(exportPlan(null, 'aeda', ideas, 'json', NOW)) as PlanExport;
    expect(aeda.topIdeas.map((i) => i.id)).not.toContain(2);
    const overall = JSON.parse(exportPlan(null, 'overall', ideas, 'json', NOW)) as PlanExport;
    expect(overall.topIdeas[0]).toEqual({ id: 2, title: 'Idé 2', strategic_fit_score: 9, implementation_phase: null });
  });
});

/** The text a browser shows for marked's HTML, white space collapsed as HTML collapses it. */
function renderedText(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return collapse(
    html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|#39);/gi, (_, code: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
      if (code.toLowerCase().startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return named[code.toLowerCase()];
    }),
  );
}
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const TRICKY = 'Ærlig «sitat» – æøå ÆØÅ *stjerne* _under_ `kode` # [lenke](https://x.no) <b>fet</b> &amp; | rør | ~~borte~~ \\ 1. -';

describe('a Markdown plan export', () => {
  const plan: StrategicPlan = {
    vision: `Visjon: ${TRICKY}\n\n- ikke en liste\n    ikke kode`,
    shortTermGoals: [{ id: 'g1', text: `Kort: ${TRICKY}`, metric: 'Måltall ø', target: '50 %', timeline: 'Q2 2025' }],
    midTermGoals: [{ id: 'g2', text: 'Middels: Bergen og Tromsø' }],
    longTermGoals: [{ id: 'g3', text: 'Lang: hele Norden', metric: 'Markeder', target: '3', timeline: '2027' }],
    competitiveAdvantages: [
      { id: 'a1', title: `Fordel: ${TRICKY}`, description: 'Beskrivelse å', type: 'strength' },
      { id: 'a2', title: 'Posisjon', description: `Nisje | ${TRICKY}`, type: 'positioning' },
    ],
    dataMoatStrategy: { collectionSources: [{ source: 'Målere ø', description: `Egne data ${TRICKY}` }], networkEffects: [`Effekt ${TRICKY}`] },
    selectedIdeas: [{ ideaId: 7, title: `Valgt ${TRICKY}`, description: 'Kort beskrivelse med æøå', notes: `Notat ${TRICKY}` }],
    dataSources: [{ name: `Kilde ${TRICKY}`, priority: 'critical', accessMethod: 'API | nøkkel', updateFrequency: 'Daglig', status: 'partial', usedByIdeas: [7, 8] }],
  };
  const ideas = [idea(7, { company: 'enmodels', title: `Toppidé ${TRICKY}`, strategic_fit_score: 8.5, implementation_phase: 'phase1' })];
  const markdown = exportPlan(plan, 'enmodels', ideas, 'md', NOW);
  const text = renderedText(markdown);

  it('is titled "Strategic Plan – {label}" with sections for vision, goals, advantages, data moat, ideas, data sources and top 10', () => {
    const headings = [...marked.parse(markdown, { async: false }).matchAll(/<h(\d)>([^<]*)<\/h\d>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(headings.filter((h) => /^[12] /.test(h))).toEqual([
      '1 Strategic Plan – Enmodels',
      '2 Vision',
      '2 Short-term goals (0-6 months)',
      '2 Mid-term goals (6-18 months)',
      '2 Long-term goals (18+ months)',
      '2 Competitive Advantages',
      '2 Data Moat Strategy',
      '2 Selected Ideas',
      '2 Data Sources',
      '2 Top 10 ideas by strategic fit',
    ]);
  });

  it('renders with marked to text holding every value, Norwegian letters and Markdown characters included', () => {
    const values = [
      plan.vision,
      ...GOAL_LISTS.flatMap((key) => plan[key].flatMap((g) => [g.text, g.metric ?? '', g.target ?? '', g.timeline ?? ''])),
      ...plan.competitiveAdvantages.flatMap((a) => [a.title, a.description, a.type === 'strength' ? 'Strength' : 'Positioning']),
      ...plan.dataMoatStrategy.collectionSources.flatMap((s) => [s.source, s.description]),
      ...plan.dataMoatStrategy.networkEffects,
      ...plan.selectedIdeas.flatMap((i) => [`#${i.ideaId}`, i.title, i.description, i.notes]),
      ...plan.dataSources.flatMap((s) => [s.name, 'Critical', s.accessMethod, s.updateFrequency, 'Partial', '#7, #8']),
      ideas[0].title,
      '8.5/10',
      'Phase 1 – Q1 2025 Foundation',
      '10.03.2025',
    ];
    for (const value of values) expect({ value, found: text.includes(collapse(value)) }).toEqual({ value, found: true });
  });

  it('makes no emphasis, code, links or raw HTML of the values, and only the tables it means', () => {
    const html = marked.parse(markdown, { async: false });
    expect(html).not.toMatch(/<(em|strong|code|pre|del|a|b|blockquote|ol|img|script)\b/);
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('cuts a selected idea’s description to 100 characters', () => {
    const long = exportPlan({ ...plan, selectedIdeas: [{ ideaId: 1, title: 'T', description: 'ø'.repeat(150), notes: '' }] }, 'enmodels', [], 'md', NOW);
    expect(renderedText(long)).toContain(`${'ø'.repeat(99)}…`);
    expect(renderedText(long)).not.toContain('ø'.repeat(100));
  });

  it('fills default goals and data sources and tells when there are no ideas', () => {
    const empty = renderedText(exportPlan(null, 'overall', [], 'md', NOW));
    expect(empty).toContain('Strategic Plan – Overall (All Companies)');
    expect(empty).toContain(DEFAULT_GOALS.shortTermGoals[0].text);
    expect(empty).toContain(DEFAULT_DATA_SOURCES[0].name);
    expect(empty).toContain('No ideas found for the platform. Create some ideas first.');
  });
});
