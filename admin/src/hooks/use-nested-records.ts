import { useCreate, useDelete, useInvalidate, useList, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { NO_NOTICES, failureNotice } from '../utils/server-message';

/** The record that owns nested records, as a simple-rest resource and id (apis, 3). */
export interface NestedParent {
  resource: string;
  id: number;
}

/**
 * One kind of a parent's records under /{resource}/{id}/{kind} (an API's endpoints, a project's todos): the list, and
 * its writes. Every write also reads the parent afresh, whose figures (a project's progress, an API's version after a
 * deployment) come from these records.
 */
export function useNestedRecords<T extends BaseRecord & { id: number }, V extends object>(parent: NestedParent, kind: string) {
  const resource = `${parent.resource}/${parent.id}/${kind}`;
  const invalidate = useInvalidate();
  const { result, query } = useList<T, HttpError>({ resource, pagination: { mode: 'off' }, errorNotification: false });
  const { mutateAsync: create, mutation: creating } = useCreate<T, HttpError, V>();
  const { mutateAsync: update, mutation: updating } = useUpdate<T, HttpError, V>();
  const { mutateAsync: destroy } = useDelete<T, HttpError>();

  const refreshParent = () => invalidate({ resource: parent.resource, id: parent.id, invalidates: ['detail', 'list'] });

  return {
    records: result.data,
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
    saving: creating.isPending || updating.isPending,
    /** The form shows a refusal itself (on its fields), so no notice. */
    add: async (values: V) => {
      const { data } = await create({ resource, values, ...NO_NOTICES });
      await refreshParent();
      return data;
    },
    /** From the form: waits for the server, whose refusal the form shows. */
    save: async (id: number, values: V) => {
      const { data } = await update({ resource, id, values, ...NO_NOTICES });
      await refreshParent();
      return data;
    },
    /** A change of some fields shown at once (a ticked todo); Refine puts it back, with the server's reason, when refused. */
    change: (id: number, values: Partial<V>, failure: string) =>
      update(
        { resource, id, values: values as V, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshParent() },
      ),
    /** Gone from the list at once; back, with the server's reason, when refused. */
    remove: (id: number, failure: string) =>
      destroy(
        { resource, id, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshParent() },
      ),
  };
}
