/**
 * Data pipelines of the admin area (spec admin-area.md: screen "Data pipelines", entities "Pipeline", "Pipeline
 * creation payload", "Pipeline run", §4 states, §5 rules, §7 calls, §8 messages, §9 figures). A pipeline's steps run
 * on the server's job runner; its schedule fires once per due time across app processes; streaming pipelines take
 * records pushed to their ingest address. One contract for the server, the admin app and the tests.
 */
import { Cron } from 'croner';
import type { FieldError, ValidationResult } from './idea-validation';
import {
  defaultStepName,
  isSourceStep,
  PIPELINE_STEP_TYPES,
  validateStepConfig,
  type PipelineRecord,
  type PipelineStepType,
  type StepConfig,
} from './pipeline-steps';

export const PIPELINE_TYPES = ['batch', 'streaming', 'scheduled'] as const;
export type PipelineType = (typeof PIPELINE_TYPES)[number];
export const PIPELINE_TYPE_LABELS: Record<PipelineType, string> = {
  batch: 'Batch (run on demand)',
  streaming: 'Streaming (records pushed to the ingest address)',
  scheduled: 'Scheduled',
};

/**
 * §4: active, paused, running, error. Computed, not stored: running while a run is queued or running, else paused
 * when paused, else error when the last run failed, else active.
 */
