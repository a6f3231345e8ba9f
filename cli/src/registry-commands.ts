import { Command, Option } from 'commander';
import { importInParts, type ImportKind } from './commands/import-in-parts';
import { apiFor, globalsOf, printResult } from './context';
import { CliError, EXIT } from './errors';
import type { Api } from './http';
import { writeOutput } from './io';
import { wholeNumber } from './option-values';
import { progressBar } from './progress-bar';
import { table, type Column } from './table';

// The commands of a registry the admin API lists with x-total-count and exports and imports whole (projects, APIs):
// `list` with its filters and how many of how many, `export` to a file or stdout, `import` in parts.

const LIST_MAX = 500;
const LIST_DEFAULT = 50;
/** Rows asked for per request: the list reads on until it has --limit rows, whatever page size the server allows. */
const LIST_PAGE = 100;

/** The list's filters as typed: each registry's own, the search and the limit. */
export interface ListOptions {
  search?: string;
  limit: number;
}

/** A registry's words, routes, columns and checks; `key` is the list's key in files, requests and --json answers. */
export interface Registry<Row, Filters extends ListOptions, Key extends string> {
  /** The admin resource: list at `path`, export at `path/export`, import at `path/import`. */
  path: string;
  key: Key;
  /** The name in messages: "projects", "APIs". */
  noun: string;
  /** What an export is called in the error when the server answers something else: "a projects export". */
  exportName: string;
  description: string;
  list: {
    description: string;
    /** The filter options, --search among them; --limit comes after them. */
    filters: () => Option[];
    /** The request's query for the filters (the paging is added). */
    query: (options: Filters) => Record<string, string | undefined>;
    columns: ReadonlyArray<Column<Row>>;
    examples: string[];
  };
  export: { description: string; examples: string[] };
  import: {
    description: string;
    /** What the help says before the examples: one transaction per item, the failure line, the exit code. */
    help: string;
    examples: string[];
    /** The import dialog's checks of the file text: the items under `key`, or the dialog's message. */
    parse: (text: string) => ({ ok: true } & { [K in Key]: unknown[] }) | { ok: false; message: string };
    completed: ImportKind['completed'];
  };
}

/** The help after the options: an optional paragraph, then the examples as shell lines. */
const examplesHelp = (examples: string[], before?: string) =>
  `\n${before ? `${before}\n\n` : ''}Examples:\n${examples.map((example) => `  $ ${example}`).join('\n')}`;

/** The readable table of `<registry> list`, with how many of how many. */
export function listTable<Row>(columns: ReadonlyArray<Column<Row>>, noun: string, rows: readonly Row[], total: number): string {
  const showing = `${rows.length} of ${total} ${noun}`;
  return rows.length === 0 ? `No ${noun} match.\n${showing}\n` : `${table(columns, rows)}\n${showing}\n`;
}

/** The first `limit` rows of a paged admin list for the query, and how many match in all (the server's x-total-count). */
export async function readPagedList<Row>(
  api: Api,
  path: string,
  query: Record<string, string | undefined>,
  limit: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (;;) {
    const start = rows.length;
    const { body, headers } = await api.request<Row[]>('GET', path, undefined, {
      ...query,
      _start: String(start),
      _end: String(start + Math.min(LIST_PAGE, limit - start)),
    });
    const page = Array.isArray(body) ? body : [];
    total = Number(headers.get('x-total-count') ?? start + page.length);
    rows.push(...page.slice(0, limit - start));
    if (page.length === 0 || rows.length >= limit || rows.length >= total) return { rows, total };
  }
}

async function listCommand<Row, Filters extends ListOptions, Key extends string>(
  registry: Registry<Row, Filters, Key>,
  options: Filters,
  command: Command,
): Promise<void> {
  const { json } = globalsOf(command);
  const { rows, total } = await readPagedList<Row>(apiFor(command), registry.path, registry.list.query(options), options.limit);
  printResult(json, { [registry.key]: rows, total }, listTable(registry.list.columns, registry.noun, rows, total));
}

async function exportCommand<Key extends string>(
  registry: Pick<Registry<unknown, ListOptions, Key>, 'path' | 'key' | 'noun' | 'exportName'>,
  options: { output?: string },
  command: Command,
): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  const { key, noun } = registry;
  // On stderr, so that an export to stdout stays the file alone.
  const bar = progressBar(`Exporting ${noun}`, json, process.stderr);
  let file: ({ exported_at?: string } & { [K in Key]?: unknown[] }) | null;
  try {
    // One request: the bar learns how many there are from its answer.
    bar.start(1, 'fetching');
    file = (await api.request<typeof file>('GET', `${registry.path}/export`)).body;
    const items = file?.[key];
    const count = Array.isArray(items) ? items.length : 0;
    bar.setTotal(Math.max(1, count));
    bar.update(count, 'done');
  } finally {
    bar.stop();
  }
  const items = file && typeof file === 'object' ? file[key] : undefined;
  if (!file || !Array.isArray(items)) {
    throw new CliError(`The platform at ${api.url} answered something other than ${registry.exportName}.`, EXIT.failure);
  }
  const toFile = writeOutput(options.output, JSON.stringify(file, null, 2));
  const summary = `Exported ${items.length} ${noun}${toFile ? ` to ${options.output}` : ''}.`;
  if (toFile && json) printResult(json, { exported: items.length, file: options.output, exported_at: file.exported_at }, summary);
  else if (!json && process.stderr.isTTY) process.stderr.write(`${summary}\n`);
}

/** `platform <key> list|export|import` for the registry. */
export function registryCommands<Row, Filters extends ListOptions, Key extends string>(
  program: Command,
  registry: Registry<Row, Filters, Key>,
): void {
  const { key, noun } = registry;
  const group = program.command(key).description(registry.description);

  const list = group.command('list').description(registry.list.description);
  for (const option of registry.list.filters()) list.addOption(option);
  list
    .addOption(new Option('--limit <n>', `how many ${noun} to show (at most ${LIST_MAX})`).argParser(wholeNumber(LIST_MAX)).default(LIST_DEFAULT))
    .addHelpText('after', examplesHelp(registry.list.examples))
    .action((options: Filters, command: Command) => listCommand(registry, options, command));

  group
    .command('export')
    .description(registry.export.description)
    .option('-o, --output <file>', 'write to the file instead of stdout (- for stdout)')
    .addHelpText('after', examplesHelp(registry.export.examples))
    .action((options: { output?: string }, command: Command) => exportCommand(registry, options, command));

  const importKind: ImportKind = {
    path: `${registry.path}/import`,
    key,
    noun,
    parse(text) {
      const parsed = registry.import.parse(text);
      return parsed.ok ? { ok: true, items: (parsed as { [K in Key]: unknown[] })[key] } : parsed;
    },
    completed: registry.import.completed,
  };
  group
    .command('import')
    .description(registry.import.description)
    .argument('<file>', 'the file to import, or - to read stdin')
    .addHelpText('after', examplesHelp(registry.import.examples, registry.import.help))
    .action((file: string, _options: unknown, command: Command) => importInParts(importKind, file, command));
}
