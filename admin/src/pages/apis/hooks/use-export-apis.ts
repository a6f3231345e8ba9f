import { useApiUrl, useOnError } from '@refinedev/core';
import { httpClient } from '../../../providers/http-client';
import { saveBlob } from '../../../utils/download';
import { APIS_RESOURCE } from '../labels';

/** The name the server gives the file (Content-Disposition: attachment; filename="apis-2026-03-01.json"). */
export function attachmentName(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

/** Today's name, in case the server's answer names no file. */
const fallbackName = () => `apis-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * GET /apis/export with the bearer token (a plain link could not send it), saved under the server's name. A
 * failure goes to the auth provider like any other call (a 401 signs out), then to the caller.
 */
export function useExportApis() {
  const apiUrl = useApiUrl();
  const { mutate: reportError } = useOnError();
  return async (): Promise<string> => {
    try {
      const { data, headers } = await httpClient.get<Blob>(`${apiUrl}/${APIS_RESOURCE}/export`, { responseType: 'blob' });
      const name = attachmentName(headers['content-disposition'], fallbackName());
      saveBlob(data, name);
      return name;
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
}
