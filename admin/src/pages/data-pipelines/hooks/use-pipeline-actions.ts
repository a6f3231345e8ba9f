import { useApiUrl, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { PIPELINE_MESSAGES, type Pipeline, type PipelineRun } from '@platform/shared';
import { failureNotice } from '../../../utils/server-message';
import { PIPELINES_RESOURCE, PIPELINE_TEXTS } from '../labels';

type Action = 'run' | 'pause' | 'resume';
const FAILURES: Record<Action, string> = {
  run: PIPELINE_MESSAGES.runFailed,
  pause: PIPELINE_MESSAGES.pauseFailed,
  resume: PIPELINE_MESSAGES.resumeFailed,
};
const DONE: Record<Action, string> = { run: PIPELINE_TEXTS.runStarted, pause: PIPELINE_TEXTS.paused, resume: PIPELINE_TEXTS.resumed };

/**
 * Run Now, Pause and Resume (POST /pipelines/{id}/{action}); the pipeline and the list read afresh after each, and a
 * refusal shows the spec's title with the server's reason.
 */
export function usePipelineActions() {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<PipelineRun | Pipeline, HttpError, Record<string, never>>();

  const act = async (id: number, action: Action) => {
    try {
      await mutateAsync({
        url: `${apiUrl}/${PIPELINES_RESOURCE}/${id}/${action}`,
        method: 'post',
        values: {},
        successNotification: () => ({ type: 'success', message: DONE[action] }),
        errorNotification: failureNotice(FAILURES[action]),
      });
      return true;
    } catch {
      // The notice says what went wrong.
      return false;
    } finally {
      await invalidate({ resource: PIPELINES_RESOURCE, id, invalidates: ['detail', 'list'] });
    }
  };

  return {
    run: (id: number) => act(id, 'run'),
    pause: (id: number) => act(id, 'pause'),
    resume: (id: number) => act(id, 'resume'),
    pending: mutation.isPending,
  };
}
