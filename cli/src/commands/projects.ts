import {
  PROJECT_COMPANIES,
  PROJECT_MESSAGES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  formatApiDate,
  parseProjectImport,
  projectTargetLabel,
  type Project,
  type ProjectCompany,
  type ProjectExportFile,
  type ProjectPriority,
  type ProjectStatus,
  type ProjectType,
} from '@platform/shared';
import { Command, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import type { Api } from '../http';
import { writeOutput } from '../io';
import { wholeNumber } from '../option-values';
import { progressBar } from '../progress-bar';
import { table, type Column } from '../table';
import { importInParts, type ImportKind } from './import-in-parts';

export const PROJECTS_PATH = '/api/admin/projects';
const LIST_MAX = 500;
const LIST_DEFAULT = 50;
/** Rows asked for per request: the list reads on until it has --limit rows, whatever page size the server allows. */
const LIST_PAGE = 100;

/** The import dialog's file checks and messages; the server imports each project in a transaction of its own. */
const PROJECTS_IMPORT: ImportKind = {
  path: `${PROJECTS_PATH}/import`,
  key: 'projects',
  noun: 'projects',
  parse(text) {
    const parsed = parseProjectImport(text);
    return parsed.ok ? { ok: true, items: parsed.projects } : parsed;
  },
  completed: PROJECT_MESSAGES.importCompleted,
};

interface ListOptions {
  status?: ProjectStatus;
  priority?: ProjectPriority;
  company?: ProjectCompany;
  type?: ProjectType;
  search?: string;
  limit: number;
}

const COLUMNS: ReadonlyArray<Column<Project>> = [
  { header: 'ID', value: (project) => project.name, width: 32 },
  { header: 'Display name', value: (project) => project.display_name, width: 40 },
  { header: 'Status', value: (project) => project.status },
  { header: 'Priority', value: (project) => project.priority },
  { header: 'Progress', value: (project) => `${project.progress}%`, right: true },
  { header: 'Todos', value: (project) => `${project.completed_todos}/${project.todo_count}`, right: true },
  { header: 'Target date', value: (project) => projectTargetLabel(project, formatApiDate) },
];

/** The readable table of `projects list`, with how many of how many. */
export function projectTable(projects: readonly Project[], total: number): string {
  const showing = `${projects.length} of ${total} projects`;
  return projects.length === 0 ? `No projects match.\n${showing}\n` : `${table(COLUMNS, projects)}\n${showing}\n`;
}

/** The first `limit` projects matching the filters, and how many match in all (the server's x-total-count). */
async function listProjects(api: Api, options: ListOptions): Promise<{ projects: Project[]; total: number }> {
  const projects: Project[] = [];
  let total = 0;
  for (;;) {
    const start = projects.length;
    const { body, headers } = await api.request<Project[]>('GET', PROJECTS_PATH, undefined, {
      status: options.status,
      priority: options.priority,
      company: options.company,
      project_type: options.type,
      q: options.search,
      _start: String(start),
      _end: String(start + Math.min(LIST_PAGE, options.limit - start)),
    });
    const page = Array.isArray(body) ? body : [];
    total = Number(headers.get('x-total-count') ?? start + page.length);
    projects.push(...page.slice(0, options.limit - start));
    if (page.length === 0 || projects.length >= options.limit || projects.length >= total) return { projects, total };
  }
}

async function listCommand(options: ListOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const { projects, total } = await listProjects(apiFor(command), options);
  printResult(json, { projects, total }, projectTable(projects, total));
}

async function exportCommand(options: { output?: string }, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  // On stderr, so that an export to stdout stays the file alone.
  const bar = progressBar('Exporting projects', json, process.stderr);
  let file: ProjectExportFile;
  try {
    // One request: the bar learns how many projects there are from its answer.
    bar.start(1, 'fetching');
    file = (await api.request<ProjectExportFile>('GET', `${PROJECTS_PATH}/export`)).body;
    const count = Array.isArray(file?.projects) ? file.projects.length : 0;
    bar.setTotal(Math.max(1, count));
    bar.update(count, 'done');
  } finally {
    bar.stop();
  }
  if (!file || typeof file !== 'object' || !Array.isArray(file.projects)) {
    throw new CliError(`The platform at ${api.url} answered something other than a projects export.`, EXIT.failure);
  }
  const toFile = writeOutput(options.output, JSON.stringify(file, null, 2));
  const summary = `Exported ${file.projects.length} projects${toFile ? ` to ${options.output}` : ''}.`;
  if (toFile && json) printResult(json, { exported: file.projects.length, file: options.output, exported_at: file.exported_at }, summary);
  else if (!json && process.stderr.isTTY) process.stderr.write(`${summary}\n`);
}

export function projectsCommands(program: Command): void {
  const projects = program
    .command('projects')
    .description('List, export and import projects with their todos, events, notes and links (administrators).');

  projects
    .command('list')
    .description('Show the projects matching the filters with their progress and how many of how many; the rows and the total as JSON with --json.')
    .addOption(new Option('--status <status>', 'only projects in this status').choices([...PROJECT_STATUSES]))
    .addOption(new Option('--priority <priority>', 'only projects of this priority').choices([...PROJECT_PRIORITIES]))
    .addOption(new Option('--company <company>', 'only projects of this company').choices([...PROJECT_COMPANIES]))
    .addOption(new Option('--type <type>', 'only projects of this type').choices([...PROJECT_TYPES]))
    .option('--search <text>', 'only projects whose ID, display name, description, tags or owner team contains the text')
    .addOption(new Option('--limit <n>', `how many projects to show (at most ${LIST_MAX})`).argParser(wholeNumber(LIST_MAX)).default(LIST_DEFAULT))
    .addHelpText(
      'after',
      `
Examples:
  $ platform projects list --status active --company aeda
  $ platform projects list --type operational --search drift
  $ platform --json projects list | jq ".projects[].name"`,
    )
    .action((options: ListOptions, command: Command) => listCommand(options, command));

  projects
    .command('export')
    .description(
      'Export every project with its todos, events, reminders, notes and links: { "projects": [...], "exported_at": ..., "version": "1.0" }.',
    )
    .option('-o, --output <file>', 'write to the file instead of stdout (- for stdout)')
    .addHelpText(
      'after',
      `\nExamples:\n  $ platform projects export -o projects-$(date +%F).json\n  $ platform projects export | jq ".projects | length"`,
    )
    .action((options: { output?: string }, command: Command) => exportCommand(options, command));

  projects
    .command('import')
    .description('Import projects from a JSON file { "projects": [...] } (or - for stdin), as the import dialog does: each project on its own.')
    .argument('<file>', 'the file to import, or - to read stdin')
    .addHelpText(
      'after',
      `
Each project is imported in a transaction of its own: one that fails (a taken ID, a bad value) is reported as
'Failed to import {name}: {error}' and the others are kept. A large file is sent in parts. Exit code 1 when a
project failed.

Examples:
  $ platform projects import projects.json
  $ cat projects.json | platform --json projects import -`,
    )
    .action((file: string, _options: unknown, command: Command) => importInParts(PROJECTS_IMPORT, file, command));
}
