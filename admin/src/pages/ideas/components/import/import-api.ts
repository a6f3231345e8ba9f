import { useApiUrl, useCustomMutation, type HttpError } from '@refinedev/core';
import { splitImportParts, type ConflictAction, type ImportConflict, type ImportPolicy } from '@platform/shared';
import { NO_NOTICES } from '../../../../utils/server-message';

export interface ApplyRequest {
  policy: ImportPolicy;
  decisions: Record<number, ConflictAction>;
  dryRun: boolean;
}

export interface ImportError {
  index: number;
  title: string;
  message: string;
}

export interface ImportResult {
  imported: number;
  failed: number;
  skipped: number;
  conflicts: ImportConflict[];
  /** The per-item failures. */
  errors?: ImportError[];
}

/**
 * An import of any size: the records go to the server in numbered parts (`stage`, with progress), then `apply` runs a
 * dry run (the conflicts) or the real, all-or-nothing import over all of them; `drop` abandons a staged import.
 */
export function useStagedImport() {
  const apiUrl = useApiUrl();
  // Through Refine's mutation, so a 401 half way signs out to sign-in like every other call; the dialog says the rest.
  const { mutateAsync } = useCustomMutation<Record<string, unknown>, HttpError, object>();
  const call = async <T>(method: 'post' | 'put' | 'delete', path: string, payload: object = {}): Promise<T> =>
    (
      await mutateAsync({
        url: `${apiUrl}/ideas/imports${path}`,
        method,
        values: payload,
        ...NO_NOTICES,
      })
    ).data as T;

  return {
    async stage(records: unknown[], onProgress: (sent: number) => void): Promise<string> {
      const { id } = await call<{ id: string }>('post', '', {});
      let sent = 0;
      for (const [part, chunk] of splitImportParts(records).entries()) {
        await call('put', `/${id}/parts/${part}`, { records: chunk });
        sent += chunk.length;
        onProgress(sent);
      }
      return id;
    },
    apply: (id: string, request: ApplyRequest) => call<ImportResult>('post', `/${id}/apply`, request),
    drop: (id: string) => call('delete', `/${id}`).catch(() => undefined),
  };
}
