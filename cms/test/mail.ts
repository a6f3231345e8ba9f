import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { server } from './api-client';

async function mailsTo(address: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(server.mailFolder)) return [];
  const files = fs.readdirSync(server.mailFolder).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(server.mailFolder, name)))));
  return mails.filter((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toLowerCase().includes(address.toLowerCase()));
}

/** Every mail the test SMTP server accepted for the address, oldest first, waiting up to `wait` ms for `count`. */
export async function mailsFor(address: string, count = 1, wait = 5_000): Promise<ParsedMail[]> {
  const until = Date.now() + wait;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The verification link in a mail's text part. */
export function verificationLink(mail: ParsedMail): URL {
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No verification link in: ${mail.text}`);
  return new URL(link);
}
