import { useState, type ReactNode } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { CheckOutlined, EditOutlined } from '@ant-design/icons';

interface PlanSectionProps {
  title: string;
  /** A preview shows the section without its Edit button. */
  readOnly?: boolean;
  /** Header controls shown next to Edit / Done (e.g. a section's add button). */
  extra?: (editing: boolean) => ReactNode;
  children: (editing: boolean) => ReactNode;
}

/** A plan section that toggles between display and edit with its own Edit / Done button. */
export function PlanSection({ title, readOnly = false, extra, children }: PlanSectionProps) {
  const [editing, setEditing] = useState(false);
  const isEditing = editing && !readOnly;
  return (
    <Card
      title={title}
      size="small"
      role="region"
      aria-label={title}
      extra={
        <Space wrap>
          {extra?.(isEditing)}
          {!readOnly && (
            <Button
              size="small"
              type={isEditing ? 'primary' : 'default'}
              icon={isEditing ? <CheckOutlined /> : <EditOutlined />}
              // The visible word leads the name, so "Edit" and "Done" still find the button by voice.
              aria-label={`${isEditing ? 'Done' : 'Edit'} ${title}`}
              onClick={() => setEditing(!isEditing)}
            >
              {isEditing ? 'Done' : 'Edit'}
            </Button>
          )}
        </Space>
      }
    >
      {children(isEditing)}
    </Card>
  );
}

/** The muted line a section shows when it holds nothing. */
export function NoneSet({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
