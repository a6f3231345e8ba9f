import {
  DEFAULT_PIPELINE_INTERVAL,
  defaultStepName,
  emptyStepConfig,
  repoNameFromUrl,
  withOnePrimary,
  type GitRepoPurpose,
  type NotebookPurpose,
  type PipelineDetail,
  type PipelineInterval,
  type PipelineSchedule,
  type PipelineStep,
  type PipelineStepType,
  type PipelineType,
} from '@platform/shared';

export interface RepoDraft {
  key: string;
  repo_url: string;
  repo_name: string;
  /** The name follows the URL until the admin types a name. */
  nameEdited: boolean;
  branch: string;
  path: string;
  /** '' until chosen: the purpose is a required choice. */
  purpose: GitRepoPurpose | '';
  is_primary: boolean;
}

export interface NotebookDraft {
  key: string;
  notebook_id: string | null;
  notebook_name: string;
  execution_order: number;
  purpose: NotebookPurpose | '';
  is_primary: boolean;
}

/** Everything the wizard edits, kept as typed across its steps. */
export interface PipelineDraft {
  name: string;
  description: string;
  type: PipelineType;
  steps: PipelineStep[];
  scheduleEnabled: boolean;
  scheduleType: 'interval' | 'cron';
  interval: PipelineInterval;
  cron: string;
  git_repos: RepoDraft[];
  notebooks: NotebookDraft[];
}

let counter = 0;
/** A key for a row the wizard adds (steps keep theirs on the server, so that a secret header survives an edit). */
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const emptyDraft = (): PipelineDraft => ({
  name: '',
  description: '',
  type: 'batch',
  steps: [],
  scheduleEnabled: false,
  scheduleType: 'interval',
  interval: DEFAULT_PIPELINE_INTERVAL,
  cron: '',
  git_repos: [],
  notebooks: [],
});

export const newStep = (type: PipelineStepType, order: number): PipelineStep => ({
  id: newKey('step'),
  type,
  name: defaultStepName(type),
  config: emptyStepConfig(type),
  order,
});

/** The first added is primary. */
export const newRepo = (existing: RepoDraft[]): RepoDraft => ({
  key: newKey('repo'),
  repo_url: '',
  repo_name: '',
  nameEdited: false,
  branch: 'main',
  path: '',
  purpose: '',
  is_primary: existing.length === 0,
});

export const newNotebook = (existing: NotebookDraft[]): NotebookDraft => ({
  key: newKey('notebook'),
  notebook_id: null,
  notebook_name: '',
  execution_order: existing.length,
  purpose: '',
  is_primary: existing.length === 0,
});

/** A repository with a new URL: its name follows unless the admin typed one. */
export const withUrl = (repo: RepoDraft, repo_url: string): RepoDraft => ({
  ...repo,
  repo_url,
  repo_name: repo.nameEdited ? repo.repo_name : repoNameFromUrl(repo_url),
});

/** Ticking one primary clears the others. */
export const makePrimary = <T extends { is_primary: boolean }>(items: T[], index: number): T[] =>
  items.map((item, at) => ({ ...item, is_primary: at === index }));

/** Removing the primary makes the first left primary. */
export const without = <T extends { is_primary: boolean }>(items: T[], index: number): T[] => withOnePrimary(items.filter((_, at) => at !== index));

/** An execution order is a whole number of at least 0; anything else becomes 0. */
export const executionOrder = (value: unknown): number => {
  const order = Number(value);
  return Number.isInteger(order) && order >= 0 ? order : 0;
};

export const draftSchedule = (draft: PipelineDraft): PipelineSchedule | null =>
  draft.scheduleEnabled
    ? {
        enabled: true,
        schedule_type: draft.scheduleType,
        schedule_config: draft.scheduleType === 'interval' ? { interval: draft.interval } : { cron: draft.cron.trim() },
      }
    : null;

/** The creation payload: the steps in their order, config as the JSON text of the steps without ids, schedule only when on. */
export function pipelinePayload(draft: PipelineDraft) {
  const steps = draft.steps.map(({ id, type, name, config }, order) => ({ id, type, name, config, order }));
  const schedule = draftSchedule(draft);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    type: draft.type,
    source_id: null,
    notebook_id: null,
    status: 'active',
    steps,
    config: JSON.stringify({ steps: steps.map(({ id: _id, ...step }) => step) }),
    dependencies: '{}',
    ...(schedule ? { schedule } : {}),
    git_repos: withOnePrimary(draft.git_repos).map(({ repo_url, repo_name, branch, path, purpose, is_primary }) => ({
      repo_url: repo_url.trim(),
      repo_name: repo_name.trim() || repoNameFromUrl(repo_url),
      branch: branch.trim() || 'main',
      path: path.trim(),
      purpose,
      is_primary,
    })),
    notebooks: withOnePrimary(draft.notebooks).map(({ notebook_id, notebook_name, execution_order, purpose, is_primary }) => ({
      notebook_id,
      notebook_name: notebook_name.trim(),
      execution_order: executionOrder(execution_order),
      purpose,
      is_primary,
    })),
  };
}
export type PipelinePayload = ReturnType<typeof pipelinePayload>;

/** An existing pipeline as the wizard's draft (editing). */
export function draftFromDetail({ pipeline, git_repos, notebooks }: PipelineDetail): PipelineDraft {
  const schedule = pipeline.schedule;
  return {
    name: pipeline.name,
    description: pipeline.description ?? '',
    type: pipeline.type,
    steps: [...(pipeline.steps ?? [])].sort((a, b) => a.order - b.order),
    scheduleEnabled: Boolean(schedule?.enabled),
    scheduleType: schedule?.schedule_type ?? 'interval',
    interval: schedule?.schedule_config.interval ?? DEFAULT_PIPELINE_INTERVAL,
    cron: schedule?.schedule_config.cron ?? '',
    git_repos: git_repos.map((repo) => ({
      key: newKey('repo'),
      repo_url: repo.repo_url,
      repo_name: repo.repo_name,
      nameEdited: repo.repo_name !== repoNameFromUrl(repo.repo_url),
      branch: repo.branch,
      path: repo.path,
      purpose: repo.purpose,
      is_primary: repo.is_primary,
    })),
    notebooks: [...notebooks]
      .sort((a, b) => a.execution_order - b.execution_order)
      .map((notebook) => ({
        key: newKey('notebook'),
        notebook_id: notebook.notebook_id,
        notebook_name: notebook.name,
        execution_order: notebook.execution_order,
        purpose: notebook.purpose,
        is_primary: notebook.is_primary,
      })),
  };
}

/** The wizard step where a field (as the server or the validator names it) is edited. */
export function wizardStepOf(field: string): number {
  if (field.startsWith('steps')) return 1;
  if (field.startsWith('git_repos') || field.startsWith('notebooks')) return 2;
  if (field.startsWith('schedule')) return 3;
  return 0;
}

/** The pipeline step a field belongs to ('steps[2].config.url' → 2), if any. */
export function stepIndexOf(field: string): number | undefined {
  const match = /^steps\[(\d+)\]/.exec(field);
  return match ? Number(match[1]) : undefined;
}
