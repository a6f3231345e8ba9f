/**
 * The projects of the admin area (spec admin-area.md: screen "Projects", entity "Project (full)", §4, §5, §7, §8,
 * §9): the project's own fields and rules, the figures computed from its records, the import and export file, and
 * the records a project holds (todos, reminders, notes) and its links. Events and their recurrence are in
 * project-events.ts. One contract for the server, the admin app and the CLI.
 */
import type { ValidationResult } from './idea-validation';
import {
  dateTime,
  day,
  flag,
  isEmail,
  isHttpUrl,
  oneOf,
  optionalNumber,
  optionalText,
  RECORD_MESSAGES,
  requiredText,
  textField,
  trimmedText,
  validateRecord,
  type FieldRule,
  type RecordMode,
} from './record-rules';
import type { ProjectEventExportItem } from './project-events';

export const PROJECT_TYPES = ['standard', 'operational', 'research', 'maintenance'] as const;
export const PROJECT_STATUSES = ['planning', 'active', 'on_hold', 'completed', 'archived'] as const;
export const PROJECT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const PROJECT_VISIBILITIES = ['private', 'team', 'company', 'public'] as const;
export const PROJECT_COMPANIES = ['approach', 'aeda', 'enmodels', 'none'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
export type ProjectCompany = (typeof PROJECT_COMPANIES)[number];

/** §4/§5 defaults: of the form, and of an import item that leaves a field out. */
export const PROJECT_DEFAULTS = {
  project_type: 'standard',
  status: 'planning',
  priority: 'medium',
  visibility: 'private',
  company: 'none',
} as const satisfies Record<string, string>;

/** §9: the list's page size. */
export const PROJECT_PAGE_SIZE = 20;
export const PROJECT_LIMITS = { name: 100, displayName: 200, description: 5000, text: 200, url: 2000, tags: 30, tag: 50, gitRepos: 20 } as const;
/** Fields the list sorts on (`_sort`). */
export const PROJECT_SORTS = [
  'name',
  'display_name',
  'status',
  'priority',
  'target_date',
  'start_date',
  'progress',
  'created_at',
  'updated_at',
] as const;

/** A git repository of the project (Links tab); the primary one is also `primary_git_repo`. */
export interface ProjectGitRepo {
  url: string;
  name: string;
  branch: string;
}

/** What the create/edit dialog sends (POST/PUT /api/admin/projects); empty optional fields are null. */
export interface ProjectInput {
  name: string;
  display_name: string;
  description: string | null;
  project_type: ProjectType;
  status: ProjectStatus;
  priority: ProjectPriority;
  start_date: string | null;
  /** null: no date, shown 'Perpetual' for an operational project (the form's 'perpetual' checkbox). */
  target_date: string | null;
  budget: number | null;
  spent: number | null;
  owner_team: string | null;
  project_manager: string | null;
  primary_git_repo: string | null;
  tags: string[];
  category: string | null;
  visibility: ProjectVisibility;
  company: ProjectCompany;
  metadata: Record<string, unknown> | null;
  git_repos: ProjectGitRepo[];
}

/** The figures computed from the project's records (never stored). */
export interface ProjectFigures {
  /** Percent of its todos completed (0 without todos). */
  progress: number;
  todo_count: number;
  completed_todos: number;
  /** Members of the owner team (the APIs registry's team members). */
  team_size: number;
  /** Registry APIs linked to the project. */
  api_count: number;
  /** Linked pipelines whose relationship is 'data_source'. */
  data_source_count: number;
  /** Linked pipelines, any relationship. */
  pipeline_count: number;
}

/** A project as the API answers it (list rows and one project alike). */
export interface Project extends ProjectInput, ProjectFigures {
  id: number;
  created_at: string;
  updated_at: string;
}

export const PROJECT_MESSAGES = {
  required: 'Project ID and Display Name are required fields',
  nameShape: 'Project ID may contain only letters, digits, hyphens, underscores and dots.',
  nameTaken: (name: string) => `A project with the ID "${name}" already exists.`,
  notFound: 'Project not found.',
  recordNotFound: 'Record not found.',
  badTags: 'Tags must be a list of words or a comma-separated text.',
  badGitRepos: 'Git repositories must be a list of { url, name, branch } with http(s) URLs.',
  badMetadata: 'Metadata must be a JSON object.',
  loadFailed: (reason: string) => `Failed to load projects: ${reason}`,
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: (reason: string) => `Failed to delete project: ${reason}`,
  deleteConfirm: (displayName: string) =>
    `Delete "${displayName}"? Its todos, reminders, events and notes are deleted with it. This action cannot be undone.`,
  invalidJson: 'Invalid JSON format',
  missingProjects: 'Invalid import format: missing projects array',
  importItemFailed: (name: string, error: string) => `Failed to import ${name}: ${error}`,
  importCompleted: (imported: number, failed: number) => `Import completed: ${imported} projects imported successfully, ${failed} failed`,
  importTooLarge: 'At most 1000 projects per import; split the file.',
  perpetual: 'Perpetual',
  apiAlreadyLinked: 'The API is already linked to this project.',
  apiNotLinked: 'The API is not linked to this project.',
  apiNotFound: 'API not found.',
  reminderSent: 'A reminder that has been sent cannot be changed.',
} as const;

/** Letters, digits, '-', '_' and '.': an identifier that reads well in a URL and a file name. */
export const PROJECT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** §5: tags comma-separated (or a list), trimmed, empties dropped, each once. */
export function parseProjectTags(value: unknown): string[] | null {
  if (value === null || value === undefined) return [];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!parts || parts.some((part) => typeof part !== 'string')) return null;
  const tags: string[] = [];
  for (const part of parts as string[]) {
    const tag = part.trim();
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** 'owner/repo' of a repository URL (the last two path parts), else the URL. */
export function gitRepoName(url: string): string {
  try {
    const parts = new URL(url).pathname
      .replace(/\.git$/, '')
      .split('/')
      .filter(Boolean);
    return parts.length >= 2 ? `${parts[parts.length - 2]}/${parts[parts.length - 1]}` : url;
  } catch {
    return url;
  }
}

const tagsRule: FieldRule = (value) => {
  const tags = parseProjectTags(value);
  if (!tags) return { error: PROJECT_MESSAGES.badTags };
  if (tags.length > PROJECT_LIMITS.tags || tags.some((tag) => tag.length > PROJECT_LIMITS.tag))
    return { error: `At most ${PROJECT_LIMITS.tags} tags of at most ${PROJECT_LIMITS.tag} characters each.` };
  return { value: tags };
};

const gitReposRule: FieldRule = (value) => {
  if (value === null || value === undefined) return { value: [] };
  if (!Array.isArray(value) || value.length > PROJECT_LIMITS.gitRepos) return { error: PROJECT_MESSAGES.badGitRepos };
  const repos: ProjectGitRepo[] = [];
  for (const item of value) {
    const raw = (typeof item === 'string' ? { url: item } : item) as Record<string, unknown> | null;
    const url = trimmedText(raw?.url ?? raw?.repo_url);
    if (!url || url.length > PROJECT_LIMITS.url || !isHttpUrl(url)) return { error: PROJECT_MESSAGES.badGitRepos };
    repos.push({
      url,
      name: trimmedText(raw?.name ?? raw?.repo_name).slice(0, PROJECT_LIMITS.text) || gitRepoName(url),
      branch: trimmedText(raw?.branch).slice(0, PROJECT_LIMITS.text) || 'main',
    });
  }
  return { value: repos };
};

const urlRule =
  (label: string): FieldRule =>
  (value) => {
    const checked = textField(label, value);
    if (checked.error !== undefined) return checked;
    const url = checked.text;
    if (!url) return { value: null };
    if (url.length > PROJECT_LIMITS.url) return { error: RECORD_MESSAGES.tooLong(label, PROJECT_LIMITS.url) };
    return isHttpUrl(url) ? { value: url } : { error: `${label} must be a valid http(s) URL.` };
  };

const metadataRule: FieldRule = (value) => {
  if (value === null || value === undefined || value === '') return { value: null };
  return typeof value === 'object' && !Array.isArray(value) ? { value } : { error: PROJECT_MESSAGES.badMetadata };
};

/**
 * A project from the dialog or an import item: name and display name required (one message for both, §5), the §4
 * defaults for missing choices, tags parsed, empty optional fields null. Update (PUT) checks only the fields sent.
 */
export function validateProjectInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<ProjectInput> {
  const raw = (body ?? {}) as Record<string, unknown>;
  // Blank, not of the wrong type: a number for a name is refused by its rule, naming the field.
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
  const missing =
    mode === 'create'
      ? blank(raw.name) || blank(raw.display_name)
      : ['name', 'display_name'].some((f) => raw[f] !== undefined && blank(raw[f]));
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && missing) {
    return { ok: false, errors: [{ field: blank(raw.name) ? 'name' : 'display_name', message: PROJECT_MESSAGES.required }] };
  }
  const result = validateRecord<ProjectInput>(body, mode, {
    name: (value) => {
      const checked = textField('Project ID', value);
      if (checked.error !== undefined) return checked;
      const name = checked.text;
      if (name.length > PROJECT_LIMITS.name) return { error: RECORD_MESSAGES.tooLong('Project ID', PROJECT_LIMITS.name) };
      return PROJECT_NAME_PATTERN.test(name) ? { value: name } : { error: PROJECT_MESSAGES.nameShape };
    },
    display_name: requiredText('Display Name', PROJECT_LIMITS.displayName),
    description: optionalText('Description', PROJECT_LIMITS.description, null),
    project_type: oneOf('project_type', PROJECT_TYPES, PROJECT_DEFAULTS.project_type),
    status: oneOf('status', PROJECT_STATUSES, PROJECT_DEFAULTS.status),
    priority: oneOf('priority', PROJECT_PRIORITIES, PROJECT_DEFAULTS.priority),
    start_date: day('Start date', () => null),
    target_date: day('Target date', () => null),
    budget: optionalNumber('Budget', { min: 0 }),
    spent: optionalNumber('Spent', { min: 0 }),
    owner_team: optionalText('Owner team', PROJECT_LIMITS.text, null),
    project_manager: optionalText('Project manager', PROJECT_LIMITS.text, null),
    primary_git_repo: urlRule('Primary git repository'),
    tags: tagsRule,
    category: optionalText('Category', PROJECT_LIMITS.text, null),
    visibility: oneOf('visibility', PROJECT_VISIBILITIES, PROJECT_DEFAULTS.visibility),
    company: oneOf('company', PROJECT_COMPANIES, PROJECT_DEFAULTS.company),
    metadata: metadataRule,
    git_repos: gitReposRule,
  });
  if (result.ok && result.value.start_date && result.value.target_date && result.value.target_date < result.value.start_date) {
    return { ok: false, errors: [{ field: 'target_date', message: 'Target date must be on or after the start date.' }] };
  }
  return result;
}

/** §4: an operational project without a target date shows 'Perpetual'; others show the date or nothing. */
export function projectTargetLabel(project: Pick<ProjectInput, 'project_type' | 'target_date'>, formatDay: (iso: string) => string): string {
  if (project.target_date) return formatDay(project.target_date);
  return project.project_type === 'operational' ? PROJECT_MESSAGES.perpetual : '—';
}

/** Percent of todos completed, whole. */
export const projectProgress = (todoCount: number, completed: number): number => (todoCount > 0 ? Math.round((completed / todoCount) * 100) : 0);

/** A colour per project for the calendar (stable by id): dark enough for white text (contrast ≥ 4.5:1, WCAG AA). */
export const PROJECT_COLOURS = ['#0958d9', '#237804', '#9e1068', '#ad4e00', '#391085', '#006d75', '#a8071a', '#3f6600'] as const;
export const projectColour = (id: number): string => PROJECT_COLOURS[Math.abs(id) % PROJECT_COLOURS.length];

/* The project's records. */

export interface ProjectTodo {
  id: number;
  title: string;
  description: string;
  completed: boolean;
  due_date: string | null;
  assignee: string;
  completed_at: string | null;
  created_at: string;
}
export type ProjectTodoInput = Pick<ProjectTodo, 'title' | 'description' | 'completed' | 'due_date' | 'assignee'>;

export const REMINDER_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_LIMITS = { recipients: 20, message: 5000 } as const;

/** A reminder e-mails its recipients at remind_at (once); it can be changed while pending. */
export interface ProjectReminder {
  id: number;
  title: string;
  message: string;
  remind_at: string;
  recipients: string[];
  status: ReminderStatus;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}
export type ProjectReminderInput = Pick<ProjectReminder, 'title' | 'message' | 'remind_at' | 'recipients'>;

/** A note: Markdown, rendered sanitised; the author is the signed-in administrator. */
export interface ProjectNote {
  id: number;
  title: string;
  body: string;
  author: string;
  created_at: string;
  updated_at: string;
}
export type ProjectNoteInput = Pick<ProjectNote, 'title' | 'body'>;
export const NOTE_LIMITS = { title: 200, body: 20_000 } as const;

export function validateProjectTodoInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<ProjectTodoInput> {
  return validateRecord<ProjectTodoInput>(body, mode, {
    title: requiredText('Title', 300),
    description: optionalText('Description', 2000),
    completed: flag('Completed', false),
    due_date: day('Due date', () => null),
    assignee: optionalText('Assignee', PROJECT_LIMITS.text),
  });
}

const recipientsRule: FieldRule = (value) => {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!list) return { error: 'Recipients must be a list of e-mail addresses.' };
  const recipients = [...new Set(list.map((item) => trimmedText(item).toLowerCase()).filter(Boolean))];
  if (recipients.length === 0) return { error: RECORD_MESSAGES.required('At least one recipient') };
  if (recipients.length > REMINDER_LIMITS.recipients) return { error: `At most ${REMINDER_LIMITS.recipients} recipients.` };
  const bad = recipients.find((address) => !isEmail(address));
  return bad ? { error: `"${bad}" is not a valid e-mail address.` } : { value: recipients };
};

