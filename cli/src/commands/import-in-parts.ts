import type { Command } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { HttpError, type Api } from '../http';
import { readSource } from '../io';
import { progressBar, type ProgressBar } from '../progress-bar';

/** The most items one import request carries. */
export const IMPORT_PART_MAX = 500;
/**
 * What a part aims at in bytes of JSON, under the server's 100 KB for an API call; a part it still finds too large
 * (413, nothing of it imported) is sent again in halves.
 */
const PART_TARGET_BYTES = 64 * 1024;

/** What an import call answers: one transaction per item, the dialog's line per failed item and its completion line. */
export interface PartImportResult {
  imported: number;
  failed: number;
  errors: string[];
  message: string;
}

/** A registry whose import file `{ [key]: [...] }` is posted in parts to `path`, with the dialog's messages. */
export interface ImportKind {
  path: string;
  /** The list's key in the file and the request body: projects, apis. */
  key: string;
  /** The name in messages: "projects", "APIs". */
  noun: string;
  /** The dialog's checks of the file text: the items, or the dialog's message. */
  parse(text: string): { ok: true; items: unknown[] } | { ok: false; message: string };
  completed(imported: number, failed: number): string;
}

/** The items in parts of at most IMPORT_PART_MAX and about `targetBytes` of JSON each (a larger item goes alone). */
export function splitIntoParts(items: readonly unknown[], targetBytes = PART_TARGET_BYTES): unknown[][] {
  const parts: unknown[][] = [];
  let part: unknown[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item ?? null)) + 1;
    if (part.length > 0 && (part.length >= IMPORT_PART_MAX || bytes + size > targetBytes)) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(item);
    bytes += size;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

function resultOf(kind: ImportKind, body: unknown, url: string): PartImportResult {
  const result = body as Partial<PartImportResult> | null;
  if (!result || typeof result.imported !== 'number' || typeof result.failed !== 'number') {
    throw new CliError(`The platform at ${url} answered something other than an import result of ${kind.noun}.`, EXIT.failure);
  }
  return {
    imported: result.imported,
    failed: result.failed,
    errors: Array.isArray(result.errors) ? result.errors : [],
    message: result.message ?? '',
  };
}

/** One part, one request; a part refused as too large (nothing of it imported) goes again as two. */
async function sendPart(kind: ImportKind, api: Api, part: unknown[], onSent: (result: PartImportResult, count: number) => void): Promise<void> {
  try {
    const { body } = await api.request<PartImportResult>('POST', kind.path, { [kind.key]: part });
    onSent(resultOf(kind, body, api.url), part.length);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 413 && part.length > 1)) throw error;
    const half = Math.ceil(part.length / 2);
    await sendPart(kind, api, part.slice(0, half), onSent);
    await sendPart(kind, api, part.slice(half), onSent);
  }
}

/**
 * `platform <registry> import`: the dialog's checks of the file (its messages, exit 1), then the items in parts,
 * each item in a transaction of its own on the server. The failure lines and the completion line are the dialog's;
 * exit 1 when an item failed. A part that cannot be sent stops the import: what was imported before it stays, and
 * is reported.
 */
export async function importInParts(kind: ImportKind, file: string, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const parsed = kind.parse(await readSource(file));
  if (!parsed.ok) throw new CliError(parsed.message, EXIT.failure);
  const api = apiFor(command);
  await api.requireAdmin();

  const total: PartImportResult = { imported: 0, failed: 0, errors: [], message: '' };
  let sent = 0;
  const bar: ProgressBar = progressBar(`Importing ${kind.noun}`, json);
  try {
    bar.start(parsed.items.length, '');
    for (const part of splitIntoParts(parsed.items)) {
      await sendPart(kind, api, part, (result, count) => {
        total.imported += result.imported;
        total.failed += result.failed;
        total.errors.push(...result.errors);
        sent += count;
        bar.update(sent, `${total.failed} failed`);
      });
    }
  } catch (error) {
    bar.stop();
    if (sent === 0 || !(error instanceof CliError)) throw error;
    const left = parsed.items.length - sent;
    throw new CliError(error.message, error.exitCode, [
      ...total.errors,
      `${kind.completed(total.imported, total.failed)}; ${left} ${kind.noun} not sent.`,
    ]);
  } finally {
    bar.stop();
  }
  total.message = kind.completed(total.imported, total.failed);
  printResult(json, total, total.message);
  if (total.failed > 0) {
    const [first, ...rest] = total.errors.length > 0 ? total.errors : [`${total.failed} ${kind.noun} failed.`];
    throw new CliError(first, EXIT.failure, rest);
  }
}
