import { useSearchParams } from 'react-router';
import { MARKET_TABS, type MarketTab } from '@platform/shared';

const isMarketTab = (value: string | null): value is MarketTab => (MARKET_TABS as readonly string[]).includes(value ?? '');

/** The open tab lives in ?tab= (a link or a reload opens the same one); anything else opens the overview. */
export function useMarketTab(): [MarketTab, (tab: MarketTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isMarketTab(value) ? value : 'overview';
  const select = (next: MarketTab) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
