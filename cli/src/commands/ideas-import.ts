import {
  IMPORT_MESSAGES,
  countImportItems,
  detectImportFormat,
  formatFromFileName,
  readImportRecords,
  splitImportParts,
  type ConflictAction,
  type ImportConflict,
  type ImportFormat,
  type ImportPolicy,
} from '@platform/shared';
import type { Command } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import type { Api } from '../http';
import { readSource } from '../io';
import { progressBar, type ProgressBar } from '../progress-bar';
import { ask } from '../prompt';

export interface ImportOptions {
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

const LISTED_CONFLICTS = 20;

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

/** The records of the file, checked as the import dialog checks them: its messages for a file with nothing to import. */
async function readRecords(file: string, format: ImportFormat | undefined): Promise<{ records: unknown[]; items: number }> {
  const content = await readSource(file);
  const source = readImportRecords(content, importFormatOf(file, content, format));
  if (!source.ok) throw new CliError(source.message, EXIT.failure);
  const items = countImportItems(source.records);
  if (items === 0) throw new CliError(IMPORT_MESSAGES.noValidIdeas, EXIT.failure);
  return { records: source.records, items };
}

/** Sends the records in numbered parts to a new staged import; the bar counts records sent. */
async function stageRecords(api: Api, records: unknown[], bar: ProgressBar): Promise<string> {
  const { id } = (await api.request<{ id: string }>('POST', '/api/admin/ideas/imports', {})).body;
  let sent = 0;
  for (const [part, chunk] of splitImportParts(records).entries()) {
    await api.request('PUT', `/api/admin/ideas/imports/${id}/parts/${part}`, { records: chunk });
    sent += chunk.length;
    bar.update(sent, `sent ${sent} of ${records.length}`);
  }
  return id;
}

/**
 * `platform ideas import`: reads the file, sends it in parts, asks the server for a dry run (conflicts), settles
 * them by the policy or per conflict, then applies everything in one transaction. An import that stops half way is
 * dropped on the server; nothing of it is applied.
 */
export async function importCommand(file: string, options: ImportOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const policy = options.onConflict;
  const interactive = process.stdin.isTTY === true && file !== '-';
  if (policy === 'ask' && !interactive) {
    throw new CliError('--on-conflict ask needs a terminal; choose overwrite, ignore or new.', EXIT.usage);
  }
  const { records, items } = await readRecords(file, options.format);
  const api = apiFor(command);
  await api.requireAdmin();

  const bar = progressBar('Importing ideas', json);
  let staged: string | null = null;
  let applied = false;
  try {
    bar.start(records.length, 'sending');
    staged = await stageRecords(api, records, bar);
    const id = staged;
    const apply = (body: Record<string, unknown>) =>
      api.request<ImportResponse>('POST', `/api/admin/ideas/imports/${id}/apply`, { policy, ...body }).then((r) => r.body);

    bar.update(records.length, 'checking conflicts');
    const preview = await apply({ dryRun: true });
    let decisions: Record<number, ConflictAction> = {};
    if (preview.conflicts.length > 0) {
      bar.stop(); // the list and the questions need the terminal to themselves
      const info = (text: string) => (json ? process.stderr : process.stdout).write(text + '\n');
      info(`${preview.conflicts.length} conflict(s) with existing ideas:`);
      // Asked one by one, each is listed; settled by a policy, a few show what it applies to.
      const listed = policy === 'ask' ? preview.conflicts : preview.conflicts.slice(0, LISTED_CONFLICTS);
      for (const c of listed) info(conflictLine(c));
      if (listed.length < preview.conflicts.length) info(`  …and ${preview.conflicts.length - listed.length} more, all settled by --on-conflict ${policy}`);
      if (policy === 'ask') decisions = await askDecisions(preview.conflicts);
      bar.start(records.length, 'checking conflicts', records.length);
    }

    bar.update(records.length, options.dryRun ? 'checking' : 'importing');
    let result = preview;
    if (!options.dryRun) result = await apply({ dryRun: false, decisions });
    else if (policy === 'ask' && preview.conflicts.length > 0) result = await apply({ dryRun: true, decisions });
    applied = !options.dryRun;
    bar.update(records.length, 'done');
    bar.stop();
    report(result, items, options.dryRun === true, json);
  } finally {
    bar.stop();
    // A dry run, a failure or Ctrl-C leaves the parts on the server: drop them (they would expire anyway).
    if (staged && !applied) await api.request('DELETE', `/api/admin/ideas/imports/${staged}`).catch(() => undefined);
  }
}

function report(result: ImportResponse, items: number, dryRun: boolean, json: boolean): void {
  const wouldImport = dryRun ? items - result.failed - result.skipped : result.imported;
  printResult(
    json,
    dryRun ? { dryRun: true, wouldImport, ...result } : result,
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
