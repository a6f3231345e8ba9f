import { Button, Card, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import type { AreaDetail } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { formatKr, formatMonth } from './property-format';
import { areaFigures, betterOf, type AreaFigure } from './area-figures';
import { FormulaLabel } from '../../components/formula-label';
import { LazyComparisonChart } from './lazy-charts';
import { useAreaDetail } from './property-queries';
import { usePropertyTexts } from './property-texts';

interface Props {
  firstId: string;
  secondId: string;
  onStop: () => void;
  onClose: () => void;
}

/** Two areas side by side: each figure, the better one marked where there is one, and both price series in one chart. */
export function AreaComparison({ firstId, secondId, onStop, onClose }: Props) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const first = useAreaDetail(firstId);
  const second = useAreaDetail(secondId);
  const i = texts.insights;
  const failed = first.isError ? first : second.isError ? second : null;
  const a = first.data;
  const b = second.data;

  const best = (
    <Tag color="green" icon={<CheckCircleFilled aria-hidden />} style={{ marginInlineStart: 8 }}>
      {i.better}
    </Tag>
  );
  const cell = (figure: AreaFigure, area: AreaDetail, side: 0 | 1) => (
    <span>
      {figure.render(area)}
      {a && b && betterOf(figure, a, b) === side && best}
    </span>
  );
  const columns: TableColumnsType<AreaFigure> =
    a && b
      ? [
          {
            key: 'figure',
            title: i.figure,
            render: (_, figure) => (figure.formula ? <FormulaLabel label={figure.label} formula={figure.formula} /> : figure.label),
          },
          { key: 'first', title: a.label, render: (_, figure) => cell(figure, a, 0) },
          { key: 'second', title: b.label, render: (_, figure) => cell(figure, b, 1) },
        ]
      : [];

  return (
    <Card
      data-testid="area-comparison"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{a && b ? i.comparisonTitle(a.label, b.label) : ' '}</h2>}
      extra={
        <Flex gap={8}>
          <Button onClick={onStop}>{i.stopCompare}</Button>
          <Button type="text" icon={<CloseOutlined />} aria-label={i.close} onClick={onClose} />
        </Flex>
      }
    >
      {failed ? (
        <LoadFailed message={i.detailError} onRetry={() => void failed.refetch()} />
      ) : !a || !b ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={24}>
          <div>
            <Table<AreaFigure>
              rowKey="key"
              size="small"
              pagination={false}
              columns={columns}
              dataSource={areaFigures(texts, locale)}
              scroll={{ x: 'max-content' }}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {i.betterNote}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {texts.charts.priceSeries}
            </Typography.Title>
            <LazyComparisonChart first={{ label: a.label, series: a.series }} second={{ label: b.label, series: b.series }} />
            <details style={{ marginTop: 12 }}>
              <summary>{texts.charts.tableSummary}</summary>
              <ComparedMonths first={a} second={b} />
            </details>
          </div>
        </Flex>
      )}
    </Card>
  );
}

/** Both areas' prices per m² month by month: the comparison chart's figures as a table. */
function ComparedMonths({ first, second }: { first: AreaDetail; second: AreaDetail }) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const months = [...new Set([...first.series, ...second.series].map((row) => row.month))].sort();
  const price = (area: AreaDetail, month: string) => formatKr(area.series.find((row) => row.month === month)?.pricePerSqm ?? null);
  return (
    <Table<{ month: string }>
      rowKey="month"
      size="small"
      pagination={false}
      dataSource={months.map((month) => ({ month }))}
      columns={[
        { key: 'month', title: texts.charts.month, dataIndex: 'month', render: (month: string) => formatMonth(month, locale) },
        { key: 'first', title: first.label, align: 'right', render: (_, row) => price(first, row.month) },
        { key: 'second', title: second.label, align: 'right', render: (_, row) => price(second, row.month) },
      ]}
    />
  );
}
