import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { nonEmptyTrimmed } from '@platform/shared';

/** A new task goes to To Do; only a title with something in it after trimming is sent. */
export function AddTaskInput({ onAdd }: { onAdd: (title: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const title = nonEmptyTrimmed(text);

  const submit = async () => {
    if (title === null || adding) return;
    setAdding(true);
    if (await onAdd(title)) setText('');
    setAdding(false);
  };

  return (
    <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
      <Input
        aria-label="New task"
        placeholder="Add a task to To Do…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={submit} disabled={title === null} loading={adding}>
        Add Task
      </Button>
    </Space.Compact>
  );
}
