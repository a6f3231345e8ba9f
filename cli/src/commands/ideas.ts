import fs from 'node:fs';
import {
  EXPORT_FIELD_GROUP_KEYS,
  EXPORT_FORMATS,
  IDEA_PAGE_MAX,
  IMPORT_FORMATS,
  IMPORT_POLICIES,
  MARKDOWN_EXPORT_HEADING,
  detectImportFormat,
  exportIdeas,
  formatFromFileName,
  parseIdeaImport,
  type ConflictAction,
  type ExportFieldGroup,
  type ExportFormat,
  type Idea,
  type ImportConflict,
  type ImportFormat,
  type ImportPolicy,
} from '@platform/shared';
import { Command, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { readSource } from '../io';
import { progressBar } from '../progress-bar';
import { ask } from '../prompt';

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

/** Writes with backpressure, so that a long export never piles up in memory. */
function writeTo(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    stream.once('error', onError);
    const flushed = stream.write(text, () => {
      stream.removeListener('error', onError);
    });
    if (flushed) resolve();
    else stream.once('drain', () => resolve());
  });
}

/**
 * The export of one page, cut so that the pages joined give exportIdeas of all ideas: CSV without the header after
 * the first page, JSON without its brackets (the caller writes them and the commas), Markdown without the heading
 * after the first page.
 */
export function pageChunk(ideas: readonly Idea[], format: ExportFormat, groups: ExportFieldGroup[], first: boolean): string {
  const text = exportIdeas(ideas, format, groups);
  if (format === 'csv') {
    if (first) return text;
    const newline = text.indexOf('\n');
    return newline < 0 ? '' : '\n' + text.slice(newline + 1);
  }
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
    await writeTo(out, options.format === 'json' ? (written === 0 ? ']\n' : '\n]\n') : options.format === 'csv' ? '\n' : '');
  } finally {
    bar.stop();
    if (toFile) await new Promise<void>((resolve) => (out as fs.WriteStream).end(resolve));
  }
  if (toFile) {
    printResult(json, { exported: written, format: options.format, file: options.output }, `Exported ${written} idea(s) to ${options.output}.`);
  }
}

interface ImportOptions {
  format?: ImportFormat;
  onConflict: ImportPolicy;
  dryRun?: boolean;
}

interface ImportResponse {
  imported: number;
  failed: number;
  skipped: number;
  conflicts: ImportConflict[];
  errors: Array<{ index: number; title: string; message: string }>;
  items?: unknown[];
}

function importFormatOf(file: string, content: string, flag: ImportFormat | undefined): ImportFormat {
  if (flag) return flag;
  if (file !== '-' && /\.(csv|json)$/i.test(file)) return formatFromFileName(file);
  return detectImportFormat(content);
}

function conflictLine(c: ImportConflict): string {
  const kind = c.conflictType === 'both' ? 'id and title' : c.conflictType;
  return `  #${c.index + 1} "${c.title}" matches existing idea ${c.existingId} "${c.existingTitle}" (same ${kind})`;
}

/** The answers the conflict prompt takes: a letter or word for one conflict, a capital letter for all the rest. */
const CONFLICT_ANSWERS: Record<string, ConflictAction> = { o: 'overwrite', overwrite: 'overwrite', i: 'ignore', ignore: 'ignore', n: 'new', new: 'new' };
const FOR_ALL_ANSWERS: Record<string, ConflictAction> = { O: 'overwrite', I: 'ignore', N: 'new' };

