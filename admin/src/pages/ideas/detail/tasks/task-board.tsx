import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Col, Row, Spin } from 'antd';
import { TASK_STATUSES, TASK_STATUS_LABELS, type IdeaTask, type TaskStatus } from '@platform/shared';
import { AddTaskInput } from './add-task-input';
import { boardCollisions } from './board-collisions';
import { columnId, dropMove, findTask, type Board } from './board-moves';
import { TaskCardBody } from './task-card';
import { TaskColumn } from './task-column';
import { useTaskBoard } from './use-task-board';

/** The Tasks tab: To Do, In Progress and Done; cards move by mouse, touch or keyboard. */
export function TaskBoard({ ideaId }: { ideaId: number }) {
  const { board, loading, addTask, move, remove } = useTaskBoard(ideaId);
  const [active, setActive] = useState<IdeaTask | null>(null);
  const [overStatus, setOverStatus] = useState<TaskStatus | null>(null);

  const sensors = useSensors(
    // A few pixels of travel first, so a click on a card (or its delete button) is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active: start }: DragStartEvent) => setActive(findTask(board, start.id)?.task ?? null);
  const onDragOver = ({ over }: DragOverEvent) => setOverStatus(over ? statusUnder(board, over.id) : null);
  const onDragEnd = ({ active: end, over }: DragEndEvent) => {
    setActive(null);
    setOverStatus(null);
    const taskMove = dropMove(board, end.id, over?.id);
    if (taskMove) move(taskMove);
  };
  const onDragCancel = () => {
    setActive(null);
    setOverStatus(null);
  };

  return (
    <Spin spinning={loading}>
      <AddTaskInput onAdd={addTask} />
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements: announcements(board) }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <Row gutter={[12, 12]}>
          {TASK_STATUSES.map((status) => (
            <Col key={status} xs={24} md={8}>
              <TaskColumn
                status={status}
                tasks={board[status]}
                highlighted={active !== null && overStatus === status && active.status !== status}
                onDelete={remove}
              />
            </Col>
          ))}
        </Row>
        {/* Drawn above the columns, which scroll and would clip the card. */}
        <DragOverlay>
          {active && (
            <div data-task-overlay>
              <TaskCardBody task={active} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </Spin>
  );
}

/** The column under a droppable id: the column itself or the column of the card there. */
function statusUnder(board: Board, id: UniqueIdentifier): TaskStatus | null {
  const column = TASK_STATUSES.find((status) => columnId(status) === id);
  return column ?? findTask(board, id)?.status ?? null;
}

/** Screen-reader announcements that name the task and the column, not internal ids. */
function announcements(board: Board): Announcements {
  const title = (id: UniqueIdentifier) => findTask(board, id)?.task.title ?? 'task';
  const where = (id: UniqueIdentifier | undefined) => {
    const status = id === undefined ? null : statusUnder(board, id);
    return status ? TASK_STATUS_LABELS[status] : null;
  };
  return {
    onDragStart: ({ active }) => `Picked up task ${title(active.id)}. Use the arrow keys to move it, Space to drop it.`,
    onDragOver: ({ active, over }) =>
      over ? `Task ${title(active.id)} is over ${where(over.id)}.` : `Task ${title(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `Task ${title(active.id)} was dropped in ${where(over.id)}.` : `Task ${title(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving task ${title(active.id)} was cancelled.`,
  };
}
