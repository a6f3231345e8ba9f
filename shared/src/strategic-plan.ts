/** The strategic plan per company (ideas-pipeline.md §2, §3, §5, §7, §8, §9). */
import { COMPANY_LABELS, IMPLEMENTATION_PHASES, IMPLEMENTATION_PHASE_LABELS, type Idea, type ImplementationPhase } from './idea';
import { osloIsoDate } from './idea-export';
import { formatDateTime } from './format';
import { escapeMarkdownLine, escapeMarkdownText } from './markdown-text';

export const PLAN_COMPANIES = ['overall', 'approach', 'aeda', 'enmodels'] as const;
export type PlanCompany = (typeof PLAN_COMPANIES)[number];
export const PLAN_COMPANY_LABELS: Record<PlanCompany, string> = {
  overall: 'Overall (All Companies)',
  ...COMPANY_LABELS,
};

export function isPlanCompany(value: unknown): value is PlanCompany {
  return (PLAN_COMPANIES as readonly unknown[]).includes(value);
}

/** The three goal lists, shortest horizon first. */
export const GOAL_LISTS = ['shortTermGoals', 'midTermGoals', 'longTermGoals'] as const;
export type GoalList = (typeof GOAL_LISTS)[number];

/** Timeline horizons (§9): short term 0-6 months, mid term 6-18, long term 18+ (toMonths null: open-ended). */
export const GOAL_HORIZONS: Record<
  GoalList,
  { label: string; timeline: string; fromMonths: number; toMonths: number | null }
> = {
  shortTermGoals: { label: 'Short-term goals', timeline: '0-6 months', fromMonths: 0, toMonths: 6 },
  midTermGoals: { label: 'Mid-term goals', timeline: '6-18 months', fromMonths: 6, toMonths: 18 },
  longTermGoals: { label: 'Long-term goals', timeline: '18+ months', fromMonths: 18, toMonths: null },
};

export interface Goal {
  id: string;
  text: string;
  metric?: string;
  target?: string;
  timeline?: string;
}

export const ADVANTAGE_TYPES = ['strength', 'positioning'] as const;
export type AdvantageType = (typeof ADVANTAGE_TYPES)[number];
export const ADVANTAGE_TYPE_LABELS: Record<AdvantageType, string> = { strength: 'Strength', positioning: 'Positioning' };

export interface CompetitiveAdvantage {
  id: string;
  title: string;
  description: string;
  type: AdvantageType;
}

export interface DataMoatStrategy {
  collectionSources: { source: string; description: string }[];
  networkEffects: string[];
}

export interface SelectedIdea {
  ideaId: number;
  title: string;
  description: string;
  notes: string;
}

export const DATA_SOURCE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type DataSourcePriority = (typeof DATA_SOURCE_PRIORITIES)[number];
export const DATA_SOURCE_STATUSES = ['active', 'partial', 'planned', 'research'] as const;
export type DataSourceStatus = (typeof DATA_SOURCE_STATUSES)[number];
export const DATA_SOURCE_PRIORITY_LABELS: Record<DataSourcePriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const DATA_SOURCE_STATUS_LABELS: Record<DataSourceStatus, string> = {
  active: 'Active',
  partial: 'Partial',
  planned: 'Planned',
  research: 'Research',
};

export interface DataSource {
  name: string;
  priority: DataSourcePriority;
  accessMethod: string;
  updateFrequency: string;
  status: DataSourceStatus;
  usedByIdeas: number[];
}

/** A saved plain selection (GET/POST /api/admin/strategic-plan). */
export interface PlanSelection {
  ideaId: number;
  notes: string;
}

export interface StrategicPlan {
  vision: string;
  shortTermGoals: Goal[];
  midTermGoals: Goal[];
  longTermGoals: Goal[];
  competitiveAdvantages: CompetitiveAdvantage[];
  dataMoatStrategy: DataMoatStrategy;
  selectedIdeas: SelectedIdea[];
  dataSources: DataSource[];
}

export const PLAN_IMPORT_MESSAGES = {
  invalidJson: 'Invalid JSON format. Please check your syntax.',
  invalidStructure: 'Invalid JSON structure',
  vision: 'Missing or invalid vision field',
  arrays: 'Goals and advantages must be arrays',
  dataMoat: 'Missing or invalid data moat strategy',
  goalFields: (list: string, i: number) => `${list}[${i}] must have metric, target, and timeline fields`,
  advantageFields: (i: number) => `competitiveAdvantages[${i}] must have type and description fields`,
  saveFailed: 'Failed to save imported plan',
} as const;

