import { api, bearer, DEMO_PASSWORD, marker } from './api-client';
import { mailsFor, verificationLink } from './mail';
import { sql } from './database';

export interface Account {
  email: string;
  jwt: string;
  auth: Record<string, string>;
  user: Record<string, unknown>;
}

/**
 * Activates an account made by sign-up without its mailed link (marked confirmed, as the link would; the link's own
 * flow is verifiedAccount's) and signs it in: for the many tests that need a plain signed-in account.
 */
export async function activated(email: string, password = DEMO_PASSWORD): Promise<Account> {
  await sql('UPDATE up_users SET confirmed = TRUE WHERE email = ?', [email]);
  const res = await api().post('/api/auth/local').send({ identifier: email, password });
  if (res.status !== 200) throw new Error(`Sign-in after sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, jwt: res.body.jwt, auth: bearer(res.body.jwt), user: res.body.user };
}

/** A new account through the real sign-up route (which mails its activation link), activated; the prefix shapes its address. */
export async function signUp(prefix = 'user-', fields: Record<string, unknown> = {}): Promise<Account> {
  const email = `${prefix}${marker('acct')}@example.test`.toLowerCase();
  const res = await api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD, ...fields });
  if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return activated(email, typeof fields.password === 'string' ? fields.password : DEMO_PASSWORD);
}

/** A new account activated with the link from its sign-up mail, as its owner would: its address confirmed, signed in by the link. */
export async function verifiedAccount(): Promise<Account> {
  const email = `verified-${marker('acct')}@example.test`.toLowerCase();
  const res = await api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [mail] = await mailsFor(email);
  if (!mail) throw new Error(`No sign-up mail for ${email}`);
  const token = verificationLink(mail).searchParams.get('token');
  const confirmed = await api().post('/api/auth/verify-email').send({ step: 'confirm', token });
  if (confirmed.status !== 200 || !confirmed.body.jwt) throw new Error(`Activating failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const user = (await api().get('/api/users/me').set(bearer(confirmed.body.jwt))).body;
  return { email, jwt: confirmed.body.jwt, auth: bearer(confirmed.body.jwt), user };
}
