import type { LogEntry, LogPage } from '@platform/shared';
import { api, bearer, tokenFor } from './api-client';

/** The log entries matching the filters (newest first), read as an administrator through the API. */
export async function logEntries(query: Record<string, string>): Promise<LogEntry[]> {
  const res = await api()
    .get('/api/admin/logs')
    .query({ limit: '1000', ...query })
    .set(bearer(await tokenFor(5)));
  if (res.status !== 200) throw new Error(`Reading the log failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as LogPage).logs;
}

/** A user agent of this test's own, so its entries can be told from every other test's. */
export const agentFor = (name: string) => `log-test/${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The entries a request sent with `agent` left. */
export const entriesOf = async (agent: string, since: string) => (await logEntries({ since })).filter((entry) => entry.userAgent === agent);
