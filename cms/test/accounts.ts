import { api, bearer, DEMO_PASSWORD, marker } from './api-client';
import { mailsFor, verificationLink } from './mail';

export interface Account {
  email: string;
  jwt: string;
  auth: Record<string, string>;
  user: Record<string, unknown>;
}

/** A new account through the real sign-up route (which mails a verification link); the prefix shapes its address. */
export async function signUp(prefix = 'user-', fields: Record<string, unknown> = {}): Promise<Account> {
  const email = `${prefix}${marker('acct')}@example.test`.toLowerCase();
  const res = await api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD, ...fields });
  if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, jwt: res.body.jwt, auth: bearer(res.body.jwt), user: res.body.user };
}

/** A new account whose address is confirmed with the link from its sign-up mail, as its owner would. */
export async function verifiedAccount(): Promise<Account> {
  const account = await signUp('verified-');
  const [mail] = await mailsFor(account.email);
  if (!mail) throw new Error(`No sign-up mail for ${account.email}`);
  const token = verificationLink(mail).searchParams.get('token');
  const res = await api().post('/api/auth/verify-email').send({ step: 'confirm', token });
  if (res.status !== 200) throw new Error(`Confirming failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}
