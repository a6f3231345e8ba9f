import { Tag } from 'antd';
import type { RebalanceTrade } from '@platform/shared';
import { usePortfolioTexts } from './portfolio-texts';

/** Kjøp in green, Selg in red: the word says it, the colour only repeats it. */
export function ActionTag({ action }: { action: RebalanceTrade['action'] }) {
  const texts = usePortfolioTexts();
  return <Tag color={action === 'buy' ? 'green' : 'red'}>{texts.action[action]}</Tag>;
}
