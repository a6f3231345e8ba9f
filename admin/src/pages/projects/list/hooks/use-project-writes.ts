import { useApiUrl, useCreate, useCustomMutation, useDelete, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import type { Project, ProjectImportResult, ProjectInput } from '@platform/shared';
import { NO_NOTICES } from '../../../../utils/server-message';
import { PROJECTS_RESOURCE, PROJECT_TEXTS } from '../../labels';

/** POST or PUT of the project's fields; a refusal is for the dialog to show (on its fields, or above them). */
export function useSaveProject() {
  const { mutateAsync: create, mutation: creating } = useCreate<Project, HttpError, ProjectInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<Project, HttpError, ProjectInput>();
  const save = async (values: ProjectInput, id?: number): Promise<Project> => {
    const notices = {
      successNotification: () => ({ type: 'success' as const, message: id === undefined ? PROJECT_TEXTS.created : PROJECT_TEXTS.saved }),
      errorNotification: false as const,
    };
    const { data } =
      id === undefined
        ? await create({ resource: PROJECTS_RESOURCE, values, ...notices })
        : await update({ resource: PROJECTS_RESOURCE, id, values, ...notices });
    return data;
  };
  return { save, saving: creating.isPending || updating.isPending };
}

/** DELETE; optimistic, so the row leaves the table at once (Refine puts it back when the server refuses). */
export function useDeleteProject() {
  const { mutateAsync } = useDelete<Project, HttpError>();
  return (id: number) => mutateAsync({ resource: PROJECTS_RESOURCE, id, mutationMode: 'optimistic', ...NO_NOTICES });
}

/** POST /projects/import { projects }: one transaction per item on the server; the list refetches afterwards. */
export function useImportProjects() {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<ProjectImportResult, HttpError, { projects: unknown[] }>();
  const importProjects = async (projects: unknown[]): Promise<ProjectImportResult> => {
    const { data } = await mutateAsync({ url: `${apiUrl}/${PROJECTS_RESOURCE}/import`, method: 'post', values: { projects }, ...NO_NOTICES });
    await invalidate({ resource: PROJECTS_RESOURCE, invalidates: ['list'] });
    return data;
  };
  return { importProjects, importing: mutation.isPending };
}
