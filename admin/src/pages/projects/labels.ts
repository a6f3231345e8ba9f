import type { ProjectCompany, ProjectPriority, ProjectStatus, ProjectType, ProjectVisibility } from '@platform/shared';

export const PROJECTS_RESOURCE = 'projects';
export const PROJECTS_LIST_PATH = '/projects';
export const PROJECTS_CALENDAR_PATH = '/projects/calendar';
/** A project's page, on one of its tabs when given. */
export const projectPath = (id: number | string, tab?: string) => `/projects/${id}${tab ? `?tab=${tab}` : ''}`;

/** The filters' "no filter" value: 'none' is a company of its own (no company), so All needs another word. */
export const ALL = 'all';

/** Text for an empty field. */
export const NONE = '—';

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  archived: 'Archived',
};

export const STATUS_COLORS: Record<ProjectStatus, string> = {
  planning: 'blue',
  active: 'green',
  on_hold: 'orange',
  completed: 'cyan',
  archived: 'default',
};

export const PRIORITY_LABELS: Record<ProjectPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

/** Low grey up to critical red; the word is always shown beside the colour. */
export const PRIORITY_COLORS: Record<ProjectPriority, string> = { low: 'default', medium: 'blue', high: 'orange', critical: 'red' };

export const TYPE_LABELS: Record<ProjectType, string> = {
  standard: 'Standard',
  operational: 'Operational',
  research: 'Research',
  maintenance: 'Maintenance',
};

export const VISIBILITY_LABELS: Record<ProjectVisibility, string> = { private: 'Private', team: 'Team', company: 'Company', public: 'Public' };

/** Company names are written in lower case, as the companies write them. */
export const COMPANY_LABELS: Record<ProjectCompany, string> = { approach: 'approach', aeda: 'aeda', enmodels: 'enmodels', none: 'none' };

/** The colour of a free-text tag (the project's own tags have no meaning in colour). */
export const PROJECT_TAG_COLOR = 'geekblue';

/** A label of a value the contract may know before this screen does: the value itself. */
export const labelOf = <T extends string>(labels: Record<T, string>, value: string | null | undefined): string =>
  value ? (labels[value as T] ?? value) : NONE;

/** The screen's own texts (the shared contract holds the spec's, which the server and the CLI say too). */
export const PROJECT_TEXTS = {
  title: 'Projects',
  newProject: 'New Project',
  calendar: 'Calendar',
  import: 'Import',
  export: 'Export',
  exported: (name: string) => `Exported ${name}`,
  exportFailed: 'Failed to export projects',
  search: 'Search projects',
  searchPlaceholder: 'Search ID, name, description',
  statusFilter: 'Status',
  priorityFilter: 'Priority',
  companyFilter: 'Company',
  typeFilter: 'Type',
  all: 'All',
  empty: 'No projects yet',
  emptyFiltered: 'No projects match the search and filters',
  retry: 'Try again',
  total: (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`,
  todos: (completed: number, total: number) => `${completed}/${total} todos`,
  progress: (name: string) => `Progress of ${name}`,
  spent: (amount: string) => `spent ${amount}`,
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete project?',
  deleted: 'Project deleted',
  createTitle: 'New Project',
  editTitle: (name: string) => `Edit ${name}`,
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  created: 'Project created',
  saved: 'Project saved',
  perpetualBox: 'Perpetual (no target date)',
  tagsHint: 'Comma-separated, e.g. internal, ml, 2026',
  gitRepos: 'Git repositories',
  addGitRepo: 'Add repository',
  removeGitRepo: (n: number) => `Remove repository ${n}`,
  repoUrl: (n: number) => `Repository ${n} URL`,
  repoBranch: (n: number) => `Repository ${n} branch`,
  importTitle: 'Import Projects',
  importHint: 'Paste JSON with a "projects" array, as the export writes it.',
  importBox: 'Projects as JSON',
  importFailed: 'Import failed',
  close: 'Close',
} as const;
