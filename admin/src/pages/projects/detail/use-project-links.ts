import { useApiUrl, useCustom, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import type { PipelineRelationship, ProjectLinks } from '@platform/shared';
import { NO_NOTICES } from '../../../utils/server-message';
import { PROJECTS_RESOURCE } from '../labels';

/**
 * GET /projects/{id}/links and the link and unlink calls. A change reads the links and the project afresh, whose
 * figures (APIs, data sources, pipelines) count them.
 */
export function useProjectLinks(projectId: number) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const base = `${apiUrl}/${PROJECTS_RESOURCE}/${projectId}`;
  const { query } = useCustom<ProjectLinks, HttpError>({ url: `${base}/links`, method: 'get', errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation<Record<string, unknown>, HttpError, object>();

  const refresh = async () => {
    await Promise.all([query.refetch(), invalidate({ resource: PROJECTS_RESOURCE, id: projectId, invalidates: ['detail', 'list'] })]);
  };
  /** The caller says what happened (a message, the dialog), so no Refine notice. */
  const call = async (method: 'post' | 'delete', url: string, values: object = {}) => {
    await mutateAsync({ url, method, values, ...NO_NOTICES });
    await refresh();
  };

  return {
    links: query.data?.data,
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
    busy: mutation.isPending,
    linkPipeline: (pipelineId: number, relationship: PipelineRelationship) =>
      call('post', `${base}/pipelines`, { pipeline_id: pipelineId, relationship_type: relationship }),
    unlinkPipeline: (pipelineId: number) => call('delete', `${base}/pipelines/${pipelineId}`),
    linkApi: (apiId: number) => call('post', `${base}/apis`, { api_id: apiId }),
    unlinkApi: (apiId: number) => call('delete', `${base}/apis/${apiId}`),
  };
}

export type ProjectLinksState = ReturnType<typeof useProjectLinks>;
