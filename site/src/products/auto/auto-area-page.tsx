import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ProductAreaFrame } from '../frame/product-area-frame';
import { useAutoTexts } from './auto-texts';
import { OverviewTab } from './overview-tab';
import { SearchTab } from './search-tab';
import { StatisticsTab } from './statistics-tab';

const TABS = ['overview', 'search', 'statistics'] as const;
export type AutoTab = (typeof TABS)[number];

/** /{locale}/products/auto: vehicle analytics (Kjøretøydata), inside the product area frame. */
export default function AutoAreaPage() {
  const texts = useAutoTexts();
  return (
    <ProductAreaFrame productId="auto" title={texts.title}>
      <AutoArea />
    </ProductAreaFrame>
  );
}

/** Overview, Search and Statistics; ?tab= names the open one, so a link can open any of them. */
function AutoArea() {
  const texts = useAutoTexts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AutoTab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as AutoTab) : 'overview';

  const openTab = (next: AutoTab) => {
    const updated = new URLSearchParams(params);
    updated.set('tab', next);
    setParams(updated);
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => openTab(key as AutoTab)}
      aria-label={texts.tabsLabel}
      size="large"
      items={[
        { key: 'overview', label: texts.tabs.overview, children: <OverviewTab onOpen={openTab} /> },
        { key: 'search', label: texts.tabs.search, children: <SearchTab /> },
        // Opened the first time the tab is: the charts' code loads only then.
        { key: 'statistics', label: texts.tabs.statistics, children: <StatisticsTab /> },
      ]}
    />
  );
}
