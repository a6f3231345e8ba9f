import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IdeaTask } from '@platform/shared';
import { httpClient } from '../../../../providers/http-client';
import { renderWithRefine } from '../../../../test/render-with-refine';
import { at, serveGets } from '../../../../test/serve-http';
import { taskFixture } from '../test/fixtures';
import { TaskBoard } from './task-board';
import { TASK_FAILURES } from './use-task-board';

const COLUMN_LEFT: Record<string, number> = { todo: 0, in_progress: 320, done: 640 };

type Rect = {
  x: number;
  y: number;
  left: number;
  top: number;
  width: number;
  height: number;
  right: number;
  bottom: number;
};
const rect = (left: number, top: number, width: number, height: number): Rect => ({
  x: left,
  y: top,
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

const cardRect = (left: number, index: number) => rect(left + 8, 50 + index * 60, 280, 50);

/**
 * jsdom has no layout, and dnd-kit finds the card to move to by measuring. Three columns side by side, 320 px apart,
 * cards stacked 60 px apart in each. The drag overlay starts where the dragged card is: the first card of To Do.
 */
function layOutBoard() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.matches('[data-task-overlay]') || this.querySelector(':scope > [data-task-overlay]'))
      return cardRect(0, 0) as DOMRect;
    const column = this.closest('[data-board-column]');
    if (!column) return rect(0, 0, 1000, 800) as DOMRect;
    const left = COLUMN_LEFT[column.getAttribute('data-board-column')!];
    if (this.hasAttribute('data-task-id')) {
      const index = Array.from(column.querySelectorAll('[data-task-id]')).indexOf(this);
      return cardRect(left, index) as DOMRect;
    }
    if (this.hasAttribute('data-column-body')) return rect(left, 40, 296, 560) as DOMRect;
    return rect(left, 0, 296, 600) as DOMRect;
  });
}

/** The idea's stored tasks: GET answers them, and a created task is added to them as the server stores it. */
let stored: IdeaTask[] = [];
function serveTasks(tasks: IdeaTask[]) {
  stored = tasks;
  serveGets(at('/api/admin/ideas/7/tasks', () => stored));
}

const render = (element: React.ReactElement) => renderWithRefine(element, { appData: true });

const column = (title: string) => screen.getByLabelText(title, { selector: 'section' });
const titlesIn = (title: string) =>
  Array.from(column(title).querySelectorAll('[data-task-id]')).map((card) => card.textContent);
/** The KeyboardSensor listens from the next tick after a drag starts; each step waits a tick. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Task board', () => {
  beforeEach(() => {
    serveTasks([
      taskFixture(1, 'todo', 0, 'Write spec'),
      taskFixture(2, 'todo', 1, 'Call agents'),
      taskFixture(3, 'in_progress', 0, 'Build API'),
    ]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the three columns with their tasks in position order', async () => {
    render(<TaskBoard ideaId={7} />);
    await waitFor(() => expect(titlesIn('To Do')).toEqual(['Write spec', 'Call agents']));
    expect(titlesIn('In Progress')).toEqual(['Build API']);
    expect(titlesIn('Done')).toEqual([]);
    expect(column('Done').style.height).toBe('600px');
  });

  it('adds a task to the end of To Do, only when the title is not blank', async () => {
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const task = { ...taskFixture(9, 'todo', 2), ...(body as object) };
      stored = [...stored, task];
      return { data: task };
    });
    render(<TaskBoard ideaId={7} />);
    await waitFor(() => expect(titlesIn('To Do')).toHaveLength(2));
    const input = screen.getByLabelText('New task');
    fireEvent.change(input, { target: { value: '   ' } });
    expect((screen.getByText('Add Task').closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Price the API  ' } });
    fireEvent.click(screen.getByText('Add Task'));
    await waitFor(() => expect(titlesIn('To Do')).toEqual(['Write spec', 'Call agents', 'Price the API']));
    expect(post).toHaveBeenCalledWith('/api/admin/ideas/7/tasks', {
      title: 'Price the API',
      status: 'todo',
      position: 2,
    });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('moves a card by keyboard to the end of another column: PUT {status, position: that column length}', async () => {
    layOutBoard();
    const put = vi.spyOn(httpClient, 'put').mockImplementation(async (_url: string, body: unknown) => ({
      data: { ...taskFixture(1, 'in_progress', 1), ...(body as object) },
    }));
    render(<TaskBoard ideaId={7} />);
    await waitFor(() => expect(titlesIn('To Do')).toHaveLength(2));
    const card = within(column('To Do')).getByLabelText('Task: Write spec');

    card.focus();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(card, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    await tick();

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/ideas/7/tasks/1', { status: 'in_progress', position: 1 }),
    );
    expect(titlesIn('In Progress')).toEqual(['Build API', 'Write spec']);
    expect(titlesIn('To Do')).toEqual(['Call agents']);
  });

  it('reorders within a column by keyboard, sending the new position', async () => {
    layOutBoard();
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: taskFixture(1, 'todo', 1) });
    render(<TaskBoard ideaId={7} />);
    await waitFor(() => expect(titlesIn('To Do')).toHaveLength(2));
    const card = within(column('To Do')).getByLabelText('Task: Write spec');

    card.focus();
    fireEvent.keyDown(card, { code: 'Enter', key: 'Enter' });
    await tick();
    fireEvent.keyDown(card, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(card, { code: 'Enter', key: 'Enter' });
    await tick();

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/ideas/7/tasks/1', { status: 'todo', position: 1 }),
    );
    expect(titlesIn('To Do')).toEqual(['Call agents', 'Write spec']);
  });

  it('puts the card back when the server refuses the move, says so with the server\'s reason, and logs it', async () => {
    layOutBoard();
    const put = vi.spyOn(httpClient, 'put').mockRejectedValue({ message: 'Task not found.', statusCode: 404 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TaskBoard ideaId={7} />);
    await waitFor(() => expect(titlesIn('To Do')).toHaveLength(2));
    const card = within(column('To Do')).getByLabelText('Task: Write spec');

    card.focus();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(card, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    await tick();

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/api/admin/ideas/7/tasks/1', { status: 'in_progress', position: 1 });
    await waitFor(() => expect(titlesIn('To Do')).toEqual(['Write spec', 'Call agents']));
    expect(titlesIn('In Progress')).toEqual(['Build API']);
    expect(await screen.findByText(TASK_FAILURES.move)).toBeTruthy();
    expect(screen.getByText('Task not found.')).toBeTruthy();
  });
});