export const PIPELINE_STATUSES = ['active', 'paused', 'running', 'error'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** A run waits as queued until a worker takes it; the spec's statuses follow. */
export const PIPELINE_RUN_STATUSES = ['queued', 'running', 'success', 'failed'] as const;
export type PipelineRunStatus = (typeof PIPELINE_RUN_STATUSES)[number];
export const PIPELINE_RUN_TRIGGERS = ['manual', 'schedule', 'ingest'] as const;
export type PipelineRunTrigger = (typeof PIPELINE_RUN_TRIGGERS)[number];

/** §9: the interval choices (default 1h), in seconds. */
export const PIPELINE_INTERVALS = { '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '6h': 21600, '12h': 43200, '24h': 86400 } as const;
export type PipelineInterval = keyof typeof PIPELINE_INTERVALS;
export const DEFAULT_PIPELINE_INTERVAL: PipelineInterval = '1h';
/** §9's cron example: every 6 hours. */
export const PIPELINE_CRON_EXAMPLE = '0 */6 * * *';
/** Cron schedules run in Norway's time. */
export const PIPELINE_TIME_ZONE = 'Europe/Oslo';

export const GIT_REPO_PURPOSES = ['source_code', 'notebooks', 'config', 'documentation'] as const;
export type GitRepoPurpose = (typeof GIT_REPO_PURPOSES)[number];
export const NOTEBOOK_PURPOSES = ['preprocessing', 'main_processing', 'postprocessing', 'validation'] as const;
export type NotebookPurpose = (typeof NOTEBOOK_PURPOSES)[number];

/** A run's limits: records a run carries, records one ingest call may push, a run's whole time. */
export const PIPELINE_LIMITS = {
  name: 200,
  description: 5000,
  steps: 20,
  repos: 20,
  notebooks: 20,
  runRecords: 50_000,
  ingestRecords: 1000,
  sampleRecords: 50,
  stepMessages: 20,
  fetchTimeoutMs: 15_000,
  fetchMaxBytes: 5 * 1024 * 1024,
  runTimeoutMs: 10 * 60_000,
} as const;

export const PIPELINE_INGEST_TOKEN_HEADER = 'x-pipeline-token';
export const PIPELINE_INGEST_TOKEN_PREFIX = 'pipe_';

export interface PipelineStep {
  /** The wizard's own id for the step (kept so that a secret header survives an edit). */
  id: string;
  type: PipelineStepType;
  name: string;
  config: StepConfig;
  order: number;
}

export interface PipelineSchedule {
  enabled: boolean;
  schedule_type: 'interval' | 'cron';
  schedule_config: { interval?: PipelineInterval; cron?: string };
}

export interface PipelineGitRepoInput {
  repo_url: string;
  repo_name: string;
  branch: string;
  path: string;
  purpose: GitRepoPurpose;
  is_primary: boolean;
}
export interface PipelineGitRepo extends PipelineGitRepoInput {
  id: number;
}
export interface PipelineNotebookInput {
  notebook_id: string | null;
  notebook_name: string;
  execution_order: number;
  purpose: NotebookPurpose;
  is_primary: boolean;
}
/** The spec's notebook as the detail shows it (name, purpose, execution_order, is_primary). */
export interface PipelineNotebook {
  id: number;
  notebook_id: string | null;
  name: string;
  purpose: NotebookPurpose;
  execution_order: number;
  is_primary: boolean;
}

/** §3 "Pipeline creation payload", checked. */
export interface PipelineInput {
  name: string;
  description: string;
  type: PipelineType;
  steps: PipelineStep[];
  /** Omitted (null) when the schedule is off: manual runs only. */
  schedule: PipelineSchedule | null;
  git_repos: PipelineGitRepoInput[];
  notebooks: PipelineNotebookInput[];
}

export interface PipelineRunSummary {
  id: number;
  status: PipelineRunStatus;
  started_at: string | null;
  completed_at: string | null;
}

/** A pipeline as the list and the detail show it. */
export interface Pipeline {
  id: number;
  name: string;
  description: string;
  type: PipelineType;
  status: PipelineStatus;
  paused: boolean;
  /** The spec's config: the steps without ids. */
  config: { steps: Omit<PipelineStep, 'id'>[] };
  steps: PipelineStep[];
  schedule: PipelineSchedule | null;
  /** A readable schedule: 'Every 1h', 'Cron 0 *\/6 * * *' or 'Manual'. */
  schedule_label: string;
  next_run_at: string | null;
  last_run: PipelineRunSummary | null;
  created_at: string;
  updated_at: string;
  /** §9 figures over every run: null without finished runs. */
  run_count: number;
  success_rate: number | null;
  average_duration_seconds: number | null;
  records_processed: number;
  /** Streaming pipelines: whether an ingest token exists (the token itself is shown once). */
  has_ingest_token: boolean;
  projects: PipelineProjectLink[];
}

export interface PipelineDetail {
  pipeline: Pipeline;
  git_repos: PipelineGitRepo[];
  notebooks: PipelineNotebook[];
}

export interface PipelineStepLog {
  order: number;
  name: string;
  type: PipelineStepType;
  status: 'success' | 'failed' | 'skipped';
  records_in: number;
  records_out: number;
  records_failed: number;
  duration_ms: number;
  /** What happened, at most PIPELINE_LIMITS.stepMessages lines ('Page 2: 25 records', 'Record 7: price is not a number'). */
  messages: string[];
}

/** §3 "Pipeline run", with its trigger, its per-step log and the first records it produced. */
export interface PipelineRun {
  id: number;
  pipeline_id: number;
  pipeline_name?: string;
  status: PipelineRunStatus;
  trigger: PipelineRunTrigger;
  started_at: string | null;
  completed_at: string | null;
  duration_seconds: number | null;
  /** Records that came out of the last step (for a store step: rows written). */
  records_processed: number;
  /** Records a step could not handle (a failed cast, a missing key); a failing step fails the run instead. */
  records_failed: number;
  error_message: string | null;
  created_at: string;
  steps?: PipelineStepLog[];
  /** The first PIPELINE_LIMITS.sampleRecords records out of the last step. */
  sample?: PipelineRecord[];
}

export interface PipelineProjectLink {
  project_id: number;
  name: string;
  display_name: string;
  relationship_type: string;
}

export interface Dataset {
  name: string;
  row_count: number;
  columns: string[];
  /** Pipelines whose store steps write it. */
  pipelines: { id: number; name: string }[];
  updated_at: string | null;
}
export interface DatasetPage {
  dataset: Dataset;
  rows: { key: string | null; data: PipelineRecord; updated_at: string }[];
  total: number;
}

/** §8 'Pipelines' and the server's own answers. */
export const PIPELINE_MESSAGES = {
  loadFailed: (message?: string | null) => `Failed to load pipeline: ${message || 'Unknown error'}`,
  fetchPipelineFailed: 'Failed to fetch pipeline',
  fetchRunsFailed: 'Failed to fetch runs',
  fetchProjectsFailed: 'Failed to fetch projects',
  runFailed: 'Failed to run pipeline',
  pauseFailed: 'Failed to pause pipeline',
  resumeFailed: 'Failed to resume pipeline',
  linkFailed: 'Failed to link pipeline to project',
  createFailed: (serverText: string) => `Failed to create pipeline: ${serverText}`,
  updateFailed: (serverText: string) => `Failed to save pipeline: ${serverText}`,
  noRuns: 'No pipeline runs yet. Click "Run Now" to execute the pipeline.',
  nameRequired: 'Pipeline name is required.',
  stepsRequired: 'Add at least one step.',
  tooManySteps: `A pipeline may have at most ${PIPELINE_LIMITS.steps} steps.`,
  badType: `Type must be one of: ${PIPELINE_TYPES.join(', ')}.`,
  badStepType: (position: number) => `Step ${position}: type must be one of: ${PIPELINE_STEP_TYPES.join(', ')}.`,
  sourceFirst: 'Batch and scheduled pipelines start with a source step (Web Scraper or API Connector).',
  sourceOnlyFirst: (position: number, name: string) => `Step ${position} "${name}": source steps come before every other step.`,
  streamingNoSource: (position: number, name: string) =>
    `Step ${position} "${name}": streaming pipelines receive their records at the ingest address; remove the source step.`,
  scheduleRequired: 'A scheduled pipeline needs a schedule: turn it on in the Schedule step.',
  scheduleOnlyScheduled: 'Only scheduled pipelines run on a schedule: choose the type Scheduled or turn the schedule off.',
  intervalRequired: `Choose an interval: ${Object.keys(PIPELINE_INTERVALS).join(', ')}.`,
  cronInvalid: (detail: string) => `The cron expression is not valid: ${detail}`,
  cronFields: 'A cron expression has five fields: minute, hour, day of month, month, weekday.',
  repoUrlRequired: (position: number) => `Repository ${position}: a repository URL is required.`,
  repoPurpose: (position: number) => `Repository ${position}: choose a purpose (${GIT_REPO_PURPOSES.join(', ')}).`,
  notebookNameRequired: (position: number) => `Notebook ${position}: a notebook name is required.`,
  notebookPurpose: (position: number) => `Notebook ${position}: choose a purpose (${NOTEBOOK_PURPOSES.join(', ')}).`,
  notFound: 'Pipeline not found',
  runNotFound: 'Pipeline run not found',
  alreadyRunning: 'The pipeline is already running.',
  notActive: 'Only an active pipeline can be paused.',
  notPaused: 'Only a paused pipeline can be resumed.',
  pausedIngest: 'The pipeline is paused: records are not taken.',
  notStreaming: 'Only streaming pipelines take records at the ingest address.',
  streamingRunNow: 'A streaming pipeline runs when records are pushed to its ingest address.',
  badIngestToken: 'A valid pipeline token is required in the x-pipeline-token header.',
  badIngestBody: `The body must be { "records": [...] } with 1 to ${PIPELINE_LIMITS.ingestRecords} JSON objects.`,
  projectRequired: 'Select a project.',
  projectNotFound: 'Project not found',
  alreadyLinked: 'The pipeline is already linked to this project.',
  datasetNotFound: 'Dataset not found',
  interrupted: 'Interrupted: the app process running it stopped before the run finished.',
  storeFailed: 'The dataset could not be written (a database error, in the server log); nothing of this step was stored.',
  timedOut: `Stopped: the run took longer than ${PIPELINE_LIMITS.runTimeoutMs / 60_000} minutes.`,
  notebooksNotRun: 'Notebooks are stored and linked to the pipeline; running them is not part of the platform.',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 'https://github.com/owner/repo(.git)' → 'owner/repo'; '' when the URL has no two path parts. */
export function repoNameFromUrl(url: string): string {
  const match = /^(?:https?:\/\/|git@)[^/:]+[/:]([^/\s]+)\/([^/\s#?]+?)(?:\.git)?\/?(?:[#?].*)?$/i.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : '';
}

/**
 * §4: only one primary of each list; the first is primary when none is ticked; ticking one clears the others (the
 * first ticked wins when several are sent).
 */
export function withOnePrimary<T extends { is_primary: boolean }>(items: T[]): T[] {
  if (items.length === 0) return items;
  const primary = Math.max(
    0,
    items.findIndex((item) => item.is_primary),
  );
  return items.map((item, index) => ({ ...item, is_primary: index === primary }));
}

/** A cron expression's problem, or null when it is a valid five-field expression. */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return PIPELINE_MESSAGES.cronFields;
  try {
    new Cron(expression.trim(), { paused: true, timezone: PIPELINE_TIME_ZONE });
    return null;
  } catch (error) {
    return PIPELINE_MESSAGES.cronInvalid((error as Error).message.replace(/^CronPattern: /, ''));
  }
}

/** When a schedule is next due after `from` (cron in Norway's time; an interval counted from `from`). */
export function nextRunAfter(schedule: PipelineSchedule, from: Date): Date | null {
  if (!schedule.enabled) return null;
  if (schedule.schedule_type === 'interval') {
    const seconds = PIPELINE_INTERVALS[schedule.schedule_config.interval ?? DEFAULT_PIPELINE_INTERVAL];
    return new Date(from.getTime() + seconds * 1000);
  }
  const cron = new Cron(schedule.schedule_config.cron ?? '', { paused: true, timezone: PIPELINE_TIME_ZONE });
  return cron.nextRun(from);
}

export function scheduleLabel(schedule: PipelineSchedule | null): string {
  if (!schedule?.enabled) return 'Manual';
  return schedule.schedule_type === 'interval'
    ? `Every ${schedule.schedule_config.interval ?? DEFAULT_PIPELINE_INTERVAL}`
    : `Cron ${schedule.schedule_config.cron}`;
}

function checkSchedule(raw: unknown, errors: FieldError[]): PipelineSchedule | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ field: 'schedule', message: 'schedule must be an object.' });
    return null;
  }
  const body = raw as Record<string, unknown>;
  if (body.enabled !== true) return null;
  const scheduleType = text(body.schedule_type) || 'interval';
  const config = body.schedule_config !== null && typeof body.schedule_config === 'object' ? (body.schedule_config as Record<string, unknown>) : {};
  if (scheduleType === 'cron') {
    const cron = text(config.cron);
    const problem = cron ? cronProblem(cron) : PIPELINE_MESSAGES.cronFields;
    if (problem) errors.push({ field: 'schedule.schedule_config.cron', message: problem });
    return { enabled: true, schedule_type: 'cron', schedule_config: { cron } };
  }
  if (scheduleType !== 'interval') {
    errors.push({ field: 'schedule.schedule_type', message: 'schedule_type must be interval or cron.' });
    return null;
  }
  const interval = text(config.interval) || DEFAULT_PIPELINE_INTERVAL;
  if (!(interval in PIPELINE_INTERVALS)) errors.push({ field: 'schedule.schedule_config.interval', message: PIPELINE_MESSAGES.intervalRequired });
  return { enabled: true, schedule_type: 'interval', schedule_config: { interval: interval as PipelineInterval } };
}

