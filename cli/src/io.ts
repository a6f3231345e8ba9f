import fs from 'node:fs';
import { CliError, EXIT } from './errors';
import { readStdin } from './prompt';

/** The text of a file, or of stdin for `-`; a missing file is a usage error, not a stack trace. */
export async function readSource(file: string): Promise<string> {
  if (file === '-') return readStdin();
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `No such file: ${file}` : `Cannot read ${file}: ${(error as Error).message}`, EXIT.usage);
  }
}

/** Writes a whole export to the file (or stdout when none, or `-`); true when it went to a file. */
export function writeOutput(output: string | undefined, text: string): boolean {
  const body = text.endsWith('\n') ? text : text + '\n';
  if (output === undefined || output === '-') {
    process.stdout.write(body);
    return false;
  }
  try {
    fs.writeFileSync(output, body, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot write ${output}: ${(error as Error).message}`, EXIT.failure);
  }
  return true;
}

/** Writes with backpressure, so that a long export never piles up in memory. */
export function writeTo(stream: NodeJS.WritableStream, text: string): Promise<void> {
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

/** Parses JSON text of an import file; a syntax error is a validation failure (exit 1). */
export function parseJsonFile(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError(`Invalid JSON in the ${what} file. Please check your syntax.`, EXIT.failure);
  }
}
