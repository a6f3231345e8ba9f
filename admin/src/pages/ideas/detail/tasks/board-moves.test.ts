import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test/fixtures';
import { applyMove, columnId, dropMove, groupTasks } from './board-moves';

const board = groupTasks([
  taskFixture(3, 'todo', 1),
  taskFixture(1, 'todo', 0),
  taskFixture(2, 'todo', 2),
  taskFixture(4, 'in_progress', 0),
]);

describe('board moves', () => {
  it('groups tasks by status in position order', () => {
    expect(board.todo.map((t) => t.id)).toEqual([1, 3, 2]);
    expect(board.in_progress.map((t) => t.id)).toEqual([4]);
    expect(board.done).toEqual([]);
  });

  it('a card dropped on another column, or on a card in it, goes to the end of that column', () => {
    expect(dropMove(board, 1, columnId('done'))).toEqual({ taskId: 1, status: 'done', position: 0 });
    expect(dropMove(board, 1, 4)).toEqual({ taskId: 1, status: 'in_progress', position: 1 });
    expect(dropMove(board, 4, 1)).toEqual({ taskId: 4, status: 'todo', position: 3 });
  });

  it('within a column a card takes the place of the card it is dropped on, or the end', () => {
    expect(dropMove(board, 1, 2)).toEqual({ taskId: 1, status: 'todo', position: 2 });
    expect(dropMove(board, 2, 1)).toEqual({ taskId: 2, status: 'todo', position: 0 });
    expect(dropMove(board, 1, columnId('todo'))).toEqual({ taskId: 1, status: 'todo', position: 2 });
  });

  it('nothing moves when dropped in place or nowhere', () => {
    expect(dropMove(board, 1, 1)).toBeNull();
    expect(dropMove(board, 2, columnId('todo'))).toBeNull();
    expect(dropMove(board, 1, null)).toBeNull();
    expect(dropMove(board, 99, columnId('done'))).toBeNull();
  });

  it('applies a move and renumbers both columns as the server does', () => {
    const moved = applyMove(board, { taskId: 1, status: 'in_progress', position: 1 });
    expect(moved.todo.map((t) => [t.id, t.position])).toEqual([
      [3, 0],
      [2, 1],
    ]);
    expect(moved.in_progress.map((t) => [t.id, t.status, t.position])).toEqual([
      [4, 'in_progress', 0],
      [1, 'in_progress', 1],
    ]);
    const reordered = applyMove(board, { taskId: 1, status: 'todo', position: 2 });
    expect(reordered.todo.map((t) => t.id)).toEqual([3, 2, 1]);
  });
});
