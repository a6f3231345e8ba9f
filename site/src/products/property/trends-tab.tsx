import { useId } from 'react';
import { Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PROPERTY_AREAS, propertyAreaLabel } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { areaParam, withParams } from './area-params';
import { LazySeriesChart } from './lazy-charts';
import { MonthsTable } from './months-table';
import { useAreaDetail } from './property-queries';
import { usePropertyTexts } from './property-texts';

const DEFAULT_AREA = 'oslo';

/** One area's months (Oslo unless another is chosen): the chart, and the same figures as a table under it. */
export function TrendsTab() {
  const texts = usePropertyTexts();
  const [params, setParams] = useSearchParams();
  // The area chosen here is the one the insights show too: one chosen area across the tabs.
  const areaId = areaParam(params, 'area') ?? DEFAULT_AREA;
  const detail = useAreaDetail(areaId);
  const labelId = useId();
  const area = detail.data;

  return (
    <Flex vertical gap={24}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor={labelId}>{texts.trends.area}</label>
        <Select
          id={labelId}
          value={areaId}
          onChange={(id: string) => setParams(withParams(params, { area: id, compare: null }))}
          options={PROPERTY_AREAS.map((option) => ({ value: option.id, label: propertyAreaLabel(option) }))}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 240 }}
        />
      </Flex>
      {detail.isError ? (
        <LoadFailed message={texts.trends.loadError} onRetry={() => void detail.refetch()} />
      ) : !area ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{texts.trends.title(area.label)}</h2>}>
          <Flex vertical gap={16}>
            <LazySeriesChart series={area.series} />
            <Typography.Title level={3} style={{ fontSize: 16, marginBottom: 0 }}>
              {texts.trends.tableLabel(area.label)}
            </Typography.Title>
            <MonthsTable series={area.series} label={texts.trends.tableLabel(area.label)} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
