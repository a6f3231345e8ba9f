import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Flex, Typography, theme } from 'antd';
import { TASK_STATUS_LABELS, type IdeaTask, type TaskStatus } from '@platform/shared';
import { columnId } from './board-moves';
import { TaskCard } from './task-card';

/** A column is 600 px high and scrolls. */
export const COLUMN_HEIGHT = 600;

interface TaskColumnProps {
  status: TaskStatus;
  tasks: IdeaTask[];
  /** A card from another column is over this one. */
  highlighted: boolean;
  onDelete: (task: IdeaTask) => void;
}

export function TaskColumn({ status, tasks, highlighted, onDelete }: TaskColumnProps) {
  const { token } = theme.useToken();
  const { setNodeRef } = useDroppable({ id: columnId(status) });
  const title = TASK_STATUS_LABELS[status];
  return (
    // The whole column, header included, takes a card, so an empty column is a target over all of it.
    <section
      ref={setNodeRef}
      aria-label={title}
      data-board-column={status}
      style={{
        height: COLUMN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: token.borderRadiusLG,
        background: highlighted ? token.colorPrimaryBg : token.colorFillTertiary,
        outline: highlighted ? `2px dashed ${token.colorPrimaryBorder}` : undefined,
        transition: 'background 0.15s',
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '10px 12px' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Badge count={tasks.length} showZero color={token.colorTextQuaternary} />
      </Flex>
      <div data-column-body={status} style={{ flex: 1, overflowY: 'auto', padding: '0 8px 8px' }}>
        <SortableContext id={columnId(status)} items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
          <Flex vertical gap={8} style={{ minHeight: '100%' }}>
            {tasks.map((task) => (
              <TaskCard key={task.id} task={task} onDelete={onDelete} />
            ))}
          </Flex>
        </SortableContext>
      </div>
    </section>
  );
}
