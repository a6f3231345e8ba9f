import { useApiUrl, useDataProvider } from '@refinedev/core';
import type { ConflictAction, ImportConflict, ImportFormat, ImportItem, ImportPolicy } from '@platform/shared';

export interface ImportRequest {
  format: ImportFormat;
  /** The raw text; the server parses and checks it with the same shared code as the preview. */
  content: string;
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
  /** Only a dry run answers the items. */
  items?: ImportItem[];
  /** Only a real run answers the per-item failures. */
  errors?: ImportError[];
}

/** POST /api/admin/ideas/import: a dry run finds the conflicts and writes nothing; a real run imports all or nothing. */
export function useImportCall() {
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  return async (request: ImportRequest): Promise<ImportResult> => {
    const { data } = await dataProvider().custom!<ImportResult>({
      url: `${apiUrl}/ideas/import`,
      method: 'post',
      payload: request,
    });
    return data;
  };
}
