import { StrategyTab } from '../strategy';
import { useAllMatchingIdeas, useRefreshIdeas } from '../hooks/use-idea-queries';

/** The Strategy tab fed with every idea (not a page of them): the plan, its picker and the top 10 read them all. */
export function StrategyTabPanel() {
  const { ideas } = useAllMatchingIdeas([], [{ field: 'rank', order: 'asc' }], true);
  const refresh = useRefreshIdeas();
  return <StrategyTab ideas={ideas ?? []} onRefresh={refresh} />;
}
