import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Recipients the test SMTP server refuses: every time, or only the first mail to each address. */
export const REFUSED_PREFIX = 'refused-';
export const REFUSED_ONCE_PREFIX = 'refused-once-';

/**
 * A real SMTP server on a free local port for the API tests. Every accepted message is kept as an .eml file in
 * `folder`; recipients starting with REFUSED_PREFIX are refused (a failing mail server), and those starting with
 * REFUSED_ONCE_PREFIX are refused only the first time.
 */
export async function startMailbox(folder: string): Promise<{ port: number; close: () => Promise<void> }> {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const refusedOnce = new Set<string>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      const refuse = recipient.startsWith(REFUSED_ONCE_PREFIX) ? !refusedOnce.has(recipient) : recipient.startsWith(REFUSED_PREFIX);
      if (recipient.startsWith(REFUSED_ONCE_PREFIX)) refusedOnce.add(recipient);
      if (refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        fs.writeFileSync(path.join(folder, `${String(received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
