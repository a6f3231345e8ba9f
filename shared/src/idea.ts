/** The Idea entity of the ideas pipeline. */

export const IDEA_STATUSES = ['new', 'draft', 'research', 'validation', 'development', 'launched', 'archived'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const COMPANIES = ['approach', 'aeda', 'enmodels'] as const;
export type Company = (typeof COMPANIES)[number];

export const IDEA_TYPES = ['product', 'feature', 'enhancement', 'refactor', 'note'] as const;
export type IdeaType = (typeof IDEA_TYPES)[number];

export const BUSINESS_MODELS = ['b2c', 'b2b', 'both'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const TECH_PREFERENCES = ['technophobe', 'cautious', 'neutral', 'enthusiast', 'technophile'] as const;
export type TechPreference = (typeof TECH_PREFERENCES)[number];

export const IMPLEMENTATION_PHASES = ['phase1', 'phase2', 'phase3', 'phase4', 'none'] as const;
export type ImplementationPhase = (typeof IMPLEMENTATION_PHASES)[number];
/** The implementation phases; `none` is an idea not yet scheduled. */
export const IMPLEMENTATION_PHASE_LABELS: Record<ImplementationPhase, string> = {
  phase1: 'Q1 2025 Foundation',
  phase2: 'Q2 2025 Expansion',
  phase3: 'Q3 2025 Integration',
  phase4: 'Q4 2025+ Scale',
  none: 'Not yet scheduled',
};

export const STATUS_LABELS: Record<IdeaStatus, string> = {
  new: 'New',
  draft: 'Draft',
  research: 'Research',
  validation: 'Validation',
  development: 'Development',
  launched: 'Launched',
  archived: 'Archived',
};
export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const COMPANY_LABELS: Record<Company, string> = { approach: 'Approach', aeda: 'Aeda', enmodels: 'Enmodels' };
export const IDEA_TYPE_LABELS: Record<IdeaType, string> = {
  product: 'Product',
  feature: 'Feature',
  enhancement: 'Enhancement',
  refactor: 'Refactor',
  note: 'Note',
};
export const BUSINESS_MODEL_LABELS: Record<BusinessModel, string> = { b2c: 'B2C', b2b: 'B2B', both: 'B2B & B2C' };

export const RANK_MIN = 1;
export const RANK_MAX = 999;
export const RANK_DEFAULT = 999;
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const ENTHUSIASM_MIN = 0;
export const ENTHUSIASM_MAX = 10;

export const IDEA_DEFAULTS = {
  status: 'draft',
  priority: 'medium',
  rank: RANK_DEFAULT,
  company: 'approach',
  idea_type: 'product',
  business_model: 'b2c',
  personal_enthusiasm: 5,
} as const satisfies Partial<Idea>;

/** Free-text fields, grouped as the spec groups them. */
export const IDEA_TEXT_FIELD_GROUPS = {
  identity: ['description'],
  background: [
    'background',
    'reason',
    'why_missing',
    'why_valuable',
    'what_exists',
    'whats_missing',
    'strategic_positioning',
    'inspiration',
    'target_group',
  ],
  canvas: [
    'problem_statement',
    'solution',
    'unique_value_proposition',
    'unfair_advantage',
    'customer_segments',
    'key_metrics',
    'channels',
    'cost_structure',
    'revenue_streams',
  ],
  market: ['market_size', 'target_market', 'competitors', 'market_trends', 'marketing_plan'],
  planning: [
    'development_timeline',
    'resource_requirements',
    'risks_and_mitigation',
    'execution_plan',
    'previous_attempts',
    'previous_attempts_outcome',
    'why_not_attempted',
  ],
  stakeholders: ['impacted_stakeholders', 'stakeholder_interviews', 'organizational_benefits'],
  userResearch: ['how_might_we', 'user_likes', 'user_dislikes', 'user_background', 'user_interests'],
  strategy: ['data_moat_contribution'],
  solution: [
    'solution_name',
    'target_user',
    'user_pain_point',
    'solution_description',
    'key_benefits',
    'success_metrics',
    'mvp_features',
    'implementation_approach',
    'go_to_market',
  ],
  pitch: [
    'elevator_pitch_30s',
    'hook_statement',
    'value_proposition_one_line',
    'elevator_pitch_2min',
    'key_numbers',
    'anticipated_questions',
    'call_to_action',
  ],
} as const;

export type IdeaTextField = (typeof IDEA_TEXT_FIELD_GROUPS)[keyof typeof IDEA_TEXT_FIELD_GROUPS][number];
export const IDEA_TEXT_FIELDS: readonly IdeaTextField[] = Object.values(IDEA_TEXT_FIELD_GROUPS).flat();

/** Short text fields (names, e-mails, links): at most 255 characters. */
export const IDEA_SHORT_TEXT_FIELDS = [
  'linked_product_id',
  'linked_product_name',
  'creator_email',
  'creator_name',
  'assignee_email',
  'assignee_name',
] as const;
export type IdeaShortTextField = (typeof IDEA_SHORT_TEXT_FIELDS)[number];

export const IDEA_STRING_LIST_FIELDS = ['features', 'tags', 'required_data_sources'] as const;
export type IdeaStringListField = (typeof IDEA_STRING_LIST_FIELDS)[number];

export const IDEA_ENUM_FIELDS = {
  status: IDEA_STATUSES,
  priority: PRIORITIES,
  company: COMPANIES,
  idea_type: IDEA_TYPES,
  business_model: BUSINESS_MODELS,
  user_tech_preference: TECH_PREFERENCES,
  implementation_phase: IMPLEMENTATION_PHASES,
} as const;
export type IdeaEnumField = keyof typeof IDEA_ENUM_FIELDS;

/** Numeric fields a client may set, with their bounds and whether they must be whole numbers. */
export const IDEA_NUMBER_FIELDS = {
  rank: { min: RANK_MIN, max: RANK_MAX, integer: true },
  score: { min: SCORE_MIN, max: SCORE_MAX, integer: false },
  personal_enthusiasm: { min: ENTHUSIASM_MIN, max: ENTHUSIASM_MAX, integer: true },
  strategic_fit_score: { min: SCORE_MIN, max: SCORE_MAX, integer: false },
} as const;
export type IdeaNumberField = keyof typeof IDEA_NUMBER_FIELDS;

export const TITLE_MAX_LENGTH = 255;
export const SHORT_TEXT_MAX_LENGTH = 255;
export const LONG_TEXT_MAX_LENGTH = 20_000;
export const LIST_MAX_ITEMS = 100;

export interface Idea {
  id: number;
  title: string;
  status: IdeaStatus;
  priority: Priority;
  rank: number;
  score: number | null;
  company: Company;
  idea_type: IdeaType;
  business_model: BusinessModel;
  personal_enthusiasm: number;
  user_tech_preference: TechPreference | null;
  implementation_phase: ImplementationPhase | null;
  strategic_fit_score: number | null;
  features: string[];
  tags: string[];
  required_data_sources: string[];
  synergy_with_ideas: number[];
  comment_count: number;
  evaluation_count: number;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

/** Every field a client may write on an idea; the rest (id, counters, dates) is the server's. */
export const IDEA_WRITABLE_FIELDS: readonly string[] = [
  'title',
  ...IDEA_TEXT_FIELDS,
  ...IDEA_SHORT_TEXT_FIELDS,
  ...IDEA_STRING_LIST_FIELDS,
  'synergy_with_ideas',
  ...Object.keys(IDEA_ENUM_FIELDS),
  ...Object.keys(IDEA_NUMBER_FIELDS),
];

/**
 * The fields of the ideas list views (table, ranking, matrix). A paged list answers these; `fields=all` or the
 * unpaged list answers every field. Twenty ideas of about 90 fields each cost more to read and send than the page.
 */
export const IDEA_LIST_FIELDS = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'rank',
  'score',
  'company',
  'idea_type',
  'business_model',
  'personal_enthusiasm',
  'strategic_fit_score',
  'implementation_phase',
  'tags',
  'features',
  'creator_name',
  'creator_email',
  'assignee_name',
  'assignee_email',
  'linked_product_id',
  'linked_product_name',
  'comment_count',
  'evaluation_count',
  'created_at',
  'updated_at',
] as const;
