import type { CSSProperties, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { IdeaTask } from '@platform/shared';

/** What a card shows; also drawn in the drag overlay. */
export function TaskCardBody({ task, actions }: { task: IdeaTask; actions?: ReactNode }) {
  return (
    <Card size="small" styles={{ body: { padding: '8px 12px' } }}>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography.Text>
        {actions}
      </Flex>
      {task.description && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {task.description}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

interface TaskCardProps {
  task: IdeaTask;
  onDelete: (task: IdeaTask) => void;
}

/** A task on the board: the whole card is the drag handle (pointer, or Space/Enter then the arrow keys). */
export function TaskCard({ task, onDelete }: TaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    // The overlay shows the moving card; the original marks where it came from.
    opacity: isDragging ? 0.4 : 1,
    cursor: 'grab',
    touchAction: 'none',
  };
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-task-id={task.id}
      aria-label={`Task: ${task.title}`}
      {...attributes}
      {...listeners}
    >
      <TaskCardBody
        task={task}
        actions={
          // Keys and presses on the delete button are its own, not the start of a drag.
          <span onKeyDown={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()}>
            <Popconfirm title="Delete this task?" okText="Delete" cancelText="Cancel" onConfirm={() => onDelete(task)}>
              <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={`Delete task ${task.title}`} />
            </Popconfirm>
          </span>
        }
      />
    </div>
  );
}
