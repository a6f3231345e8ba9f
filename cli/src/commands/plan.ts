import {
  IDEA_PAGE_MAX,
  PLAN_COMPANIES,
  PLAN_COMPANY_LABELS,
  PLAN_EXPORT_FORMATS,
  PLAN_IMPORT_MESSAGES,
  emptyPlan,
  exportPlan,
  parsePlanImport,
  type Idea,
  type PlanCompany,
  type PlanExportFormat,
  type StrategicPlan,
} from '@platform/shared';
import { Command, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { HttpError, type Api } from '../http';
import { readSource, writeOutput } from '../io';

const PAGE_SIZE = Math.min(500, IDEA_PAGE_MAX);
const SAVE_PATH = '/api/admin/strategic-plan/save';

/** --company for both commands: commander's choices answer exit 2 with the allowed values. */
const companyOption = () =>
  new Option('--company <company>', 'the plan: overall (all companies) or one company').choices([...PLAN_COMPANIES]).makeOptionMandatory();

interface SavedPlan {
  company: PlanCompany;
  plan: StrategicPlan | null;
}

/** The ideas of the plan's company (all of them for overall), page by page as the list API allows. */
async function ideasOf(api: Api, company: PlanCompany): Promise<Idea[]> {
  const all: Idea[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const { body, headers } = await api.request<Idea[]>('GET', '/api/admin/ideas', undefined, {
      fields: 'all',
      company: company === 'overall' ? undefined : company,
      _start: String(start),
      _end: String(start + PAGE_SIZE),
    });
    const page = Array.isArray(body) ? body : [];
    all.push(...page);
    const total = Number(headers.get('x-total-count') ?? all.length);
    if (page.length < PAGE_SIZE || all.length >= total) return all;
  }
}

interface ExportOptions {
  company: PlanCompany;
  format: PlanExportFormat;
  output?: string;
}

async function exportCommand(options: ExportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  await api.requireAdmin();
  const { body } = await api.request<SavedPlan>('GET', SAVE_PATH, undefined, { company: options.company });
  const ideas = await ideasOf(api, options.company);
  // A plan never saved exports as the empty plan, as the admin screen shows it.
  const text = exportPlan(body?.plan ?? emptyPlan(), options.company, ideas, options.format);
  if (writeOutput(options.output, text)) {
    printResult(
      json,
      { company: options.company, format: options.format, file: options.output, saved: body?.plan != null },
      `Exported the ${PLAN_COMPANY_LABELS[options.company]} plan to ${options.output}.`,
    );
  }
}

interface ImportOptions {
  company: PlanCompany;
}

async function importCommand(file: string, options: ImportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  // Validated here first with the dialog's messages: a broken file sends nothing.
  const parsed = parsePlanImport(await readSource(file));
  if (!parsed.ok) throw new CliError(parsed.message, EXIT.failure);
  const api = apiFor(command);
  await api.requireAdmin();
  try {
    await api.request<SavedPlan>('POST', SAVE_PATH, { planData: parsed.plan, company: options.company, imported: true }, { company: options.company });
  } catch (error) {
    // The server checks more (goal details of an imported plan); its reason is the dialog's "Failed to save…".
    if (error instanceof HttpError && error.status === 400) throw new CliError(`${PLAN_IMPORT_MESSAGES.saveFailed}: ${error.message}`, EXIT.failure);
    throw error;
  }
  printResult(json, { company: options.company, imported: true }, `Imported the ${PLAN_COMPANY_LABELS[options.company]} plan from ${file === '-' ? 'stdin' : file}.`);
}

export function planCommands(program: Command): void {
  const plan = program.command('plan').description('Export and import the strategic plan of the platform or of one company.');

  plan
    .command('export')
    .description('Export a strategic plan with its top ideas as JSON or Markdown (the admin app’s export).')
    .addOption(companyOption())
    .addOption(new Option('--format <format>', 'output format').choices([...PLAN_EXPORT_FORMATS]).default('json'))
    .option('-o, --output <file>', 'write to the file instead of stdout')
    .addHelpText(
      'after',
      `
A plan never saved exports as the empty plan.

Examples:
  $ platform plan export --company overall --format md -o plan.md
  $ platform plan export --company aeda --format json > aeda-plan.json`,
    )
    .action((options: ExportOptions, command: Command) => exportCommand(options, command));

  plan
    .command('import')
    .description('Replace a strategic plan with one from a JSON file (or - for stdin), with the import dialog’s rules.')
    .argument('<file>', 'the plan file (a plan, or a JSON export of this tool or the admin app), or - for stdin')
    .addOption(companyOption())
    .addHelpText(
      'after',
      `
The file is checked before anything is sent; a broken file gives exit 1 with the dialog's message.

Examples:
  $ platform plan import aeda-plan.json --company aeda
  $ cat plan.json | platform plan import - --company enmodels`,
    )
    .action((file: string, options: ImportOptions, command: Command) => importCommand(file, options, command));
}