function objects(raw: unknown, field: string, max: number, errors: FieldError[]): Record<string, unknown>[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
    errors.push({ field, message: `${field} must be a list of objects.` });
    return [];
  }
  if (raw.length > max) errors.push({ field, message: `${field} may hold at most ${max} entries.` });
  return raw as Record<string, unknown>[];
}

/** The steps: `steps` of the payload, or (an older client) the steps in `config`, an object or its JSON text. */
function rawSteps(body: Record<string, unknown>): unknown {
  if (body.steps !== undefined) return body.steps;
  let config = body.config;
  if (typeof config === 'string') {
    try {
      config = JSON.parse(config);
    } catch {
      return undefined;
    }
  }
  return config !== null && typeof config === 'object' ? (config as { steps?: unknown }).steps : undefined;
}

/**
 * The creation payload (§3) checked by every rule of §5: name, at least one step, the type, each step's config (the
 * message names the step), the order of sources, the schedule, the repositories' and notebooks' required choices and
 * one primary of each. Steps are taken in their `order`.
 */
export function validatePipelineInput(body: unknown): ValidationResult<PipelineInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object.' }] };
  }
  const raw = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const name = text(raw.name);
  if (!name) errors.push({ field: 'name', message: PIPELINE_MESSAGES.nameRequired });
  else if (name.length > PIPELINE_LIMITS.name) errors.push({ field: 'name', message: `Name may be at most ${PIPELINE_LIMITS.name} characters.` });
  const description = text(raw.description);
  if (description.length > PIPELINE_LIMITS.description)
    errors.push({ field: 'description', message: `Description may be at most ${PIPELINE_LIMITS.description} characters.` });
  const type = (text(raw.type) || 'batch') as PipelineType;
  if (!PIPELINE_TYPES.includes(type)) errors.push({ field: 'type', message: PIPELINE_MESSAGES.badType });

  const stepItems = objects(rawSteps(raw), 'steps', PIPELINE_LIMITS.steps, errors)
    .map((item, index) => ({ item, index, order: typeof item.order === 'number' && Number.isFinite(item.order) ? item.order : index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  if (stepItems.length === 0 && !errors.some((error) => error.field === 'steps'))
    errors.push({ field: 'steps', message: PIPELINE_MESSAGES.stepsRequired });
  const steps: PipelineStep[] = stepItems.map(({ item }, index) => {
    const position = index + 1;
    const stepType = text(item.type) as PipelineStepType;
    if (!PIPELINE_STEP_TYPES.includes(stepType)) {
      errors.push({ field: `steps[${index}].type`, message: PIPELINE_MESSAGES.badStepType(position) });
      return { id: text(item.id) || `step-${position}`, type: stepType, name: text(item.name), config: {} as StepConfig, order: index };
    }
    const stepName = text(item.name).slice(0, 100) || defaultStepName(stepType);
    const checked = validateStepConfig(stepType, item.config, position, stepName);
    errors.push(...checked.errors);
    return { id: text(item.id).slice(0, 64) || `step-${position}`, type: stepType, name: stepName, config: checked.value, order: index };
  });
  const known = steps.filter((step) => PIPELINE_STEP_TYPES.includes(step.type));
  if (type === 'streaming') {
    known.forEach((step, index) => {
      if (isSourceStep(step.type)) errors.push({ field: `steps[${index}].type`, message: PIPELINE_MESSAGES.streamingNoSource(index + 1, step.name) });
    });
  } else if (known.length > 0) {
    if (!isSourceStep(known[0].type)) errors.push({ field: 'steps[0].type', message: PIPELINE_MESSAGES.sourceFirst });
    const firstOther = known.findIndex((step) => !isSourceStep(step.type));
    known.forEach((step, index) => {
      if (firstOther >= 0 && index > firstOther && isSourceStep(step.type))
        errors.push({ field: `steps[${index}].type`, message: PIPELINE_MESSAGES.sourceOnlyFirst(index + 1, step.name) });
    });
  }

  const schedule = checkSchedule(raw.schedule, errors);
  if (type === 'scheduled' && !schedule) errors.push({ field: 'schedule', message: PIPELINE_MESSAGES.scheduleRequired });
  if (type !== 'scheduled' && schedule) errors.push({ field: 'schedule', message: PIPELINE_MESSAGES.scheduleOnlyScheduled });

  const git_repos = withOnePrimary(
    objects(raw.git_repos, 'git_repos', PIPELINE_LIMITS.repos, errors).map((item, index) => {
      const repo_url = text(item.repo_url).slice(0, 2000);
      if (!repo_url) errors.push({ field: `git_repos[${index}].repo_url`, message: PIPELINE_MESSAGES.repoUrlRequired(index + 1) });
      const purpose = text(item.purpose) as GitRepoPurpose;
      if (!GIT_REPO_PURPOSES.includes(purpose))
        errors.push({ field: `git_repos[${index}].purpose`, message: PIPELINE_MESSAGES.repoPurpose(index + 1) });
      return {
        repo_url,
        repo_name: text(item.repo_name).slice(0, 200) || repoNameFromUrl(repo_url),
        branch: text(item.branch).slice(0, 200) || 'main',
        path: text(item.path).slice(0, 500),
        purpose,
        is_primary: item.is_primary === true,
      };
    }),
  );
  const notebooks = withOnePrimary(
    objects(raw.notebooks, 'notebooks', PIPELINE_LIMITS.notebooks, errors).map((item, index) => {
      const notebook_name = text(item.notebook_name ?? item.name).slice(0, 200);
      if (!notebook_name) errors.push({ field: `notebooks[${index}].notebook_name`, message: PIPELINE_MESSAGES.notebookNameRequired(index + 1) });
      const purpose = text(item.purpose) as NotebookPurpose;
      if (!NOTEBOOK_PURPOSES.includes(purpose))
        errors.push({ field: `notebooks[${index}].purpose`, message: PIPELINE_MESSAGES.notebookPurpose(index + 1) });
      const order = Number(item.execution_order);
      return {
        notebook_id: text(item.notebook_id).slice(0, 200) || null,
        notebook_name,
        // §5: an invalid order becomes 0.
        execution_order: Number.isInteger(order) && order >= 0 ? Math.min(order, 10_000) : 0,
        purpose,
        is_primary: item.is_primary === true,
      };
    }),
  );
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, description, type, steps, schedule, git_repos, notebooks } };
}

