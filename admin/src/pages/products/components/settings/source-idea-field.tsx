import { useState } from 'react';
import { Button, Card, Flex, Select, Space, Spin, Tag, Typography } from 'antd';
import { BulbOutlined, DisconnectOutlined } from '@ant-design/icons';
import { PRIORITY_LABELS, STATUS_LABELS, type Idea } from '@platform/shared';
import { RouteLinkButton } from '../../../../components/route-link-button';
import { useIdeaSearch } from '../../hooks/use-idea-search';
import { ideaPath } from '../../labels';
import { IDEA_TEXTS, SETTINGS_TEXTS } from '../../settings-labels';

export interface LinkedIdea {
  id: number;
  title: string | null;
  status: string | null;
}

interface SourceIdeaFieldProps {
  /** Set by Form.Item: the linked idea's id. */
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
  /** The idea the product was saved with (its title and status come from the server). */
  saved: LinkedIdea | null;
}

const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as Idea['status']] ?? status) : null);

/** The idea the product came from: shown with a way to it and a way to unlink, and a search to link another. */
export function SourceIdeaField({ value, onChange, id, saved }: SourceIdeaFieldProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<LinkedIdea | null>(null);
  const { ideas, searching } = useIdeaSearch(text);
  const linked = value == null ? null : picked?.id === value ? picked : saved?.id === value ? saved : { id: value, title: null, status: null };

  const link = (ideaId: number) => {
    const idea = ideas.find((found) => found.id === ideaId);
    setPicked({ id: ideaId, title: idea?.title ?? null, status: idea?.status ?? null });
    setText('');
    onChange?.(ideaId);
  };

  return (
    <Flex vertical gap={8}>
      {linked ? (
        <Card size="small">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Space>
              <BulbOutlined aria-hidden />
              <Typography.Text strong>{linked.title ?? `#${linked.id}`}</Typography.Text>
              {statusLabel(linked.status) && <Tag>{statusLabel(linked.status)}</Tag>}
            </Space>
            <Space>
              <RouteLinkButton size="small" to={ideaPath(linked.id)}>
                {SETTINGS_TEXTS.viewIdea}
              </RouteLinkButton>
              <Button size="small" icon={<DisconnectOutlined />} onClick={() => onChange?.(null)}>
                {IDEA_TEXTS.unlink}
              </Button>
            </Space>
          </Flex>
        </Card>
      ) : (
        <Typography.Text type="secondary">{IDEA_TEXTS.none}</Typography.Text>
      )}
      <Select<number>
        id={id}
        aria-label={IDEA_TEXTS.search}
        placeholder={IDEA_TEXTS.search}
        showSearch
        filterOption={false}
        searchValue={text}
        onSearch={setText}
        value={null}
        onSelect={link}
        notFoundContent={searching ? <Spin size="small" /> : text.trim() ? IDEA_TEXTS.noResults : null}
        options={ideas.map((idea) => ({ value: idea.id, label: idea.title, title: idea.title }))}
        optionRender={(option) => {
          const idea = ideas.find((found) => found.id === option.value);
          return (
            <Space size={4} wrap>
              {option.label}
              {idea && <Tag>{STATUS_LABELS[idea.status] ?? idea.status}</Tag>}
              {idea && <Tag>{PRIORITY_LABELS[idea.priority] ?? idea.priority}</Tag>}
            </Space>
          );
        }}
      />
    </Flex>
  );
}
