import { Command } from 'commander';
import { apiFor, globalsOf, printResult } from './context';
import { CliError, EXIT } from './errors';
import { parseJsonFile, readSource, writeOutput } from './io';
import { progressBar } from './progress-bar';
import { featureRequest, listOf } from './missing';

// Projects and APIs move as one JSON file each: the list under its key, plus what the format adds.

export interface Collection {
  /** The list's key in the file and the API's answer: projects, apis. */
  key: string;
  /** The name in messages: "projects", "APIs". */
  name: string;
  path: string;
  /** The file around the list: { projects } or { apis, exported_at, version }. */
  fileOf(items: unknown[]): Record<string, unknown>;
}

export async function exportCollection(c: Collection, options: { output?: string }, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  await api.requireAdmin();
  const { body } = await featureRequest<unknown>(api, c.key, 'GET', c.path);
  const items = listOf(body, c.key);
  if (writeOutput(options.output, JSON.stringify(c.fileOf(items), null, 2))) {
    printResult(json, { exported: items.length, file: options.output }, `Exported ${items.length} ${c.name} to ${options.output}.`);
  }
}

export async function importCollection(c: Collection, file: string, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const value = parseJsonFile(await readSource(file), c.name);
  const items = value && typeof value === 'object' ? (value as Record<string, unknown>)[c.key] : undefined;
  if (!Array.isArray(items)) throw new CliError(`The file must be a JSON object with a "${c.key}" list.`, EXIT.failure);
  const api = apiFor(command);
  await api.requireAdmin();
  const bar = progressBar(`Importing ${c.name}`, json);
  bar.start(items.length, '');
  let imported = 0;
  try {
    for (const item of items) {
      await featureRequest(api, c.key, 'POST', c.path, item);
      imported += 1;
      bar.update(imported);
    }
  } finally {
    bar.stop();
  }
  printResult(json, { imported }, `imported ${imported} ${c.name}`);
}
