import type { ApiCompany, ApiEnvironment, ApiHealth, ApiRecordKind, ApiStatus } from '@platform/shared';

export const APIS_RESOURCE = 'apis';
export const APIS_LIST_PATH = '/apis';
export const apiPath = (id: number | string) => `/apis/${id}`;
/** A nested resource of one API, as the data provider names it: apis/7/endpoints. */

export const PAGE_SIZE = 20;

/** The company filter's "no filter" value: 'none' is a company of its own (no company), so All needs another word. */
export const ALL = 'all';

/** Columns the server sorts on (`_sort`), the computed figures included. */
export const SORTABLE = [
  'name',
  'company',
  'type',
  'status',
  'version',
  'health_status',
  'endpoint_count',
  'customer_count',
  'active_todo_count',
  'last_deployed_at',
] as const;

/** §4: healthy green, degraded amber, unhealthy red, unknown grey; the word is always shown beside the colour. */
export const HEALTH_COLORS: Record<ApiHealth, string> = { healthy: 'green', degraded: 'gold', unhealthy: 'red', unknown: 'default' };

export const STATUS_COLORS: Record<ApiStatus, string> = {
  development: 'blue',
  staging: 'purple',
  production: 'green',
  deprecated: 'orange',
  retired: 'default',
};

export const ENVIRONMENT_COLORS: Record<ApiEnvironment, string> = { development: 'blue', staging: 'purple', production: 'green' };

export const COMPANY_LABELS: Record<ApiCompany, string> = {
  approach: 'approach',
  aeda: 'aeda',
  enmodels: 'enmodels',
  other: 'other',
  none: 'none',
};

/** Text for an empty field. */
export const NONE = '—';

/** The screen's own texts (the shared contract holds the spec's, which the server and the CLI say too). */
export const API_TEXTS = {
  title: 'APIs',
  newApi: 'New API',
  import: 'Import',
  export: 'Export',
  exported: (name: string) => `Exported ${name}`,
  exportFailed: 'Failed to export APIs',
  search: 'Search APIs',
  searchPlaceholder: 'Search name, display name, description',
  companyFilter: 'Company',
  all: 'All',
  empty: 'No APIs registered yet',
  emptyFiltered: 'No APIs match the search and filter',
  retry: 'Try again',
  total: (n: number) => `${n} ${n === 1 ? 'API' : 'APIs'}`,
  configure: 'Configure',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete API?',
  deleted: 'API deleted',
  createTitle: 'New API',
  editTitle: (name: string) => `Edit ${name}`,
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  created: 'API created',
  saved: 'API saved',
  saveFailed: (message: string) => `Failed to save API: ${message}`,
  importTitle: 'Import APIs',
  importHint: 'Paste JSON with an "apis" array, as the export writes it.',
  importBox: 'APIs as JSON',
  importFailed: 'Import failed',
  close: 'Close',
  back: 'Back to APIs',
  loadOneFailed: 'Failed to load the API',
  checkNow: 'Check now',
  checkFailed: 'Health check failed',
  team: (team: string, size: number) => `${team} (${size})`,
} as const;

export const TAB_LABELS: Record<'overview' | ApiRecordKind, string> = {
  overview: 'Overview',
  endpoints: 'Endpoints',
  customers: 'Customers',
  todos: 'Todos',
  team: 'Team',
  deployments: 'Deployments',
};