async function askDecisions(conflicts: ImportConflict[]): Promise<Record<number, ConflictAction>> {
  const decisions: Record<number, ConflictAction> = {};
  let forAll: ConflictAction | null = null;
  for (const [position, conflict] of conflicts.entries()) {
    if (forAll) {
      decisions[conflict.index] = forAll;
      continue;
    }
    const left = conflicts.length - position;
    for (;;) {
      const allHint = left > 1 ? ` (O / I / N: the same for this and the ${left - 1} after it)` : '';
      const raw = (await ask(`${conflictLine(conflict).trim()}\n  [o]verwrite / [i]gnore / [n]ew?${allHint} `)).trim();
      forAll = FOR_ALL_ANSWERS[raw] ?? null;
      const action = forAll ?? CONFLICT_ANSWERS[raw.toLowerCase()];
      if (action) {
        decisions[conflict.index] = action;
        break;
      }
      process.stderr.write(`  Please answer o, i or n${left > 1 ? ' (or O, I or N for all the rest)' : ''}.\n`);
    }
  }
  return decisions;
}

/** What the import bar shows: the import is one call (one transaction), so the bar follows its steps, not its rows. */
const IMPORT_STEPS = ['checking the file', 'checking conflicts', 'importing', 'done'] as const;

async function importCommand(file: string, options: ImportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const policy = options.onConflict;
  const interactive = process.stdin.isTTY === true && file !== '-';
  if (policy === 'ask' && !interactive) {
    throw new CliError('--on-conflict ask needs a terminal; choose overwrite, ignore or new.', EXIT.usage);
  }
  const bar = progressBar('Importing ideas', json);
  const step = (index: number) => bar.update(index, IMPORT_STEPS[index]);
  bar.start(IMPORT_STEPS.length - 1, IMPORT_STEPS[0]);
  try {
    const content = await readSource(file);
    const format = importFormatOf(file, content, options.format);
    const parsed = parseIdeaImport(content, format);
    if (!parsed.ok) throw new CliError(parsed.message, EXIT.failure);

    const api = apiFor(command);
    await api.requireAdmin();
    const send = (body: Record<string, unknown>) =>
      api.request<ImportResponse>('POST', '/api/admin/ideas/import', { format, content, policy, ...body }).then((r) => r.body);

    step(1);
    const preview = await send({ dryRun: true });
    let decisions: Record<number, ConflictAction> = {};
    if (preview.conflicts.length > 0) {
      bar.stop(); // the list and the questions need the terminal to themselves
      const info = (text: string) => (json ? process.stderr : process.stdout).write(text + '\n');
      info(`${preview.conflicts.length} conflict(s) with existing ideas:`);
      for (const c of preview.conflicts) info(conflictLine(c));
      if (policy === 'ask') decisions = await askDecisions(preview.conflicts);
      bar.start(IMPORT_STEPS.length - 1, IMPORT_STEPS[1], 1);
    }

    step(2);
    const result = options.dryRun
      ? policy === 'ask' && preview.conflicts.length > 0
        ? await send({ dryRun: true, decisions })
        : preview
      : await send({ dryRun: false, decisions });
    step(3);
    bar.stop();
    report(result, parsed.items.length, options.dryRun === true, json);
  } finally {
    bar.stop();
  }
}

function report(result: ImportResponse, items: number, dryRun: boolean, json: boolean): void {
  const { items: _items, ...summary } = result;
  const wouldImport = dryRun ? items - result.failed - result.skipped : result.imported;
  printResult(
    json,
    dryRun ? { dryRun: true, wouldImport, ...summary } : summary,
    dryRun
      ? `Dry run, nothing changed: would import ${wouldImport}, failed ${result.failed}, skipped ${result.skipped}`
      : `imported ${result.imported}, failed ${result.failed}, skipped ${result.skipped}`,
  );
  if (result.failed > 0) {
    throw new CliError(
      `${result.failed} idea(s) failed:`,
      EXIT.failure,
      result.errors.map((e) => `  #${e.index + 1} "${e.title}": ${e.message}`),
    );
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
the same for every conflict left); scripts must choose overwrite, ignore or new. Everything is applied in one transaction on the server. Exit code 1 when an idea failed.

Examples:
  $ platform ideas import ideas.csv                      # asks per conflict
  $ platform ideas import ideas.json --on-conflict new --dry-run
  $ cat ideas.csv | platform ideas import - --format csv --on-conflict ignore`,
    )
    .action((file: string, options: ImportOptions, command: Command) => importCommand(file, options, command));
}
