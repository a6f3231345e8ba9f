import type { VisitInput } from '@platform/shared';
import { getToken } from '../auth';
import { apiFetch } from './http';

/** One page view (POST /api/track/visit); with a token the server ties the visit to the signed-in user. */
export async function postVisit(visit: VisitInput): Promise<void> {
  await apiFetch('/api/track/visit', { method: 'POST', body: visit, token: getToken(), keepalive: true });
}
