/**
 * The APIs registry of the admin area (spec admin-area.md: screen "APIs registry", entity "API", §4, §5, §7, §8, §9):
 * the APIs with their endpoints, customers, todos, team and deployments, whose figures are computed from those
 * records, and their health from the server's probes. One contract for the server, the admin app and the CLI.
 */
import type { FieldError, ValidationResult } from './idea-validation';
import {
  dateTime,
  day,
  flag,
  isHttpUrl,
  isIsoDate,
  oneOf,
  optionalEmail,
  optionalText,
  RECORD_MESSAGES,
  requiredText,
  validateRecord,
  type RecordMode,
} from './record-rules';

export const API_TYPES = ['rest', 'graphql', 'grpc', 'websocket', 'webhook'] as const;
export const API_STATUSES = ['development', 'staging', 'production', 'deprecated', 'retired'] as const;
export const API_AUTH_TYPES = ['none', 'api_key', 'oauth2', 'jwt', 'basic', 'custom'] as const;
export const API_SLA_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export const API_COMPANIES = ['approach', 'aeda', 'enmodels', 'other', 'none'] as const;
export const API_HEALTH_STATES = ['healthy', 'degraded', 'unhealthy', 'unknown'] as const;
export const API_ENDPOINT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export const API_ENVIRONMENTS = ['development', 'staging', 'production'] as const;

export type ApiType = (typeof API_TYPES)[number];
export type ApiStatus = (typeof API_STATUSES)[number];
export type ApiAuthType = (typeof API_AUTH_TYPES)[number];
export type ApiSlaTier = (typeof API_SLA_TIERS)[number];
export type ApiCompany = (typeof API_COMPANIES)[number];
export type ApiHealth = (typeof API_HEALTH_STATES)[number];
export type ApiEndpointMethod = (typeof API_ENDPOINT_METHODS)[number];
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number];

/** §5: the form's and the import's defaults. A missing tier is silver (the spec's fallback 'basic' is no tier). */
export const API_DEFAULTS = {
  type: 'rest',
  status: 'development',
  version: '1.0.0',
  auth_type: 'api_key',
  sla_tier: 'silver',
  company: 'none',
} as const satisfies Record<string, string>;

/** An identifier: lower-case letters, digits and single hyphens, starting with a letter ('user-service'). */
export const API_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const API_LIMITS = { name: 100, displayName: 200, description: 5000, version: 50, url: 2000, team: 100 } as const;

/** Probes: every 5 minutes; slower than 1 s, or an answer outside 2xx, is degraded; no answer within 5 s is unhealthy. */
export const API_HEALTH_PROBE = { intervalMinutes: 5, degradedAfterMs: 1000, timeoutMs: 5000, historyHours: 24 } as const;

/** What the form and the import write (the API's own fields). */
export interface ApiInput {
  name: string;
  display_name: string;
  description: string;
  type: ApiType;
  status: ApiStatus;
  version: string;
  base_url: string;
  production_url: string;
  /** Probed every 5 minutes when set (and its host is allowed). */
  health_url: string;
  git_repo: string;
  auth_type: ApiAuthType;
  owner_team: string;
  sla_tier: ApiSlaTier;
  company: ApiCompany;
}

