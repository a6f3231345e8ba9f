import { Checkbox, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatApiDate, validateProjectTodoInput, type ProjectTodo, type ProjectTodoInput } from '@platform/shared';
import { doneBoxColumn, todoTitleColumn } from '../../../components/todo-columns';
import { NONE } from '../labels';
import { RecordTab, type RecordKind } from './record-tab';

type TodoForm = Omit<ProjectTodoInput, 'due_date'> & { due_date: Dayjs | null };

/** Open todos first, the soonest due first (undated last), then as added. */
export const todoOrder = (a: ProjectTodo, b: ProjectTodo) =>
  Number(a.completed) - Number(b.completed) || (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.id - b.id;

export const TODOS: RecordKind<ProjectTodo, TodoForm, ProjectTodoInput> = {
  kind: 'todos',
  noun: 'todo',
  empty: 'No todos yet',
  columns: [
    todoTitleColumn((todo) => todo.completed),
    { title: 'Due', dataIndex: 'due_date', key: 'due_date', width: 130, render: (due: string | null) => formatApiDate(due) },
    { title: 'Assignee', dataIndex: 'assignee', key: 'assignee', width: 200, render: (assignee: string) => assignee || NONE },
  ],
  fields: (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required.' }]}>
        <Input autoComplete="off" maxLength={300} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item name="due_date" label="Due date">
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="assignee" label="Assignee">
        <Input autoComplete="off" placeholder="Name or e-mail" />
      </Form.Item>
      <Form.Item name="completed" valuePropName="checked">
        <Checkbox>Completed</Checkbox>
      </Form.Item>
    </>
  ),
  blank: () => ({ title: '', description: '', completed: false, due_date: null, assignee: '' }),
  toForm: ({ title, description, completed, due_date, assignee }) => ({
    title,
    description: description ?? '',
    completed,
    due_date: due_date ? dayjs(due_date) : null,
    assignee: assignee ?? '',
  }),
  toBody: ({ title, description, completed, due_date, assignee }) => ({
    title: title.trim(),
    description: (description ?? '').trim(),
    completed: Boolean(completed),
    due_date: due_date ? due_date.format('YYYY-MM-DD') : null,
    assignee: (assignee ?? '').trim(),
  }),
  validate: (body) => validateProjectTodoInput(body),
  describe: (todo) => todo.title,
  order: todoOrder,
};

/** The done box sends only `completed`. */
const todoDoneColumn = doneBoxColumn<ProjectTodo, ProjectTodoInput>('completed', 'Completed');

/** Todos: the project's progress is the share of them completed, so the overview follows every change. */
export const TodosTab = ({ projectId }: { projectId: number }) => <RecordTab projectId={projectId} spec={TODOS} leadingColumns={todoDoneColumn} />;
