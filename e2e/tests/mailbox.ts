import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const port = process.env.E2E_PORT ?? '1338';
const folder = path.join(__dirname, '..', '..', 'cms', '.tmp', `e2e-mail-${port}`);

async function messagesTo(address: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(folder)) return [];
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(folder, name)))));
  return mails.filter((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '').includes(address));
}

/** The newest mail to the address, waiting for it to arrive as a person would refresh their inbox. */
export async function latestMailTo(address: string): Promise<ParsedMail> {
  let latest: ParsedMail | undefined;
  await expect
    .poll(async () => {
      latest = (await messagesTo(address)).at(-1);
      return latest !== undefined;
    }, { message: `a mail to ${address}`, timeout: 15_000 })
    .toBe(true);
  return latest as ParsedMail;
}