/** An API as the list and the detail show it: its fields, and the figures computed from its records. */
export interface RegistryApi extends ApiInput {
  id: number;
  health_status: ApiHealth;
  /** When the last probe ran, and its latency in ms (null without one). */
  health_checked_at: string | null;
  health_latency_ms: number | null;
  endpoint_count: number;
  customer_count: number;
  /** Todos not done. */
  active_todo_count: number;
  /** Members of the owning team. */
  team_size: number;
  /** The newest deployment's time, or null. */
  last_deployed_at: string | null;
  /** Why the last probe failed or did not run (a host not allowed), else null. */
  health_error?: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiEndpoint {
  id: number;
  method: ApiEndpointMethod;
  /** Starts with '/'. */
  path: string;
  description: string;
  /** Whether a call needs the API's authentication. */
  auth: boolean;
}

export interface ApiCustomer {
  id: number;
  name: string;
  company: string;
  plan: string;
  /** YYYY-MM-DD. */
  since: string;
}

export interface ApiTodo {
  id: number;
  title: string;
  done: boolean;
  /** YYYY-MM-DD or null. */
  due: string | null;
}

/** The owning team's members (the team is the API's owner_team). */
export interface ApiTeamMember {
  id: number;
  name: string;
  role: string;
  email: string;
}

/** Recording one sets the API's version to it. */
export interface ApiDeployment {
  id: number;
  version: string;
  environment: ApiEnvironment;
  deployed_at: string;
  /** Who deployed it (a name or e-mail). */
  by: string;
}

export interface ApiHealthCheck {
  checked_at: string;
  status: Exclude<ApiHealth, 'unknown'>;
  /** The HTTP status, or null when there was no answer. */
  http_status: number | null;
  latency_ms: number | null;
  error: string | null;
}

/** The related records, nested under the API: /api/admin/apis/{id}/endpoints, /customers, /todos, /team, /deployments. */
export const API_RECORD_KINDS = ['endpoints', 'customers', 'todos', 'team', 'deployments'] as const;
export type ApiRecordKind = (typeof API_RECORD_KINDS)[number];

/** One API with its records, as the export writes it and the import reads it. */
export interface ApiExportItem extends ApiInput {
  endpoints?: Array<Omit<ApiEndpoint, 'id'>>;
  customers?: Array<Omit<ApiCustomer, 'id'>>;
  todos?: Array<Omit<ApiTodo, 'id'>>;
  team?: Array<Omit<ApiTeamMember, 'id'>>;
  deployments?: Array<Omit<ApiDeployment, 'id'>>;
}

/** GET /api/admin/apis/export: named apis-YYYY-MM-DD.json. */
export interface ApiExportFile {
  apis: ApiExportItem[];
  exported_at: string;
  version: '1.0';
}

/** POST /api/admin/apis/import { apis: [...] }: one transaction per item. */
export interface ApiImportResult {
  imported: number;
  failed: number;
  /** 'Failed to import {name}: {error}' per failed item. */
  errors: string[];
  /** 'Import completed: {n} APIs imported successfully' + ', {m} failed' when some failed. */
  message: string;
}

export const API_REGISTRY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameShape: 'Name must be an identifier: lower-case letters, digits and hyphens, starting with a letter (e.g., user-service).',
  nameTaken: (name: string) => `An API named "${name}" already exists.`,
  displayNameRequired: 'Display name is required.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  badEnum: (field: string, allowed: readonly string[]) => `${field} must be one of: ${allowed.join(', ')}.`,
  badUrl: (field: string) => `${field} must be a valid http(s) URL.`,
  notFound: 'API not found.',
  recordNotFound: 'Record not found.',
  invalidJson: 'Invalid JSON format',
  missingApis: 'Invalid import format: missing apis array',
  importItemFailed: (name: string, error: string) => `Failed to import ${name}: ${error}`,
  importCompleted: (imported: number, failed: number) =>
    `Import completed: ${imported} APIs imported successfully${failed > 0 ? `, ${failed} failed` : ''}`,
  deleteConfirm: (displayName: string) => `Are you sure you want to delete "${displayName}"? This action cannot be undone.`,
  loadFailed: (message: string) => `Failed to load APIs: ${message}`,
  createFailed: (message: string) => `Failed to create API: ${message}`,
  deleteFailed: (message: string) => `Failed to delete API: ${message}`,
  hostNotAllowed: (host: string) => `Probing ${host} is not allowed (OUTBOUND_ALLOWED_HOSTS).`,
} as const;

export const API_NAME_HINT = 'Unique identifier (e.g., user-service)';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The API's own fields, in the form's order: what the form edits, the export writes and the store reads. */
export const API_INPUT_FIELDS = [
  'name',
  'display_name',
  'description',
  'type',
  'status',
  'version',
  'base_url',
  'production_url',
  'health_url',
  'git_repo',
  'auth_type',
  'owner_team',
  'sla_tier',
  'company',
] as const satisfies ReadonlyArray<keyof ApiInput>;

