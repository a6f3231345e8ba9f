import { Button, Card, Descriptions, Flex, Skeleton, Table, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { propertyTypeLabel, type AreaTypeFigures } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { areaFigures } from './area-figures';
import { ComparePicker } from './compare-picker';
import { FormulaLabel } from '../../components/formula-label';
import { LazySeriesChart } from './lazy-charts';
import { MonthsTable } from './months-table';
import { formatCount, formatKr } from './property-format';
import { useAreaDetail } from './property-queries';
import { usePropertyTexts } from './property-texts';

interface Props {
  id: string;
  onCompare: (id: string) => void;
  onClose: () => void;
}

/** One area: every figure with its formula, the homes for sale by type, and the months as a chart and a table. */
export function AreaDetailPanel({ id, onCompare, onClose }: Props) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const detail = useAreaDetail(id);
  const i = texts.insights;
  const area = detail.data;

  return (
    <Card
      data-testid="area-detail"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{area?.label ?? ' '}</h2>}
      extra={<Button type="text" icon={<CloseOutlined />} aria-label={i.close} onClick={onClose} />}
    >
      {detail.isError ? (
        <LoadFailed message={i.detailError} onRetry={() => void detail.refetch()} />
      ) : !area ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={24}>
          <ComparePicker key={id} areaId={id} onCompare={onCompare} />
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={areaFigures(texts, locale).map((figure) => ({
              key: figure.key,
              label: figure.formula ? <FormulaLabel label={figure.label} formula={figure.formula} /> : figure.label,
              children: figure.render(area),
            }))}
          />
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {texts.charts.priceSeries}
            </Typography.Title>
            <LazySeriesChart series={area.series} />
            <details style={{ marginTop: 12 }}>
              <summary>{texts.charts.tableSummary}</summary>
              <MonthsTable series={area.series} label={texts.trends.tableLabel(area.label)} />
            </details>
          </div>
          {area.propertyTypes.length > 0 && (
            <div>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {i.propertyTypes}
              </Typography.Title>
              <Table<AreaTypeFigures>
                rowKey="type"
                size="small"
                pagination={false}
                dataSource={area.propertyTypes}
                columns={[
                  { key: 'type', title: i.type, dataIndex: 'type', render: (type: string) => propertyTypeLabel(type, locale) },
                  { key: 'listings', title: texts.columns.listings, dataIndex: 'listings', align: 'right', render: formatCount },
                  { key: 'price', title: texts.columns.pricePerSqm, dataIndex: 'pricePerSqm', align: 'right', render: formatKr },
                ]}
              />
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
