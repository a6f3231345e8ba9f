import { dispositionFileName, AUTH_MESSAGES } from '@platform/shared';
import fs from 'node:fs';
import request from 'supertest';

interface TestServer {
  url: string;
  adminRoutes: Array<{ method: string; path: string }>;
  client: string;
  /** The SQLite file (relative to cms/) or the PostgreSQL URL of the test database. */
  databaseFile: string;
  databaseUrl?: string;
  /** Where the test SMTP server keeps the mail it accepted (.eml files). */
  mailFolder: string;
  /** The client id the server accepts Google ID tokens for, and the key that signs them (see google-keys.ts). */
  google: { clientId: string; privateKeyPem: string; kid: string };
  trackingRateLimit: number;
  /** The server's token secret: the access matrix signs expired tokens with it. */
  jwtSecret: string;
  /** Every content-API route as declared: full path, whether users-permissions decides (strapiAuth), its policies. */
  contentRoutes: Array<{ method: string; path: string; strapiAuth: boolean; policies: string[] }>;
}

export const server: TestServer = JSON.parse(fs.readFileSync(process.env.PLATFORM_TEST_SERVER_FILE as string, 'utf8'));
export const api = () => request(server.url);

export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_EMAIL_BY_LEVEL: Record<number, string> = {
  1: 'basis@demo.no',
  2: 'standard@demo.no',
  3: 'premium@demo.no',
  4: 'pro@demo.no',
  5: 'admin@demo.no',
};

const tokens = new Map<number, string>();

/** A bearer token of the demo user at that access level, signed in through the real sign-in route. */
export async function tokenFor(level: number): Promise<string> {
  const cached = tokens.get(level);
  if (cached) return cached;
  const res = await api().post('/api/auth/local').send({ identifier: DEMO_EMAIL_BY_LEVEL[level], password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`Sign-in of level ${level} failed: ${res.status} ${JSON.stringify(res.body)}`);
  tokens.set(level, res.body.jwt);
  return res.body.jwt;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A marker unique to one test, put in titles so that a search finds only that test's ideas. */
export const marker = (name: string) => `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The file name a download saves as: the Content-Disposition's name when the answer is an attachment, else null. */
export function attachmentName(header: string | undefined): string | null {
  return header?.startsWith('attachment;') ? dispositionFileName(header) : null;
}

/** Each call answers 401 without a token and 403 with a level-4 token: the route is for administrators only. */
export async function expectAdminOnly(calls: ReadonlyArray<() => request.Test>): Promise<void> {
  for (const call of calls) {
    const res = await call();
    expect([res.status, res.body.error?.message]).toEqual([401, AUTH_MESSAGES.missingToken]);
  }
  const user = bearer(await tokenFor(4));
  for (const call of calls) {
    const res = await call().set(user);
    expect([res.status, res.body.error?.message]).toEqual([403, AUTH_MESSAGES.notAdmin]);
  }
}
