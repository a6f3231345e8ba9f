import { useApiUrl, useOnError } from '@refinedev/core';
import { fetchAttachment, saveBlob } from '../../../../utils/download';
import { PROJECTS_RESOURCE } from '../../labels';

/** Today's name, in case the server's answer names no file. */
const fallbackName = () => `projects-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * GET /projects/export with the bearer token (a plain link could not send it), saved under the server's name. A
 * failure goes to the auth provider like any other call (a 401 signs out), then to the caller.
 */
export function useExportProjects() {
  const apiUrl = useApiUrl();
  const { mutate: reportError } = useOnError();
  return async (): Promise<string> => {
    try {
      const { data, name } = await fetchAttachment(`${apiUrl}/${PROJECTS_RESOURCE}/export`, fallbackName());
      saveBlob(data, name);
      return name;
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
}
