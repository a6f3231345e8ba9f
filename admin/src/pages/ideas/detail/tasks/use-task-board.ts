import { useCallback, useEffect, useRef, useState } from 'react';
import type { IdeaTask } from '@platform/shared';
import { createTask, deleteTask, fetchTasks, moveTask } from '../idea-api';
import { applyMove, emptyBoard, findTask, groupTasks, type Board, type TaskMove } from './board-moves';

export interface TaskBoardState {
  board: Board;
  loading: boolean;
  addTask: (title: string) => Promise<boolean>;
  move: (move: TaskMove) => void;
  remove: (task: IdeaTask) => void;
}

/**
 * The idea's tasks, loaded when the board first shows. Moves and deletions show at once and are undone if the
 * server refuses them; task failures are only logged.
 */
export function useTaskBoard(ideaId: number): TaskBoardState {
  const [board, setBoard] = useState<Board>(emptyBoard);
  const [loading, setLoading] = useState(true);
  // The latest board, for the optimistic updates to snapshot and restore.
  const boardRef = useRef(board);
  boardRef.current = board;

  useEffect(() => {
    let current = true;
    fetchTasks(ideaId)
      .then((tasks) => current && setBoard(groupTasks(tasks)))
      .catch((error: unknown) => console.error(`Failed to load the tasks of idea ${ideaId}`, error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [ideaId]);

  const addTask = useCallback(
    async (title: string) => {
      try {
        const task = await createTask(ideaId, { title, status: 'todo', position: boardRef.current.todo.length });
        setBoard((previous) => ({ ...previous, todo: [...previous.todo, task] }));
        return true;
      } catch (error) {
        console.error(`Failed to add a task to idea ${ideaId}`, error);
        return false;
      }
    },
    [ideaId],
  );

  const move = useCallback(
    (taskMove: TaskMove) => {
      const before = boardRef.current;
      setBoard(applyMove(before, taskMove));
      moveTask(ideaId, taskMove.taskId, { status: taskMove.status, position: taskMove.position }).catch(
        (error: unknown) => {
          console.error(`Failed to move task ${taskMove.taskId} of idea ${ideaId}`, error);
          setBoard(before);
        },
      );
    },
    [ideaId],
  );

  const remove = useCallback(
    (task: IdeaTask) => {
      const before = boardRef.current;
      const found = findTask(before, task.id);
      if (!found) return;
      setBoard({ ...before, [found.status]: before[found.status].filter((t) => t.id !== task.id) });
      deleteTask(ideaId, task.id).catch((error: unknown) => {
        console.error(`Failed to delete task ${task.id} of idea ${ideaId}`, error);
        setBoard(before);
      });
    },
    [ideaId],
  );

  return { board, loading, addTask, move, remove };
}
