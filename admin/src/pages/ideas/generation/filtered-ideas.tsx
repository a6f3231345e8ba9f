import { useCallback, useMemo } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { FilterOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { SESSION_MESSAGES, filterCandidates, type ScoreKey } from '@platform/shared';
import { CandidateCard } from './candidate-card';
import type { FilterState, GenerationCandidate } from './filter-state';
import { MinimumScores } from './minimum-scores';
import type { SessionDraft } from './session-model';
import { useAddToIdeas } from './use-add-to-ideas';
import type { FilterSync } from './use-session-editor';

const SYNC_TEXT: Record<FilterSync, string> = {
  synced: 'Scores are saved with the session.',
  saving: 'Saving scores…',
  local: 'Scores are kept in this browser until the session is saved.',
  failed: 'Scores could not be saved to the server; they are kept in this browser and sent with the next change or visit.',
};

interface FilteredIdeasProps {
  draft: SessionDraft;
  filter: FilterState;
  setFilter: (update: (state: FilterState) => FilterState) => void;
  filterSync: FilterSync;
  /** Filter Ideas, offered here while no candidates have been built. */
  onFilterIdeas: () => void;
}

/** The Filtered Ideas tab: minimum scores, the candidates they let through, and adding the selected ones. */
export function FilteredIdeas({ draft, filter, setFilter, filterSync, onFilterIdeas }: FilteredIdeasProps) {
  const { candidates, minimums } = filter;
  const { pendingCount, confirmAdd } = useAddToIdeas(draft, candidates, setFilter);

  // Each candidate keeps its place in the full list, so an update reaches the right one whatever is hidden.
  const visible = useMemo(
    () => filterCandidates(candidates.map((candidate, index) => ({ ...candidate, index })), minimums),
    [candidates, minimums],
  );

  const changeCandidate = useCallback(
    (index: number, change: Partial<GenerationCandidate>) =>
      setFilter((state) => ({
        ...state,
        candidates: state.candidates.map((c, i) => (i === index ? { ...c, ...change } : c)),
      })),
    [setFilter],
  );

  const changeMinimum = (key: ScoreKey, value: number) =>
    setFilter((state) => ({ ...state, minimums: { ...state.minimums, [key]: value } }));

  if (candidates.length === 0) {
    return (
      <Empty description="Press Filter Ideas to score this session's ideas.">
        <Button type="primary" icon={<FilterOutlined />} onClick={onFilterIdeas}>
          Filter Ideas
        </Button>
      </Empty>
    );
  }

  const selectedCount = candidates.filter((c) => c.selected).length;

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Minimum scores">
        <MinimumScores minimums={minimums} onChange={changeMinimum} />
      </Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Text aria-live="polite">
            Showing {visible.length} of {candidates.length} ideas · {selectedCount} selected
          </Typography.Text>
          <Typography.Text type="secondary">{SYNC_TEXT[filterSync]}</Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusCircleOutlined />} disabled={pendingCount === 0} onClick={confirmAdd}>
          Add Selected to Ideas ({pendingCount})
        </Button>
      </Flex>
      {visible.length === 0 ? (
        <Empty description={SESSION_MESSAGES.noMatch} />
      ) : (
        visible.map(({ index }) => (
          <CandidateCard key={index} index={index} candidate={candidates[index]} onChange={changeCandidate} />
        ))
      )}
    </Flex>
  );
}
