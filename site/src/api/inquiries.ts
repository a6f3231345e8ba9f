import { apiFetch } from './http';

/** The site's contact and demo-request forms (POST /api/inquiries); a refusal is an ApiError with its field errors. */
export async function postInquiry(body: Record<string, unknown>): Promise<void> {
  await apiFetch('/api/inquiries', { method: 'POST', body });
}
