import { useQuery } from '@tanstack/react-query';
import { MARKET_PERIOD_DAYS, type MarketData, type StatisticsAnswer, type StatisticsTopic } from '@platform/shared';
import type { Locale } from '../../i18n';
import { useAreaApi, useAreaUser } from '../frame/area-api';

/** Every query of the area, per user: the refresh button refetches what is on screen under this key. */
export const useMarketQueryKey = () => ['market-intelligence', useAreaUser().id] as const;

/** The market summary (GET /api/market-intelligence/simple) in the page's language. */
export function useMarketData(locale: Locale) {
  const { request } = useAreaApi();
  return useQuery({
    queryKey: [...useMarketQueryKey(), 'summary', locale],
    queryFn: ({ signal }) => request<MarketData>(`/api/market-intelligence/simple?days=${MARKET_PERIOD_DAYS}&locale=${locale}`, { signal }),
    meta: { what: 'Market data' },
  });
}

/** One topic's stored statistics series, loaded when its tab is opened. */
export function useStatistics(topic: StatisticsTopic, locale: Locale) {
  const { request } = useAreaApi();
  return useQuery({
    queryKey: [...useMarketQueryKey(), 'statistics', topic, locale],
    queryFn: ({ signal }) => request<StatisticsAnswer>(`/api/market-intelligence/statistics/${topic}?locale=${locale}`, { signal }),
    meta: { what: 'Market statistics' },
  });
}
