import { Checkbox, Typography, type TableColumnsType, type TableColumnType } from 'antd';

/** A todo's title, struck through once it is done. */
export const todoTitleColumn = <T extends { title: string }>(isDone: (todo: T) => boolean): TableColumnType<T> => ({
  title: 'Title',
  dataIndex: 'title',
  key: 'title',
  render: (title: string, todo) =>
    isDone(todo) ? (
      <Typography.Text delete type="secondary">
        {title}
      </Typography.Text>
    ) : (
      title
    ),
});

/**
 * The done box, ticked in the table (a record tab's leading column): only `field` is sent, and the change shows at
 * once (put back if the server refuses it). The box is named `{label}: {title}`.
 */
export const doneBoxColumn =
  <T extends { title: string }, V extends object>(field: keyof T & keyof V & string, label: string) =>
  (change: (todo: T, values: Partial<V>) => void): TableColumnsType<T> => [
    {
      title: 'Done',
      key: field,
      width: 70,
      render: (_: unknown, todo: T) => (
        <Checkbox
          checked={Boolean(todo[field])}
          aria-label={`${label}: ${todo.title}`}
          onChange={(event) => change(todo, { [field]: event.target.checked } as Partial<V>)}
        />
      ),
    },
  ];