/**
 * The API's fields from a form or an import item: the §5 defaults for what is missing (a missing tier is silver, a
 * missing auth type on the form's submit 'none' is not copied: the default api_key holds), blank optional URLs as
 * empty strings; every rule checked, each failure named by its field.
 */
export function validateApiInput(body: unknown): ValidationResult<ApiInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object.' }] };
  }
  const raw = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const name = text(raw.name);
  if (!name) errors.push({ field: 'name', message: API_REGISTRY_MESSAGES.nameRequired });
  else if (name.length > API_LIMITS.name) errors.push({ field: 'name', message: API_REGISTRY_MESSAGES.tooLong('Name', API_LIMITS.name) });
  else if (!API_NAME_PATTERN.test(name)) errors.push({ field: 'name', message: API_REGISTRY_MESSAGES.nameShape });
  const display_name = text(raw.display_name) || name;
  if (!display_name) errors.push({ field: 'display_name', message: API_REGISTRY_MESSAGES.displayNameRequired });
  else if (display_name.length > API_LIMITS.displayName)
    errors.push({ field: 'display_name', message: API_REGISTRY_MESSAGES.tooLong('Display name', API_LIMITS.displayName) });
  const description = text(raw.description);
  if (description.length > API_LIMITS.description)
    errors.push({ field: 'description', message: API_REGISTRY_MESSAGES.tooLong('Description', API_LIMITS.description) });
  const version = text(raw.version) || API_DEFAULTS.version;
  if (version.length > API_LIMITS.version) errors.push({ field: 'version', message: API_REGISTRY_MESSAGES.tooLong('Version', API_LIMITS.version) });
  const owner_team = text(raw.owner_team);
  if (owner_team.length > API_LIMITS.team)
    errors.push({ field: 'owner_team', message: API_REGISTRY_MESSAGES.tooLong('Owner team', API_LIMITS.team) });

  const choice = <T extends string>(field: string, allowed: readonly T[], fallback: T): T => {
    const value = text(raw[field]);
    if (!value) return fallback;
    if (!(allowed as readonly string[]).includes(value)) errors.push({ field, message: API_REGISTRY_MESSAGES.badEnum(field, allowed) });
    return value as T;
  };
  const url = (field: string): string => {
    const value = text(raw[field]);
    if (value.length > API_LIMITS.url) errors.push({ field, message: API_REGISTRY_MESSAGES.tooLong(field, API_LIMITS.url) });
    else if (value && !isHttpUrl(value)) errors.push({ field, message: API_REGISTRY_MESSAGES.badUrl(field) });
    return value;
  };
  const value: ApiInput = {
    name,
    display_name,
    description,
    type: choice('type', API_TYPES, API_DEFAULTS.type),
    status: choice('status', API_STATUSES, API_DEFAULTS.status),
    version,
    base_url: url('base_url'),
    production_url: url('production_url'),
    health_url: url('health_url'),
    git_repo: url('git_repo'),
    auth_type: choice('auth_type', API_AUTH_TYPES, API_DEFAULTS.auth_type),
    owner_team,
    sla_tier: choice('sla_tier', API_SLA_TIERS, API_DEFAULTS.sla_tier),
    company: choice('company', API_COMPANIES, API_DEFAULTS.company),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The pasted import text: a JSON object with an `apis` array, else the spec's two messages. */
export function parseApiImport(textValue: string): { ok: true; apis: unknown[] } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(textValue);
  } catch {
    return { ok: false, message: API_REGISTRY_MESSAGES.invalidJson };
  }
  const apis = (parsed as { apis?: unknown } | null)?.apis;
  return Array.isArray(apis) ? { ok: true, apis } : { ok: false, message: API_REGISTRY_MESSAGES.missingApis };
}

/** 'MMM d, yyyy' (§2): 'Nov 26, 2026'. */
export function formatApiDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Europe/Oslo' }).format(date);
}

/* The related records' rules (server and admin app alike). A create needs every required field; an update (PUT) may
 * send only the fields it changes. */

