import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import type { StatisticsAnswer, StatisticsTopic } from '@platform/shared';
import { LoadFailed } from '../../../components/load-failed';
import type { Locale } from '../../../i18n';
import { loadFailedText } from '../market-failure';
import { useStatistics } from '../market-queries';
import { marketTexts, type MarketTexts } from '../market-texts';
import { CountyTable } from './county-table';
import { NationalChart } from './national-chart';
import { StatisticsSkeleton } from './statistics-skeleton';

/** A statistics tab: each stored series of the topic as a national line and a county table for the latest year. */
export function StatisticsView({ topic, locale }: { topic: StatisticsTopic; locale: Locale }) {
  const texts = marketTexts(locale);
  const query = useStatistics(topic, locale);
  if (query.isError) return <LoadFailed message={loadFailedText(query.error, texts)} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <StatisticsSkeleton />;
  return <StatisticsSeriesList answer={query.data} texts={texts} />;
}

function StatisticsSeriesList({ answer, texts }: { answer: StatisticsAnswer; texts: MarketTexts }) {
  const years = [...answer.years].sort((a, b) => a - b);
  const year = years.at(-1);
  if (year === undefined || answer.series.length === 0) return <Empty description={texts.statistics.empty} />;
  const previousYear = years.at(-2) ?? null;
  return (
    <Flex vertical gap={16}>
      {answer.series.map((series) => (
        <Card key={series.id} title={series.label} size="small">
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={12}>
              <NationalChart series={series} texts={texts.statistics} />
            </Col>
            <Col xs={24} lg={12}>
              <CountyTable series={series} year={year} previousYear={previousYear} texts={texts.statistics} />
            </Col>
          </Row>
        </Card>
      ))}
      <Typography.Text type="secondary">{texts.statistics.source}</Typography.Text>
    </Flex>
  );
}