export const PLAN_MESSAGES = {
  saveFailed: (error?: string) => (error ? `Failed to save strategic plan: ${error}` : 'Failed to save strategic plan'),
  empty: (companyOrPlatform: string) => `No ideas found for ${companyOrPlatform}. Create some ideas first.`,
} as const;

/** The empty state of the plan screen: the company's label, or "the platform" for the overall plan. */
export function planEmptyMessage(company: PlanCompany): string {
  return PLAN_MESSAGES.empty(company === 'overall' ? 'the platform' : PLAN_COMPANY_LABELS[company]);
}

/** Limits that keep a saved plan (the server stores planData as it comes) to a sane size. */
export const PLAN_LIMITS = {
  vision: 5_000,
  text: 2_000,
  shortText: 255,
  listItems: 100,
} as const;

/** Messages for what the spec leaves unsaid: wrong types and sizes of the parts it does not check. */
export const PLAN_LIMIT_MESSAGES = {
  visionTooLong: `vision must be at most ${PLAN_LIMITS.vision} characters`,
  tooManyItems: (path: string) => `${path} may hold at most ${PLAN_LIMITS.listItems} items`,
  notList: (path: string) => `${path} must be an array`,
  notText: (path: string) => `${path} must be text`,
  notObject: (path: string) => `${path} must be an object`,
  tooLong: (path: string, max: number) => `${path} must be at most ${max} characters`,
  badValue: (path: string, allowed: readonly string[]) => `${path} must be one of: ${allowed.join(', ')}`,
  badIdeaId: (path: string) => `${path} must be an idea id (a positive whole number)`,
} as const;

export const PLAN_TABLE_DESCRIPTION_MAX = 100;
export const PICKER_DESCRIPTION_MAX = 150;

export type PlanResult = { ok: true; plan: StrategicPlan } | { ok: false; message: string };

type Raw = Record<string, unknown>;

class PlanError extends Error {}

function isObject(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function fail(message: string): never {
  throw new PlanError(message);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A text field: missing or null is '', a number is written out (a target of 1000), anything else is refused. */
function text(raw: unknown, path: string, max: number): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') fail(PLAN_LIMIT_MESSAGES.notText(path));
  const value = raw.trim();
  if (value.length > max) fail(PLAN_LIMIT_MESSAGES.tooLong(path, max));
  return value;
}

function list(raw: unknown, path: string): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) fail(PLAN_LIMIT_MESSAGES.notList(path));
  if (raw.length > PLAN_LIMITS.listItems) fail(PLAN_LIMIT_MESSAGES.tooManyItems(path));
  return raw;
}

function ideaId(raw: unknown, path: string): number {
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) fail(PLAN_LIMIT_MESSAGES.badIdeaId(path));
  return n;
}

function oneOf<T extends string>(raw: unknown, allowed: readonly T[], path: string): T {
  if (!(allowed as readonly unknown[]).includes(raw)) fail(PLAN_LIMIT_MESSAGES.badValue(path, allowed));
  return raw as T;
}

/** Gives items without an id the next free `{prefix}-{n}`: the same input always gets the same ids. */
function idGiver(prefix: string, items: readonly unknown[]): (raw: unknown, path: string) => string {
  const used = new Set(items.map((item) => (isObject(item) ? String(item.id ?? '') : '')));
  let n = 0;
  return (raw, path) => {
    if (!isBlank(raw)) return text(raw, path, PLAN_LIMITS.shortText);
    do n += 1;
    while (used.has(`${prefix}-${n}`));
    used.add(`${prefix}-${n}`);
    return `${prefix}-${n}`;
  };
}

