import type { Command } from 'commander';
import { resolveToken, resolveUrl } from './config';
import { Api } from './http';

export interface GlobalOptions {
  url?: string;
  json?: boolean;
}

/** The global options, read from the root program whichever subcommand runs. */
export function globalsOf(command: Command): { url: string; json: boolean } {
  const opts = command.optsWithGlobals<GlobalOptions>();
  return { url: resolveUrl(opts.url), json: opts.json === true };
}

export function apiFor(command: Command): Api {
  const { url } = globalsOf(command);
  return new Api(url, resolveToken(url));
}

/** Prints a result: the JSON value with --json, otherwise the human text. */
export function printResult(json: boolean, value: unknown, text: string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : text.endsWith('\n') ? text : text + '\n');
}
