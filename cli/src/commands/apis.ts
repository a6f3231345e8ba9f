import { API_COMPANIES, API_REGISTRY_MESSAGES, formatApiDate, parseApiImport, type ApiCompany, type RegistryApi } from '@platform/shared';
import { Command, Option } from 'commander';
import { registryCommands, type ListOptions, type Registry } from '../registry-commands';

interface ApiListOptions extends ListOptions {
  company?: ApiCompany;
}

const APIS: Registry<RegistryApi, ApiListOptions, 'apis'> = {
  path: '/api/admin/apis',
  key: 'apis',
  noun: 'APIs',
  exportName: 'an APIs export',
  description: 'List, export and import the APIs registry (administrators).',
  list: {
    description: 'Show the APIs matching the filters with their figures and how many of how many; the rows and the total as JSON with --json.',
    filters: () => [
      new Option('--company <company>', 'only APIs of this company').choices([...API_COMPANIES]),
      new Option('--search <text>', 'only APIs whose name, display name, description or owner team contains the text'),
    ],
    query: (options) => ({ company: options.company, q: options.search }),
    columns: [
      { header: 'Name', value: (api) => api.name, width: 32 },
      { header: 'Display name', value: (api) => api.display_name, width: 32 },
      { header: 'Company', value: (api) => api.company },
      { header: 'Type', value: (api) => api.type },
      { header: 'Status', value: (api) => api.status },
      { header: 'Version', value: (api) => api.version, width: 16 },
      { header: 'Health', value: (api) => api.health_status },
      { header: 'Endpoints', value: (api) => api.endpoint_count, right: true },
      { header: 'Customers', value: (api) => api.customer_count, right: true },
      { header: 'Todos', value: (api) => api.active_todo_count, right: true },
      { header: 'Last deployed', value: (api) => formatApiDate(api.last_deployed_at) },
    ],
    examples: [
      'platform apis list --company aeda',
      'platform apis list --search payment --limit 200',
      'platform --json apis list | jq ".apis[].name"',
    ],
  },
  export: {
    description:
      'Export every API with its endpoints, customers, todos, team and deployments: { "apis": [...], "exported_at": ..., "version": "1.0" }.',
    examples: ['platform apis export -o apis-$(date +%F).json', 'platform apis export | jq ".apis | length"'],
  },
  import: {
    description: 'Import APIs from a JSON file { "apis": [...] } (or - for stdin), as the import dialog does: each API on its own.',
    help: `Each API is imported in a transaction of its own: one that fails (a taken name, a bad value) is reported as
'Failed to import {name}: {error}' and the others are kept. A large file is sent in parts. Exit code 1 when an API
failed.`,
    examples: ['platform apis import apis.json', 'cat apis.json | platform --json apis import -'],
    parse: parseApiImport,
    completed: API_REGISTRY_MESSAGES.importCompleted,
  },
};

export function apisCommands(program: Command): void {
  registryCommands(program, APIS);
}