/** The rules of §5 in the spec's order, the first failing one reported. */
function checkImportRules(raw: Raw, requireGoalDetails: boolean): void {
  if (typeof raw.vision !== 'string') fail(PLAN_IMPORT_MESSAGES.vision);
  if (![...GOAL_LISTS, 'competitiveAdvantages'].every((key) => Array.isArray(raw[key]))) fail(PLAN_IMPORT_MESSAGES.arrays);
  if (!isObject(raw.dataMoatStrategy)) fail(PLAN_IMPORT_MESSAGES.dataMoat);
  if (requireGoalDetails) {
    for (const key of GOAL_LISTS) {
      (raw[key] as unknown[]).forEach((goal, i) => {
        if (!isObject(goal) || isBlank(goal.metric) || isBlank(goal.target) || isBlank(goal.timeline)) {
          fail(PLAN_IMPORT_MESSAGES.goalFields(key, i));
        }
      });
    }
  }
  (raw.competitiveAdvantages as unknown[]).forEach((advantage, i) => {
    if (
      !isObject(advantage) ||
      !(ADVANTAGE_TYPES as readonly unknown[]).includes(advantage.type) ||
      typeof advantage.description !== 'string' ||
      advantage.description.trim() === ''
    ) {
      fail(PLAN_IMPORT_MESSAGES.advantageFields(i));
    }
  });
}

function readGoals(raw: Raw): Pick<StrategicPlan, GoalList> {
  const giveId = idGiver('goal', GOAL_LISTS.flatMap((key) => raw[key] as unknown[]));
  const goals = {} as Pick<StrategicPlan, GoalList>;
  for (const key of GOAL_LISTS) {
    goals[key] = list(raw[key], key).map((item, i) => {
      const path = `${key}[${i}]`;
      if (!isObject(item)) fail(PLAN_LIMIT_MESSAGES.notObject(path));
      const goal = item;
      const out: Goal = { id: giveId(goal.id, `${path}.id`), text: text(goal.text, `${path}.text`, PLAN_LIMITS.text) };
      for (const field of ['metric', 'target', 'timeline'] as const) {
        if (!isBlank(goal[field])) out[field] = text(goal[field], `${path}.${field}`, PLAN_LIMITS.shortText);
      }
      return out;
    });
  }
  return goals;
}

function readAdvantages(raw: Raw): CompetitiveAdvantage[] {
  const items = list(raw.competitiveAdvantages, 'competitiveAdvantages');
  const giveId = idGiver('advantage', items);
  return items.map((item, i) => {
    const advantage = item as Raw;
    const path = `competitiveAdvantages[${i}]`;
    return {
      id: giveId(advantage.id, `${path}.id`),
      title: text(advantage.title, `${path}.title`, PLAN_LIMITS.shortText),
      description: text(advantage.description, `${path}.description`, PLAN_LIMITS.text),
      type: advantage.type as AdvantageType,
    };
  });
}

function readDataMoat(raw: Raw): DataMoatStrategy {
  const moat = raw.dataMoatStrategy as Raw;
  const collectionSources = list(moat.collectionSources, 'dataMoatStrategy.collectionSources')
    .map((item, i) => {
      const path = `dataMoatStrategy.collectionSources[${i}]`;
      if (!isObject(item)) fail(PLAN_LIMIT_MESSAGES.notObject(path));
      return {
        source: text(item.source, `${path}.source`, PLAN_LIMITS.shortText),
        description: text(item.description, `${path}.description`, PLAN_LIMITS.text),
      };
    })
    // A collection source is its name; an entry without one says nothing.
    .filter((source) => source.source !== '');
  const networkEffects = list(moat.networkEffects, 'dataMoatStrategy.networkEffects')
    .map((item, i) => text(item, `dataMoatStrategy.networkEffects[${i}]`, PLAN_LIMITS.text))
    .filter((effect) => effect !== '');
  return { collectionSources, networkEffects };
}

/** Selected ideas are kept only with ideaId and title (§5); a present but malformed field is refused. */
function readSelectedIdeas(raw: Raw): SelectedIdea[] {
  const seen = new Set<number>();
  const kept: SelectedIdea[] = [];
  list(raw.selectedIdeas, 'selectedIdeas').forEach((item, i) => {
    if (!isObject(item) || isBlank(item.ideaId) || isBlank(item.title)) return;
    const path = `selectedIdeas[${i}]`;
    const id = ideaId(item.ideaId, `${path}.ideaId`);
    const idea: SelectedIdea = {
      ideaId: id,
      title: text(item.title, `${path}.title`, PLAN_LIMITS.shortText),
      description: text(item.description, `${path}.description`, PLAN_LIMITS.text),
      notes: text(item.notes, `${path}.notes`, PLAN_LIMITS.text),
    };
    // An idea is selected once; a second entry for it would show twice in the table.
    if (!seen.has(id)) kept.push(idea);
    seen.add(id);
  });
  return kept;
}

