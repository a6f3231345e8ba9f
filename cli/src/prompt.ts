import readline from 'node:readline';
import { Writable } from 'node:stream';
import { CliError, EXIT } from './errors';

/** Asks one question on the terminal (stderr), optionally without echoing the answer (passwords). */
export function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stderr.write(chunk, encoding);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.on('SIGINT', () => {
      rl.close();
      process.stderr.write('\n');
      reject(new CliError('Cancelled.', EXIT.failure));
    });
    rl.question(question, (answer) => {
      rl.close();
      if (options.hidden) process.stderr.write('\n');
      resolve(answer);
    });
    muted = options.hidden === true;
  });
}

/** Reads all of stdin as UTF-8. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
