import type { ReactNode } from 'react';
import { Button, Card, Empty, Flex, Radio } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { makePrimary, without } from './draft';
import { ErrorList } from './fields';
import { errorsAt, type WizardErrors } from './wizard-errors';

interface PrimaryListProps<T extends { key: string; is_primary: boolean }> {
  /** 'repository' or 'notebook': the card's words and the inputs' names ('Primary notebook 2'). */
  noun: string;
  title: string;
  items: T[];
  /** The payload field the server names in its errors ('git_repos'). */
  field: string;
  errors: WizardErrors;
  onChange: (items: T[]) => void;
  create: (items: T[]) => T;
  /** The row's own inputs (n counts from 1). */
  fields: (item: T, n: number, set: (item: T) => void) => ReactNode;
  footer?: ReactNode;
}

/** A list of linked resources with one primary (§4: ticking one clears the others; the first added is primary). */
export function PrimaryList<T extends { key: string; is_primary: boolean }>({
  noun,
  title,
  items,
  field,
  errors,
  onChange,
  create,
  fields,
  footer,
}: PrimaryListProps<T>) {
  const set = (index: number) => (item: T) => onChange(items.map((old, at) => (at === index ? item : old)));
  return (
    <Card size="small" title={title}>
      {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${noun === 'repository' ? 'repositories' : `${noun}s`}`} />}
      <Radio.Group
        value={items.findIndex((item) => item.is_primary)}
        onChange={(event) => onChange(makePrimary(items, event.target.value as number))}
        style={{ width: '100%' }}
      >
        {items.map((item, index) => (
          <Flex key={item.key} vertical gap={4} style={{ marginBottom: 12 }}>
            <Flex gap={8} wrap align="center">
              {fields(item, index + 1, set(index))}
              <Radio value={index} aria-label={`Primary ${noun} ${index + 1}`}>
                Primary
              </Radio>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => onChange(without(items, index))}
              />
            </Flex>
            <ErrorList messages={errorsAt(errors, `${field}[${index}]`)} />
          </Flex>
        ))}
      </Radio.Group>
      {footer}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, create(items)])}>
        {`Add ${noun}`}
      </Button>
    </Card>
  );
}