/** Data sources are kept only with name, priority and status (§5); a present but unknown value is refused. */
function readDataSources(raw: Raw): DataSource[] {
  const kept: DataSource[] = [];
  list(raw.dataSources, 'dataSources').forEach((item, i) => {
    if (!isObject(item) || isBlank(item.name) || isBlank(item.priority) || isBlank(item.status)) return;
    const path = `dataSources[${i}]`;
    kept.push({
      name: text(item.name, `${path}.name`, PLAN_LIMITS.shortText),
      priority: oneOf(item.priority, DATA_SOURCE_PRIORITIES, `${path}.priority`),
      accessMethod: text(item.accessMethod, `${path}.accessMethod`, PLAN_LIMITS.shortText),
      updateFrequency: text(item.updateFrequency, `${path}.updateFrequency`, PLAN_LIMITS.shortText),
      status: oneOf(item.status, DATA_SOURCE_STATUSES, `${path}.status`),
      usedByIdeas: [
        ...new Set(list(item.usedByIdeas, `${path}.usedByIdeas`).map((id, j) => ideaId(id, `${path}.usedByIdeas[${j}]`))),
      ],
    });
  });
  return kept;
}

export interface ValidatePlanOptions {
  /**
   * Goals need metric, target and timeline (§5, the import rule; the default). The plan screen's own goals may have
   * text only (§3), so the save call passes false; the three fields are then optional but still checked when given.
   */
  requireGoalDetails?: boolean;
}

/**
 * Checks and normalises a plan (the import dialog and the save call's planData). In order: vision is text; the three
 * goal lists and competitiveAdvantages are arrays; dataMoatStrategy is an object; each goal has metric, target and
 * timeline; each advantage a type (strength or positioning) and a description. Then the sizes: vision at most 5,000
 * characters, at most 100 items per list. Selected ideas without ideaId or title and data sources without name,
 * priority or status are dropped. Items without an id get `goal-1`, `advantage-1`, ...; unknown keys are dropped.
 */
export function validatePlan(value: unknown, options: ValidatePlanOptions = {}): PlanResult {
  if (!isObject(value)) return { ok: false, message: PLAN_IMPORT_MESSAGES.invalidStructure };
  try {
    checkImportRules(value, options.requireGoalDetails ?? true);
    const vision = (value.vision as string).trim();
    if (vision.length > PLAN_LIMITS.vision) fail(PLAN_LIMIT_MESSAGES.visionTooLong);
    const plan: StrategicPlan = {
      vision,
      ...readGoals(value),
      competitiveAdvantages: readAdvantages(value),
      dataMoatStrategy: readDataMoat(value),
      selectedIdeas: readSelectedIdeas(value),
      dataSources: readDataSources(value),
    };
    return { ok: true, plan };
  } catch (error) {
    if (error instanceof PlanError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * The Import Strategic Plan dialog: the text must be a JSON object, then validatePlan. A file of this module's own
 * JSON export ({ company, exportedAt, plan, topIdeas }) imports its plan, so an export reads back.
 */
export function parsePlanImport(text: string): PlanResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: PLAN_IMPORT_MESSAGES.invalidJson };
  }
  if (!isObject(value)) return { ok: false, message: PLAN_IMPORT_MESSAGES.invalidStructure };
  const plan = !('vision' in value) && isObject(value.plan) ? value.plan : value;
  return validatePlan(plan);
}

/** A new data source (Add Data Source dialog): priority medium and status planned unless chosen (§5). */
export function newDataSource(name: string, fields: Partial<Omit<DataSource, 'name'>> = {}): DataSource {
  return {
    name: name.trim(),
    priority: 'medium',
    accessMethod: '',
    updateFrequency: '',
    status: 'planned',
    usedByIdeas: [],
    ...fields,
  };
}

export function emptyPlan(): StrategicPlan {
  return {
    vision: '',
    shortTermGoals: [],
    midTermGoals: [],
    longTermGoals: [],
    competitiveAdvantages: [],
    dataMoatStrategy: { collectionSources: [], networkEffects: [] },
    selectedIdeas: [],
    dataSources: [],
  };
}

