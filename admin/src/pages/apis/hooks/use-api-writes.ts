import { useApiUrl, useCreate, useCustomMutation, useDelete, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import type { ApiHealthCheck, ApiImportResult, ApiInput, RegistryApi } from '@platform/shared';
import { NO_NOTICES, failureNotice } from '../../../utils/server-message';
import { APIS_RESOURCE, API_TEXTS } from '../labels';

/** POST or PUT of the API's fields; a refusal is for the dialog to show (on its fields, or above them). */
export function useSaveApi() {
  const { mutateAsync: create, mutation: creating } = useCreate<RegistryApi, HttpError, ApiInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<RegistryApi, HttpError, ApiInput>();
  const save = async (values: ApiInput, id?: number): Promise<RegistryApi> => {
    const notices = {
      successNotification: () => ({ type: 'success' as const, message: id === undefined ? API_TEXTS.created : API_TEXTS.saved }),
      errorNotification: false as const,
    };
    const { data } =
      id === undefined
        ? await create({ resource: APIS_RESOURCE, values, ...notices })
        : await update({ resource: APIS_RESOURCE, id, values, ...notices });
    return data;
  };
  return { save, saving: creating.isPending || updating.isPending };
}

/** DELETE; optimistic, so the row leaves the table at once (Refine puts it back when the server refuses). */
export function useDeleteApi() {
  const { mutateAsync } = useDelete<RegistryApi, HttpError>();
  return (id: number) => mutateAsync({ resource: APIS_RESOURCE, id, mutationMode: 'optimistic', ...NO_NOTICES });
}

/** POST /apis/import { apis }: one transaction per item on the server; the list refetches afterwards. */
export function useImportApis() {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<ApiImportResult, HttpError, { apis: unknown[] }>();
  const importApis = async (apis: unknown[]): Promise<ApiImportResult> => {
    const { data } = await mutateAsync({ url: `${apiUrl}/${APIS_RESOURCE}/import`, method: 'post', values: { apis }, ...NO_NOTICES });
    await invalidate({ resource: APIS_RESOURCE, invalidates: ['list'] });
    return data;
  };
  return { importApis, importing: mutation.isPending };
}

/** POST /apis/{id}/health-check: a probe now; the health list and the API (its health tag) read afresh. */
export function useCheckHealth(apiId: number) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<ApiHealthCheck, HttpError, Record<string, never>>();
  const check = async () => {
    const { data } = await mutateAsync({
      url: `${apiUrl}/${APIS_RESOURCE}/${apiId}/health-check`,
      method: 'post',
      values: {},
      successNotification: false,
      errorNotification: failureNotice(API_TEXTS.checkFailed),
    });
    await invalidate({ resource: APIS_RESOURCE, id: apiId, invalidates: ['detail', 'list'] });
    return data;
  };
  return { check, checking: mutation.isPending };
}
