import { useState } from 'react';
import { Flex, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { localePath, useLocale } from '../../i18n';
import { ProductAreaFrame } from '../frame/product-area-frame';
import { AiToolsTab } from './ai-tools-tab';
import { ApiInfoDialog } from './api-info-dialog';
import { ApiTab } from './api-tab';
import { FreeReportButton } from './free-report-button';
import { InsightsTab } from './insights-tab';
import { MarketOverview } from './market-overview';
import { PropertyHero } from './property-hero';
import { usePropertyTexts } from './property-texts';
import { ReportsTab } from './reports-tab';
import { SearchTab } from './search-tab';
import { TrendsTab } from './trends-tab';

const TABS = ['insights', 'search', 'trends', 'reports', 'ai-tools', 'api'] as const;
export type PropertyTab = (typeof TABS)[number];

/** /{locale}/products/property: property analytics (Eiendomsanalyse), inside the product area frame. */
export default function PropertyAreaPage() {
  const texts = usePropertyTexts();
  const locale = useLocale();
  return (
    <ProductAreaFrame
      productId="property"
      title={texts.title}
      headerExtra={<Link to={localePath(locale, '/products/api-platform')}>{texts.apiPlatform}</Link>}
      // A user without access may still take the free market-analysis report.
      refusalExtra={<FreeReportButton />}
    >
      <PropertyArea />
    </ProductAreaFrame>
  );
}

/** The hero, the market overview and the six tabs; ?tab= names the open one, so a link can open any of them. */
function PropertyArea() {
  const texts = usePropertyTexts();
  const [params, setParams] = useSearchParams();
  const [apiInfo, setApiInfo] = useState(false);
  const requested = params.get('tab');
  const tab: PropertyTab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as PropertyTab) : 'insights';

  const openTab = (next: PropertyTab) => {
    const updated = new URLSearchParams(params);
    updated.set('tab', next);
    setParams(updated);
  };

  return (
    <Flex vertical gap={32}>
      <PropertyHero onSearch={() => openTab('search')} onReport={() => openTab('reports')} onApi={() => setApiInfo(true)} />
      <MarketOverview />
      <Tabs
        activeKey={tab}
        onChange={(key) => openTab(key as PropertyTab)}
        aria-label={texts.tabsLabel}
        size="large"
        items={[
          { key: 'insights', label: texts.tabs.insights, children: <InsightsTab /> },
          { key: 'search', label: texts.tabs.search, children: <SearchTab /> },
          // Opened the first time the tab is: the chart's code loads only then.
          { key: 'trends', label: texts.tabs.trends, children: <TrendsTab /> },
          { key: 'reports', label: texts.tabs.reports, children: <ReportsTab /> },
          { key: 'ai-tools', label: texts.tabs['ai-tools'], children: <AiToolsTab /> },
          { key: 'api', label: texts.tabs.api, children: <ApiTab /> },
        ]}
      />
      <ApiInfoDialog open={apiInfo} onClose={() => setApiInfo(false)} />
    </Flex>
  );
}
