import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
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

/** The activation (verification) link in the newest mail to the address. */
export async function verificationLinkTo(address: string): Promise<string> {
  const mail = await latestMailTo(address);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+(?:&from=\S+)?/.exec(mail.text ?? '')?.[0];
  expect(link, 'the verification link in the mail').toBeTruthy();
  return link as string;
}

/**
 * A new account made as a visitor makes one: signed up through the API, then activated with the link from its
 * mail (which signs it in). Answers its id and address.
 */
export async function activatedAccount(request: APIRequestContext, email: string, password: string): Promise<{ id: number; email: string }> {
  const made = await request.post('/api/auth/local/register', { data: { username: email, email, password } });
  expect(made.status()).toBe(200);
  const token = new URL(await verificationLinkTo(email)).searchParams.get('token');
  const confirmed = await request.post('/api/auth/verify-email', { data: { step: 'confirm', token } });
  expect(confirmed.status()).toBe(200);
  const { jwt } = await confirmed.json();
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${jwt}` } });
  const { id } = await me.json();
  return { id, email };
}
