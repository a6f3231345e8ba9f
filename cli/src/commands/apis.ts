import { API_COMPANIES, formatApiDate, type ApiCompany, type ApiExportFile, type RegistryApi } from '@platform/shared';
import { Command, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import type { Api } from '../http';
import { writeOutput } from '../io';
import { wholeNumber } from '../option-values';
import { progressBar } from '../progress-bar';
import { table, type Column } from '../table';
import { importApisCommand } from './apis-import';

export const APIS_PATH = '/api/admin/apis';
const LIST_MAX = 500;
const LIST_DEFAULT = 50;
/** Rows asked for per request: the list reads on until it has --limit rows, whatever page size the server allows. */
const LIST_PAGE = 100;

interface ListOptions {
  company?: ApiCompany;
  search?: string;
  limit: number;
}

const COLUMNS: ReadonlyArray<Column<RegistryApi>> = [
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
];

/** The readable table of `apis list`, with how many of how many. */
export function apiTable(apis: readonly RegistryApi[], total: number): string {
  const showing = `${apis.length} of ${total} APIs`;
  return apis.length === 0 ? `No APIs match.\n${showing}\n` : `${table(COLUMNS, apis)}\n${showing}\n`;
}

/** The first `limit` APIs matching the filters, and how many match in all (the server's x-total-count). */
async function listApis(api: Api, options: ListOptions): Promise<{ apis: RegistryApi[]; total: number }> {
  const apis: RegistryApi[] = [];
  let total = 0;
  for (;;) {
    const start = apis.length;
    const { body, headers } = await api.request<RegistryApi[]>('GET', APIS_PATH, undefined, {
      company: options.company,
      q: options.search,
      _start: String(start),
      _end: String(start + Math.min(LIST_PAGE, options.limit - start)),
    });
    const page = Array.isArray(body) ? body : [];
    total = Number(headers.get('x-total-count') ?? start + page.length);
    apis.push(...page.slice(0, options.limit - start));
    if (page.length === 0 || apis.length >= options.limit || apis.length >= total) return { apis, total };
  }
}

async function listCommand(options: ListOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const { apis, total } = await listApis(apiFor(command), options);
  printResult(json, { apis, total }, apiTable(apis, total));
}

async function exportCommand(options: { output?: string }, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  // On stderr, so that an export to stdout stays the file alone.
  const bar = progressBar('Exporting APIs', json, process.stderr);
  let file: ApiExportFile;
  try {
    // One request: the bar learns how many APIs there are from its answer.
    bar.start(1, 'fetching');
    file = (await api.request<ApiExportFile>('GET', `${APIS_PATH}/export`)).body;
    const count = Array.isArray(file?.apis) ? file.apis.length : 0;
    bar.setTotal(Math.max(1, count));
    bar.update(count, 'done');
  } finally {
    bar.stop();
  }
  if (!file || typeof file !== 'object' || !Array.isArray(file.apis)) {
    throw new CliError(`The platform at ${api.url} answered something other than an APIs export.`, EXIT.failure);
  }
  const toFile = writeOutput(options.output, JSON.stringify(file, null, 2));
  const summary = `Exported ${file.apis.length} APIs${toFile ? ` to ${options.output}` : ''}.`;
  if (toFile && json) printResult(json, { exported: file.apis.length, file: options.output, exported_at: file.exported_at }, summary);
  else if (!json && process.stderr.isTTY) process.stderr.write(`${summary}\n`);
}

export function apisCommands(program: Command): void {
  const apis = program.command('apis').description('List, export and import the APIs registry (administrators).');

  apis
    .command('list')
    .description('Show the APIs matching the filters with their figures and how many of how many; the rows and the total as JSON with --json.')
    .addOption(new Option('--company <company>', 'only APIs of this company').choices([...API_COMPANIES]))
    .option('--search <text>', 'only APIs whose name, display name, description or owner team contains the text')
    .addOption(new Option('--limit <n>', `how many APIs to show (at most ${LIST_MAX})`).argParser(wholeNumber(LIST_MAX)).default(LIST_DEFAULT))
    .addHelpText(
      'after',
      `
Examples:
  $ platform apis list --company aeda
  $ platform apis list --search payment --limit 200
  $ platform --json apis list | jq ".apis[].name"`,
    )
    .action((options: ListOptions, command: Command) => listCommand(options, command));

  apis
    .command('export')
    .description(
      'Export every API with its endpoints, customers, todos, team and deployments: { "apis": [...], "exported_at": ..., "version": "1.0" }.',
    )
    .option('-o, --output <file>', 'write to the file instead of stdout (- for stdout)')
    .addHelpText('after', `\nExamples:\n  $ platform apis export -o apis-$(date +%F).json\n  $ platform apis export | jq ".apis | length"`)
    .action((options: { output?: string }, command: Command) => exportCommand(options, command));

  apis
    .command('import')
    .description('Import APIs from a JSON file { "apis": [...] } (or - for stdin), as the import dialog does: each API on its own.')
    .argument('<file>', 'the file to import, or - to read stdin')
    .addHelpText(
      'after',
      `
Each API is imported in a transaction of its own: one that fails (a taken name, a bad value) is reported as
'Failed to import {name}: {error}' and the others are kept. A large file is sent in parts. Exit code 1 when an API
failed.

Examples:
  $ platform apis import apis.json
  $ cat apis.json | platform --json apis import -`,
    )
    .action((file: string, _options: unknown, command: Command) => importApisCommand(file, command));
}
