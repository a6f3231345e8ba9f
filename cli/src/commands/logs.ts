import { writeCsv } from '@platform/shared';
import { Command } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { writeOutput } from '../io';
import { featureRequest, listOf } from '../missing';

const LOGS_PATH = '/api/admin/logs';

/** The spec's CSV columns, each with the log entry's fields it is read from (snake or camel case). */
const COLUMNS: ReadonlyArray<[string, string[]]> = [
  ['Timestamp', ['timestamp', 'created_at', 'createdAt']],
  ['Level', ['level']],
  ['Category', ['category']],
  ['Action', ['action']],
  ['Message', ['message']],
  ['User ID', ['user_id', 'userId']],
  ['User Email', ['user_email', 'userEmail']],
  ['IP Address', ['ip_address', 'ipAddress']],
  ['User Agent', ['user_agent', 'userAgent']],
];

export function logsCsv(entries: readonly unknown[]): string {
  const rows = entries.map((entry) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    return Object.fromEntries(COLUMNS.map(([column, keys]) => [column, keys.map((k) => e[k]).find((v) => v !== undefined && v !== null) ?? '']));
  });
  return writeCsv(
    COLUMNS.map(([column]) => column),
    rows,
  );
}

interface LogsOptions {
  level?: string;
  category?: string;
  search?: string;
  output?: string;
}

export function logsCommands(program: Command): void {
  const logs = program.command('logs').description('Export the platform’s activity logs (works once the platform has its logs API).');

  logs
    .command('export')
    .description('Export log entries as CSV: Timestamp, Level, Category, Action, Message, User ID, User Email, IP Address, User Agent.')
    .option('--level <level>', 'only entries of this level')
    .option('--category <category>', 'only entries of this category')
    .option('--search <text>', 'only entries containing the text')
    .option('-o, --output <file>', 'write to the file instead of stdout')
    .addHelpText('after', '\nExamples:\n  $ platform logs export -o logs.csv\n  $ platform logs export --level error --category auth --search "login"')
    .action(async (options: LogsOptions, command: Command) => {
      const { json } = globalsOf(command);
      const api = apiFor(command);
      await api.requireAdmin();
      const query = { level: options.level, category: options.category, search: options.search };
      const { body } = await featureRequest<unknown>(api, 'logs', 'GET', LOGS_PATH, undefined, query);
      const entries = listOf(body, 'logs');
      if (writeOutput(options.output, logsCsv(entries))) {
        printResult(json, { exported: entries.length, file: options.output }, `Exported ${entries.length} log entr(ies) to ${options.output}.`);
      }
    });
}
