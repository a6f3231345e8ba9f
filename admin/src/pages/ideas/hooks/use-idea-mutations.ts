import { useDelete, useUpdate, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import type { Idea } from '@platform/shared';
import { isServerAnswer, serverMessage, NO_NOTICES } from '../../../utils/server-message';
import { withShiftedRanks } from '../components/list/local-ranks';
import { useRefreshIdeas } from './use-idea-queries';

export const DELETE_MESSAGES = {
  deleted: (n: number) => `Successfully deleted ${n} idea(s)`,
  partial: (n: number, m: number) => `Deleted ${n} idea(s), but ${m} failed to delete`,
  bulkError: 'Error deleting ideas',
  oneFailed: 'Failed to delete idea',
  oneError: 'Error deleting idea',
  oneDeleted: 'Idea deleted',
} as const;

export const RANK_UPDATE_FAILED = 'Failed to update rank';

/**
 * PUT {rank}: the server moves the idea and shifts the others. The page shows the shift at once (optimistic, with
 * Refine's rollback on failure), then refetches the real order and the summary.
 */
export function useUpdateRank() {
  const { mutateAsync } = useUpdate<Idea, HttpError, { rank: number }>();
  const refresh = useRefreshIdeas();
  const { message } = App.useApp();
  return async (id: Idea['id'], rank: number): Promise<boolean> => {
    try {
      await mutateAsync({
        resource: 'ideas',
        id,
        values: { rank },
        mutationMode: 'optimistic',
        optimisticUpdateMap: { list: (previous, values, movedId) => withShiftedRanks(previous, Number(movedId), values.rank), many: false, detail: true },
        ...NO_NOTICES,
      });
      await refresh();
      return true;
    } catch (error) {
      message.error(serverMessage(error, RANK_UPDATE_FAILED));
      return false;
    }
  };
}

/**
 * Deletes ideas one call each (as the spec has it) and reports the outcome; answers the ids that are gone.
 * One id is the row menu's single delete, with its own messages.
 */
export function useDeleteIdeas() {
  const { mutateAsync: destroy } = useDelete<Idea, HttpError>();
  const refresh = useRefreshIdeas();
  const { message } = App.useApp();

  return async (ids: readonly Idea['id'][]): Promise<Idea['id'][]> => {
    const deleted: Idea['id'][] = [];
    const failures: unknown[] = [];
    for (const id of ids) {
      try {
        // One summary below instead of a notice per idea; the list is refreshed once at the end.
        await destroy({ resource: 'ideas', id, ...NO_NOTICES, invalidates: [] });
        deleted.push(id);
      } catch (error) {
        failures.push(error);
      }
    }

    if (ids.length === 1) {
      if (deleted.length === 1) message.success(DELETE_MESSAGES.oneDeleted);
      // The server said no (e.g. 404) versus the call never arriving.
      else message.error(isServerAnswer(failures[0]) ? DELETE_MESSAGES.oneFailed : DELETE_MESSAGES.oneError);
    } else if (failures.length === 0) {
      message.success(DELETE_MESSAGES.deleted(deleted.length));
    } else if (deleted.length > 0) {
      message.warning(DELETE_MESSAGES.partial(deleted.length, failures.length));
    } else {
      message.error(DELETE_MESSAGES.bulkError);
    }
    if (failures.length > 0) console.error('Idea delete failures', failures);

    if (deleted.length > 0) await refresh();
    return deleted;
  };
}
