import { useId, type ReactNode } from 'react';
import { Button, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

/** Messages under a field or a section. */
export function ErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Flex vertical role="alert">
      {messages.map((message) => (
        <Typography.Text key={message} type="danger">
          {message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  errors?: string[];
  required?: boolean;
  multiline?: boolean;
  extra?: ReactNode;
}

/** A labelled text input (the label names the input for screen readers and tests). */
export function TextField({ label, value, onChange, placeholder, errors = [], required, multiline, extra }: TextFieldProps) {
  const id = useId();
  const props = { id, value, placeholder, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={errors.length ? 'error' : undefined} help={errors[0]} extra={extra}>
      {multiline ? <Input.TextArea rows={3} {...props} /> : <Input {...props} />}
    </Form.Item>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <InputNumber id={id} value={value} min={min} max={max} precision={0} onChange={(next) => onChange(Number(next ?? min ?? 0))} />
    </Form.Item>
  );
}

/** One column of a list editor: its label (the inputs are named '{label} {row}') and how it edits a row. */
export interface ListColumn<T> {
  label: string;
  width?: number | string;
  kind: 'text' | 'password' | 'select' | 'switch' | 'tags';
  get: (item: T) => string | boolean | string[];
  set: (item: T, value: string | boolean | string[]) => T;
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Password when this says so (a secret header's value). */
  secret?: (item: T) => boolean;
}

interface ListEditorProps<T> {
  title: string;
  items: T[];
  columns: ListColumn<T>[];
  onChange: (items: T[]) => void;
  create: () => T;
  addLabel: string;
}

/** Rows of small inputs (headers, fields, casts, filters) with Add and Remove. */
export function ListEditor<T>({ title, items, columns, onChange, create, addLabel }: ListEditorProps<T>) {
  const update = (index: number, next: T) => onChange(items.map((item, at) => (at === index ? next : item)));
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {items.map((item, index) => (
        <Flex key={index} gap={8} align="center" wrap>
          {columns.map((column) => {
            const name = `${column.label} ${index + 1}`;
            const value = column.get(item);
            const style = { width: column.width ?? 180 };
            switch (column.kind) {
              case 'switch':
                return (
                  <Flex key={column.label} gap={4} align="center">
                    <Switch
                      size="small"
                      aria-label={name}
                      checked={value === true}
                      onChange={(checked) => update(index, column.set(item, checked))}
                    />
                    <Typography.Text type="secondary">{column.label}</Typography.Text>
                  </Flex>
                );
              case 'select':
                return (
                  <Select
                    key={column.label}
                    aria-label={name}
                    style={style}
                    value={(value as string) || undefined}
                    placeholder={column.placeholder ?? column.label}
                    options={column.options}
                    onChange={(next: string) => update(index, column.set(item, next))}
                  />
                );
              case 'tags':
                return (
                  <Select
                    key={column.label}
                    mode="tags"
                    aria-label={name}
                    style={style}
                    value={value as string[]}
                    placeholder={column.placeholder ?? column.label}
                    tokenSeparators={[',']}
                    open={false}
                    onChange={(next: string[]) => update(index, column.set(item, next))}
                  />
                );
              default: {
                const Field = column.kind === 'password' || column.secret?.(item) ? Input.Password : Input;
                return (
                  <Field
                    key={column.label}
                    aria-label={name}
                    style={style}
                    placeholder={column.placeholder ?? column.label}
                    value={value as string}
                    onChange={(event) => update(index, column.set(item, event.target.value))}
                  />
                );
              }
            }
          })}
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <div>
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...items, create()])}>
          {addLabel}
        </Button>
      </div>
    </Flex>
  );
}
