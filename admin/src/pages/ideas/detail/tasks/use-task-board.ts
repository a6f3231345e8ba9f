import { useEffect, useMemo } from 'react';
import { useCreate, useDelete, useList, useUpdate, type BaseKey, type GetListResponse, type HttpError } from '@refinedev/core';
import type { IdeaTask, TaskStatus } from '@platform/shared';
import { failureNotice } from '../../../../utils/server-message';
import { applyMove, groupTasks, type Board, type TaskMove } from './board-moves';

export interface TaskBoardState {
  board: Board;
  loading: boolean;
  addTask: (title: string) => Promise<boolean>;
  move: (move: TaskMove) => void;
  remove: (task: IdeaTask) => void;
}

/** An idea's tasks as a nested resource of the admin API: GET/POST /ideas/{id}/tasks, PUT/DELETE …/tasks/{taskId}. */
export const ideaTasksResource = (ideaId: number) => `ideas/${ideaId}/tasks`;

export const TASK_FAILURES = {
  add: 'Could not add the task',
  move: 'Could not move the task',
  remove: 'Could not delete the task',
} as const;

type MoveValues = { status: TaskStatus; position: number };

/** The cached task list after a move: the board's renumbering, which is the server's (both keep columns 0..n-1). */
function movedList(previous: GetListResponse<IdeaTask> | null | undefined, values: MoveValues, id: BaseKey) {
  if (!previous) return null;
  const board = applyMove(groupTasks(previous.data), { taskId: Number(id), ...values });
  return { ...previous, data: [...board.todo, ...board.in_progress, ...board.done] };
}

/**
 * The idea's tasks through Refine's data hooks. Moves and deletions show at once (optimistic) and Refine puts the
 * list back if the server refuses; a failure is logged and named in a notice, a 401 signs out (the auth provider).
 */
export function useTaskBoard(ideaId: number): TaskBoardState {
  const resource = ideaTasksResource(ideaId);
  const { result, query } = useList<IdeaTask, HttpError>({ resource, pagination: { mode: 'off' }, errorNotification: false });
  const { mutateAsync: create } = useCreate<IdeaTask, HttpError>();
  const { mutate: update } = useUpdate<IdeaTask, HttpError, MoveValues>();
  const { mutate: destroy } = useDelete<IdeaTask, HttpError>();

  useEffect(() => {
    if (query.error) console.error(`Failed to load the tasks of idea ${ideaId}`, query.error);
  }, [ideaId, query.error]);

  const board = useMemo(() => groupTasks(result.data), [result.data]);

  const addTask = async (title: string) => {
    try {
      // Refine refetches the list after the create, so the card shows as the server stored it.
      await create({
        resource,
        values: { title, status: 'todo', position: board.todo.length },
        successNotification: false,
        errorNotification: failureNotice(TASK_FAILURES.add),
      });
      return true;
    } catch (error) {
      console.error(`Failed to add a task to idea ${ideaId}`, error);
      return false;
    }
  };

  const move = ({ taskId, status, position }: TaskMove) =>
    update(
      {
        resource,
        id: taskId,
        values: { status, position },
        mutationMode: 'optimistic',
        optimisticUpdateMap: { list: movedList, many: false, detail: false },
        // The optimistic board already holds what the server stores; a refetch per drop would only repaint it.
        invalidates: [],
        successNotification: false,
        errorNotification: failureNotice(TASK_FAILURES.move),
      },
      { onError: (error) => console.error(`Failed to move task ${taskId} of idea ${ideaId}`, error) },
    );

  const remove = (task: IdeaTask) =>
    destroy(
      {
        resource,
        id: task.id,
        mutationMode: 'optimistic',
        invalidates: [],
        successNotification: false,
        errorNotification: failureNotice(TASK_FAILURES.remove),
      },
      { onError: (error) => console.error(`Failed to delete task ${task.id} of idea ${ideaId}`, error) },
    );

  return { board, loading: query.isLoading, addTask, move, remove };
}
