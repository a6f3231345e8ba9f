import { dispositionFileName } from '@platform/shared';
import { ApiError, errorFrom } from '../../api/http';

// One reading of Content-Disposition for the site and the admin app.
export { dispositionFileName };

/**
 * Fetches a file with the bearer token and hands it to the browser as a download; failures throw ApiError. With a
 * `body` the file is asked for by a POST of that JSON (a report made to order).
 */
export async function downloadFile(path: string, fallbackName: string, token: string | null, body?: unknown): Promise<void> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
