import { useMemo, useState, type ReactNode } from 'react';
import { Checkbox, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { COMPANY_LABELS, PICKER_DESCRIPTION_MAX, formatDate, truncateDescription, type Idea } from '@platform/shared';
import { fitScoreColor } from '../detail/tabs/strategic-fit';
import { ideaDescription, ideasByFit } from './plan-model';

interface IdeaPickerProps {
  ideas: readonly Idea[];
  selected: readonly number[];
  onToggle: (idea: Idea, checked: boolean) => void;
  /** Shown when there are no ideas at all (the plan's empty-state text). */
  emptyText: string;
  /** No more than this many may be ticked (a saved plan holds at most 100). */
  max?: number;
  /** Extra fields under a ticked idea, e.g. its notes. */
  renderSelected?: (idea: Idea) => ReactNode;
}

/** The ideas with a tick box each, by strategic fit, highest first, descriptions cut at 150 characters. */
export function IdeaPicker({ ideas, selected, onToggle, emptyText, max = Infinity, renderSelected }: IdeaPickerProps) {
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => ideasByFit(ideas), [ideas]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? sorted.filter((idea) => idea.title.toLowerCase().includes(needle)) : sorted;
  const ticked = new Set(selected);
  const full = ticked.size >= max;

  if (ideas.length === 0) return <Empty description={emptyText} />;

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Input.Search
          aria-label="Search ideas"
          placeholder="Search by title"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {ticked.size} selected{Number.isFinite(max) && full ? ` (at most ${max})` : ''}
        </Typography.Text>
      </Flex>
      <List
        aria-label="Ideas by strategic fit"
        size="small"
        bordered
        dataSource={shown}
        rowKey="id"
        locale={{ emptyText: 'No idea matches the search.' }}
        style={{ maxHeight: 420, overflowY: 'auto' }}
        renderItem={(idea) => {
          const checked = ticked.has(idea.id);
          const description = truncateDescription(ideaDescription(idea), PICKER_DESCRIPTION_MAX);
          return (
            <List.Item data-testid={`picker-idea-${idea.id}`} style={{ display: 'block' }}>
              <Checkbox checked={checked} disabled={!checked && full} onChange={(event) => onToggle(idea, event.target.checked)}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{idea.title}</Typography.Text>
                  <Tag color={fitScoreColor(idea.strategic_fit_score)}>
                    Fit {typeof idea.strategic_fit_score === 'number' ? `${idea.strategic_fit_score}/10` : '–'}
                  </Tag>
                  {COMPANY_LABELS[idea.company] && <Tag>{COMPANY_LABELS[idea.company]}</Tag>}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{idea.id}
                    {idea.created_at ? ` · ${formatDate(idea.created_at)}` : ''}
                  </Typography.Text>
                </Flex>
              </Checkbox>
              {description && (
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }} data-testid="picker-description">
                  {description}
                </Typography.Paragraph>
              )}
              {checked && renderSelected && <div style={{ margin: '8px 0 0 24px' }}>{renderSelected(idea)}</div>}
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}
