import { useCreate, useDelete, useInvalidate, useList, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { NO_NOTICES, failureNotice } from '../../../utils/server-message';
import { PROJECTS_RESOURCE } from '../labels';
import { projectRecordsResource, type ProjectRecordKind } from './texts';

/**
 * One kind of a project's records (todos, reminders, notes) under /projects/{id}/{kind}: the list, and its writes.
 * Every write also reads the project afresh, whose figures (progress, todo counts) come from these records.
 */
export function useProjectRecords<T extends BaseRecord & { id: number }, V extends object>(projectId: number, kind: ProjectRecordKind) {
  const resource = projectRecordsResource(projectId, kind);
  const invalidate = useInvalidate();
  const { result, query } = useList<T, HttpError>({ resource, pagination: { mode: 'off' }, errorNotification: false });
  const { mutateAsync: create, mutation: creating } = useCreate<T, HttpError, V>();
  const { mutateAsync: update, mutation: updating } = useUpdate<T, HttpError, V>();
  const { mutateAsync: destroy } = useDelete<T, HttpError>();

  const refreshProject = () => invalidate({ resource: PROJECTS_RESOURCE, id: projectId, invalidates: ['detail', 'list'] });

  return {
    records: result.data,
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
    saving: creating.isPending || updating.isPending,
    /** The form shows a refusal itself (on its fields), so no notice. */
    add: async (values: V) => {
      const { data } = await create({ resource, values, ...NO_NOTICES });
      await refreshProject();
      return data;
    },
    /** From the form: waits for the server, whose refusal the form shows. */
    save: async (id: number, values: V) => {
      const { data } = await update({ resource, id, values, ...NO_NOTICES });
      await refreshProject();
      return data;
    },
    /** A change of some fields shown at once (a ticked todo); Refine puts it back, with the server's reason, when refused. */
    change: (id: number, values: Partial<V>, failure: string) =>
      update(
        { resource, id, values: values as V, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshProject() },
      ),
    /** Gone at once; back, with the server's reason, when refused. */
    remove: (id: number, failure: string) =>
      destroy(
        { resource, id, mutationMode: 'optimistic', successNotification: false, errorNotification: failureNotice(failure) },
        { onSettled: () => void refreshProject() },
      ),
  };
}
