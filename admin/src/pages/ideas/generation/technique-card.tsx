import { memo, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Card, Flex, Input, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { TECHNIQUE_LABELS, TECHNIQUE_PROMPTS, splitTechniqueIdeas, type Technique } from '@platform/shared';

interface TechniqueCardProps {
  technique: Technique;
  ideas: string[];
  onChange: (technique: Technique, ideas: string[]) => void;
}

/** One technique: its prompt, its ideas (each removable) and an input where Enter adds and Shift+Enter breaks a line. */
// Memoised: scoring a candidate or typing the title does not redraw the seven cards.
export const TechniqueCard = memo(function TechniqueCard({ technique, ideas, onChange }: TechniqueCardProps) {
  const [input, setInput] = useState('');
  const label = TECHNIQUE_LABELS[technique];

  const add = () => {
    const items = splitTechniqueIdeas(input);
    if (items.length === 0) return;
    onChange(technique, [...ideas, ...items]);
    setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME still composing a word uses Enter to accept it.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <span>{label}</span>
          <Badge count={ideas.length} showZero color={ideas.length ? '#1677ff' : '#bfbfbf'} />
        </Flex>
      }
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {TECHNIQUE_PROMPTS[technique]}
      </Typography.Paragraph>
      {ideas.length > 0 && (
        <ul aria-label={`${label} ideas`} style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
          {ideas.map((idea, index) => (
            <li key={`${index}-${idea}`}>
              <Flex align="start" gap={4} style={{ padding: '2px 0' }}>
                <Typography.Text style={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{idea}</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove idea: ${idea}`}
                  onClick={() => onChange(technique, ideas.filter((_, i) => i !== index))}
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} align="start">
        <Input.TextArea
          aria-label={`New ${label} ideas`}
          placeholder="Type an idea and press Enter (Shift+Enter for a new line). Lists and comma-separated ideas add one each."
          value={input}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={input.trim() === ''} aria-label={`Add ${label} ideas`}>
          Add
        </Button>
      </Flex>
    </Card>
  );
});
