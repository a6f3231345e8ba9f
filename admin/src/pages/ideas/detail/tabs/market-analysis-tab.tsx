import { useState } from 'react';
import { useUpdate, type HttpError } from '@refinedev/core';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { IDEA_TEXT_FIELD_GROUPS, type Idea } from '@platform/shared';
import { serverMessage, NO_NOTICES } from '../../../../utils/server-message';
import { fieldLabel } from '../field-labels';
import { FieldBlock, TextView } from '../fields/field-block';
import { textOf } from '../fields/idea-form';

interface MarketAnalysisTabProps {
  idea: Idea;
  /** The server's answer to a single-field save. */
  onSaved: (field: string, saved: Idea) => void;
}

/** Market Analysis: its own editor, where each field is edited and saved alone (PUT {field: value}), in either page mode. */
export function MarketAnalysisTab({ idea, onSaved }: MarketAnalysisTabProps) {
  return (
    <>
      {IDEA_TEXT_FIELD_GROUPS.market.map((field) => (
        <MarketField key={field} ideaId={idea.id} field={field} value={textOf(idea[field])} onSaved={onSaved} />
      ))}
    </>
  );
}

interface MarketFieldProps {
  ideaId: number;
  field: string;
  value: string;
  onSaved: (field: string, saved: Idea) => void;
}

function MarketField({ ideaId, field, value, onSaved }: MarketFieldProps) {
  const label = fieldLabel(field);
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const editing = text !== null;
  const { mutateAsync: update } = useUpdate<Idea, HttpError>();

  const save = async () => {
    if (text === null) return;
    setSaving(true);
    setFailed(null);
    try {
      const { data: saved } = await update({
        resource: 'ideas',
        id: ideaId,
        values: { [field]: text },
        ...NO_NOTICES,
        invalidates: ['list', 'many'],
      });
      onSaved(field, saved);
      setText(null);
    } catch (error) {
      // A single-field failure is only logged; the small note keeps the user from thinking it was saved.
      console.error(`Failed to save ${field} of idea ${ideaId}`, error);
      setFailed(serverMessage(error, 'Failed to save'));
    } finally {
      setSaving(false);
    }
  };

  const actions = editing ? (
    <Space size={4}>
      <Button size="small" type="primary" loading={saving} onClick={save} aria-label={`Save ${label}`}>
        Save
      </Button>
      <Button
        size="small"
        disabled={saving}
        onClick={() => {
          setText(null);
          setFailed(null);
        }}
      >
        Cancel
      </Button>
    </Space>
  ) : (
    <Button
      size="small"
      type="text"
      icon={<EditOutlined />}
      onClick={() => setText(value)}
      aria-label={`Edit ${label}`}
    />
  );

  return (
    <FieldBlock label={label} extra={actions}>
      {editing ? (
        <Input.TextArea
          aria-label={label}
          value={text}
          autoSize={{ minRows: 3, maxRows: 16 }}
          autoFocus
          // Esc here drops this field's change, not the page's edits (see use-edit-shortcuts).
          data-keeps-escape
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') save();
            if (e.key === 'Escape') setText(null);
          }}
        />
      ) : (
        <TextView value={value} />
      )}
      {failed && (
        <Flex style={{ marginTop: 4 }}>
          <Typography.Text type="danger" role="alert">
            Not saved: {failed}
          </Typography.Text>
        </Flex>
      )}
    </FieldBlock>
  );
}