/** The Norwegian public data sources a plan starts from when none are saved (§9). */
export const DEFAULT_DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'Kartverket – Matrikkelen (property register)',
    priority: 'critical',
    accessMethod: 'Matrikkel API (agreement with Kartverket)',
    updateFrequency: 'Daily',
    status: 'planned',
    usedByIdeas: [],
  },
  {
    name: 'Kartverket – Geonorge map and address data',
    priority: 'high',
    accessMethod: 'Open API and downloads (Geonorge)',
    updateFrequency: 'Daily',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'SSB – Statistics Norway (Statistikkbanken)',
    priority: 'high',
    accessMethod: 'Open PxWebApi',
    updateFrequency: 'Monthly',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'Brønnøysundregistrene – Enhetsregisteret',
    priority: 'high',
    accessMethod: 'Open REST API (data.brreg.no)',
    updateFrequency: 'Daily',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'Statens vegvesen – kjøretøyregisteret (vehicle register)',
    priority: 'high',
    accessMethod: 'Vehicle data API (API key)',
    updateFrequency: 'Daily',
    status: 'planned',
    usedByIdeas: [],
  },
  {
    name: 'Finn.no listings',
    priority: 'medium',
    accessMethod: 'No open API; partner feeds and manual samples',
    updateFrequency: 'Daily',
    status: 'partial',
    usedByIdeas: [],
  },
  {
    name: 'NAV – arbeidsplassen.no job ads and labour statistics',
    priority: 'medium',
    accessMethod: 'Open job ads API and statistics downloads',
    updateFrequency: 'Weekly',
    status: 'research',
    usedByIdeas: [],
  },
  {
    name: 'Doffin – public procurement notices',
    priority: 'medium',
    accessMethod: 'Doffin API',
    updateFrequency: 'Daily',
    status: 'research',
    usedByIdeas: [],
  },
];

/** Norwegian-market goals a plan starts from when none are saved (§9). */
export const DEFAULT_GOALS: Readonly<Record<GoalList, readonly Goal[]>> = {
  shortTermGoals: [
    {
      id: 'default-short-1',
      text: 'Launch an MVP to Norwegian users and win the first paying customers',
      metric: 'Paying customers',
      target: '50',
      timeline: '0-6 months',
    },
    {
      id: 'default-short-2',
      text: 'Connect the core public data sources: Kartverket, SSB and Brønnøysundregistrene',
      metric: 'Data sources in production',
      target: '3',
      timeline: '0-6 months',
    },
  ],
  midTermGoals: [
    {
      id: 'default-mid-1',
      text: 'Reach product-market fit in Norway, in Oslo, Bergen, Trondheim and Stavanger first',
      metric: 'Monthly active users',
      target: '10 000',
      timeline: '6-18 months',
    },
    {
      id: 'default-mid-2',
      text: 'Sign distribution partnerships with Norwegian banks, estate agents or insurers',
      metric: 'Signed partners',
      target: '3',
      timeline: '6-18 months',
    },
  ],
  longTermGoals: [
    {
      id: 'default-long-1',
      text: 'Become the leading Norwegian service in our categories, built on a data moat others cannot copy',
      metric: 'Market share in Norway',
      target: '25 %',
      timeline: '18+ months',
    },
    {
      id: 'default-long-2',
      text: 'Expand from Norway to Sweden and Denmark',
      metric: 'Nordic markets served',
      target: '3',
      timeline: '18+ months',
    },
  ],
};

/**
 * The plan as exported: missing parts empty, and the default goals and data sources when none are saved (§9). The
 * goal defaults apply only when no list holds a goal, so that saved goals are never mixed with defaults.
 */
export function withPlanDefaults(plan: Partial<StrategicPlan> | null | undefined): StrategicPlan {
  const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  const moat = plan?.dataMoatStrategy;
  // Only the plan's own parts: whatever else the stored object carries stays out of the export.
  const full: StrategicPlan = {
    vision: typeof plan?.vision === 'string' ? plan.vision : '',
    shortTermGoals: listOf(plan?.shortTermGoals),
    midTermGoals: listOf(plan?.midTermGoals),
    longTermGoals: listOf(plan?.longTermGoals),
    competitiveAdvantages: listOf(plan?.competitiveAdvantages),
    dataMoatStrategy: { collectionSources: listOf(moat?.collectionSources), networkEffects: listOf(moat?.networkEffects) },
    selectedIdeas: listOf(plan?.selectedIdeas),
    dataSources: listOf(plan?.dataSources),
  };
  if (GOAL_LISTS.every((key) => full[key].length === 0)) {
    for (const key of GOAL_LISTS) full[key] = DEFAULT_GOALS[key].map((goal) => ({ ...goal }));
  }
  if (full.dataSources.length === 0) full.dataSources = DEFAULT_DATA_SOURCES.map((s) => ({ ...s, usedByIdeas: [] }));
  return full;
}

