import { useState } from 'react';
import { Flex, Input, Tag } from 'antd';
import { Link } from 'react-router';
import { parsePositiveId } from '@platform/shared';
import { fieldLabel } from '../field-labels';
import { ideaPath } from '../paths';
import { EmptyValue, FieldBlock } from './field-block';
import { listOf, useIdeaForm } from './idea-form';

/** Chips that open the ideas this one has synergy with. */
export function SynergyChips({ ids }: { ids: readonly number[] }) {
  if (ids.length === 0) return <EmptyValue />;
  return (
    <Flex wrap gap={6}>
      {ids.map((id) => (
        <Link key={id} to={ideaPath(id)}>
          <Tag color="purple" style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
            Idea #{id}
          </Tag>
        </Link>
      ))}
    </Flex>
  );
}

/** synergy_with_ideas: chips in view mode; in edit mode an id is added on Enter (a positive whole number, not this idea, not twice). */
export function SynergyField() {
  const { values, editing, setField } = useIdeaForm();
  const [input, setInput] = useState('');
  const ids = listOf<number>(values.synergy_with_ideas);
  const label = fieldLabel('synergy_with_ideas');

  if (!editing) {
    return (
      <FieldBlock label={label}>
        <SynergyChips ids={ids} />
      </FieldBlock>
    );
  }

  const add = () => {
    const id = parsePositiveId(input.trim());
    if (id === null || id === values.id || ids.includes(id)) return;
    setField('synergy_with_ideas', [...ids, id]);
    setInput('');
  };

  return (
    <FieldBlock label={label}>
      <Flex vertical gap={8}>
        {ids.length > 0 && (
          <Flex wrap gap={6}>
            {ids.map((id) => (
              <Tag
                key={id}
                color="purple"
                closable
                style={{ marginInlineEnd: 0 }}
                onClose={(event) => {
                  event.preventDefault();
                  setField(
                    'synergy_with_ideas',
                    ids.filter((other) => other !== id),
                  );
                }}
              >
                Idea #{id}
              </Tag>
            ))}
          </Flex>
        )}
        <Input
          aria-label="Add synergy idea id"
          placeholder="Idea id, then Enter"
          inputMode="numeric"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
      </Flex>
    </FieldBlock>
  );
}
