/** Checking a strategic plan as it is saved or imported: the import rules first, then sane types and sizes. */
import {
  ADVANTAGE_TYPES,
  DATA_SOURCE_PRIORITIES,
  DATA_SOURCE_STATUSES,
  GOAL_LISTS,
  type AdvantageType,
  type CompetitiveAdvantage,
  type DataMoatStrategy,
  type DataSource,
  type Goal,
  type GoalList,
  type SelectedIdea,
  type StrategicPlan,
} from './strategic-plan';

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

/** The import rules in a fixed order, the first failing one reported. */
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

/** Selected ideas are kept only with ideaId and title; a present but malformed field is refused. */
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

/** Data sources are kept only with name, priority and status; a present but unknown value is refused. */
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
   * Goals need metric, target and timeline (the import rule, and the default). The plan screen's own goals may have
   * text only, so the save call passes false; the three fields are then optional but still checked when given.
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