export type ApiEndpointInput = Omit<ApiEndpoint, 'id'>;
export type ApiCustomerInput = Omit<ApiCustomer, 'id'>;
export type ApiTodoInput = Omit<ApiTodo, 'id'>;
export type ApiTeamMemberInput = Omit<ApiTeamMember, 'id'>;
export type ApiDeploymentInput = Omit<ApiDeployment, 'id'>;
export type ApiRecordMode = RecordMode;

export const API_RECORD_LIMITS = { path: 500, text: 200, description: 2000, title: 300, version: 50 } as const;

export const API_RECORD_MESSAGES = {
  required: RECORD_MESSAGES.required,
  badPath: "Path must start with '/'.",
  badDate: RECORD_MESSAGES.badDate,
  badDateTime: RECORD_MESSAGES.badDateTime,
  badBoolean: RECORD_MESSAGES.badBoolean,
  badEmail: RECORD_MESSAGES.badEmail,
  noTeam: 'The API has no owner team: set one to add members.',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** A real calendar day as YYYY-MM-DD. */
export const isApiDate = isIsoDate;

export function validateApiEndpointInput(body: unknown, mode: ApiRecordMode = 'create'): ValidationResult<ApiEndpointInput> {
  return validateRecord<ApiEndpointInput>(body, mode, {
    method: oneOf('method', API_ENDPOINT_METHODS, 'GET'),
    path: (value) => {
      const trimmed = text(value);
      if (!trimmed) return { error: API_RECORD_MESSAGES.required('Path') };
      if (!trimmed.startsWith('/')) return { error: API_RECORD_MESSAGES.badPath };
      if (trimmed.length > API_RECORD_LIMITS.path) return { error: API_REGISTRY_MESSAGES.tooLong('Path', API_RECORD_LIMITS.path) };
      return { value: trimmed };
    },
    description: optionalText('Description', API_RECORD_LIMITS.description),
    auth: flag('Auth', true),
  });
}

/** A customer: since defaults to today. */
export function validateApiCustomerInput(body: unknown, mode: ApiRecordMode = 'create'): ValidationResult<ApiCustomerInput> {
  return validateRecord<ApiCustomerInput>(body, mode, {
    name: requiredText('Name', API_RECORD_LIMITS.text),
    company: optionalText('Company', API_RECORD_LIMITS.text),
    plan: optionalText('Plan', API_RECORD_LIMITS.text),
    since: day('Since', today),
  });
}

export function validateApiTodoInput(body: unknown, mode: ApiRecordMode = 'create'): ValidationResult<ApiTodoInput> {
  return validateRecord<ApiTodoInput>(body, mode, {
    title: requiredText('Title', API_RECORD_LIMITS.title),
    done: flag('Done', false),
    due: day('Due', () => null),
  });
}

export function validateApiTeamMemberInput(body: unknown, mode: ApiRecordMode = 'create'): ValidationResult<ApiTeamMemberInput> {
  return validateRecord<ApiTeamMemberInput>(body, mode, {
    name: requiredText('Name', API_RECORD_LIMITS.text),
    role: optionalText('Role', API_RECORD_LIMITS.text),
    email: optionalEmail,
  });
}

/** A deployment: to production unless said, at the moment it is recorded unless given. */
export function validateApiDeploymentInput(body: unknown, mode: ApiRecordMode = 'create'): ValidationResult<ApiDeploymentInput> {
  return validateRecord<ApiDeploymentInput>(body, mode, {
    version: requiredText('Version', API_RECORD_LIMITS.version),
    environment: oneOf('environment', API_ENVIRONMENTS, 'production'),
    deployed_at: dateTime('Deployed at', () => new Date().toISOString()),
    by: optionalText('By', API_RECORD_LIMITS.text),
  });
}

export const API_HEALTH_MESSAGES = {
  noHealthUrl: 'The API has no health URL.',
  slow: (ms: number) => `Answered in ${ms} ms (slower than ${API_HEALTH_PROBE.degradedAfterMs} ms).`,
  httpStatus: (status: number) => `Answered HTTP ${status}.`,
  timeout: `No answer within ${API_HEALTH_PROBE.timeoutMs} ms.`,
  unreachable: (reason: string) => `Unreachable: ${reason}.`,
} as const;
