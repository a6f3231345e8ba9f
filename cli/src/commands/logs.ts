import fs from 'node:fs';
import path from 'node:path';
import {
  LOG_CATEGORIES,
  LOG_LEVELS,
  LOG_LIMITS,
  LOG_TABS,
  formatLogTime,
  logsCsv,
  sinceFrom,
  type LogEntry,
  type LogPage,
} from '@platform/shared';
import { Command, InvalidArgumentError, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { cell, wholeNumber } from '../option-values';
import { CliError, EXIT } from '../errors';
import type { Api } from '../http';
import { writeTo } from '../io';
import { progressBar } from '../progress-bar';

const LOGS_PATH = '/api/admin/logs';
const EXPORT_FORMATS = ['csv', 'json'] as const;
type LogExportFormat = (typeof EXPORT_FORMATS)[number];

interface FilterOptions {
  level?: string;
  category?: string;
  tab?: string;
  search?: string;
  since?: string;
  until?: string;
}

interface ListOptions extends FilterOptions {
  limit: number;
}

interface ExportOptions extends FilterOptions {
  format?: LogExportFormat;
  output?: string;
  pageSize: number;
}

/** --since and --until: a length of time back from now (90m, 24h, 7d) or an ISO date or time, sent as an ISO time. */
const pointInTime = (raw: string) => {
  const time = sinceFrom(raw);
  if (time === null) throw new InvalidArgumentError('It must be a length of time back from now (90m, 24h, 7d) or an ISO date or time (2026-01-31, 2026-01-31T12:00).');
  return time;
};

/** The filters both commands take; unknown values are usage errors (exit 2) before anything is sent. */
function addFilters(command: Command): Command {
  return command
    .addOption(new Option('--level <level>', 'only entries of this level').choices([...LOG_LEVELS]))
    .addOption(new Option('--category <category>', 'only entries of this category').choices([...LOG_CATEGORIES]))
    .addOption(
      new Option('--tab <tab>', "the admin page's tab: errors (error and critical), security, performance, or all").choices(Object.keys(LOG_TABS)),
    )
    .option('--search <text>', 'only entries whose action, message or user e-mail contains the text')
    .addOption(new Option('--since <when>', 'only entries from then on: 90m, 24h, 7d back from now, or an ISO date or time').argParser(pointInTime))
    .addOption(new Option('--until <when>', 'only entries before then: an ISO date or time (or 24h, 7d: that long ago)').argParser(pointInTime));
}

function queryOf(options: FilterOptions): Record<string, string | undefined> {
  const { level, category, tab, search, since, until } = options;
  return { level, category, tab, search, since, until };
}

/**
 * The readable table of `logs list`: the columns of the admin page, the message cut to the terminal's width (not cut
 * when `columns` is Infinity: piped output keeps whole messages, one entry a line).
 */
export function logTable(entries: readonly LogEntry[], total: number, columns: number): string {
  const fixed: Array<{ header: string; width: number; value: (entry: LogEntry) => unknown }> = [
    { header: 'Time', width: 19, value: (entry) => formatLogTime(entry.timestamp) },
    { header: 'Level', width: 8, value: (entry) => entry.level },
    { header: 'Category', width: 11, value: (entry) => entry.category },
    { header: 'Action', width: 30, value: (entry) => entry.action },
    { header: 'User', width: 36, value: (entry) => entry.userEmail ?? '' },
    { header: 'Status', width: 7, value: (entry) => entry.status ?? '' },
  ];
  // Each column as wide as its widest cell (at most its width), the message taking what is left of the line.
  const widths = fixed.map((column) => Math.min(column.width, Math.max(column.header.length, ...entries.map((entry) => cell(column.value(entry), column.width).length))));
  const messageWidth = Math.max(20, columns - widths.reduce((sum, width) => sum + width + 2, 0) - 1);
  const line = (cells: string[]) =>
    cells
      .map((text, i) => (i < widths.length ? text.padEnd(widths[i]) : text))
      .join('  ')
      .trimEnd();
  const rows = entries.map((entry) => line([...fixed.map((column, i) => cell(column.value(entry), widths[i])), cell(entry.errorMessage, messageWidth)]));
  const showing = `Showing ${entries.length} of ${total} entries`;
  if (entries.length === 0) return `No log entries match.\n${showing}\n`;
  return [line([...fixed.map((column) => column.header), 'Message']), ...rows, showing].join('\n') + '\n';
}

async function listCommand(options: ListOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  const { body } = await api.request<LogPage>('GET', LOGS_PATH, undefined, { ...queryOf(options), limit: String(options.limit) });
  const entries = body?.logs ?? [];
  const columns = process.stdout.isTTY ? process.stdout.columns || 80 : Infinity;
  printResult(json, entries, logTable(entries, body?.total ?? entries.length, columns));
}

/** --format, else the output file's extension, else CSV (the spec's export). */
function formatOf(options: ExportOptions): LogExportFormat {
  if (options.format) return options.format;
  const extension = path.extname(options.output ?? '').slice(1).toLowerCase();
  return extension === 'json' ? 'json' : 'csv';
}

/** A page of the export as text: CSV rows without the header, or JSON objects indented as in one pretty array. */
function pageText(entries: readonly LogEntry[], format: LogExportFormat, first: boolean): string {
  if (entries.length === 0) return '';
  if (format === 'json') {
    const objects = entries.map((entry) => JSON.stringify(entry, null, 2).replace(/^/gm, '  ')).join(',\n');
    return (first ? '' : ',\n') + objects;
  }
  return logsCsv(entries, { header: false });
}

/** Every entry matching the filters, newest first, page by page along the server's cursor; `onPage` writes each. */
async function eachPage(
  api: Api,
  query: Record<string, string | undefined>,
  pageSize: number,
  onPage: (page: LogPage, first: boolean) => Promise<void>,
): Promise<void> {
  let cursor: string | undefined;
  for (let first = true; ; first = false) {
    const { body } = await api.request<LogPage>('GET', LOGS_PATH, undefined, { ...query, limit: String(pageSize), cursor });
    await onPage({ ...body, logs: body?.logs ?? [] }, first);
    if (!body?.nextCursor || (body.logs ?? []).length === 0) return;
    cursor = body.nextCursor ?? undefined;
  }
}

async function exportCommand(options: ExportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const format = formatOf(options);
  const api = apiFor(command);
  const toFile = options.output !== undefined && options.output !== '-';
  // Only an export to a file shows a bar: one to stdout would mix the bar into the data.
  const bar = progressBar('Exporting log entries', json || !toFile);
  let out: NodeJS.WritableStream = process.stdout;
  if (toFile) {
    try {
      out = fs.createWriteStream(options.output as string, { encoding: 'utf8' });
      await new Promise<void>((resolve, reject) => (out as fs.WriteStream).once('open', () => resolve()).once('error', reject));
    } catch (error) {
      throw new CliError(`Cannot write ${options.output}: ${(error as Error).message}`, EXIT.failure);
    }
  }
  let written = 0;
  let done = false;
  try {
    // The BOM and the header row: an export that finds nothing is still a CSV file with its columns.
    await writeTo(out, format === 'json' ? '[\n' : logsCsv([]));
    await eachPage(api, queryOf(options), options.pageSize, async (page, first) => {
      if (first) bar.start(page.total, '');
      await writeTo(out, pageText(page.logs, format, written === 0));
      written += page.logs.length;
      bar.setTotal(Math.max(page.total, written));
      bar.update(written);
    });
    if (format === 'json') await writeTo(out, written === 0 ? ']\n' : '\n]\n');
    done = true;
  } finally {
    bar.stop();
    if (toFile) {
      await new Promise<void>((resolve) => (out as fs.WriteStream).end(resolve));
      // A failed export leaves no partial file that could pass for a whole one.
      if (!done && fs.statSync(options.output as string, { throwIfNoEntry: false })?.isFile()) fs.rmSync(options.output as string, { force: true });
    }
  }
  if (toFile) {
    printResult(json, { exported: written, format, file: options.output }, `Exported ${written} log entries to ${options.output}.`);
  }
}

export function logsCommands(program: Command): void {
  const logs = program.command('logs').description('Read and export the platform’s system log (administrators).');

  addFilters(
    logs
      .command('list')
      .description('Show the newest log entries matching the filters: a table on a terminal, the entries as JSON with --json.'),
  )
    .addOption(
      new Option('--limit <n>', `how many entries to show (at most ${LOG_LIMITS.pageMax})`)
        .argParser(wholeNumber(LOG_LIMITS.pageMax))
        .default(LOG_LIMITS.pageSize),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ platform logs list --tab errors --since 24h
  $ platform logs list --level warning --category security --limit 200
  $ platform --json logs list --search "admin@demo.no" | jq ".[].action"`,
    )
    .action((options: ListOptions, command: Command) => listCommand(options, command));

  addFilters(
    logs
      .command('export')
      .description(
        'Export every matching log entry, newest first, streamed page by page: CSV (Timestamp, Level, Category, Action, Message, User ID, User Email, IP Address, User Agent) or JSON (an array of entries).',
      ),
  )
    .addOption(new Option('--format <format>', 'output format (default: from the file name, else csv)').choices([...EXPORT_FORMATS]))
    .option('-o, --output <file>', 'write to the file instead of stdout (- for stdout)')
    .addOption(
      new Option('--page-size <n>', `entries read per request, 1 to ${LOG_LIMITS.pageMax} (for testing and tuning)`)
        .argParser(wholeNumber(LOG_LIMITS.pageMax))
        .default(LOG_LIMITS.pageMax),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ platform logs export -o logs.csv
  $ platform logs export --tab security --since 7d -o security.json
  $ platform logs export --level error --category auth --search "login" > errors.csv`,
    )
    .action((options: ExportOptions, command: Command) => exportCommand(options, command));
}