export function validateProjectReminderInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<ProjectReminderInput> {
  return validateRecord<ProjectReminderInput>(body, mode, {
    title: requiredText('Title', 300),
    message: optionalText('Message', REMINDER_LIMITS.message),
    remind_at: (value, present) =>
      present && trimmedText(value) ? dateTime('Remind at', () => null)(value, present) : { error: RECORD_MESSAGES.required('Remind at') },
    recipients: recipientsRule,
  });
}

export function validateProjectNoteInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<ProjectNoteInput> {
  return validateRecord<ProjectNoteInput>(body, mode, {
    title: optionalText('Title', NOTE_LIMITS.title),
    body: requiredText('Note', NOTE_LIMITS.body),
  });
}

/** How a project uses a linked pipeline; 'data_source' ones count in data_source_count. */
export const PIPELINE_RELATIONSHIPS = ['data_processing', 'data_source', 'reporting'] as const;
export type PipelineRelationship = (typeof PIPELINE_RELATIONSHIPS)[number];

/* Links (Links tab): pipelines (POST /admin/projects/:id/pipelines), registry APIs, and the git repositories above. */

export interface ProjectLinks {
  pipelines: Array<{ id: number; name: string; type: string; status: string; relationship_type: string }>;
  apis: Array<{ id: number; name: string; display_name: string; status: string; health_status: string }>;
  git_repos: ProjectGitRepo[];
}

