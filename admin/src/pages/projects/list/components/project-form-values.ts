import dayjs, { type Dayjs } from 'dayjs';
import { PROJECT_DEFAULTS, validateProjectInput, type Project, type ProjectInput, type ValidationResult } from '@platform/shared';

/** The dialog's values: dates as days of the picker, tags as the text typed, repositories as URL and branch. */
export interface ProjectFormValues {
  name: string;
  display_name: string;
  description: string;
  project_type: ProjectInput['project_type'];
  status: ProjectInput['status'];
  priority: ProjectInput['priority'];
  start_date: Dayjs | null;
  target_date: Dayjs | null;
  /** §4: no target date, on purpose (an operational project shows 'Perpetual'). */
  perpetual: boolean;
  budget: number | null;
  spent: number | null;
  owner_team: string;
  project_manager: string;
  primary_git_repo: string;
  tags: string;
  category: string;
  visibility: ProjectInput['visibility'];
  company: ProjectInput['company'];
  git_repos: Array<{ url?: string; branch?: string }>;
}

const text = (value: string | null | undefined) => value ?? '';
const dayOf = (value: string | null) => (value ? dayjs(value) : null);

/** A new project starts from the §4 defaults. */
export const NEW_PROJECT_VALUES: ProjectFormValues = {
  ...PROJECT_DEFAULTS,
  name: '',
  display_name: '',
  description: '',
  start_date: null,
  target_date: null,
  perpetual: false,
  budget: null,
  spent: null,
  owner_team: '',
  project_manager: '',
  primary_git_repo: '',
  tags: '',
  category: '',
  git_repos: [],
};

export function formValuesOf(project: Project | null): ProjectFormValues {
  if (!project) return NEW_PROJECT_VALUES;
  return {
    name: project.name,
    display_name: text(project.display_name),
    description: text(project.description),
    project_type: project.project_type,
    status: project.status,
    priority: project.priority,
    start_date: dayOf(project.start_date),
    target_date: dayOf(project.target_date),
    perpetual: !project.target_date && project.project_type === 'operational',
    budget: project.budget,
    spent: project.spent,
    owner_team: text(project.owner_team),
    project_manager: text(project.project_manager),
    primary_git_repo: text(project.primary_git_repo),
    tags: (project.tags ?? []).join(', '),
    category: text(project.category),
    visibility: project.visibility,
    company: project.company,
    git_repos: (project.git_repos ?? []).map(({ url, branch }) => ({ url, branch })),
  };
}

/**
 * The body before the contract's check: the picker's days as YYYY-MM-DD, no target date when perpetual, repository
 * rows without a URL left out (their names come from the URL, by the contract). The metadata the dialog does not
 * show is kept as it was.
 */
export function rawBodyOf(values: Partial<ProjectFormValues>, metadata: Project['metadata'] = null): Record<string, unknown> {
  const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
  return {
    name: values.name,
    display_name: values.display_name,
    description: values.description,
    project_type: values.project_type,
    status: values.status,
    priority: values.priority,
    start_date: day(values.start_date),
    target_date: values.perpetual ? null : day(values.target_date),
    budget: values.budget ?? null,
    spent: values.spent ?? null,
    owner_team: values.owner_team,
    project_manager: values.project_manager,
    primary_git_repo: values.primary_git_repo,
    tags: values.tags ?? '',
    category: values.category,
    visibility: values.visibility,
    company: values.company,
    metadata,
    git_repos: (values.git_repos ?? []).filter((repo) => repo?.url?.trim()).map((repo) => ({ url: repo.url, branch: repo.branch ?? '' })),
  };
}

/** The fields one form field's check needs: itself, and for the dates both (the target is on or after the start). */
const CHECKED_WITH: Partial<Record<keyof ProjectInput, Array<keyof ProjectInput>>> = {
  start_date: ['start_date', 'target_date'],
  target_date: ['start_date', 'target_date'],
};

/** The server's check of one field (and the fields it depends on), as an update of only those fields. */
export function checkField(field: keyof ProjectInput, values: Partial<ProjectFormValues>): ValidationResult<ProjectInput> {
  const raw = rawBodyOf(values);
  const fields = CHECKED_WITH[field] ?? [field];
  return validateProjectInput(Object.fromEntries(fields.map((name) => [name, raw[name]])), 'update');
}