/** The ideas of a company's plan: the company's own, or all of them for the overall plan. */
export function ideasForPlanCompany<I extends Pick<Idea, 'company'>>(ideas: readonly I[], company: PlanCompany): I[] {
  return company === 'overall' ? [...ideas] : ideas.filter((idea) => idea.company === company);
}

function fitScore(idea: Pick<Idea, 'strategic_fit_score'>): number {
  const n = idea.strategic_fit_score;
  return typeof n === 'number' && Number.isFinite(n) ? n : -Infinity;
}

/**
 * The ideas by strategic fit, highest first (§9: plan export top 10, selection dialog order). Ties go to the better
 * rank (lower number), then the lower id; ideas without a score come last.
 */
export function topIdeasByStrategicFit<I extends Pick<Idea, 'id' | 'rank' | 'strategic_fit_score'>>(
  ideas: readonly I[],
  n = 10,
): I[] {
  return [...ideas]
    .sort((a, b) => fitScore(b) - fitScore(a) || (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.id - b.id)
    .slice(0, Math.max(0, n));
}

/**
 * A description cut for a table (100 characters) or the idea picker (150): a longer text becomes its first
 * characters and '…', at most `max` characters in all. Counts characters, not UTF-16 units, so æ ø å and emoji
 * count once and are never split.
 */
export function truncateDescription(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, Math.max(0, max - 1)).join('').trimEnd() + '…';
}

export const PLAN_EXPORT_FORMATS = ['json', 'md'] as const;
export type PlanExportFormat = (typeof PLAN_EXPORT_FORMATS)[number];
export const PLAN_TOP_IDEAS = 10;

export interface PlanExportTopIdea {
  id: number;
  title: string;
  strategic_fit_score: number | null;
  implementation_phase: ImplementationPhase | null;
}

export interface PlanExport {
  company: PlanCompany;
  exportedAt: string;
  plan: StrategicPlan;
  topIdeas: PlanExportTopIdea[];
}

/** §4 implementation phases, as the export writes them: "Phase 1 – Q1 2025 Foundation". */
export const PLAN_PHASE_LABELS = Object.fromEntries(
  IMPLEMENTATION_PHASES.map((phase, i) => [
    phase,
    phase === 'none' ? IMPLEMENTATION_PHASE_LABELS.none : `Phase ${i + 1} – ${IMPLEMENTATION_PHASE_LABELS[phase]}`,
  ]),
) as Record<ImplementationPhase, string>;

/** One table cell: a value on one line with its Markdown (the '|' included) escaped. */
const cell = (value: string) => escapeMarkdownLine(value.trim());
const line = (value: string) => escapeMarkdownLine(value.trim());

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function goalLine(goal: Goal): string {
  const details = [
    goal.metric ? `Metric: ${goal.metric}` : '',
    goal.target ? `Target: ${goal.target}` : '',
    goal.timeline ? `Timeline: ${goal.timeline}` : '',
  ].filter(Boolean);
  return `- ${line([goal.text, ...details].filter(Boolean).join(' — '))}`;
}

function score(value: number | null): string {
  return typeof value === 'number' ? `${value}/10` : 'Not scored';
}

