import { useApiUrl, useDelete, useList, useOnError, useOne, useUpdate, type CrudFilter, type HttpError } from '@refinedev/core';
import { generateFilter, stringify } from '@refinedev/simple-rest';
import { inquiryExportFileName, type Inquiry, type InquiryUpdate } from '@platform/shared';
import { downloadFile } from '../../../utils/download';
import { NO_NOTICES } from '../../../utils/server-message';
import { INQUIRIES_RESOURCE, INQUIRY_TEXTS } from '../labels';

/** One page of inquiries, newest first: `_start`/`_end` and the filters as query parameters, the total from x-total-count. */
export function useInquiryPage(filters: CrudFilter[], page: number, pageSize: number) {
  const { result, query } = useList<Inquiry, HttpError>({
    resource: INQUIRIES_RESOURCE,
    pagination: { currentPage: page, pageSize, mode: 'server' },
    filters,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    queryOptions: { placeholderData: (previous) => previous },
    // The page says itself that loading failed, with a retry.
    errorNotification: false,
  });
  return {
    inquiries: result.data,
    total: result.total ?? 0,
    loading: query.isLoading || query.isPlaceholderData,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The inquiry the dialog shows: taken from the page when it is there, else read (a link straight to /inquiries/:id). */
export function useInquiry(id: number | null, onPage: Inquiry | undefined) {
  const { result, query } = useOne<Inquiry, HttpError>({
    resource: INQUIRIES_RESOURCE,
    id: id ?? '',
    queryOptions: { enabled: id !== null && !onPage },
    errorNotification: false,
  });
  return { inquiry: onPage ?? (id !== null ? result : undefined), failed: query.isError };
}

/** PUT of status and notes; the list refetches, and a refusal is for the dialog to show. */
export function useSaveInquiry() {
  const { mutateAsync, mutation } = useUpdate<Inquiry, HttpError, InquiryUpdate>();
  const save = (id: number, values: InquiryUpdate) =>
    mutateAsync({
      resource: INQUIRIES_RESOURCE,
      id,
      values,
      successNotification: () => ({ type: 'success', message: INQUIRY_TEXTS.saved }),
      errorNotification: false,
    });
  return { save, saving: mutation.isPending };
}

export function useDeleteInquiry() {
  const { mutateAsync, mutation } = useDelete<Inquiry, HttpError>();
  const remove = (id: number) => mutateAsync({ resource: INQUIRIES_RESOURCE, id, ...NO_NOTICES });
  return { remove, deleting: mutation.isPending };
}

/**
 * The server's CSV of every inquiry matching the filters (GET /inquiries/export), saved under the day's name. A
 * failure goes to the auth provider like any other call (a 401 signs out) and is then thrown to the caller.
 */
export function useExportInquiries(filters: CrudFilter[]) {
  const apiUrl = useApiUrl();
  const { mutate: reportError } = useOnError();
  return async () => {
    const search = stringify(generateFilter(filters));
    try {
      await downloadFile(`${apiUrl}/${INQUIRIES_RESOURCE}/export${search ? `?${search}` : ''}`, inquiryExportFileName());
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
}
