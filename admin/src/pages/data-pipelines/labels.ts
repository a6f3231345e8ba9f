import type { GitRepoPurpose, NotebookPurpose, PipelineRunStatus, PipelineRunTrigger, PipelineStatus, PipelineType } from '@platform/shared';

/** The admin API's resource (/api/admin/pipelines); the screens live under /data-pipelines. */
export const PIPELINES_RESOURCE = 'pipelines';
export const RUNS_RESOURCE = 'pipelines/runs';
export const PIPELINES_LIST_PATH = '/data-pipelines';
export const NEW_PIPELINE_PATH = '/data-pipelines/new';
export const pipelinePath = (id: number | string) => `/data-pipelines/${id}`;
export const editPipelinePath = (id: number | string) => `/data-pipelines/${id}/edit`;
export const runPath = (runId: number | string) => `/data-pipelines/runs/${runId}`;

export const PAGE_SIZE = 20;
/** How often a running pipeline or run is read again. */
export const POLL_MS = 2000;

/** Columns the server sorts on. */
export const SORTABLE = ['name', 'type', 'created_at', 'updated_at', 'next_run_at', 'last_run_at'] as const;

/** Status colours: active green, paused grey, running blue (with a spinner), error red. */
export const STATUS_COLORS: Record<PipelineStatus, string> = { active: 'green', paused: 'default', running: 'blue', error: 'red' };
export const RUN_STATUS_COLORS: Record<PipelineRunStatus, string> = { queued: 'default', running: 'blue', success: 'green', failed: 'red' };
export const STEP_STATUS_COLORS: Record<string, string> = { success: 'green', failed: 'red', skipped: 'default' };

export const TRIGGER_LABELS: Record<PipelineRunTrigger, string> = { manual: 'Manual', schedule: 'Schedule', ingest: 'Ingest' };

export const GIT_REPO_PURPOSE_LABELS: Record<GitRepoPurpose, string> = {
  source_code: 'Source code',
  notebooks: 'Notebooks',
  config: 'Configuration',
  documentation: 'Documentation',
};
export const NOTEBOOK_PURPOSE_LABELS: Record<NotebookPurpose, string> = {
  preprocessing: 'Preprocessing',
  main_processing: 'Main processing',
  postprocessing: 'Postprocessing',
  validation: 'Validation',
};

/** Text for an empty field. */
export const NONE = '—';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** 'Mar 1, 2026 9:05 AM' in Norway's time, or '—'. */
export function formatPipelineTime(iso: string | null | undefined): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NONE;
  const part = Object.fromEntries(TIME_FORMAT.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

export const formatSeconds = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? NONE : `${seconds} s`);
export const formatRate = (rate: number | null | undefined) => (rate === null || rate === undefined ? NONE : `${rate}%`);

/** The screens' own texts (the shared contract holds the spec's messages). */
export const PIPELINE_TEXTS = {
  title: 'Data Pipelines',
  newPipeline: 'New Pipeline',
  createPipeline: 'Create Pipeline',
  search: 'Search pipelines',
  searchPlaceholder: 'Search name or description',
  typeFilter: 'Type',
  all: 'All',
  empty: 'No pipelines yet',
  emptyFiltered: 'No pipelines match the search and filter',
  listFailed: 'Failed to load pipelines',
  retry: 'Try again',
  total: (n: number) => `${n} ${n === 1 ? 'pipeline' : 'pipelines'}`,
  runNow: 'Run Now',
  view: 'View',
  pause: 'Pause',
  resume: 'Resume',
  edit: 'Edit pipeline',
  runStarted: 'Run queued',
  paused: 'Pipeline paused',
  resumed: 'Pipeline resumed',
  linkToProject: 'Link Pipeline to Project',
  link: 'Link',
  linked: 'Pipeline linked to the project',
  project: 'Project',
  cancel: 'Cancel',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy; select the token and copy it by hand.',
  back: 'Back to Data Pipelines',
  deletePipeline: 'Delete pipeline',
  deleteTitle: 'Delete this pipeline?',
  deleteContent: 'Its runs, steps and resources are deleted too. Datasets it wrote stay.',
  deleted: 'Pipeline deleted',
  deleteFailed: 'Failed to delete pipeline',
  deleteWhileRunning: 'A running pipeline cannot be deleted.',
  generateToken: 'Generate new token',
  generateTitle: 'Generate a new ingest token?',
  generateContent: 'The current token stops working at once; senders must use the new one.',
  generateFailed: 'Failed to generate a token',
  tokenTitle: 'Ingest token',
  tokenOnce: 'Copy the token now: it is shown only once.',
  viewDetails: 'View Details',
} as const;

/** The type's short word for tables and filters (the wizard shows PIPELINE_TYPE_LABELS). */
export const TYPE_NAMES: Record<PipelineType, string> = { batch: 'Batch', streaming: 'Streaming', scheduled: 'Scheduled' };