/* Import and export. */

/** One project with its records, as the export writes it and the import reads it; links by the linked thing's name. */
export interface ProjectExportItem extends Partial<ProjectInput> {
  name: string;
  display_name: string;
  todos?: Array<Omit<ProjectTodo, 'id' | 'created_at' | 'completed_at'>>;
  events?: ProjectEventExportItem[];
  reminders?: Array<Pick<ProjectReminder, 'title' | 'message' | 'remind_at' | 'recipients'>>;
  notes?: Array<Pick<ProjectNote, 'title' | 'body' | 'author'>>;
  links?: { pipelines?: Array<{ name: string; relationship_type: string }>; apis?: string[] };
}

/** GET /api/admin/projects/export: named projects-YYYY-MM-DD.json. */
export interface ProjectExportFile {
  projects: ProjectExportItem[];
  exported_at: string;
  version: '1.0';
}

/** The most projects one import call takes (the CLI sends parts of 500). */
export const PROJECT_IMPORT_MAX = 1000;

/** POST /api/admin/projects/import { projects: [...] }: one transaction per item. */
export interface ProjectImportResult {
  imported: number;
  failed: number;
  /** 'Failed to import {name}: {error}' per failed item. */
  errors: string[];
  /** 'Import completed: {n} projects imported successfully, {m} failed'. */
  message: string;
}

/** The pasted import text: a JSON object with a `projects` array, else the spec's two messages. */
export function parseProjectImport(textValue: string): { ok: true; projects: unknown[] } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(textValue);
  } catch {
    return { ok: false, message: PROJECT_MESSAGES.invalidJson };
  }
  const projects = (parsed as { projects?: unknown } | null)?.projects;
  return Array.isArray(projects) ? { ok: true, projects } : { ok: false, message: PROJECT_MESSAGES.missingProjects };
}