function markdownOf(exported: PlanExport): string {
  const { plan, company } = exported;
  const sections: string[] = [
    `# Strategic Plan – ${line(PLAN_COMPANY_LABELS[company])}`,
    `Exported ${line(formatDateTime(exported.exportedAt))}`,
    `## Vision\n\n${plan.vision.trim() ? escapeMarkdownText(plan.vision.trim()) : 'No vision set.'}`,
  ];
  for (const key of GOAL_LISTS) {
    const { label, timeline } = GOAL_HORIZONS[key];
    const goals = plan[key];
    sections.push(`## ${label} (${timeline})\n\n${goals.length ? goals.map(goalLine).join('\n') : 'No goals set.'}`);
  }
  const advantages = plan.competitiveAdvantages.map(
    (a) => `### ${line(a.title || ADVANTAGE_TYPE_LABELS[a.type])}\n\n${line(`${ADVANTAGE_TYPE_LABELS[a.type]}: ${a.description}`)}`,
  );
  sections.push(['## Competitive Advantages', ...(advantages.length ? advantages : ['No competitive advantages set.'])].join('\n\n'));
  const { collectionSources, networkEffects } = plan.dataMoatStrategy;
  sections.push(
    [
      '## Data Moat Strategy',
      '### Collection sources',
      collectionSources.length
        ? collectionSources.map((s) => `- ${line(s.description ? `${s.source}: ${s.description}` : s.source)}`).join('\n')
        : 'No collection sources set.',
      '### Network effects',
      networkEffects.length ? networkEffects.map((effect) => `- ${line(effect)}`).join('\n') : 'No network effects set.',
    ].join('\n\n'),
  );
  sections.push(
    `## Selected Ideas\n\n${
      plan.selectedIdeas.length
        ? table(
            ['ID', 'Title', 'Description', 'Notes'],
            plan.selectedIdeas.map((i) => [
              `#${i.ideaId}`,
              i.title,
              truncateDescription(i.description, PLAN_TABLE_DESCRIPTION_MAX),
              i.notes,
            ]),
          )
        : 'No ideas selected.'
    }`,
  );
  sections.push(
    `## Data Sources\n\n${
      plan.dataSources.length
        ? table(
            ['Name', 'Priority', 'Access method', 'Update frequency', 'Status', 'Used by ideas'],
            plan.dataSources.map((s) => [
              s.name,
              DATA_SOURCE_PRIORITY_LABELS[s.priority] ?? s.priority,
              s.accessMethod,
              s.updateFrequency,
              DATA_SOURCE_STATUS_LABELS[s.status] ?? s.status,
              s.usedByIdeas.map((id) => `#${id}`).join(', '),
            ]),
          )
        : 'No data sources set.'
    }`,
  );
  sections.push(
    `## Top ${PLAN_TOP_IDEAS} ideas by strategic fit\n\n${
      exported.topIdeas.length
        ? table(
            ['#', 'ID', 'Title', 'Strategic fit', 'Implementation phase'],
            exported.topIdeas.map((idea, i) => [
              String(i + 1),
              `#${idea.id}`,
              idea.title,
              score(idea.strategic_fit_score),
              idea.implementation_phase ? (PLAN_PHASE_LABELS[idea.implementation_phase] ?? idea.implementation_phase) : PLAN_PHASE_LABELS.none,
            ]),
          )
        : line(planEmptyMessage(company))
    }`,
  );
  return sections.join('\n\n') + '\n';
}

/** The plan export's content (§2 Export, §9): the plan with defaults filled, and the company's top 10 by fit. */
export function planExportData(
  plan: Partial<StrategicPlan> | null | undefined,
  company: PlanCompany,
  ideas: readonly Idea[],
  now: Date = new Date(),
): PlanExport {
  return {
    company,
    exportedAt: now.toISOString(),
    plan: withPlanDefaults(plan),
    topIdeas: topIdeasByStrategicFit(ideasForPlanCompany(ideas, company), PLAN_TOP_IDEAS).map((idea) => ({
      id: idea.id,
      title: idea.title,
      strategic_fit_score: idea.strategic_fit_score ?? null,
      implementation_phase: idea.implementation_phase ?? null,
    })),
  };
}

/**
 * Download/View JSON or Markdown of the plan screen and the Build Strategic Plan dialog. JSON: the PlanExport,
 * indented, which the import reads back. Markdown: a document with every value escaped, so that it renders as written.
 */
export function exportPlan(
  plan: Partial<StrategicPlan> | null | undefined,
  company: PlanCompany,
  ideas: readonly Idea[],
  format: PlanExportFormat,
  now: Date = new Date(),
): string {
  const exported = planExportData(plan, company, ideas, now);
  return format === 'json' ? JSON.stringify(exported, null, 2) : markdownOf(exported);
}

/** `strategic-plan-{company}-{YYYY-MM-DD}.{json|md}`, dated by the day in Norway (§9). */
export function planExportFileName(company: PlanCompany, date: Date, ext: PlanExportFormat): string {
  return `strategic-plan-${company}-${osloIsoDate(date)}.${ext}`;
}
