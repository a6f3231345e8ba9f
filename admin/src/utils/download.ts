import { dispositionFileName } from '@platform/shared';
import { httpClient } from '../providers/http-client';

const MIME_TYPES: Record<string, string> = {
  json: 'application/json',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** Saves `text` as a file through a temporary link (exports are built in the browser and need no call). */
export function downloadText(text: string, fileName: string): void {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? 'txt';
  saveBlob(new Blob([text], { type: `${MIME_TYPES[ext] ?? 'text/plain'};charset=utf-8` }), fileName);
}

/** Hands the browser a file to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; give it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file the API serves only with the bearer token, so a plain link cannot fetch it: fetch the blob, then save it. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { data } = await httpClient.get<Blob>(url, { responseType: 'blob' });
  saveBlob(data, fileName);
}

/** A file the API serves only with the bearer token, and the name the server gives it (else `fallbackName`). */
export async function fetchAttachment(url: string, fallbackName: string): Promise<{ data: Blob; name: string }> {
  const { data, headers } = await httpClient.get<Blob>(url, { responseType: 'blob' });
  return { data, name: dispositionFileName(headers['content-disposition'] as string | undefined) ?? fallbackName };
}
