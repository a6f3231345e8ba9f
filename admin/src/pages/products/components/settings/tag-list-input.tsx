import { useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS, cleanTextList } from '@platform/shared';

interface TagListInputProps {
  /** Set by Form.Item. */
  value?: string[] | null;
  onChange?: (items: string[]) => void;
  id?: string;
  /** What one entry is ('key feature'), for the names of the input and the remove buttons. */
  itemLabel: string;
  placeholder?: string;
}

/** A list of short texts: type and press Enter to add (trimmed, blanks and repeats ignored), a cross removes one. */
export function TagListInput({ value, onChange, id, itemLabel, placeholder }: TagListInputProps) {
  const items = value ?? [];
  const [text, setText] = useState('');
  const full = items.length >= PRODUCT_LIMITS.listItems;

  const add = () => {
    const next = cleanTextList([...items, text]);
    setText('');
    if (next.length !== items.length) onChange?.(next);
  };

  return (
    <Flex vertical gap={8}>
      {items.length > 0 && (
        <Flex wrap gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item}>
              <Tag style={{ marginInlineEnd: 0 }}>
                {item}
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove ${itemLabel}: ${item}`}
                  onClick={() => onChange?.(items.filter((other) => other !== item))}
                  style={{ marginInlineStart: 4, height: 18, width: 18, minWidth: 18 }}
                />
              </Tag>
            </li>
          ))}
        </Flex>
      )}
      <Input
        id={id}
        aria-label={`Add ${itemLabel}`}
        placeholder={placeholder ?? 'Type and press Enter'}
        value={text}
        disabled={full}
        maxLength={PRODUCT_LIMITS.listItem}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={(event) => {
          // Enter adds to the list; it must not submit the settings form.
          event.preventDefault();
          add();
        }}
      />
    </Flex>
  );
}
