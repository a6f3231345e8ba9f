import type { UniqueIdentifier } from '@dnd-kit/core';
import { TASK_STATUSES, type IdeaTask, type TaskStatus } from '@platform/shared';

/** The board: each status's tasks in position order. */
export type Board = Record<TaskStatus, IdeaTask[]>;

/** A column's droppable id, apart from the task ids (numbers). */
export const columnId = (status: TaskStatus): string => `column:${status}`;

export const isColumnId = (id: UniqueIdentifier): boolean => statusOfColumnId(id) !== null;

function statusOfColumnId(id: UniqueIdentifier): TaskStatus | null {
  const status = typeof id === 'string' && id.startsWith('column:') ? id.slice('column:'.length) : null;
  return (TASK_STATUSES as readonly string[]).includes(status ?? '') ? (status as TaskStatus) : null;
}

export function emptyBoard(): Board {
  return { todo: [], in_progress: [], done: [] };
}

export function groupTasks(tasks: readonly IdeaTask[]): Board {
  const board = emptyBoard();
  for (const task of [...tasks].sort((a, b) => a.position - b.position || a.id - b.id)) {
    (board[task.status] ?? board.todo).push(task);
  }
  return board;
}

export function findTask(
  board: Board,
  id: UniqueIdentifier,
): { task: IdeaTask; status: TaskStatus; index: number } | null {
  for (const status of TASK_STATUSES) {
    const index = board[status].findIndex((t) => t.id === id);
    if (index >= 0) return { task: board[status][index], status, index };
  }
  return null;
}

/** What the server is told: the task's column and its 0-based place in it. */
export interface TaskMove {
  taskId: number;
  status: TaskStatus;
  position: number;
}

/**
 * Where a dropped card goes. Onto another column (its body or one of its cards): the end of that column.
 * Within its own column: the place of the card it was dropped on, or the end when dropped on the column itself.
 * Null when nothing moves.
 */
export function dropMove(
  board: Board,
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null | undefined,
): TaskMove | null {
  if (overId === null || overId === undefined) return null;
  const from = findTask(board, activeId);
  if (!from) return null;
  const overStatus = statusOfColumnId(overId);
  const overTask = overStatus ? null : findTask(board, overId);
  const status = overStatus ?? overTask?.status;
  if (!status) return null;

  if (status !== from.status) return { taskId: from.task.id, status, position: board[status].length };

  const lastIndex = board[status].length - 1;
  const position = overTask ? overTask.index : lastIndex;
  return position === from.index ? null : { taskId: from.task.id, status, position };
}

/** The board after a move, every column renumbered 0..n-1 the way the server renumbers it. */
export function applyMove(board: Board, move: TaskMove): Board {
  const from = findTask(board, move.taskId);
  if (!from) return board;
  const next: Board = { ...board, [from.status]: board[from.status].filter((t) => t.id !== move.taskId) };
  const target = [...next[move.status]];
  target.splice(Math.min(move.position, target.length), 0, { ...from.task, status: move.status });
  next[move.status] = target;
  for (const status of new Set([from.status, move.status])) {
    next[status] = next[status].map((task, position) => (task.position === position ? task : { ...task, position }));
  }
  return next;
}
