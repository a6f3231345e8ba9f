import { useState, type ReactNode } from 'react';
import { Flex, Input, Tag } from 'antd';
import { addTag } from '@platform/shared';
import { fieldLabel } from '../field-labels';
import { EmptyValue, FieldBlock } from './field-block';
import { listOf, useIdeaForm } from './idea-form';

interface ListFieldProps {
  /** A list of texts: tags, features, required_data_sources. */
  name: string;
  color?: string;
  placeholder?: string;
  /** Without the label block (the sidebar gives its own). */
  bare?: boolean;
}

/** Texts as chips; in edit mode an input adds one on Enter (trimmed, never twice) and each chip can be removed. */
export function ListField({ name, color, placeholder, bare }: ListFieldProps) {
  const { values, editing, setField } = useIdeaForm();
  const [input, setInput] = useState('');
  const label = fieldLabel(name);
  const items = listOf<string>(values[name]);

  const add = () => {
    const next = addTag(items, input);
    if (next.length === items.length) return;
    setField(name, next);
    setInput('');
  };

  const chips = items.map((item, index) => (
    <Tag
      key={`${index}:${item}`}
      color={color}
      closable={editing}
      onClose={(event) => {
        // Tag would hide itself; the list decides what is shown.
        event.preventDefault();
        setField(
          name,
          items.filter((_, i) => i !== index),
        );
      }}
      style={{ marginInlineEnd: 0 }}
    >
      {item}
    </Tag>
  ));

  let body: ReactNode =
    items.length > 0 ? (
      <Flex wrap gap={6}>
        {chips}
      </Flex>
    ) : (
      <EmptyValue />
    );
  if (editing) {
    body = (
      <Flex vertical gap={8}>
        {items.length > 0 && (
          <Flex wrap gap={6}>
            {chips}
          </Flex>
        )}
        <Input
          aria-label={`Add ${label.toLowerCase()}`}
          placeholder={placeholder ?? 'Type and press Enter'}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
      </Flex>
    );
  }
  return bare ? body : <FieldBlock label={label}>{body}</FieldBlock>;
}
