import { useCreate, useDelete, useInvalidate, useList, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import type { ApiRecordKind } from '@platform/shared';
import { NO_NOTICES, failureNotice } from '../../../utils/server-message';
import { APIS_RESOURCE, recordsResource } from '../labels';

/**
 * One kind of an API's records (endpoints, customers, todos, team, deployments) under /apis/{id}/{kind}: the list,
 * and its writes. Every write also reads the API afresh, whose figures (and version, for a deployment) come from
 * these records.
 */
export function useApiRecords<T extends BaseRecord & { id: number }, V extends object>(apiId: number, kind: ApiRecordKind, enabled = true) {
  const resource = recordsResource(apiId, kind);
  const invalidate = useInvalidate();
  const { result, query } = useList<T, HttpError>({
    resource,
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const { mutateAsync: create, mutation: creating } = useCreate<T, HttpError, V>();
  const { mutateAsync: update, mutation: updating } = useUpdate<T, HttpError, V>();
  const { mutateAsync: destroy } = useDelete<T, HttpError>();

  const refreshApi = () => invalidate({ resource: APIS_RESOURCE, id: apiId, invalidates: ['detail', 'list'] });

  return {
    records: result.data,
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
    saving: creating.isPending || updating.isPending,
    /** The form shows a refusal itself (on its fields), so no notice. */
    add: async (values: V) => {
      const { data } = await create({ resource, values, ...NO_NOTICES });
      await refreshApi();
      return data;
    },
    /** From the form: waits for the server, whose refusal the form shows. */
    save: async (id: number, values: V) => {
      const { data } = await update({ resource, id, values, ...NO_NOTICES });
      await refreshApi();
      return data;
    },
    /** A change of some fields shown at once (a ticked todo); Refine puts it back, with the server's reason, when refused. */
    change: (id: number, values: Partial<V>, failure: string) =>
      update(
        { resource, id, values: values as V, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshApi() },
      ),
    /** Gone from the table at once; back, with the server's reason, when refused. */
    remove: (id: number, failure: string) =>
      destroy(
        { resource, id, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshApi() },
      ),
  };
}