/** The counts the §9 figures come from (the server sums them in SQL, a client may count a list of runs). */
export interface PipelineRunCounts {
  run_count: number;
  finished: number;
  succeeded: number;
  duration_sum: number;
  duration_count: number;
  records: number;
}

export function countRuns(runs: { status: PipelineRunStatus; duration_seconds: number | null; records_processed: number }[]): PipelineRunCounts {
  const finished = runs.filter((run) => run.status === 'success' || run.status === 'failed');
  const durations = finished.map((run) => run.duration_seconds).filter((value): value is number => typeof value === 'number');
  return {
    run_count: runs.length,
    finished: finished.length,
    succeeded: finished.filter((run) => run.status === 'success').length,
    duration_sum: durations.reduce((sum, value) => sum + value, 0),
    duration_count: durations.length,
    records: runs.reduce((sum, run) => sum + (run.records_processed || 0), 0),
  };
}

/**
 * §9: success rate is the rounded share of successful runs among finished ones, average duration the rounded mean of
 * seconds, records processed the sum; null without a finished run.
 */
export function pipelineFigures(counts: PipelineRunCounts) {
  return {
    run_count: counts.run_count,
    success_rate: counts.finished ? Math.round((100 * counts.succeeded) / counts.finished) : null,
    average_duration_seconds: counts.duration_count ? Math.round(counts.duration_sum / counts.duration_count) : null,
    records_processed: counts.records,
  };
}

