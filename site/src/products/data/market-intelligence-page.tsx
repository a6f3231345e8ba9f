import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useIsFetching, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Flex, Tabs, Typography } from 'antd';
import { MARKET_PRODUCT_ID, MARKET_TABS, type MarketData, type MarketTab } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { ProductAreaFrame } from '../frame/product-area-frame';
import { MarketActions } from './market-actions';
import { loadFailedText } from './market-failure';
import { MarketHeader } from './market-header';
import { useMarketData, useMarketQueryKey } from './market-queries';
import { useMarketTab } from './market-tab';
import { AutoTables, PropertyTables } from './market-tables';
import { useMarketTexts } from './market-texts';
import { StatisticsSkeleton } from './statistics/statistics-skeleton';
import { SummaryCards } from './summary-cards';

// The statistics tabs draw charts: they and the chart library load only when one of them is opened.
const CompaniesView = lazy(() => import('./statistics/companies-view'));
const HealthView = lazy(() => import('./statistics/health-view'));
const EducationView = lazy(() => import('./statistics/education-view'));

/** /{locale}/products/market-intelligence: the data product's market figures, for users with access to it. */
export default function MarketIntelligencePage() {
  const texts = useMarketTexts();
  return (
    <ProductAreaFrame productId={MARKET_PRODUCT_ID} title={texts.title}>
      <MarketIntelligence />
    </ProductAreaFrame>
  );
}

function MarketIntelligence() {
  const texts = useMarketTexts();
  const locale = useLocale();
  const [tab, selectTab] = useMarketTab();
  const summary = useMarketData(locale);
  const queryClient = useQueryClient();
  const areaKey = useMarketQueryKey();
  const refreshing = useIsFetching({ queryKey: areaKey }) > 0;

  const statistics: Record<Extract<MarketTab, 'companies' | 'health' | 'education'>, ReactNode> = {
    companies: <CompaniesView />,
    health: <HealthView />,
    education: <EducationView locale={locale} />,
  };

  const content = (which: MarketTab): ReactNode => {
    if (which === 'companies' || which === 'health' || which === 'education') {
      return <Suspense fallback={<StatisticsSkeleton />}>{statistics[which]}</Suspense>;
    }
    return <MarketFigures tab={which} summary={summary} />;
  };

  return (
    <>
      <MarketHeader
        timestamp={summary.data?.timestamp ?? null}
        refreshing={refreshing}
        onRefresh={() => void queryClient.refetchQueries({ queryKey: areaKey, type: 'active' })}
      />
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => selectTab(key as MarketTab)}
        items={MARKET_TABS.map((key) => ({ key, label: texts.tabs[key], children: content(key) }))}
      />
      <MarketActions />
    </>
  );
}

/** The overview, property and auto tabs: the summary's cards (and tables), skeletons while it loads. */
function MarketFigures({ tab, summary }: { tab: 'overview' | 'property' | 'auto'; summary: UseQueryResult<MarketData> }) {
  const texts = useMarketTexts();
  if (summary.isError) return <LoadFailed message={loadFailedText(summary.error, texts)} onRetry={() => void summary.refetch()} />;
  const data = summary.data ?? null;
  const property = (
    <MarketSection key="property" title={texts.markets.property} periodDays={data?.periodDays}>
      <SummaryCards summary={data?.property.summary ?? null} />
      {tab === 'property' && data && <PropertyTables property={data.property} />}
    </MarketSection>
  );
  const auto = (
    <MarketSection key="auto" title={texts.markets.auto} periodDays={data?.periodDays}>
      <SummaryCards summary={data?.auto.summary ?? null} />
      {tab === 'auto' && data && <AutoTables auto={data.auto} />}
    </MarketSection>
  );
  if (tab === 'property') return property;
  if (tab === 'auto') return auto;
  return (
    <Flex vertical gap={32}>
      {property}
      {auto}
    </Flex>
  );
}

/** One market's figures under its heading (a region named by it), with the period they cover. */
function MarketSection({ title, periodDays, children }: { title: string; periodDays?: number; children: ReactNode }) {
  const texts = useMarketTexts();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={2} id={id} style={{ fontSize: 20 }}>
          {title}
        </Typography.Title>
        {periodDays !== undefined && <Typography.Text type="secondary">{texts.period(periodDays)}</Typography.Text>}
      </Flex>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </section>
  );
}
