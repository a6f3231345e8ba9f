import type { GenerationIdeaPayload } from '@platform/shared';
import { API_ADMIN_URL } from '../../../config/constants';
import { httpClient } from '../../../providers/http-client';
import type { SessionBody, SessionRecord, SessionSummary } from './session-model';

// The tab's calls go through the shared axios instance: each carries the bearer token, and a failure rejects with
// Refine's HttpError ({ message: the server's error.message, statusCode: 0 when no answer came }).

export const SESSIONS_URL = `${API_ADMIN_URL}/idea-generation/sessions`;
export const IDEAS_IMPORT_URL = `${API_ADMIN_URL}/ideas/import`;

const sessionUrl = (id: number) => `${SESSIONS_URL}/${id}`;

export async function fetchSessions(): Promise<SessionSummary[]> {
  const { data } = await httpClient.get<{ sessions: SessionSummary[] }>(SESSIONS_URL);
  return data.sessions ?? [];
}

export async function fetchSession(id: number): Promise<SessionRecord> {
  const { data } = await httpClient.get<SessionRecord>(sessionUrl(id));
  return data;
}

export async function createSession(body: SessionBody): Promise<SessionRecord> {
  const { data } = await httpClient.post<SessionRecord>(SESSIONS_URL, body);
  return data;
}

export async function updateSession(id: number, body: SessionBody): Promise<SessionRecord> {
  const { data } = await httpClient.put<SessionRecord>(sessionUrl(id), body);
  return data;
}

export async function deleteSession(id: number): Promise<void> {
  await httpClient.delete(sessionUrl(id));
}

export interface ImportAnswer {
  imported: number;
  failed: number;
  skipped: number;
  errors?: Array<{ index: number; title: string; message: string }>;
}

/** The selected candidates as new ideas, in one call; "new" because a generated idea never overwrites one. */
export async function importGeneratedIdeas(items: GenerationIdeaPayload[]): Promise<ImportAnswer> {
  const { data } = await httpClient.post<ImportAnswer>(IDEAS_IMPORT_URL, { items, policy: 'new' });
  return data;
}