/** §4: the pipeline's state from its pause flag and its runs. */
export function pipelineStatus(paused: boolean, lastRun: { status: PipelineRunStatus } | null): PipelineStatus {
  if (lastRun && (lastRun.status === 'queued' || lastRun.status === 'running')) return 'running';
  if (paused) return 'paused';
  return lastRun?.status === 'failed' ? 'error' : 'active';
}

/** What §4 offers: Pause when active (or in error), Resume when paused, Run Now unless running. */
export const pipelineActions = (status: PipelineStatus) => ({
  canPause: status === 'active' || status === 'error',
  canResume: status === 'paused',
  canRun: status !== 'running',
});

/**
 * The steps records pushed to a streaming pipeline flow through: they take a source's place, so every step but the
 * sources (which a streaming pipeline does not have) runs on them, its extract step first.
 */
export function ingestSteps<T extends { type: PipelineStepType }>(steps: T[]): T[] {
  return steps.filter((step) => !isSourceStep(step.type));
}

/** A run's length in whole seconds (at least 0), from its ISO times. */
export function runDurationSeconds(startedAt: string | null, completedAt: string | null): number | null {
  if (!startedAt || !completedAt) return null;
  return Math.max(0, Math.round((Date.parse(completedAt) - Date.parse(startedAt)) / 1000));
}
