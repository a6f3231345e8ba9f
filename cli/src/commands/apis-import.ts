import { API_REGISTRY_MESSAGES, parseApiImport, type ApiImportResult } from '@platform/shared';
import type { Command } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { HttpError, type Api } from '../http';
import { readSource } from '../io';
import { progressBar, type ProgressBar } from '../progress-bar';

const IMPORT_PATH = '/api/admin/apis/import';
/** The most APIs one request carries. */
export const APIS_PART_MAX = 500;
/**
 * What a part aims at in bytes of JSON, under the server's 100 KB for an API call; a part it still finds too large
 * (413, nothing of it imported) is sent again in halves.
 */
const PART_TARGET_BYTES = 64 * 1024;

/** The items in parts of at most APIS_PART_MAX and about `targetBytes` of JSON each (a larger item goes alone). */
export function splitApiParts(items: readonly unknown[], targetBytes = PART_TARGET_BYTES): unknown[][] {
  const parts: unknown[][] = [];
  let part: unknown[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item ?? null)) + 1;
    if (part.length > 0 && (part.length >= APIS_PART_MAX || bytes + size > targetBytes)) {
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

function resultOf(body: unknown, url: string): ApiImportResult {
  const result = body as Partial<ApiImportResult> | null;
  if (!result || typeof result.imported !== 'number' || typeof result.failed !== 'number') {
    throw new CliError(`The platform at ${url} answered something other than an APIs import result.`, EXIT.failure);
  }
  return {
    imported: result.imported,
    failed: result.failed,
    errors: Array.isArray(result.errors) ? result.errors : [],
    message: result.message ?? '',
  };
}

/** One part, one request; a part refused as too large (nothing of it imported) goes again as two. */
async function sendPart(api: Api, part: unknown[], onSent: (result: ApiImportResult, count: number) => void): Promise<void> {
  try {
    const { body } = await api.request<ApiImportResult>('POST', IMPORT_PATH, { apis: part });
    onSent(resultOf(body, api.url), part.length);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 413 && part.length > 1)) throw error;
    const half = Math.ceil(part.length / 2);
    await sendPart(api, part.slice(0, half), onSent);
    await sendPart(api, part.slice(half), onSent);
  }
}

/**
 * `platform apis import`: the dialog's checks of the file (its two messages), then the APIs in parts, each API in a
 * transaction of its own on the server. The failure lines and the completion line are the dialog's; exit 1 when an
 * API failed. A part that cannot be sent stops the import: what was imported before it stays, and is reported.
 */
export async function importApisCommand(file: string, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const parsed = parseApiImport(await readSource(file));
  if (!parsed.ok) throw new CliError(parsed.message, EXIT.failure);
  const api = apiFor(command);
  await api.requireAdmin();

  const total: ApiImportResult = { imported: 0, failed: 0, errors: [], message: '' };
  let sent = 0;
  const bar: ProgressBar = progressBar('Importing APIs', json);
  try {
    bar.start(parsed.apis.length, '');
    for (const part of splitApiParts(parsed.apis)) {
      await sendPart(api, part, (result, count) => {
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
    const left = parsed.apis.length - sent;
    throw new CliError(error.message, error.exitCode, [
      ...total.errors,
      `${API_REGISTRY_MESSAGES.importCompleted(total.imported, total.failed)}; ${left} APIs not sent.`,
    ]);
  } finally {
    bar.stop();
  }
  total.message = API_REGISTRY_MESSAGES.importCompleted(total.imported, total.failed);
  printResult(json, total, total.message);
  if (total.failed > 0) {
    const [first, ...rest] = total.errors.length > 0 ? total.errors : [`${total.failed} APIs failed.`];
    throw new CliError(first, EXIT.failure, rest);
  }
}
