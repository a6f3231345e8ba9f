import { Checkbox, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatApiDate, type ApiTodo } from '@platform/shared';
import { doneBoxColumn, todoTitleColumn } from '../../../../components/todo-columns';
import type { RecordKind } from './record-tab';

type TodoBody = Omit<ApiTodo, 'id'>;
type TodoForm = Omit<TodoBody, 'due'> & { due: Dayjs | null };

export const TODOS: RecordKind<ApiTodo, TodoForm, TodoBody> = {
  kind: 'todos',
  noun: 'todo',
  empty: 'No todos yet',
  columns: [
    todoTitleColumn((todo) => todo.done),
    { title: 'Due', dataIndex: 'due', key: 'due', width: 130, render: (due: string | null) => formatApiDate(due) },
  ],
  fields: (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required.' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="due" label="Due">
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="done" valuePropName="checked">
        <Checkbox>Done</Checkbox>
      </Form.Item>
    </>
  ),
  blank: () => ({ title: '', done: false, due: null }),
  toForm: ({ title, done, due }) => ({ title, done, due: due ? dayjs(due) : null }),
  toBody: ({ title, done, due }) => ({ title: title.trim(), done: Boolean(done), due: due ? due.format('YYYY-MM-DD') : null }),
  describe: (todo) => todo.title,
};

/** The done box sends only `done`. */
export const todoDoneColumn = doneBoxColumn<ApiTodo, TodoBody>('done', 'Done');
