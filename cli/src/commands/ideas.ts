import fs from 'node:fs';
import {
  EXPORT_FIELD_GROUP_KEYS,
  EXPORT_FORMATS,
  IDEA_PAGE_MAX,
  IMPORT_FORMATS,
  IMPORT_POLICIES,
  MARKDOWN_EXPORT_HEADING,
  exportIdeas,
  ideasCsv,
  type ExportFieldGroup,
  type ExportFormat,
  type Idea,
} from '@platform/shared';
import { Command, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { writeTo } from '../io';
import { progressBar } from '../progress-bar';
import { importCommand, type ImportOptions } from './ideas-import';

const PAGE_SIZE = Math.min(500, IDEA_PAGE_MAX);

interface ExportOptions {
  format: ExportFormat;
  fields?: string;
  status?: string;
  priority?: string;
  company?: string;
  type?: string;
  search?: string;
  output?: string;
}

function fieldGroupsOf(raw: string | undefined): ExportFieldGroup[] {
  if (raw === undefined) return [...EXPORT_FIELD_GROUP_KEYS];
  const groups = raw
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  const unknown = groups.filter((g) => !(EXPORT_FIELD_GROUP_KEYS as readonly string[]).includes(g));
  if (unknown.length > 0 || groups.length === 0) {
    throw new CliError(`--fields takes a comma-separated list of: ${EXPORT_FIELD_GROUP_KEYS.join(', ')}.`, EXIT.usage);
  }
  return groups as ExportFieldGroup[];
}

/**
 * The export of one page, cut so that the pages joined give exportIdeas of all ideas: CSV without the BOM and header
 * after the first page, JSON without its brackets (the caller writes them and the commas), Markdown without the heading
 * after the first page.
 */
export function pageChunk(ideas: readonly Idea[], format: ExportFormat, groups: ExportFieldGroup[], first: boolean): string {
  if (format === 'csv') return ideasCsv(ideas, groups, { header: first });
  const text = exportIdeas(ideas, format, groups);
  if (format === 'json') {
    if (ideas.length === 0) return '';
    // "[\n  {...},\n  {...}\n]" → "  {...},\n  {...}"
    return (first ? '' : ',\n') + text.slice(2, -2);
  }
  const heading = `# ${MARKDOWN_EXPORT_HEADING}\n\n`;
  if (first) return text;
  if (ideas.length === 0) return '';
  return '\n' + (text.startsWith(heading) ? text.slice(heading.length) : text);
}

async function exportCommand(options: ExportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const groups = fieldGroupsOf(options.fields);
  const api = apiFor(command);
  const filters = {
    status: options.status,
    priority: options.priority,
    company: options.company,
    type: options.type,
    search: options.search,
  };
  const toFile = options.output !== undefined && options.output !== '-';
  // Only an export to a file shows a bar: one to stdout would mix the bar into the data.
  const bar = progressBar('Exporting ideas', json || !toFile);
  const out: NodeJS.WritableStream = toFile ? fs.createWriteStream(options.output as string, { encoding: 'utf8' }) : process.stdout;
  let written = 0;
  let total = 0;
  try {
    if (options.format === 'json') await writeTo(out, '[\n');
    for (let start = 0; ; start += PAGE_SIZE) {
      const { body, headers } = await api.request<Idea[]>('GET', '/api/admin/ideas', undefined, {
        ...filters,
        _start: String(start),
        _end: String(start + PAGE_SIZE),
        fields: 'all',
      });
      const page = Array.isArray(body) ? body : [];
      total = Number(headers.get('x-total-count') ?? page.length);
      if (start === 0) bar.start(total, '');
      await writeTo(out, pageChunk(page, options.format, groups, start === 0));
      written += page.length;
      bar.setTotal(Math.max(total, written));
      bar.update(written);
      if (page.length < PAGE_SIZE || written >= total) break;
    }
    if (options.format === 'json') await writeTo(out, written === 0 ? ']\n' : '\n]\n');
  } finally {
    bar.stop();
    if (toFile) await new Promise<void>((resolve) => (out as fs.WriteStream).end(resolve));
  }
  if (toFile) {
    printResult(json, { exported: written, format: options.format, file: options.output }, `Exported ${written} idea(s) to ${options.output}.`);
  }
}

export function ideasCommands(program: Command): void {
  const ideas = program.command('ideas').description('Import and export ideas of the ideas pipeline.');

  ideas
    .command('export')
    .description('Export ideas as JSON, CSV or Markdown (the admin app’s formats and field groups), streamed page by page.')
    .addOption(new Option('--format <format>', 'output format').choices([...EXPORT_FORMATS]).default('json'))
    .option('--fields <groups>', `comma-separated field groups: ${EXPORT_FIELD_GROUP_KEYS.join(', ')} (default: all)`)
    .option('--status <status>', 'only ideas with this status')
    .option('--priority <priority>', 'only ideas with this priority')
    .option('--company <company>', 'only ideas of this company')
    .option('--type <type>', 'only ideas of this type')
    .option('--search <text>', 'only ideas whose title, description or tags contain the text')
    .option('-o, --output <file>', 'write to the file instead of stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ platform ideas export --format csv -o ideas.csv
  $ platform ideas export --format json --fields basic,market --status validation > ideas.json
  $ platform ideas export --format md --company approach --search "ai" -o ideas.md`,
    )
    .action((options: ExportOptions, command: Command) => exportCommand(options, command));

  ideas
    .command('import')
    .description('Import ideas from a JSON or CSV file (or - for stdin), with the import dialog’s rules and messages.')
    .argument('<file>', 'the file to import, or - to read stdin')
    .addOption(new Option('--format <format>', 'file format (default: from the file name, else detected)').choices([...IMPORT_FORMATS]))
    .addOption(
      new Option('--on-conflict <policy>', 'what to do with ideas that match an existing id or title')
        .choices([...IMPORT_POLICIES])
        .default('ask'),
    )
    .option('--dry-run', 'show what would happen without changing anything')
    .addHelpText(
      'after',
      `
With --on-conflict ask (the default) you choose per conflict on the terminal (a capital O, I or N answers
the same for every conflict left); scripts must choose overwrite, ignore or new. A file of any size is sent in parts, then applied in one transaction on the server: all or nothing. Exit code 1 when an idea failed.

Examples:
  $ platform ideas import ideas.csv                      # asks per conflict
  $ platform ideas import ideas.json --on-conflict new --dry-run
  $ cat ideas.csv | platform ideas import - --format csv --on-conflict ignore`,
    )
    .action((file: string, options: ImportOptions, command: Command) => importCommand(file, options, command));
}
